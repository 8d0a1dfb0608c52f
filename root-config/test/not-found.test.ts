/** @jest-environment jsdom */
// The not-found page: the browser draws it where the server did not, and keeps the server's where it did.
import { SERVER_RENDERED_ATTRIBUTE, bus } from '@schools/shared-api';
import { NOT_FOUND_TEXT, notFoundApp, notFoundMarkup } from '../src/notFound';

const props = { name: '@schools/not-found', singleSpa: {}, mountParcel: () => undefined } as never;

function regionWith(html: string, serverRendered: boolean): HTMLElement {
  document.body.innerHTML = `<main id="page"><div id="app-schools-not-found" class="app-region">${html}</div></main>`;
  const region = document.getElementById('app-schools-not-found')!;
  if (serverRendered) region.setAttribute(SERVER_RENDERED_ATTRIBUTE, '');
  return region;
}

afterEach(() => window.history.replaceState(null, '', '/'));

it('keeps the server\'s page, the same nodes, and takes its link home through the router', async () => {
  window.history.replaceState(null, '', '/#/no/such/page?lang=en');
  bus.language.next('en');
  document.documentElement.lang = 'en';
  const region = regionWith(notFoundMarkup(NOT_FOUND_TEXT.en, '/en/home', (t) => t), true);
  const h1 = region.querySelector('h1');
  const app = notFoundApp(() => region);
  await (app.mount as (p: never) => Promise<void>)(props);
  expect(region.querySelector('h1')).toBe(h1);
  expect(region.hasAttribute(SERVER_RENDERED_ATTRIBUTE)).toBe(false);
  const link = region.querySelector('a')!;
  expect(link.getAttribute('href')).toBe('/en/home');
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  link.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(true);
  expect(window.location.hash).toMatch(/^#\/home/);
});

it('draws the page in the site\'s language where the server did not, or wrote it in the other language', async () => {
  window.history.replaceState(null, '', '/#/no/such/page?lang=cn');
  bus.language.next('zh');
  document.documentElement.lang = 'en'; // the server's page was English; the visitor has switched to Chinese
  const region = regionWith(notFoundMarkup(NOT_FOUND_TEXT.en, '/en/home', (t) => t), true);
  const app = notFoundApp(() => region);
  await (app.mount as (p: never) => Promise<void>)(props);
  expect(region.querySelector('h1')!.textContent).toBe('页面未找到');
  expect(region.querySelector('a')!.textContent).toBe('返回首页');
  await (app.unmount as (p: never) => Promise<void>)(props);
  expect(region.childElementCount).toBe(0);
});
