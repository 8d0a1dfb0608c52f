import { getCampus, type MenuItem } from '@schools/shared-api';
import { ROUTES } from '@schools/root-config/routes';
import { isNavigable, menuHasCalendar, navFromMenu, navKey, navFromRoutes, type MenuContext, type NavNode } from '../src/navigation/navTree';

const here = { hostname: 'bisz.localhost', port: '8080', protocol: 'http:' };

const MENU: MenuItem[] = [
  { id: '01', url: '/home', title: 'Home' },
  {
    id: '02', url: '/about', title: 'About Us', children: [
      { id: '0201', url: '/about/mission', title: 'Mission' },
      { id: '0202', url: '/about/our_story', title: 'Our Story' },
      { id: '0203', url: '/about/our_school', title: 'Our School' },
      { id: '0204', url: '/about/management', title: 'School Leadership' },
      { id: '0205', url: '/about/join_us', title: 'Work for Us' },
      { id: '0206', url: '/about/achievements', title: 'Achievements' },
    ],
  },
  {
    id: '04', url: '/academics', title: 'Academics', children: [
      { id: '0401', url: '/academics/curriculum', title: 'Curriculum' },
      { id: '0404', url: '/academics/calendar/no-link', title: 'Academic Calendar' },
      { id: '0405', url: '/academics/counseling', title: 'College Guidance' },
    ],
  },
  { id: '08', url: 'https://careers.example.cn/', title: 'Careers' },
];

const ctx = (over: Partial<MenuContext> = {}): MenuContext => ({
  campus: getCampus('BISZ'), lang: 'en', routes: ROUTES, calendars: [], location: here, ...over,
});
const find = (tree: NavNode[], name: string): NavNode | undefined =>
  tree.flatMap((n) => [n, ...n.children]).find((n) => n.name === name);

describe('navigation from the server menu', () => {
  it('inserts the campus group as the sixth child of /about, without the current campus', () => {
    const about = navFromMenu(MENU, ctx()).find((n) => n.path === '/about')!;
    expect(about.children[5]!.name).toBe('Our Campuses');
    const group = about.children[5]!;
    expect(group.children).toHaveLength(9);
    expect(group.children.map((c) => c.name)).not.toContain(getCampus('BISZ').name.en);
    expect(isNavigable(group)).toBe(false);
  });

  it('links sister campuses to their own sites in a new tab, and leaves the Shenzhen bilingual entry unlinked', () => {
    const group = navFromMenu(MENU, ctx({ lang: 'zh' })).find((n) => n.path === '/about')!.children[5]!;
    const bigz = group.children.find((c) => c.name === getCampus('BIGZ').name.zh)!;
    expect(bigz).toMatchObject({ path: 'http://bigz.localhost:8080/#/home?lang=cn', external: true });
    const bbsz = group.children.find((c) => c.name === getCampus('BBSZ').name.zh)!;
    expect(bbsz.external).toBeUndefined();
    expect(isNavigable(bbsz)).toBe(false);
  });

  it('shows the academic calendar only when the menu has 0404: one calendar is one link, several are children', () => {
    expect(menuHasCalendar(MENU)).toBe(true);
    expect(find(navFromMenu(MENU, ctx()), 'Academic Calendar')).toBeUndefined(); // no calendars loaded

    const one = navFromMenu(MENU, ctx({ calendars: [{ url: '/academics/calendar?year=2025-26', title: 'Calendar 2025-26' }] }));
    const single = find(one, 'Calendar 2025-26')!;
    expect(single).toEqual({ path: '/academics/calendar', query: { year: '2025-26' }, name: 'Calendar 2025-26', children: [] });
    expect(isNavigable(single)).toBe(true);
    expect(find(one, 'Academic Calendar')).toBeUndefined();

    const two = navFromMenu(MENU, ctx({
      calendars: [{ url: '/academics/calendar?year=2025-26', title: '2025-26' }, { url: '/academics/calendar?year=2026-27', title: '2026-27' }],
    }));
    const group = find(two, 'Academic Calendar')!;
    expect(group.children.map((c) => [c.name, c.path, c.query])).toEqual([
      ['2025-26', '/academics/calendar', { year: '2025-26' }],
      ['2026-27', '/academics/calendar', { year: '2026-27' }],
    ]);
    expect(group.children.map(navKey)).toEqual(['/academics/calendar?year=2025-26', '/academics/calendar?year=2026-27']);
    expect(isNavigable(group)).toBe(false);

    // A calendar that is a file (or not a route of the site) still opens in a new tab.
    const file = navFromMenu(MENU, ctx({ calendars: [{ url: '/storage/bisz/cal.pdf', title: 'Calendar PDF' }] }));
    expect(find(file, 'Calendar PDF')).toEqual({ path: '/storage/bisz/cal.pdf', name: 'Calendar PDF', external: true, children: [] });

    const without = MENU.map((m) => ({ ...m, children: m.children?.filter((c) => c.id !== '0404') }));
    expect(menuHasCalendar(without)).toBe(false);
  });

  it('drops the entries disabled on the campus even if the server sends them', () => {
    const tree = navFromMenu(MENU, ctx({ campus: getCampus('BBCD') }));
    expect(find(tree, 'Curriculum')).toBeUndefined();
    expect(find(tree, 'School Leadership')).toBeUndefined();
    expect(find(tree, 'Mission')).toBeDefined();
  });

  it('marks external https entries, which do not navigate within the site', () => {
    const careers = navFromMenu(MENU, ctx()).find((n) => n.name === 'Careers')!;
    expect(careers.external).toBe(true);
    expect(isNavigable(careers)).toBe(false);
  });
});

describe('navigation from the route table (no server menu yet)', () => {
  it('leaves out hidden routes and the entries disabled on the campus', () => {
    const tree = navFromRoutes(ROUTES, getCampus('BBCD'), 'zh');
    const paths = JSON.stringify(tree);
    expect(paths).not.toContain('/news_detail');
    expect(paths).not.toContain('/about/management"');
    expect(paths).not.toContain('/academics/curriculum');
    expect(paths).toContain('/academics/our_teacher');
    expect(tree.map((n) => n.name)).toEqual(['首页', '关于我们', '学生生活', '学术课程', '招生入学', '联系我们']);
  });

  it('does not navigate entries with children, external paths or no-link paths', () => {
    const leaf: NavNode = { path: '/about/mission', name: 'Mission', children: [] };
    expect(isNavigable(leaf)).toBe(true);
    expect(isNavigable({ ...leaf, children: [leaf] })).toBe(false);
    expect(isNavigable({ ...leaf, path: 'https://x.example', external: true })).toBe(false);
    expect(isNavigable({ ...leaf, path: '/school/no-link' })).toBe(false);
  });
});
