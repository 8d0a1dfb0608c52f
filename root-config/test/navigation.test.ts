/** @jest-environment jsdom */
import { bus, getCampus, parseHash, siteStepsBehind, type PageView } from '@schools/shared-api';
import { documentTitle, itemDocumentTitle, onNavigation, onPageTitle, routeState } from '../src/navigation';
import { ROUTES } from '../src/routes';

describe('navigation', () => {
  beforeEach(() => {
    bus.campus.next(getCampus('BIGZ'));
    bus.language.next('zh');
    bus.route.next(null);
    window.scrollTo = jest.fn() as never;
  });

  it('describes known and unknown routes', () => {
    expect(routeState(ROUTES, parseHash('#/about/mission?lang=cn'))).toMatchObject({
      path: '/about/mission', app: '@schools/about', title: { en: 'Mission', zh: '办学使命' },
    });
    expect(routeState(ROUTES, parseHash('#/nowhere'))).toMatchObject({ id: 'not-found', title: { zh: '页面未找到' } });
  });

  it('titles home with the campus name and other pages with their navigation title', () => {
    const campus = getCampus('BIGZ');
    expect(documentTitle(routeState(ROUTES, parseHash('#/home')), campus, 'en')).toBe(campus.name.en);
    expect(documentTitle(routeState(ROUTES, parseHash('#/admissions/tuition')), campus, 'zh')).toBe('学费与费用');
  });

  it('titles a detail page with its item and the campus once the page names it, never a page left behind', () => {
    const campus = getCampus('BIGZ');
    expect(itemDocumentTitle('Week 1: Stand-ups', campus, 'en')).toBe(`Week 1: Stand-ups – ${campus.name.en}`);
    expect(itemDocumentTitle('开放日', campus, 'zh')).toBe(`开放日｜${campus.name.zh}`);

    onNavigation(window, ROUTES, parseHash('#/news_detail?id=3&lang=cn'));
    expect(document.title).toBe('新闻详情');
    onPageTitle(window, { path: '/news_detail', title: '2027-28 学年开放日' });
    expect(document.title).toBe(`2027-28 学年开放日｜${campus.name.zh}`);
    // An answer for the page the visitor has already left does not title the new one.
    onNavigation(window, ROUTES, parseHash('#/news_list?lang=cn'));
    onPageTitle(window, { path: '/news_detail', title: '2027-28 学年开放日' });
    expect(document.title).toBe('新闻动态');
  });

  it('sets the title, publishes the route, scrolls up and reports one page view per page', () => {
    const views: PageView[] = [];
    const hmt: unknown[][] = [];
    (window as unknown as { _hmt: { push(a: unknown[]): void } })._hmt = { push: (a) => hmt.push(a) };
    const sub = bus.pageViews.subscribe((v) => views.push(v));

    onNavigation(window, ROUTES, parseHash('#/stuLife/library?lang=cn'));
    onNavigation(window, ROUTES, parseHash('#/stuLife/library?lang=cn')); // same page again: nothing
    onNavigation(window, ROUTES, parseHash('#/news_list?lang=cn&page=2'));
    sub.unsubscribe();

    expect(document.title).toBe('新闻动态');
    expect(bus.route.value?.path).toBe('/news_list');
    expect(window.scrollTo).toHaveBeenCalledTimes(2);
    expect(hmt).toEqual([['_trackPageview', '/#/stuLife/library'], ['_trackPageview', '/#/news_list']]);
    expect(views.map((v) => [v.path, v.campus, v.lang])).toEqual([
      ['/stuLife/library', 'BIGZ', 'zh'],
      ['/news_list', 'BIGZ', 'zh'],
    ]);
  });

  it('numbers each history entry with the pages of the site behind it; an entry seen again keeps its number', () => {
    // A page opened directly: nothing of the site behind it.
    window.history.replaceState(null, '', '#/course_detail?id=41&lang=cn');
    onNavigation(window, ROUTES, parseHash('#/course_detail?id=41&lang=cn'));
    expect(siteStepsBehind(window)).toBe(0);
    window.history.pushState(null, '', '#/stuLife/course/ICT?lang=cn');
    onNavigation(window, ROUTES, parseHash('#/stuLife/course/ICT?lang=cn'));
    window.history.pushState(null, '', '#/course_detail?id=42&lang=cn');
    onNavigation(window, ROUTES, parseHash('#/course_detail?id=42&lang=cn'));
    expect(siteStepsBehind(window)).toBe(2);
    // Back to the area (the browser restores its entry, state included): still one page behind it.
    window.history.replaceState({ siteDepth: 1 }, '', '#/stuLife/course/ICT?lang=cn');
    onNavigation(window, ROUTES, parseHash('#/stuLife/course/ICT?lang=cn'));
    expect(siteStepsBehind(window)).toBe(1);
    // A new page from there is one further, and what other code keeps in the entry's state stays.
    window.history.pushState({ kept: true }, '', '#/news_list?lang=cn');
    onNavigation(window, ROUTES, parseHash('#/news_list?lang=cn'));
    expect(window.history.state).toEqual({ kept: true, siteDepth: 2 });
  });
});
