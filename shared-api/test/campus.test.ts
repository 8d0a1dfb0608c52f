import {
  CAMPUSES, CAMPUS_CODES, DEFAULT_CAMPUS, campusFromHost, campusFromPath, campusFromQuery, resolveCampusCode,
} from '@schools/shared-api';

const at = (pathname: string, hostname = 'example.org', search = '', hash = '') => ({ pathname, hostname, search, hash });

describe('campus catalog', () => {
  it('has the ten campuses, bilingual flags on BBSZ, BBGM and BBCD only', () => {
    expect(CAMPUSES.map((c) => c.sname)).toEqual([...CAMPUS_CODES]);
    expect(CAMPUSES.filter((c) => c.isBilingual).map((c) => c.sname)).toEqual(['BBSZ', 'BBGM', 'BBCD']);
  });

  it('names every campus in both languages, with Chinese in the Chinese name', () => {
    for (const c of CAMPUSES) {
      expect(c.name.en).toMatch(/^[\x20-\x7e]+$/);
      expect(c.name.zh).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it("makes up none of a school's own numbers: app ids, filings and accounts are empty until its IT enters them", () => {
    for (const c of CAMPUSES) {
      expect([c.sname, c.appId, c.filing, c.links.wechat.account, c.links.wechat.qrTarget, c.links.weibo, c.links.video, c.links.linkedin])
        .toEqual([c.sname, '', { icp: '', publicSecurity: '' }, '', '', '', '', '']);
    }
  });
});

describe.each(CAMPUS_CODES.map((code) => [code]))('campus %s', (code) => {
  const lower = code.toLowerCase();

  it('is chosen by its host, including {sname}.localhost', () => {
    const campus = CAMPUSES.find((c) => c.sname === code)!;
    expect(campus.hosts).toContain(`${lower}.localhost`);
    for (const host of campus.hosts) {
      expect(campusFromHost(host)).toBe(code);
      expect(resolveCampusCode(at('/', host.toUpperCase()))).toBe(code);
    }
  });

  it('is chosen by the path prefix /{SNAME}/, whatever the host', () => {
    expect(campusFromPath(`/${code}/`)).toBe(code);
    expect(resolveCampusCode(at(`/${code}/`, 'bigz.localhost'))).toBe(code);
    expect(resolveCampusCode(at(`/${code}/index.html`, 'localhost'))).toBe(code);
  });

  it('is chosen by the school query on a neutral host', () => {
    expect(campusFromQuery(`?school=${code}`)).toBe(code);
    expect(resolveCampusCode(at('/', 'localhost', `?school=${lower}`))).toBe(code);
    expect(resolveCampusCode(at('/', 'localhost', '', `#/home?school=${code}`))).toBe(code);
  });
});

describe('campus resolution order', () => {
  it('prefers the path prefix over the host, and the host over the query', () => {
    expect(resolveCampusCode(at('/BBSZ/', 'bigz.localhost', '?school=BIWH'))).toBe('BBSZ');
    expect(resolveCampusCode(at('/', 'bigz.localhost', '?school=BIWH'))).toBe('BIGZ');
  });

  it('falls back to the default (BISZ) for unknown hosts, paths and queries', () => {
    expect(DEFAULT_CAMPUS).toBe('BISZ');
    expect(resolveCampusCode(at('/XXXX/', 'unknown.example', '?school=nope'))).toBe('BISZ');
  });

  it("finds a host among the school's own settings, not only the catalog's", () => {
    const settings = CAMPUSES.map((c) => (c.sname === 'BIWH' ? { sname: c.sname, hosts: ['www.wuhan-school.example'] } : c));
    expect(resolveCampusCode(at('/', 'WWW.Wuhan-School.example.'), settings)).toBe('BIWH');
    expect(resolveCampusCode(at('/', 'biwh.localhost'), settings)).toBe('BISZ');
    expect(resolveCampusCode(at('/', 'www.wuhan-school.example'))).toBe('BISZ');
  });

  it('does not take a longer first segment that merely starts with a code', () => {
    expect(campusFromPath('/BISZX/')).toBeUndefined();
    expect(campusFromPath('/news/BISZ/')).toBeUndefined();
  });
});
