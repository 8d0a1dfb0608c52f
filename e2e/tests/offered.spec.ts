// A campus's menus, breadcrumbs, cards, hubs and Back buttons list only the pages it offers (issue 20,
// item 8): every page of BBCD (no Campus Life, Courses, School Leadership, curriculum or senior
// projects) and of BBSZ (no curriculum or senior projects), with every link on it checked against the
// route table; the header's menu holds what the API's menu holds.
import type { APIRequestContext, Page } from '@playwright/test';
import { flattenRoutes, isDisabledOn, type CampusCode, type MenuItem, type MenuList } from '@schools/shared-api';
import { ROUTES } from '../../root-config/src/routes';
import { PORT } from '../playwright.config';
import { expect, test, siteUrl, watchErrors, watchRequests, type Lang } from './site';

test.describe.configure({ timeout: 180_000 });

async function menuOf(request: APIRequestContext, campus: CampusCode, lang: Lang): Promise<MenuItem[]> {
  const res = await request.get(`http://localhost:${PORT}/api/${campus}/user/menu/list`, { headers: { 'x-locale': lang } });
  return ((await res.json()) as { data: MenuList }).data.menu;
}

/** The route paths of every in-site link in the document, hidden submenus included. */
async function linkedPaths(page: Page): Promise<string[]> {
  const hrefs = await page.$$eval('a[href^="#/"]', (links) => links.map((a) => a.getAttribute('href')!));
  return [...new Set(hrefs.map((h) => h.slice(1).split('?')[0]!))];
}

for (const [campus, host, lang] of [['BBCD', 'bbcd.localhost', 'zh'], ['BBSZ', 'bbsz.localhost', 'en']] as const) {
  test(`${campus} in ${lang}: no page links a page the campus does not offer; the menu is the API's`, async ({ page, request }) => {
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

    const bad: string[] = [];
    const requests = watchRequests(page);
    for (const route of flattenRoutes(ROUTES)) {
      await page.evaluate((h) => (window.location.hash = h), `#${route.path}?lang=${lang === 'zh' ? 'cn' : 'en'}`);
      await expect(page.locator(`[data-route="${route.path}"]`).first()).toBeAttached();
      await requests.settled();
      for (const target of await linkedPaths(page)) if (!offered(target)) bad.push(`${route.path} -> ${target}`);
      // A page the campus does not offer says so, and offers no sub-navigation into its switched-off section.
      if (!offered(route.path)) {
        await expect(page.locator(`[data-route="${route.path}"] .ui-not-offered`)).toBeVisible();
      }
    }
    expect(bad).toEqual([]);
    expect(errors).toEqual([]);
  });
}
