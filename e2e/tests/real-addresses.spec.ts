// Pages at real addresses: a visitor (or a share in WeChat) opening /en/about/mission gets the page
// already rendered by the server, the site boots from it at the page's hash address, and the section
// and the frame (header and footer) hydrate the server's markup: the elements the visitor saw first stay the same nodes, with no
// mismatch for React to recover from, no shift, and no call the server's page had answered already.
// At a hash address the page's first script asks the server for the same rendering and shows it
// before the site's scripts run: the section hydrates it the same way.
import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { ContentItem } from '@schools/shared-api';
import { PORT } from '../playwright.config';
import { CJK, contentApi, firstText, pageAtRest, picturesLoaded, twoFrames, watchErrors, type Lang } from './site';

interface Shown {
  h1?: string;
  paragraph?: string;
}

declare global {
  interface Window {
    __served: Shown;
    /** the first heading painted: the server's, in the document or put in by boot.js */
    __firstH1: Element | null;
    /** the frame painted with it: the header, and the footer (none on home) */
    __firstHeader: Element | null;
    __firstFooter: Element | null;
    __cls: number;
  }
}

/** Records the first heading the page showed and what was around it, and every layout shift. */
async function watchFirstPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__cls = 0;
    window.__firstH1 = null;
    window.__firstHeader = null;
    window.__firstFooter = null;
    window.__served = {};
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) window.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      const main = document.getElementById('page')!;
      // In the document (a real address), or put in by boot.js (a hash address) before the next frame.
      const note = () => {
        window.__firstHeader ??= document.querySelector('#shell header');
        window.__firstFooter ??= document.querySelector('#site-footer footer');
        const h1 = window.__firstH1 ? null : main.querySelector('h1');
        if (!h1) return;
        window.__firstH1 = h1;
        window.__served = {
          h1: h1.textContent?.trim(),
          paragraph: [...main.querySelectorAll('p')].map((p) => p.textContent?.trim() ?? '').find((t) => t.length >= 12),
        };
      };
      note();
      new MutationObserver(note).observe(document.body, { childList: true, subtree: true });
    });
  });
}

/**
 * Once the section and the frame have hydrated: whether the first heading, the header and the footer
 * are still the ones in the page, React's count of recoverable errors (mismatches) in the hydrations,
 * and what the page shows now.
 */
async function hydrated(page: Page, path: string): Promise<{ same: boolean; frame: boolean; recoverable: number; now: Shown }> {
  await page.locator('#page > .app-region[data-hydrated]').waitFor({ timeout: 15_000 });
  await page.locator('#shell > .app-region[data-hydrated]').waitFor({ timeout: 15_000 });
  if (path !== '/home') await page.locator('#site-footer[data-hydrated]').waitFor({ timeout: 15_000 });
  return page.evaluate((route) => {
    const region = document.querySelector('#page > .app-region[data-hydrated]')!;
    const h1 = region.querySelector(`[data-route="${route}"] h1`);
    const header = document.querySelector('#shell header');
    const footer = document.querySelector('#site-footer footer');
    const regions = [region, document.querySelector('#shell > .app-region'), document.getElementById('site-footer')];
    return {
      same: h1 !== null && h1 === window.__firstH1 && h1.isConnected,
      frame: header !== null && header === window.__firstHeader && (route === '/home' ? footer === null : footer !== null && footer === window.__firstFooter),
      recoverable: regions.reduce((sum, r) => sum + Number(r?.getAttribute('data-recoverable-errors') ?? 0), 0),
      now: {
        h1: h1?.textContent?.trim(),
        paragraph: [...region.querySelectorAll('p')].map((p) => p.textContent?.trim() ?? '').find((t) => t.length >= 12),
      },
    };
  }, path);
}

const CASES: Array<{ address: string; path: string; hash: string; lang: Lang }> = [
  { address: '/en/about/mission', path: '/about/mission', hash: '/#/about/mission?lang=en', lang: 'en' },
  { address: '/zh/admissions/tuition', path: '/admissions/tuition', hash: '/#/admissions/tuition?lang=cn', lang: 'zh' },
  { address: '/BBSZ/zh/stuLife/library', path: '/stuLife/library', hash: '/BBSZ/#/stuLife/library?lang=cn', lang: 'zh' },
  { address: '/en/news_list', path: '/news_list', hash: '/#/news_list?lang=en', lang: 'en' },
  { address: '/zh/home', path: '/home', hash: '/#/home?lang=cn', lang: 'zh' },
  { address: '/BIGZ/en/about/management', path: '/about/management', hash: '/BIGZ/#/about/management?lang=en', lang: 'en' },
];

for (const width of [390, 1280]) {
  for (const c of CASES) {
    test(`${c.address} at ${width} px: served rendered, boots at ${c.hash}, the section hydrates the same nodes with no mismatch and no shift`, async ({ page, request }) => {
      const errors = watchErrors(page);
      await page.setViewportSize({ width, height: 844 });
      await watchFirstPaint(page);
      const served = await request.get(`http://localhost:${PORT}${c.address}`);
      expect(served.status()).toBe(200);
      await page.goto(`http://localhost:${PORT}${c.address}`);
      const after = await hydrated(page, c.path);
      expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe(c.hash);

      const { servedPage, cls } = await page.evaluate(() => ({ servedPage: window.__served, cls: window.__cls }));
      expect(servedPage.h1).toBeTruthy();
      expect(servedPage.paragraph).toBeTruthy();
      expect(CJK.test(servedPage.paragraph!)).toBe(c.lang === 'zh');
      // The heading painted first is the live one, and the header and footer painted with it: hydrated,
      // not replaced; the same copy; no mismatch.
      expect(after).toEqual({ same: true, frame: true, recoverable: 0, now: servedPage });
      // The section's page at rest: what it asked for has arrived and its pictures in view have loaded.
      await pageAtRest(page, c.path);
      await picturesLoaded(page, 'in view');
      expect(await page.evaluate(() => window.__cls)).toBeLessThanOrEqual(0.02);
      expect(cls).toBeLessThanOrEqual(0.02);
      expect(await page.evaluate(() => document.querySelector('#page h1') === window.__firstH1)).toBe(true);
      await expect(page.locator('[data-server-rendered]')).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }
}

const HASH_CASES: Array<{ address: string; path: string; lang: Lang }> = [
  { address: '/#/about/mission', path: '/about/mission', lang: 'en' },
  { address: '/#/admissions/tuition?lang=cn', path: '/admissions/tuition', lang: 'zh' },
  { address: '/BBSZ/#/stuLife/library', path: '/stuLife/library', lang: 'zh' },
  { address: '/', path: '/home', lang: 'en' },
];

for (const width of [390, 1280]) {
  for (const c of HASH_CASES) {
    test(`${c.address} at ${width} px: the server's rendering shows before the scripts run, and the section hydrates the same nodes with no mismatch and no shift`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.setViewportSize({ width, height: 844 });
      await watchFirstPaint(page);
      await page.goto(`http://localhost:${PORT}${c.address}`);
      const after = await hydrated(page, c.path);
      const servedPage = await page.evaluate(() => window.__served);
      expect(servedPage.h1).toBeTruthy();
      expect(CJK.test(servedPage.paragraph!)).toBe(c.lang === 'zh');
      expect(after).toEqual({ same: true, frame: true, recoverable: 0, now: servedPage });
      // The address stays the hash address (the router may write the language in).
      expect(new URL(page.url()).pathname).toBe(new URL(`http://localhost${c.address}`).pathname);
      await pageAtRest(page, c.path);
      await picturesLoaded(page, 'in view');
      expect(await page.evaluate(() => window.__cls)).toBeLessThanOrEqual(0.02);
      await expect(page.locator('[data-server-rendered]')).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }
}

test('the copy of a server-rendered page is the API\'s, and its links are real addresses a crawler follows', async ({ request }) => {
  for (const lang of ['en', 'zh'] as Lang[]) {
    const items = await contentApi<ContentItem[]>(request, 'BISZ', lang, 'content-by-menu?menuId=02');
    const mission = items.find((i) => i.key === 'about.mission')!;
    const html = await (await request.get(`http://localhost:${PORT}/${lang}/about/mission`)).text();
    expect(html).toContain(`<html lang="${lang === 'zh' ? 'zh-CN' : 'en'}"`);
    const text = html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/\s+/g, ' ');
    expect(text).toContain(firstText(mission.blocks));
    expect(html).toContain(`href="/${lang}/about/our_story"`);
    expect(html).not.toMatch(/href="#\//);
  }
});

test('a visitor who clicks a link of the server\'s page before the site has started lands on that page, rendered', async ({ page }) => {
  // With scripts off, the server's page is all there is: its links must lead to pages that work alone.
  await page.context().route('**/*.js', (route) => route.abort());
  await page.goto(`http://localhost:${PORT}/en/about/mission`);
  await page.locator('.ui-breadcrumb a', { hasText: 'Our Story' }).click();
  await expect(page).toHaveURL(/\/en\/about\/our_story$/);
  await expect(page.locator('main h1')).toHaveText('Our Story');
});


/** How many pixels of two PNG screenshots differ (any channel by more than a rounding's worth), compared in a blank page. */
async function differingPixels(page: Page, a: Buffer, b: Buffer): Promise<{ size: [number, number][]; differing: number }> {
  await page.goto('about:blank');
  return page.evaluate(async ({ first, second }) => {
    const pixels = async (base64: string) => {
      const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      return { size: [bitmap.width, bitmap.height] as [number, number], data: context.getImageData(0, 0, bitmap.width, bitmap.height).data };
    };
    const [x, y] = [await pixels(first), await pixels(second)];
    let differing = 0;
    if (x.data.length === y.data.length) {
      for (let i = 0; i < x.data.length; i += 4) {
        if (Math.abs(x.data[i]! - y.data[i]!) > 8 || Math.abs(x.data[i + 1]! - y.data[i + 1]!) > 8 || Math.abs(x.data[i + 2]! - y.data[i + 2]!) > 8) differing++;
      }
    }
    return { size: [x.size, y.size], differing };
  }, { first: a.toString('base64'), second: b.toString('base64') });
}

// The server's page is shown with its scripts off (what is painted before they run) and compared with the
// same page hydrated, first screen to first screen, the frame's header included (the server renders it
// too). The alerts above it are left out: the server writes its own markup of them, which the frame replaces
// (hidden through the element's style: the page's Content-Security-Policy refuses a <style> put in).
async function hideAlerts(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('#site-alerts')) el.style.visibility = 'hidden';
  });
}

const LOOK_ALIKE = ['/en/about/mission', '/zh/admissions/tuition', '/en/stuLife/library', '/zh/academics/calendar', 'news'];

for (const [width, pictures] of [[1280, 'loaded'], [390, 'still loading']] as const) {
  test(`at ${width} px, with the pictures ${pictures}, the server's page and the hydrated page look the same on five routes`, async ({ browser, request }) => {
    test.setTimeout(90_000);
    const { list: [story] } = await contentApi<{ list: ContentItem[] }>(request, 'BISZ', 'en', 'content-list?menuId=07&page=1&size=1');
    // Taller than the screen compared, so that the screen compared is whole in the window: a full-page
    // screenshot would resize the window while it is taken, and the page answer the resize.
    const viewport = { width, height: 1100 };
    const screen = 900;
    const results: string[] = [];
    const compare = await browser.newPage();
    for (const item of LOOK_ALIKE) {
      const address = item === 'news' ? `/en/news_detail/${story!.id}` : item;
      const shots: Buffer[] = [];
      let result = { size: [] as [number, number][], differing: -1 };
      for (const javaScriptEnabled of [false, true]) {
        const context = await browser.newContext({ viewport, javaScriptEnabled });
        const page = await context.newPage();
        // Pictures that never arrive: the frames and placeholders as a slow network first shows them.
        if (pictures === 'still loading') await page.route(/\/storage\/.*\.(svg|avif|webp|jpe?g|png)/, () => undefined);
        await page.goto(`http://localhost:${PORT}${address}`, { waitUntil: 'domcontentloaded' });
        if (javaScriptEnabled) {
          await page.locator('#page > .app-region[data-hydrated]').waitFor({ timeout: 15_000 });
          await page.locator('#shell > .app-region[data-hydrated]').waitFor({ timeout: 15_000 });
          await pageAtRest(page, await page.evaluate(() => location.hash.slice(1).split('?')[0]!));
        }
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        if (pictures === 'loaded') {
          await picturesLoaded(page, 'in view');
          // Loaded is not yet painted: each picture decoded, so that neither screenshot catches one half drawn.
          await page.evaluate(() => Promise.all([...document.images].filter((img) => img.complete).map((img) => img.decode().catch(() => undefined))));
        }
        await hideAlerts(page);
        // The page's first screen, header included. The hydrated page is taken again, a few frames on,
        // until it is at rest: on a busy machine the page may still be settling when the first is taken.
        for (let attempt = 0; attempt < (javaScriptEnabled ? 8 : 1); attempt++) {
          if (attempt > 0) await twoFrames(page);
          shots[javaScriptEnabled ? 1 : 0] = await page.screenshot({ animations: 'disabled', clip: { x: 0, y: 0, width, height: screen } });
          if (!javaScriptEnabled) break;
          result = await differingPixels(compare, shots[0]!, shots[1]!);
          if (result.differing === 0) break;
        }
        await context.close();
      }
      const { size, differing } = result;
      results.push(`${address}: ${JSON.stringify(size)} ${differing} pixels differ`);
      if (differing > 0) {
        // Both pictures beside the test's results, to see where.
        const name = address.replace(/\W+/g, '-');
        writeFileSync(test.info().outputPath(`${name}-server.png`), shots[0]!);
        writeFileSync(test.info().outputPath(`${name}-hydrated.png`), shots[1]!);
      }
    }
    await compare.close();
    expect(results.filter((r) => !/ 0 pixels differ$/.test(r) || !/\[\[(\d+),(\d+)\],\[\1,\2\]\]/.test(r))).toEqual([]);
  });
}
