// Pages that do not jump while they load: the cumulative layout shift of every route, at 390 and 1280
// px, on a first load and when reached by in-site navigation, stays at or below 0.02 (a layout-shift
// PerformanceObserver in the page, shifts after input excluded, as the metric defines them).
import type { Page } from '@playwright/test';
import { flattenRoutes } from '@schools/shared-api';
import { ROUTES } from '../../root-config/src/routes';
import { expect, pageAtRest, test, siteUrl } from './site';

const LIMIT = 0.02;
const PATHS = flattenRoutes(ROUTES).map((r) => r.path);

/** Detail pages are measured on a real item: the first link to them on the page that lists them. */
const LISTED_ON: Record<string, string> = {
  '/news_detail': '/news_list',
  '/about/management/detail': '/about/management',
  '/about/achievements/AAD/detail': '/about/achievements/AAD',
  '/academics/counseling/detail': '/academics/counseling',
  '/course_detail': '/stuLife/course/ICT',
  '/academics/senior_project/blog': '/academics/senior_project',
  '/academics/senior_project/blog_detail': '/academics/senior_project/blog',
};

declare global {
  interface Window {
    __shift: { total: number; entries: { value: number; sources: string[] }[] };
  }
}

/** Counts layout shifts from the page's first script on; `resetShift` starts the count again. */
async function observeShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__shift = { total: 0, entries: [] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
        if (entry.hadRecentInput) continue;
        window.__shift.total += entry.value;
        const describe = (node?: Node) =>
          node instanceof Element ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${[...node.classList].map((c) => `.${c}`).join('')}` : String(node?.nodeName);
        window.__shift.entries.push({ value: entry.value, sources: (entry.sources ?? []).map((s) => describe(s.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Waits until the route's page has rendered, its loading overlay has gone and its pictures in view have loaded. */
async function settled(page: Page, path: string): Promise<void> {
  await pageAtRest(page, path);
  // Pictures in view have loaded (a carousel's other slides and lazy pictures below the fold are not waited for).
  await page.waitForFunction(() =>
    [...document.images].every((img) => {
      const box = img.getBoundingClientRect();
      const inView = box.width > 0 && box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
      return img.complete || !inView;
    }),
  undefined, { timeout: 15_000 });
  await page.waitForTimeout(300);
}

async function shiftSince(page: Page): Promise<{ total: number; entries: { value: number; sources: string[] }[] }> {
  return page.evaluate(() => window.__shift);
}

/** The address of a route, with a real item for a detail page (a post's blog is itself a detail page). */
async function addressOf(page: Page, path: string): Promise<string> {
  const list = LISTED_ON[path];
  if (!list) return `#${path}?lang=en`;
  await page.goto(new URL(await addressOf(page, list), siteUrl('/home')).href);
  const link = page.locator(`a[href^="#${path}?"]`).first();
  await link.waitFor({ timeout: 15_000 });
  return (await link.getAttribute('href'))!;
}

const GROUP = 8;
const groups = Array.from({ length: Math.ceil(PATHS.length / GROUP) }, (_, i) => PATHS.slice(i * GROUP, (i + 1) * GROUP));

for (const width of [390, 1280]) {
  for (const paths of groups) {
    test(`no layout shift above ${LIMIT} on ${paths[0]} … ${paths[paths.length - 1]} at ${width} px, loaded and navigated to`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
      await observeShifts(page);
      const found: string[] = [];
      const addresses: string[] = [];
      for (const path of paths) addresses.push(await addressOf(page, path));
      for (const [i, path] of paths.entries()) {
        // A first load of this route (from a blank page: a new document, not a hash change)...
        await page.goto('about:blank');
        await page.goto(new URL(addresses[i]!, siteUrl('/home')).href);
        await settled(page, path);
        const loaded = await shiftSince(page);
        if (loaded.total > LIMIT) found.push(`${path} loaded: ${loaded.total.toFixed(3)} ${JSON.stringify(loaded.entries.slice(0, 4))}`);
        // ...then the next route by in-site navigation, on the page that is open.
        // (the group's first route is reached from its last)
        const next = paths[(i + 1) % paths.length]!;
        const nextAddress = addresses[(i + 1) % paths.length]!;
        await page.evaluate(() => (window.__shift = { total: 0, entries: [] }));
        await page.evaluate((hash) => (window.location.hash = hash), nextAddress.slice(1));
        await settled(page, next);
        const navigated = await shiftSince(page);
        if (navigated.total > LIMIT) found.push(`${next} navigated to from ${path}: ${navigated.total.toFixed(3)} ${JSON.stringify(navigated.entries.slice(0, 4))}`);
      }
      expect(found, found.join('\n')).toEqual([]);
    });
  }
}
