import {
  HashRouter, findRoute, formatHash, isDisabledOn, isListedOn, linkAddress, markSiteDepth, offeredPlace, parseHash, setLinkAddresses, siteStepsBehind,
  targetHash, type Lang, type RouteDef,
} from '@schools/shared-api';

function fakeWindow(initial: string) {
  const listeners = new Set<() => void>();
  const location = {
    hash: initial,
    href: `http://bisz.localhost:8080/${initial}`,
    replaced: [] as string[],
    replace(url: string) {
      this.replaced.push(url);
      this.hash = url.slice(url.indexOf('#'));
      this.href = url;
    },
  };
  return {
    location,
    addEventListener: (_: 'hashchange', l: () => void) => listeners.add(l),
    removeEventListener: (_: 'hashchange', l: () => void) => listeners.delete(l),
    fire: () => listeners.forEach((l) => l()),
  };
}

describe('parseHash', () => {
  it('splits path and query', () => {
    expect(parseHash('#/news_detail?id=3&lang=cn')).toEqual({ path: '/news_detail', query: { id: '3', lang: 'cn' } });
  });

  it('normalizes empty, missing and trailing slashes', () => {
    expect(parseHash('').path).toBe('/');
    expect(parseHash('#').path).toBe('/');
    expect(parseHash('#/').path).toBe('/');
    expect(parseHash('#about/mission/').path).toBe('/about/mission');
    expect(parseHash('#//home').path).toBe('/home');
  });

  it('decodes encoded query values', () => {
    expect(parseHash('#/x?q=%E4%B8%AD%E6%96%87').query.q).toBe('中文');
  });
});

describe('targetHash and formatHash', () => {
  it('always carries the current language', () => {
    expect(targetHash('/about', {}, 'zh')).toBe('#/about?lang=cn');
    expect(targetHash('/about', { lang: 'cn' }, 'en')).toBe('#/about?lang=en');
    expect(targetHash('/admissions/apply', { isApply: 'true' }, 'en')).toBe('#/admissions/apply?isApply=true&lang=en');
  });

  it('sends the root to /home', () => {
    expect(targetHash('/', {}, 'en')).toBe('#/home?lang=en');
    expect(targetHash('', {}, 'zh')).toBe('#/home?lang=cn');
  });

  it('round-trips through parseHash', () => {
    const hash = formatHash('/news_list', { page: '2', lang: 'en' });
    expect(parseHash(hash)).toEqual({ path: '/news_list', query: { page: '2', lang: 'en' } });
  });
});

describe('HashRouter', () => {
  it('navigates with the language of the moment', () => {
    let lang: Lang = 'en';
    const win = fakeWindow('#/home?lang=en');
    const router = new HashRouter(win, () => lang);
    router.navigate('/about/mission');
    expect(win.location.hash).toBe('#/about/mission?lang=en');
    lang = 'zh';
    router.navigate('/news_detail', { id: '7' });
    expect(win.location.hash).toBe('#/news_detail?id=7&lang=cn');
  });

  it('normalizes the root to /home and adds a missing lang without a history entry', () => {
    const win = fakeWindow('');
    const router = new HashRouter(win, () => 'zh');
    expect(router.normalize()).toBe(true);
    expect(win.location.replaced).toEqual(['http://bisz.localhost:8080/#/home?lang=cn']);
    expect(router.normalize()).toBe(false);

    const win2 = fakeWindow('#/about?x=1');
    expect(new HashRouter(win2, () => 'en').normalize()).toBe(true);
    expect(win2.location.hash).toBe('#/about?x=1&lang=en');
  });

  it('tells subscribers about hash changes until they unsubscribe', () => {
    const win = fakeWindow('#/home?lang=en');
    const router = new HashRouter(win, () => 'en');
    const seen: string[] = [];
    const stop = router.subscribe((r) => seen.push(r.path));
    win.location.hash = '#/about?lang=en';
    win.fire();
    stop();
    win.location.hash = '#/stuLife?lang=en';
    win.fire();
    expect(seen).toEqual(['/about']);
  });
});

describe('what a campus offers and lists', () => {
  const def = (path: string, meta: Partial<RouteDef['meta']> = {}, children?: RouteDef[]): RouteDef => ({
    path, app: '@schools/x', meta: { id: path, title: path, nav_title: { en: path, zh: path }, cache: false, keepAlive: false, ...meta }, ...(children ? { children } : {}),
  });
  const ROUTES: RouteDef[] = [
    def('/home'),
    def('/about', {}, [def('/about/management', { disabledOn: ['BBCD'] }), def('/about/mission')]),
    def('/stuLife', {}, [def('/stuLife/wonderfulLife', { disabledOn: ['BBCD'] }, [def('/stuLife/wonderfulLife/club'), def('/stuLife/wonderfulLife/additional')])]),
    def('/about/management/detail', { hidden: true, back: '/about/management' }),
    def('/course_detail', { hidden: true, back: 'history' }),
  ];
  const find = (path: string) => ROUTES.flatMap(function all(r): RouteDef[] { return [r, ...(r.children ?? []).flatMap(all)]; }).find((r) => r.path === path)!;

  it('finds a route at any depth, the first of a path, and nothing for an unknown path', () => {
    expect(findRoute(ROUTES, '/stuLife/wonderfulLife/club')).toBe(find('/stuLife/wonderfulLife/club'));
    expect(findRoute(ROUTES, '/about/management')?.meta.disabledOn).toEqual(['BBCD']);
    const twice = [def('/home', { hidden: true }), def('/x', {}, [def('/home')])];
    expect(findRoute(twice, '/home')?.meta.hidden).toBe(true);
    expect(findRoute(ROUTES, '/nowhere')).toBeUndefined();
    // Another table is another index.
    expect(findRoute([def('/nowhere')], '/nowhere')?.path).toBe('/nowhere');
  });

  it('a switched-off page takes the pages under it and the pages that return to it along', () => {
    expect(isDisabledOn(ROUTES, '/stuLife/wonderfulLife', 'BBCD')).toBe(true);
    expect(isDisabledOn(ROUTES, '/stuLife/wonderfulLife/club', 'BBCD')).toBe(true);
    expect(isDisabledOn(ROUTES, '/about/management/detail', 'BBCD')).toBe(true);
    expect(isDisabledOn(ROUTES, '/stuLife/wonderfulLife/club', 'BISZ')).toBe(false);
    expect(isDisabledOn(ROUTES, '/course_detail', 'BBCD')).toBe(false);
  });

  it('lists a page only where it is visible and offered, its section included', () => {
    expect(isListedOn(ROUTES, find('/about/management'), 'BISZ')).toBe(true);
    expect(isListedOn(ROUTES, find('/about/management'), 'BBCD')).toBe(false);
    // The sub-navigation of BBCD's Campus Life: none of its four pages.
    expect(isListedOn(ROUTES, find('/stuLife/wonderfulLife/club'), 'BBCD')).toBe(false);
    expect(isListedOn(ROUTES, find('/stuLife/wonderfulLife/additional'), 'BBCD')).toBe(false);
    expect(isListedOn(ROUTES, find('/stuLife/wonderfulLife/club'), 'BISZ')).toBe(true);
    expect(isListedOn(ROUTES, find('/about/management/detail'), 'BISZ')).toBe(false); // hidden
  });

  it('finds the nearest offered page at or above a path, home at worst', () => {
    expect(offeredPlace(ROUTES, '/stuLife/wonderfulLife/club', 'BBCD')).toBe('/stuLife');
    expect(offeredPlace(ROUTES, '/about/management', 'BBCD')).toBe('/about');
    expect(offeredPlace(ROUTES, '/about/management', 'BISZ')).toBe('/about/management');
    expect(offeredPlace(ROUTES, '/nowhere/at/all', 'BISZ')).toBe('/home');
  });
});

describe('the pages of the site behind a history entry', () => {
  const historyOf = (state: unknown) => {
    const win = { history: { state, replaceState(next: unknown) { win.history.state = next; } } };
    return win;
  };

  it('are none for an entry the site never numbered (opened directly, or from another site)', () => {
    expect(siteStepsBehind(historyOf(null))).toBe(0);
    expect(siteStepsBehind(historyOf({ other: 'state' }))).toBe(0);
  });

  it('are given once, on the first visit, beside what the entry already holds', () => {
    const win = historyOf({ other: 'state' });
    expect(markSiteDepth(win, 3)).toBe(3);
    expect(win.history.state).toEqual({ other: 'state', siteDepth: 3 });
    // Back or forward to it, or a reload: it keeps its number.
    expect(markSiteDepth(win, 7)).toBe(3);
    expect(siteStepsBehind(win)).toBe(3);
  });
});

describe('in-site links', () => {
  it('are hash addresses in the browser, whatever the server sets while it renders', () => {
    expect(linkAddress('/about/mission', {}, 'zh')).toBe('#/about/mission?lang=cn');
    setLinkAddresses(() => '/en/about/mission'); // the browser's build renders no page: ignored
    expect(linkAddress('/about/mission', {}, 'en')).toBe('#/about/mission?lang=en');
    process.env.SERVER_RENDERING = 'true'; // as the server's build defines it
    setLinkAddresses((path, query, lang) => `/BISZ/${lang}${path}${query.id ? `/${query.id}` : ''}`);
    expect(linkAddress('/news_detail', { id: '3' }, 'en')).toBe('/BISZ/en/news_detail/3');
    setLinkAddresses(undefined);
    expect(linkAddress('/about/mission', {}, 'en')).toBe('#/about/mission?lang=en');
    delete process.env.SERVER_RENDERING;
  });
});
