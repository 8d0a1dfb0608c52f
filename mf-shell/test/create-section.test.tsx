/** @jest-environment jsdom */
import { renderToString } from 'react-dom/server';
import { waitFor } from '@testing-library/react';
import type { LifeCycles } from 'single-spa';
import { PAGE_DATA_ELEMENT, SERVER_RENDERED_ATTRIBUTE } from '@schools/shared-api';
import { createSection, ServerDataContext, useApiData } from '@schools/ui';
import { RECOVERABLE_ERRORS_ATTRIBUTE } from '../src/ui/section/sectionRoots';

type Props = Record<string, unknown>;
type Step = (props: Props) => Promise<unknown>;
const steps = (fn: LifeCycles['mount']) => (Array.isArray(fn) ? fn : [fn]) as unknown as Step[];

/** Runs a lifecycle as single-spa does: each function of the array in turn, awaited. */
async function run(fn: LifeCycles['mount'], props: Props): Promise<void> {
  for (const step of steps(fn)) await step(props);
}

function Hello() {
  return <h1>Hello</h1>;
}

// single-spa-react renders through createRoot and resolves mount from a timer once React has
// committed, as in the browser; no act() around it (act would hold the commit back).
afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete (window as { System?: unknown }).System;
});

describe('createSection with stylesheets', () => {
  it('links the section\'s stylesheet at bootstrap and mounts only once it has loaded', async () => {
    (window as { System?: unknown }).System = {
      resolve: (specifier: string) => {
        if (specifier !== '@schools/test/style.css') throw new Error(`Unable to resolve ${specifier}`);
        return `${window.location.origin}/mf-test/schools-test.abcdef12.css`;
      },
    };
    const domElement = document.createElement('div');
    document.body.append(domElement);
    const props = { name: '@schools/test', domElement, singleSpa: {}, mountParcel: () => undefined };
    const section = createSection(Hello, { stylesheets: ['@schools/test/style.css', '@schools/none/style.css'] });

    await run(section.bootstrap, props);
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
    expect(link?.getAttribute('href')).toBe(`${window.location.origin}/mf-test/schools-test.abcdef12.css`);

    let mounted = false;
    const mounting = run(section.mount, props).then(() => void (mounted = true));
    // Everything the mount queued has run (a turn of the event loop): it still waits for the stylesheet.
    await new Promise((resolve) => setTimeout(resolve));
    expect(mounted).toBe(false);
    expect(domElement.textContent).toBe('');

    link!.dispatchEvent(new Event('load'));
    await mounting;
    expect(domElement.querySelector('h1')?.textContent).toBe('Hello');
    await run(section.unmount, props);
    expect(domElement.textContent).toBe('');
  });

  it('mounts at once without a stylesheet in the import map (tests, a dev server)', async () => {
    const domElement = document.createElement('div');
    document.body.append(domElement);
    const props = { name: '@schools/plain', domElement, singleSpa: {}, mountParcel: () => undefined };
    const section = createSection(Hello, { stylesheets: ['@schools/plain/style.css'] });
    await run(section.bootstrap, props);
    await run(section.mount, props);
    expect(domElement.querySelector('h1')?.textContent).toBe('Hello');
    expect(document.head.querySelector('link')).toBeNull();
    await run(section.unmount, props);
  });
});

describe('createSection on a server-rendered page', () => {
  function Story() {
    const story = useApiData(load, ['story', 7]);
    return <h1>{story.status === 'ready' ? story.data : 'loading'}</h1>;
  }
  const load = jest.fn(() => Promise.resolve('From the API'));

  /**
   * The document as the server writes it: the page's hash, the section's region with its markup, the data
   * (the answers of the region `dataOf`).
   */
  function serverPage(dataOf: string, hash = '#/story?id=7&lang=en'): HTMLElement {
    const keys: string[] = [];
    const html = renderToString(
      <ServerDataContext.Provider value={{ outcome: (key) => (keys.push(key), { ok: true, data: 'From the server' }), missing: () => undefined }}>
        <Story />
      </ServerDataContext.Provider>,
    );
    document.documentElement.setAttribute('data-server-page', '#/story?id=7&lang=en');
    window.location.hash = hash;
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = PAGE_DATA_ELEMENT;
    data.textContent = JSON.stringify({ regions: { [dataOf]: Object.fromEntries(keys.map((key) => [key, { ok: true, data: 'From the server' }])) } });
    document.head.append(data);
    const region = document.createElement('div');
    region.id = 'app-schools-story';
    region.setAttribute(SERVER_RENDERED_ATTRIBUTE, '');
    region.innerHTML = html;
    document.body.append(region);
    return region;
  }

  afterEach(() => {
    document.documentElement.removeAttribute('data-server-page');
    window.location.hash = '';
    load.mockClear();
  });

  it("hydrates the server's markup from the page's data: the same nodes, no call, no mismatch", async () => {
    const domElement = serverPage('app-schools-story');
    const first = domElement.querySelector('h1');
    const props = { name: '@schools/story', domElement, singleSpa: {}, mountParcel: () => undefined };
    const section = createSection(Story);
    await run(section.bootstrap, props);
    await run(section.mount, props);
    expect(domElement.querySelector('h1')).toBe(first);
    expect(first?.textContent).toBe('From the server');
    expect(load).not.toHaveBeenCalled();
    expect(domElement.hasAttribute(SERVER_RENDERED_ATTRIBUTE)).toBe(false);
    expect(domElement.hasAttribute('data-hydrated')).toBe(true);
    expect(domElement.hasAttribute(RECOVERABLE_ERRORS_ATTRIBUTE)).toBe(false);
    await run(section.unmount, props);
  });

  it('renders afresh where the address has moved on to another page, or the data is another region\'s', async () => {
    for (const [dataOf, hash] of [['app-schools-story', '#/story?id=8&lang=en'], ['app-schools-other', '#/story?id=7&lang=en']] as const) {
      const domElement = serverPage(dataOf, hash);
      const first = domElement.querySelector('h1');
      const props = { name: '@schools/story', domElement, singleSpa: {}, mountParcel: () => undefined };
      const section = createSection(Story);
      await run(section.bootstrap, props);
      await run(section.mount, props);
      expect(domElement.querySelector('h1')).not.toBe(first);
      expect(domElement.hasAttribute(SERVER_RENDERED_ATTRIBUTE)).toBe(false);
      expect(domElement.hasAttribute('data-hydrated')).toBe(false);
      await waitFor(() => expect(domElement.textContent).toBe('From the API'));
      await run(section.unmount, props);
      document.head.innerHTML = '';
      document.body.innerHTML = '';
      load.mockClear();
    }
  });

  it('counts what React could not hydrate as it was (a mismatch) on the region, and renders afresh, asking the API', async () => {
    const domElement = serverPage('app-schools-story');
    domElement.querySelector('h1')!.textContent = 'Something else';
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const props = { name: '@schools/story', domElement, singleSpa: {}, mountParcel: () => undefined };
    const section = createSection(Story);
    await run(section.bootstrap, props);
    await run(section.mount, props);
    expect(domElement.getAttribute(RECOVERABLE_ERRORS_ATTRIBUTE)).toBe('1');
    // React renders the root afresh, where ids are the browser's own: the server's answers are not found.
    await waitFor(() => expect(domElement.textContent).toBe('From the API'));
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    await run(section.unmount, props);
  });
});
