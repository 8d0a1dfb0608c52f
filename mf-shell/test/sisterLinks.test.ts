import { getCampus } from '@schools/shared-api';
import { sisterCampuses, sisterHref } from '../src/footer/sisterLinks';
import { isNavigable, navFromRoutes } from '../src/header/navTree';
import { ROUTES } from '../../root-config/src/routes';

describe('sister school links', () => {
  const bihz = getCampus('BIHZ');

  it('use the campus subdomain over https with the home route in production', () => {
    expect(sisterHref(bihz, { hostname: 'bisz.lumina-schools.cn', port: '', protocol: 'https:' }, 'zh')).toBe(
      'https://bihz.lumina-schools.cn/#/home?lang=cn',
    );
  });

  it('use a static path with lang=en on the test host at port 40000', () => {
    expect(sisterHref(bihz, { hostname: 'test.example', port: '40000', protocol: 'http:' }, 'zh')).toBe('/BIHZ/?lang=en#/home?lang=en');
  });

  it('stay on local hosts when browsing *.localhost', () => {
    expect(sisterHref(bihz, { hostname: 'bisz.localhost', port: '8080', protocol: 'http:' }, 'en')).toBe(
      'http://bihz.localhost:8080/#/home?lang=en',
    );
  });

  it('list the nine other campuses', () => {
    const others = sisterCampuses(getCampus('BBSZ')).map((c) => c.sname);
    expect(others).toHaveLength(9);
    expect(others).not.toContain('BBSZ');
  });
});

describe('navigation tree from the route table', () => {
  it('leaves out hidden routes and the entries disabled on the campus', () => {
    const tree = navFromRoutes(ROUTES, getCampus('BBCD'));
    const paths = JSON.stringify(tree);
    expect(paths).not.toContain('/news_detail');
    expect(paths).not.toContain('/about/management"');
    expect(paths).not.toContain('/academics/curriculum');
    expect(paths).toContain('/academics/our_teacher');
    expect(tree.map((n) => n.path)).toEqual(['/home', '/about', '/stuLife', '/academics', '/admissions', '/contact_us']);
  });

  it('does not navigate entries with children, external paths or no-link paths', () => {
    const leaf = { path: '/about/mission', name: { en: 'a', zh: '甲' }, children: [] };
    expect(isNavigable(leaf)).toBe(true);
    expect(isNavigable({ ...leaf, children: [leaf] })).toBe(false);
    expect(isNavigable({ ...leaf, path: 'https://x.example', external: true })).toBe(false);
    expect(isNavigable({ ...leaf, path: '/school/no-link' })).toBe(false);
  });
});
