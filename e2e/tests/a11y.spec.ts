// The quality floor of every route, in both languages: axe-core finds no violation (WCAG 2.2 AA
// tags, tap targets included) at 390 px and 1280 px, and no page is wider than the screen at 320 px.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { flattenRoutes, getCampus } from '@schools/shared-api';
import { ROUTES } from '../../root-config/src/routes';
import { expect, pageAtRest, test, siteUrl, twoFrames, type Lang } from './site';

const PATHS = flattenRoutes(ROUTES).map((r) => r.path);
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Opens a route as the site does (hash change, no reload) and waits until its page is settled. */
async function open(page: Page, path: string, lang: Lang): Promise<void> {
  await page.evaluate((hash) => (window.location.hash = hash), `#${path}?lang=${lang === 'zh' ? 'cn' : 'en'}`);
  await pageAtRest(page, path);
  // The frame's own transitions (a shadow, a menu closing) have ended: axe judges the page at rest.
  await page.waitForFunction(() => (document.querySelector('.shell-header')?.getAnimations({ subtree: true }) ?? []).every((a) => a.playState !== 'running'));
  await twoFrames(page);
}

/**
 * The routes (in the route table's order, so a section's stay together) in groups small enough that
 * one test stays well within half its timeout on a busy machine: an axe run takes up to a few seconds.
 */
function groups(size: number): { name: string; paths: string[] }[] {
  return Array.from({ length: Math.ceil(PATHS.length / size) }, (_, i) => {
    const paths = PATHS.slice(i * size, (i + 1) * size);
    return { name: `${paths[0]} … ${paths[paths.length - 1]}`, paths };
  });
}

for (const lang of ['en', 'zh'] as const) {
  for (const width of [390, 1280]) {
    for (const group of groups(8)) {
      test(`axe finds no violation on ${group.name} in ${lang} at ${width} px`, async ({ page }) => {
        test.setTimeout(120_000);
        await page.setViewportSize({ width, height: 900 });
        await page.goto(siteUrl('/home', { lang }));
        await page.locator('[data-route="/home"] h1').first().waitFor();
        const found: string[] = [];
        for (const path of group.paths) {
          await open(page, path, lang);
          const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
          for (const v of violations) {
            found.push(`${path}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
          }
        }
        expect(found, found.join('\n')).toEqual([]);
      });
    }
  }

  for (const group of groups(16)) {
    test(`no route of ${group.name} is wider than a 320 px screen in ${lang}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(siteUrl('/home', { lang, host: 'bbsz.localhost' }));
      await expect(page.locator('.shell-header__name')).toHaveText(getCampus('BBSZ').name[lang]);
      const wide: string[] = [];
      for (const path of group.paths) {
        await open(page, path, lang);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > 320) wide.push(`${path}: ${scrollWidth} px`);
      }
      expect(wide).toEqual([]);
    });
  }
}
