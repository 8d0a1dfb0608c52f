import { CAMPUS_CODES, flattenRoutes } from '@schools/shared-api';
import { APPS, ROUTES } from '../src/routes';

const all = flattenRoutes(ROUTES);

describe('route table', () => {
  it('has every section of SPEC 2 at the top, home first', () => {
    expect(ROUTES.filter((r) => !r.meta.hidden).map((r) => r.path)).toEqual([
      '/home', '/about', '/stuLife', '/academics', '/admissions', '/contact_us',
    ]);
  });

  it('has the children and standalone pages of SPEC 2', () => {
    const paths = new Set(all.map((r) => r.path));
    for (const path of [
      '/about/achievements/AAD', '/stuLife/studService/schoolBus', '/stuLife/course/Chinese', '/stuLife/wonderfulLife/additional',
      '/academics/curriculum/Capstone-Senior-Project', '/admissions/questions', '/news_list', '/news_detail',
      '/academics/senior_project/blog', '/academics/senior_project/blog_detail', '/academics/counseling/detail', '/catalog',
      '/subscribed-databases', '/digital-resources', '/course_detail', '/art_festival', '/about/management/detail',
      '/about/achievements/AAD/detail', '/academics/wechat_login',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('has unique paths and ids, paths nested under their parent', () => {
    expect(new Set(all.map((r) => r.path)).size).toBe(all.length);
    expect(new Set(all.map((r) => r.meta.id)).size).toBe(all.length);
    const check = (parent: (typeof ROUTES)[number]) => {
      for (const child of parent.children ?? []) {
        expect(child.path.startsWith(parent.path + '/')).toBe(true);
        check(child);
      }
    };
    ROUTES.forEach(check);
  });

  it('names every route in both languages, Chinese names in Chinese', () => {
    for (const r of all) {
      expect(r.meta.nav_title.en.trim()).not.toBe('');
      expect(r.meta.nav_title.zh).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('gives every route to one of the six sections', () => {
    const apps = new Set<string>(Object.values(APPS));
    for (const r of all) expect(apps).toContain(r.app);
    expect(new Set(all.map((r) => r.app)).size).toBe(6);
  });

  it('caches the pages SPEC 2 lists as cached', () => {
    const cachedPaths = all.filter((r) => r.meta.cache).map((r) => r.path).sort();
    expect(cachedPaths).toEqual(
      ['/about/achievements/AAD', '/about/management', '/academics/counseling', '/academics/senior_project', '/news_list', '/stuLife/course'].sort(),
    );
  });

  it('disables curriculum and senior projects on BBGM and BBSZ, and five entries on BBCD', () => {
    // SPEC 2's entries are those of the navigation; hidden pages follow below.
    const disabledOn = (code: (typeof CAMPUS_CODES)[number], hidden = false) =>
      all.filter((r) => Boolean(r.meta.hidden) === hidden && r.meta.disabledOn?.includes(code)).map((r) => r.path.split('/').pop()).sort();
    expect(disabledOn('BBGM')).toEqual(['curriculum', 'senior_project']);
    expect(disabledOn('BBSZ')).toEqual(['curriculum', 'senior_project']);
    expect(disabledOn('BBCD')).toEqual(['course', 'curriculum', 'management', 'senior_project', 'wonderfulLife']);
    expect(disabledOn('BISZ')).toEqual([]);
    // Pages outside the navigation that belong to a disabled entry go with it: the senior project
    // blog's older addresses and its commenting, and a course's page.
    const seniorProjectPages = ['blog_detail', 'comments', 'project_blog', 'wechat_login'];
    expect(disabledOn('BBGM', true)).toEqual(seniorProjectPages);
    expect(disabledOn('BBSZ', true)).toEqual(seniorProjectPages);
    expect(disabledOn('BBCD', true)).toEqual(['course_detail', ...seniorProjectPages].sort());
    expect(disabledOn('BISZ', true)).toEqual([]);
  });

  it('sends detail pages back where SPEC 2 says', () => {
    const back = Object.fromEntries(all.filter((r) => r.meta.back).map((r) => [r.path, r.meta.back]));
    expect(back).toMatchObject({
      '/about/management/detail': '/about/management',
      '/about/achievements/AAD/detail': '/about/achievements/AAD',
      '/news_detail': '/news_list',
      '/academics/counseling/detail': '/academics/counseling',
      '/subscribed-databases': '/stuLife/library',
      '/digital-resources': '/stuLife/library',
      '/academics/senior_project/blog': '/academics/senior_project',
      '/course_detail': 'history',
    });
  });
});
