/** @jest-environment jsdom */
// server-page.js, the script of a page the server rendered at its real address: the address becomes the
// page's hash address, and the server's page gives way once the section has rendered and nothing loads.
import fs from 'node:fs';
import path from 'node:path';

const SCRIPT = fs.readFileSync(path.join(__dirname, '../src/server-page.js'), 'utf8');
const at = (address: string) => window.history.replaceState(null, '', address);
const address = () => window.location.pathname + window.location.search + window.location.hash;

let frames: FrameRequestCallback[] = [];
const runFrames = (n: number) => {
  for (let i = 0; i < n; i++) {
    const pending = frames;
    frames = [];
    pending.forEach((f) => f(0));
  }
};

/** Loads the page as the server sends it, then runs the script as its head does. */
function open(real: string, served: string): void {
  at(real);
  document.documentElement.setAttribute('data-server-page', served);
  document.body.innerHTML =
    '<main id="page" data-server-rendered><div class="app-region server-page"><h1>Mission</h1></div><div class="app-region" id="app-schools-about"></div></main>';
  (0, eval)(SCRIPT);
}

beforeEach(() => {
  frames = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((f) => (frames.push(f), frames.length));
});
/** A navigation elsewhere: ends every script still waiting. */
function navigateAway(): void {
  at('/#/elsewhere');
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}

afterEach(() => {
  jest.restoreAllMocks();
  navigateAway();
  at('/');
  document.documentElement.removeAttribute('data-server-page');
});

const serverPage = () => document.querySelector('.server-page');

it('turns the address into the hash address the server named, campus prefix kept, without a history entry', () => {
  const cases: Array<[string, string, string]> = [
    ['/en/about/mission', '#/about/mission?lang=en', '/#/about/mission?lang=en'],
    ['/zh/news_detail/12', '#/news_detail?id=12&lang=cn', '/#/news_detail?id=12&lang=cn'],
    ['/BBSZ/zh/stuLife/library', '#/stuLife/library?lang=cn', '/BBSZ/#/stuLife/library?lang=cn'],
    ['/en/academics/calendar?year=2025-26', '#/academics/calendar?year=2025-26&lang=en', '/#/academics/calendar?year=2025-26&lang=en'],
    ['/en/no/such/page', '#/no/such/page?lang=en', '/#/no/such/page?lang=en'],
    ['/zh', '#/home?lang=cn', '/#/home?lang=cn'],
  ];
  for (const [real, served, result] of cases) {
    const entries = window.history.length;
    open(real, served);
    expect(address()).toBe(result);
    expect(window.history.length).toBe(entries);
    navigateAway();
  }
});

it('waits for the section\'s render and a few frames with <main> not busy, then removes the server\'s page', () => {
  open('/en/about/mission', '#/about/mission?lang=en');
  const main = document.getElementById('page')!;
  runFrames(5);
  expect(serverPage()).not.toBeNull(); // the section's region is still empty
  document.getElementById('app-schools-about')!.innerHTML = '<article data-route="/about/mission"><h1>Mission</h1></article>';
  main.setAttribute('aria-busy', 'true'); // its calls have started: the root config marks <main>
  runFrames(5);
  expect(serverPage()).not.toBeNull();
  main.setAttribute('aria-busy', 'false');
  runFrames(2);
  expect(serverPage()).not.toBeNull();
  runFrames(2);
  expect(serverPage()).toBeNull();
  expect(main.hasAttribute('data-server-rendered')).toBe(false);
});

it('hands over at once when the visitor navigates, and at the latest after ten seconds', () => {
  open('/', '#/about/mission?lang=en');
  at('/#/about/mission'); // the router writing the language in is no navigation
  window.dispatchEvent(new HashChangeEvent('hashchange'));
  expect(serverPage()).not.toBeNull();
  at('/#/news_list?lang=en');
  window.dispatchEvent(new HashChangeEvent('hashchange'));
  expect(serverPage()).toBeNull();

  jest.useFakeTimers();
  open('/en/about/mission', '#/about/mission?lang=en');
  jest.advanceTimersByTime(9_999);
  expect(serverPage()).not.toBeNull();
  jest.advanceTimersByTime(1);
  expect(serverPage()).toBeNull();
  jest.useRealTimers();
});
