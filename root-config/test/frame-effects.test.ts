/** @jest-environment jsdom */
import { bus, followAddressLanguage, getCampus } from '@schools/shared-api';
import { startAnalytics, TONGJI_SCRIPT, type AnalyticsWindow } from '../src/analytics';
import { PageFocus } from '../src/pageFocus';
import { ROUTES } from '../src/routes';
import { keepAlivePaths, ScrollMemory } from '../src/scrollMemory';

describe('scroll memory of cached pages', () => {
  let y = 0;
  const scrollTo = jest.fn((_x: number, top: number) => {
    y = top;
  });
  const win = (width: number, height = 5000) =>
    ({
      innerWidth: width,
      innerHeight: 800,
      get scrollY() {
        return y;
      },
      scrollTo,
      requestAnimationFrame: (cb: () => void) => {
        cb();
        return 1;
      },
      cancelAnimationFrame: () => undefined,
      document: { documentElement: { scrollHeight: height } },
    }) as unknown as Window;
  const cached = keepAlivePaths(ROUTES);

  beforeEach(() => {
    y = 0;
    scrollTo.mockClear();
  });

  it('knows the cached pages of SPEC 2', () => {
    expect([...cached].sort()).toEqual([
      '/about/achievements/AAD', '/about/management', '/academics/counseling', '/academics/senior_project', '/news_list', '/stuLife/course',
    ]);
  });

  it('on a phone brings a cached page back to where it was left beyond 100 px', () => {
    const memory = new ScrollMemory(win(390), (p) => cached.has(p));
    y = 1400;
    memory.leave('/news_list');
    memory.enter('/news_detail');
    expect(y).toBe(0);
    memory.leave('/news_detail');
    memory.enter('/news_list');
    expect(y).toBe(1400);
  });

  it('starts at the top when the page was left above 100 px, is not cached, or the screen is wide', () => {
    const phone = new ScrollMemory(win(390), (p) => cached.has(p));
    y = 80;
    phone.leave('/news_list');
    phone.enter('/news_list');
    expect(y).toBe(0);
    y = 900;
    phone.leave('/about/mission');
    phone.enter('/about/mission');
    expect(y).toBe(0);
    const desktop = new ScrollMemory(win(1280), (p) => cached.has(p));
    y = 1400;
    desktop.leave('/news_list');
    desktop.enter('/news_list');
    expect(y).toBe(0);
  });
});

describe('focus after navigation', () => {
  beforeEach(() => {
    document.body.innerHTML = '<main id="page"></main>';
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('focuses the new page heading once it renders, skipping hidden kept pages, and announces the title', async () => {
    const focus = new PageFocus(document);
    focus.arrived('/news_list', 'News');
    const page = document.getElementById('page')!;
    page.innerHTML = '<div hidden><article data-route="/news_list"><h1>Old copy</h1></article></div>';
    await Promise.resolve();
    expect(document.activeElement).toBe(document.body);
    page.insertAdjacentHTML('beforeend', '<div><article data-route="/news_list"><h1>News</h1></article></div>');
    await Promise.resolve();
    const heading = page.querySelectorAll('h1')[1]!;
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
    jest.advanceTimersByTime(100);
    expect(document.getElementById('route-announcer')!.textContent).toBe('News');
    expect(document.getElementById('route-announcer')!.getAttribute('aria-live')).toBe('assertive');
  });
});

describe('analytics', () => {
  it('loads Baidu Tongji only when the page names a site id, with its automatic page view off', () => {
    document.head.innerHTML = '';
    const win = window as Window & AnalyticsWindow;
    delete win._hmt;
    expect(startAnalytics(win, document)).toBe(false);
    expect(document.querySelector('script')).toBeNull();
    document.head.innerHTML = '<meta name="baidu-tongji" content="0123456789abcdef0123456789abcdef">';
    expect(startAnalytics(win, document)).toBe(true);
    expect(document.querySelector('script')!.src).toBe(`${TONGJI_SCRIPT}?0123456789abcdef0123456789abcdef`);
    expect(win._hmt).toEqual([['_setAutoPageview', false]]);
  });
});

describe('the address decides the language', () => {
  it('reloads in the language a hash change asks for, and only then', () => {
    bus.campus.next(getCampus('BISZ'));
    bus.language.next('zh');
    const reload = jest.fn();
    const stored = new Map<string, string>();
    const win = (hash: string) =>
      ({ location: { search: '', hash, reload }, localStorage: { setItem: (k: string, v: string) => stored.set(k, v) } }) as unknown as Window;
    expect(followAddressLanguage(win('#/about?lang=cn'))).toBe(false);
    expect(followAddressLanguage(win('#/about'))).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(followAddressLanguage(win('#/about?lang=en'))).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(stored.get('__language__')).toBe('en');
  });
});
