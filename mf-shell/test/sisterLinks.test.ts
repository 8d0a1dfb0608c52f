import { getCampus } from '@schools/shared-api';
import { sisterCampuses, sisterHref } from '@schools/shared-api';

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
