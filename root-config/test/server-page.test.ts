/** @jest-environment jsdom */
// A page opened at its real address: the browser's router takes it over at its hash address, and the
// server's rendering gives way once the section has rendered and nothing is loading.
import { createBus } from '@schools/shared-api';
import { ROUTES } from '../src/routes';
import { adoptRealAddress, handOverServerPage } from '../src/serverPage';

const at = (address: string) => window.history.replaceState(null, '', address);
const address = () => window.location.pathname + window.location.search + window.location.hash;

describe('adoptRealAddress', () => {
  afterEach(() => at('/'));

  it('turns a real address into the same page\'s hash address, campus prefix kept, without a history entry', () => {
    const cases: Array<[string, string]> = [
      ['/en/about/mission', '/#/about/mission?lang=en'],
      ['/zh/news_detail/12', '/#/news_detail?id=12&lang=cn'],
      ['/BBSZ/zh/stuLife/library', '/BBSZ/#/stuLife/library?lang=cn'],
      ['/en/academics/calendar?year=2025-26', '/#/academics/calendar?year=2025-26&lang=en'],
      ['/zh', '/#/home?lang=cn'],
    ];
    for (const [real, hash] of cases) {
      at(real);
      const entries = window.history.length;
      expect(adoptRealAddress(window, ROUTES)).toBe(true);
      expect(address()).toBe(hash);
      expect(window.history.length).toBe(entries);
    }
  });

  it('keeps an unknown path under a language as the hash, so the not-found page shows; leaves other addresses alone', () => {
    at('/en/no/such/page');
    expect(adoptRealAddress(window, ROUTES)).toBe(true);
    expect(address()).toBe('/#/no/such/page?lang=en');
    for (const other of ['/', '/BISZ/', '/#/about/mission?lang=en', '/english/about']) {
      at(other);
      expect(adoptRealAddress(window, ROUTES)).toBe(false);
      expect(address()).toBe(other);
    }
  });
});

describe('handOverServerPage', () => {
  let frames: FrameRequestCallback[] = [];
  const runFrames = (n: number) => {
    for (let i = 0; i < n; i++) {
      const pending = frames;
      frames = [];
      pending.forEach((f) => f(0));
    }
  };
  beforeEach(() => {
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((f) => (frames.push(f), frames.length));
    document.body.innerHTML =
      '<main id="page" data-server-rendered><div class="app-region server-page"><h1>Mission</h1></div><div class="app-region" id="app-schools-about"></div></main>';
  });
  afterEach(() => jest.restoreAllMocks());

  const serverPage = () => document.querySelector('.server-page');

  it('waits for the mount, the section\'s render and a few quiet frames, then removes the server\'s page', () => {
    const bus = createBus();
    handOverServerPage(window, bus);
    runFrames(5);
    expect(serverPage()).not.toBeNull(); // single-spa has not mounted anything yet
    window.dispatchEvent(new Event('single-spa:routing-event'));
    runFrames(5);
    expect(serverPage()).not.toBeNull(); // mounted, but the section's region is still empty
    document.getElementById('app-schools-about')!.innerHTML = '<article data-route="/about/mission"><h1>Mission</h1></article>';
    bus.loading.next(1); // its calls have started
    runFrames(5);
    expect(serverPage()).not.toBeNull();
    bus.loading.next(0);
    runFrames(2);
    expect(serverPage()).not.toBeNull();
    runFrames(2);
    expect(serverPage()).toBeNull();
    expect(document.getElementById('page')!.hasAttribute('data-server-rendered')).toBe(false);
  });

  it('hands over at once when the visitor navigates, and at the latest after its timeout', () => {
    handOverServerPage(window, createBus());
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(serverPage()).toBeNull();

    jest.useFakeTimers();
    document.body.innerHTML = '<main id="page" data-server-rendered><div class="app-region server-page"></div></main>';
    handOverServerPage(window, createBus(), 1000);
    jest.advanceTimersByTime(999);
    expect(serverPage()).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(serverPage()).toBeNull();
    jest.useRealTimers();
  });
});
