/** @jest-environment jsdom */
// A campus's breadcrumbs, cards, back buttons, menus and copy list only the pages it offers (issue 20,
// item 8): BBCD offers no Campus Life, Courses or School Leadership; BBSZ and BBGM no curriculum pages
// or senior projects.
import { render, screen, within } from '@testing-library/react';
import { bus, getCampus, type Block, type CampusCode, type Lang, type MenuItem } from '@schools/shared-api';
import { PageSwitch, RichContent, RoutesContext, SectionPage } from '@schools/ui';
import { ROUTES } from '@schools/root-config/routes';
import { navFromMenu, navFromRoutes, type NavNode } from '../src/navigation/navTree';
import { AppNameContext } from '../src/ui/section/pageContext';
import { go } from './renderSection';

function renderPage(hash: string, campus: CampusCode, app: string, lang: Lang = 'en') {
  bus.campus.next(getCampus(campus));
  bus.language.next(lang);
  go(hash);
  return render(
    <AppNameContext.Provider value={app}>
      <RoutesContext.Provider value={ROUTES}>
        <PageSwitch pages={{}} />
      </RoutesContext.Provider>
    </AppNameContext.Provider>,
  );
}

const linkTargets = (root: HTMLElement) => [...root.querySelectorAll('a')].map((a) => a.getAttribute('href')!.replace(/\?.*$/, ''));
const sectionNav = () => screen.queryByRole('navigation', { name: 'Section navigation' });

describe('pages a campus does not offer are not offered by its links', () => {
  it("BBCD's Campus Life pages have no sub-navigation to its other switched-off pages", () => {
    renderPage('#/stuLife/wonderfulLife/club?lang=en', 'BBCD', '@schools/student-life');
    expect(screen.getByText(`This page is not offered at ${getCampus('BBCD').name.en}.`)).toBeTruthy();
    expect(sectionNav()).toBeNull();
    expect(linkTargets(document.body).filter((h) => h.startsWith('#/stuLife/'))).toEqual([]);
  });

  it("another campus's Campus Life keeps its four pages in the sub-navigation", () => {
    renderPage('#/stuLife/wonderfulLife/club?lang=en', 'BISZ', '@schools/student-life');
    expect(linkTargets(sectionNav()!)).toEqual([
      '#/stuLife/wonderfulLife/club', '#/stuLife/wonderfulLife/Campus', '#/stuLife/wonderfulLife/publicBenefit', '#/stuLife/wonderfulLife/additional',
    ]);
  });

  it.each([
    ['BBCD', '#/about/management/detail?id=3&lang=en', '@schools/about', '#/about'],
    ['BBSZ', '#/academics/senior_project/blog_detail?id=3&lang=en', '@schools/academics', '#/academics'],
    ['BBGM', '#/academics/senior_project/blog?id=3&lang=en', '@schools/academics', '#/academics'],
  ] as const)('on %s, %s goes Back to the nearest page the campus offers', (campus, hash, app, back) => {
    const { container } = renderPage(hash, campus, app);
    expect(container.querySelector('.ui-back')!.getAttribute('href')).toBe(`${back}?lang=en`);
  });

  it.each([
    ['BBSZ', '#/academics/wechat_login?lang=en', '@schools/academics'],
    ['BBGM', '#/academics/comments?id=3&lang=en', '@schools/academics'],
    ['BBCD', '#/course_detail?id=41&lang=en', '@schools/student-life'],
  ] as const)('on %s, %s belongs to a switched-off page and is not offered either', (campus, hash, app) => {
    renderPage(hash, campus, app);
    expect(screen.getByText(`This page is not offered at ${getCampus(campus).name.en}.`)).toBeTruthy();
  });

  it("BBSZ's Academics landing has cards only for the pages it offers", () => {
    bus.campus.next(getCampus('BBSZ'));
    bus.language.next('en');
    go('#/academics?lang=en');
    const { container } = render(<RoutesContext.Provider value={ROUTES}><SectionPage /></RoutesContext.Provider>);
    const cards = [...container.querySelectorAll('.ui-card a, a.ui-card')].map((a) => a.getAttribute('href')!.replace(/\?.*$/, ''));
    expect(cards).toEqual(['#/academics/our_teacher', '#/academics/counseling']);
  });

  it('copy shared by campuses does not link a switched-off page: the words stay, a button goes', () => {
    bus.campus.next(getCampus('BBCD'));
    bus.language.next('en');
    const blocks: Block[] = [
      { type: 'paragraph', content: [{ type: 'text', text: 'See ' }, { type: 'link', href: '/stuLife/wonderfulLife/additional', text: 'Field Trips' }, { type: 'text', text: ' and ' }, { type: 'link', href: '/stuLife/library', text: 'the library' }] },
      { type: 'cta', links: [{ href: '/stuLife/course/ICT', label: 'Our courses', primary: true }, { href: '/admissions/apply', label: 'Apply' }] },
    ];
    const { container } = render(<RoutesContext.Provider value={ROUTES}><RichContent blocks={blocks} /></RoutesContext.Provider>);
    expect(linkTargets(container)).toEqual(['#/stuLife/library', '#/admissions/apply']);
    expect(container.textContent).toContain('See Field Trips and the library');
    expect(within(container).queryByText('Our courses')).toBeNull();
  });
});

describe('menus list only what the campus offers', () => {
  const paths = (nodes: NavNode[]): string[] => nodes.flatMap((n) => [n.path, ...paths(n.children)]);
  const ctx = (campus: CampusCode) => ({ campus: getCampus(campus), lang: 'en' as const, routes: ROUTES, calendars: [], location: { hostname: 'localhost', port: '', protocol: 'http:' } });

  it("drop a switched-off section's pages even when the server lists them on their own", () => {
    const menu: MenuItem[] = [
      { id: '03', url: '/stuLife', title: 'Student Life', children: [
        { id: '0301', url: '/stuLife/library', title: 'Library' },
        { id: '030401', url: '/stuLife/wonderfulLife/club', title: 'Clubs' },
        { id: '030501', url: '/stuLife/course/ICT', title: 'ICT' },
      ] },
    ];
    expect(paths(navFromMenu(menu, ctx('BBCD')))).toEqual(['/stuLife', '/stuLife/library']);
    expect(paths(navFromMenu(menu, ctx('BISZ')))).toEqual(['/stuLife', '/stuLife/library', '/stuLife/wonderfulLife/club', '/stuLife/course/ICT']);
  });

  it('built from the route table, hold no page of a switched-off section', () => {
    const all = paths(navFromRoutes(ROUTES, getCampus('BBCD'), 'en'));
    expect(all.filter((p) => /^\/stuLife\/(wonderfulLife|course)|^\/about\/management|^\/academics\/(curriculum|senior_project)/.test(p))).toEqual([]);
    expect(all).toContain('/stuLife/library');
  });
});
