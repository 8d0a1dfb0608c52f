// A campus's header menu holds what the API's menu holds, and only pages the campus offers (issue 20,
// item 8), on BBCD (no Campus Life, Courses, School Leadership, curriculum or senior projects) and
// BBSZ (no curriculum or senior projects). That no page of theirs links a page they do not offer, and
// that such a page says so, is checked on every page by the route sweep (sweep.spec.ts).
import type { APIRequestContext } from '@playwright/test';
import { isDisabledOn, type CampusCode, type MenuItem, type MenuList } from '@schools/shared-api';
import { ROUTES } from '@schools/root-config/routes';
import { PORT } from '../playwright.config';
import { expect, test, siteUrl, watchErrors, type Lang } from './site';

async function menuOf(request: APIRequestContext, campus: CampusCode, lang: Lang): Promise<MenuItem[]> {
  const res = await request.get(`http://localhost:${PORT}/api/${campus}/user/menu/list`, { headers: { 'x-locale': lang } });
  return ((await res.json()) as { data: MenuList }).data.menu;
}

for (const [campus, host, lang] of [['BBCD', 'bbcd.localhost', 'zh'], ['BBSZ', 'bbsz.localhost', 'en']] as const) {
  test(`${campus} in ${lang}: the header's menu is the API's, and offered`, async ({ page, request }) => {
    const errors = watchErrors(page);
    const offered = (path: string) => !isDisabledOn(ROUTES, path, campus);
    await page.goto(siteUrl('/home', { lang, host }));
    await expect(page.locator('[data-route="/home"]').first()).toBeVisible();

    // The header's menu links are the API menu's in-site pages (the calendar comes from its own call).
    // The top entries and every entry without children are links; groups inside a menu are headings.
    const menuPaths = (items: MenuItem[], top = false): string[] =>
      items.flatMap((m) => [...(top || !m.children?.length ? [m.url] : []), ...menuPaths(m.children ?? [])]);
    const apiPaths = menuPaths(await menuOf(request, campus, lang), true).filter((u) => u.startsWith('/') && !u.includes('no-link'));
    const nav = page.getByRole('navigation', { name: lang === 'zh' ? '主导航' : 'Main navigation' });
    const navPaths = (await nav.locator('a[href^="#/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!.slice(1).split('?')[0]!)))
      .filter((p) => p !== '/academics/calendar');
    expect([...new Set(navPaths)].sort()).toEqual([...new Set(apiPaths)].sort());
    expect(apiPaths.filter((p) => !offered(p))).toEqual([]);

    expect(errors).toEqual([]);
  });
}
