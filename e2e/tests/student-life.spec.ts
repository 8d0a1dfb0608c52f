// Student Life against what the API answers for the campus: the section's pages pictured as cards,
// the library and its resources, the services and boarding pages, clubs and courses with their details.
import type { Page } from '@playwright/test';
import { copyOf, type Club, type ContentItem, type Page as ListPage } from '@schools/shared-api';
import { expect, test, contentApi, firstText, headingsOf, siteUrl, watchErrors, type Lang } from './site';

const CAMPUSES = [['BISC', 'bisc.localhost'], ['BBSZ', 'bbsz.localhost'], ['BBCD', 'bbcd.localhost']] as const;

const q = (lang: Lang) => `lang=${lang === 'zh' ? 'cn' : 'en'}`;

async function open(page: Page, hash: string): Promise<void> {
  await page.evaluate((h) => (window.location.hash = h), hash);
}

for (const [campus, host] of CAMPUSES) {
  for (const lang of ['en', 'zh'] as const) {
    test(`${campus} in ${lang}: library, its resources, services and boarding show the campus's copy`, async ({ page, request }) => {
      const errors = watchErrors(page);
      const [library, resources, services, stay] = await Promise.all([
        contentApi<ContentItem[]>(request, campus, lang, 'content-by-menu?menuId=0301'),
        contentApi<ListPage<ContentItem>>(request, campus, lang, 'content-list?menuId=0301&page=1&size=50'),
        contentApi<ContentItem[]>(request, campus, lang, 'content-by-menu?menuId=0302'),
        contentApi<ContentItem[]>(request, campus, lang, 'content-by-menu?menuId=0303'),
      ]);
      await page.goto(siteUrl('/stuLife/library', { lang, host }));
      const lib = page.locator('[data-route="/stuLife/library"]');
      for (const n of [1, 2, 3, 4]) await expect(lib.getByRole('heading', { level: 2, name: firstText(copyOf(library, `library.title_${n}`)), exact: true })).toBeVisible();
      await expect(lib.getByText(firstText(copyOf(library, 'library.content_2')))).toBeVisible();

      // The databases page: its introduction and one card per database, each opening the database's own site.
      await lib.locator('.stulife-library-pages a[href^="#/subscribed-databases"]').click();
      const db = page.locator('[data-route="/subscribed-databases"]');
      await expect(db.getByText(firstText(copyOf(library, 'library_pages.databases')))).toBeVisible();
      const databases = resources.list.filter((r) => r.path === '/subscribed-databases');
      expect(databases.length).toBeGreaterThanOrEqual(5);
      // Each title says it opens in a new tab, for screen readers.
      await expect(db.locator('.ui-card__title')).toHaveText(databases.map((d) => new RegExp(`^${d.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)));
      for (const d of databases) await expect(db.locator(`.ui-card a[href="${d.link}"]`)).toHaveAttribute('target', '_blank');
      await db.locator('.ui-back').click();
      await expect(lib).toBeVisible();

      for (const [path, key] of [['Dining', 'Dining'], ['schoolBus', 'schoolBus']] as const) {
        await open(page, `#/stuLife/studService/${path}?${q(lang)}`);
        const region = page.locator(`[data-route="/stuLife/studService/${path}"]`);
        const blocks = copyOf(services, `studService.${key}`);
        await expect(region.locator('.ui-article__intro')).toContainText(firstText(blocks));
        for (const h of headingsOf(blocks)) await expect(region.getByRole('heading', { name: h, exact: true })).toBeVisible();
      }
      await open(page, `#/stuLife/stay?${q(lang)}`);
      const boarding = copyOf(stay, 'stay.article_desc');
      for (const h of headingsOf(boarding)) await expect(page.locator('[data-route="/stuLife/stay"]').getByRole('heading', { name: h, exact: true })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
}

for (const [campus, host, lang] of [['BISC', 'bisc.localhost', 'en'], ['BBSZ', 'bbsz.localhost', 'zh']] as const) {
  test(`${campus} in ${lang}: clubs by category, a club's page and back; a course's page and back one step`, async ({ page, request }) => {
    const errors = watchErrors(page);
    const clubs = (await request.get(`/api/${campus}/user/club/user/club-list`, { headers: { 'x-locale': lang } }).then((r) => r.json()) as { data: Club[] }).data;
    await page.goto(siteUrl('/stuLife/wonderfulLife/club', { lang, host }));
    const region = page.locator('[data-route="/stuLife/wonderfulLife/club"]');
    await expect(region.locator('.ui-card__title')).toHaveText(clubs.map((c) => c.name));
    const category = clubs[clubs.length - 1]!.category;
    await region.getByRole('tab', { name: category }).click();
    await expect(region.locator('.ui-card__title')).toHaveText(clubs.filter((c) => c.category === category).map((c) => c.name));
    const club = clubs.find((c) => c.category === category)!;
    await region.getByRole('link', { name: club.name }).click();
    await expect(region.getByRole('heading', { level: 1 })).toHaveText(club.name);
    await expect(region.getByText(club.summary, { exact: true })).toBeVisible();
    await region.locator('.stulife-club__all a').click();
    await expect(region.locator('.ui-card').first()).toBeVisible();

    const [area, courses] = await Promise.all([
      contentApi<ContentItem[]>(request, campus, lang, 'content-by-menu?menuId=030501'),
      contentApi<ListPage<ContentItem>>(request, campus, lang, 'content-list?menuId=030501&page=1&size=50'),
    ]);
    await open(page, `#/stuLife/course/ICT?${q(lang)}`);
    const ict = page.locator('[data-route="/stuLife/course/ICT"]');
    await expect(ict.locator('.ui-article__intro')).toContainText(firstText(copyOf(area, 'course.intro')));
    await expect(ict.locator('.ui-card__title')).toHaveText(courses.list.map((c) => c.title));
    const course = courses.list[1]!;
    await ict.getByRole('link', { name: course.title }).click();
    const detail = page.locator('[data-route="/course_detail"]');
    await expect(detail.getByRole('heading', { level: 1 })).toHaveText(course.title);
    await expect(detail.locator('.stulife-course__summary')).toHaveText(course.summary);
    // Back is one step back in history: to the area the visitor came from.
    await detail.locator('.ui-back').click();
    await expect(ict.locator('.ui-card__title').first()).toBeVisible();
    await expect(page).toHaveURL(/#\/stuLife\/course\/ICT\?/);
    expect(errors).toEqual([]);
  });
}

for (const [campus, host, lang] of [['BISC', 'bisc.localhost', 'en'], ['BBSZ', 'bbsz.localhost', 'zh']] as const) {
  test(`${campus} in ${lang}: a course opened directly goes Back to its area, not off the site; from elsewhere in the site, one step back`, async ({ page, request }) => {
    const errors = watchErrors(page);
    // The Humanities area (0305 05): its courses as the API lists them.
    const courses = await contentApi<ListPage<ContentItem>>(request, campus, lang, 'content-list?menuId=030505&page=1&size=50');
    const course = courses.list[0]!;
    // A shared link, opened in a fresh tab: the site has no page behind it.
    await page.goto(siteUrl(`/course_detail`, { lang, host }).replace('?', `?id=${course.id}&`));
    const detail = page.locator('[data-route="/course_detail"]');
    await expect(detail.getByRole('heading', { level: 1 })).toHaveText(course.title);
    await detail.locator('.ui-back').click();
    await expect(page).toHaveURL(/#\/stuLife\/course\/humanities\?/);
    const area = page.locator('[data-route="/stuLife/course/humanities"]');
    await expect(area.locator('.ui-card__title')).toHaveText(courses.list.map((c) => c.title));

    // From the news list to the same course inside the site: Back returns to the news list, one step.
    await open(page, `#/news_list?${q(lang)}`);
    await expect(page.locator('[data-route="/news_list"] h1')).toBeVisible();
    await open(page, `#/course_detail?id=${course.id}&${q(lang)}`);
    await expect(detail.getByRole('heading', { level: 1 })).toHaveText(course.title);
    await detail.locator('.ui-back').click();
    await expect(page).toHaveURL(/#\/news_list\?/);
    await expect(page.locator('[data-route="/news_list"] h1')).toBeVisible();
    // The humanities page is still one step further back: the history is the visitor's, unchanged.
    await page.goBack();
    await expect(page).toHaveURL(/#\/stuLife\/course\/humanities\?/);
    expect(errors).toEqual([]);
  });
}

test('BBCD offers neither campus life nor courses: not in its menus, a polite page at their addresses', async ({ page }) => {
  await page.goto(siteUrl('/stuLife', { lang: 'zh', host: 'bbcd.localhost' }));
  const section = page.locator('[data-route="/stuLife"]');
  await expect(section.locator('.ui-card__title')).toHaveText(['图书馆', '学生服务', '寄宿生活']);
  await open(page, '#/stuLife/course/ICT?lang=cn');
  const ict = page.locator('[data-route="/stuLife/course/ICT"]');
  await expect(ict.locator('.ui-not-offered')).toBeVisible();
  await expect(ict.locator('.ui-card')).toHaveCount(0);
});
