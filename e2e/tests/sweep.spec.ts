// The route sweep: every route of the table, in English and Chinese, at a phone's and a desktop's
// width, visited once, and on that one visit everything every page must be:
// - its heading and document title (the route's, or for an item its own), <html lang>, the campus's
//   name in the header, the footer, and no English left on a Chinese page;
// - no console error or uncaught exception, no Content-Security-Policy violation (lazy pictures below
//   the fold loaded too), no failed request;
// - no link to a page the campus does not offer, and a page it does not offer saying so;
// - no axe-core violation (WCAG 2.2 AA tags, tap targets included);
// - a cumulative layout shift of at most 0.02 from its arrival to rest;
// - on a first load, the server's rendering hydrated by the section, with no mismatch (React's
//   recoverable errors, counted per region), and its in-site links at their hash addresses after;
// - at the phone width, no page wider than a 320 px screen.
// Each route is reached both ways at each width: by a first load in one language and by in-site
// navigation (a hash change) in the other. The four visits run on four campuses, chosen by the three
// ways a campus is chosen (the default, a host name, a path prefix): two that offer every page and
// the two that offer fewest (BBCD, BBSZ). An item (a story, a profile, a post) is the first one its
// list links to.
// A new check of every page belongs here, not in a walk of its own.
import type { Page } from '@playwright/test';
import { flattenRoutes, getCampus, isDisabledOn, type CampusCode, type RouteDef } from '@schools/shared-api';
import { ROUTES } from '@schools/root-config/routes';
import { PORT } from '../playwright.config';
import { axeViolations, CJK, expect, pageAtRest, picturesLoaded, test, twoFrames, watchViolations, type Lang } from './site';

const LAYOUT_SHIFT_LIMIT = 0.02;
const NARROWEST = 320;

interface Where {
  campus: CampusCode;
  host?: string;
  prefix?: string;
}

interface Sweep extends Where {
  lang: Lang;
  width: number;
  /** how each route is reached: a new document, or a hash change on the open one */
  arrival: 'load' | 'navigation';
}

const SWEEPS: Sweep[] = [
  { lang: 'en', width: 390, arrival: 'navigation', campus: 'BISZ' },
  { lang: 'zh', width: 390, arrival: 'load', campus: 'BBCD', host: 'bbcd.localhost' },
  { lang: 'en', width: 1280, arrival: 'load', campus: 'BBSZ', prefix: '/BBSZ/' },
  { lang: 'zh', width: 1280, arrival: 'navigation', campus: 'BIGZ', host: 'bigz.localhost' },
];

/** An item's route and the route whose page links to its first item (a post's blog is an item itself). */
const LISTED_ON: Record<string, string> = {
  '/news_detail': '/news_list',
  '/about/management/detail': '/about/management',
  '/about/achievements/AAD/detail': '/about/achievements/AAD',
  '/academics/counseling/detail': '/academics/counseling',
  '/course_detail': '/stuLife/course/ICT',
  '/academics/senior_project/blog': '/academics/senior_project',
  '/academics/senior_project/blog_detail': '/academics/senior_project/blog',
};

const ALL = flattenRoutes(ROUTES);
/** Items and the lists they are found on, lists first. */
const ITEM_GROUP = Object.entries(LISTED_ON).flatMap(([item, list]) => [list, item]).filter((path, i, all) => all.indexOf(path) === i);
const OTHERS = ALL.map((r) => r.path).filter((path) => !ITEM_GROUP.includes(path));
/** Groups small enough that each test stays well within its timeout on a busy machine. */
const GROUP = 10;
const GROUPS = [...Array.from({ length: Math.ceil(OTHERS.length / GROUP) }, (_, i) => OTHERS.slice(i * GROUP, (i + 1) * GROUP)), ITEM_GROUP];

const routeOf = (path: string): RouteDef => ALL.find((r) => r.path === path)!;
const langQuery = (lang: Lang) => `lang=${lang === 'zh' ? 'cn' : 'en'}`;
const origin = (where: Where) => `http://${where.host ?? 'localhost'}:${PORT}${where.prefix ?? '/'}`;

declare global {
  interface Window {
    __shift: { total: number; entries: { value: number; sources: string[] }[] };
  }
}

/** Counts layout shifts from each document's first script on (shifts after input excluded, as the metric defines them). */
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

/**
 * Waits until the route's page is at rest: rendered, nothing pending from the API, its pictures in
 * view loaded, its fonts ready and the frame's own transitions (a shadow, a menu closing) ended.
 */
async function atRest(page: Page, path: string): Promise<void> {
  await pageAtRest(page, path);
  await picturesLoaded(page, 'in view');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() => (document.querySelector('.shell-header')?.getAnimations({ subtree: true }) ?? []).every((a) => a.playState !== 'running'));
  await twoFrames(page);
}

/** The heading a route's page must show: the campus's name on Home, an item's own title (also the document's), otherwise the route's. */
async function expectHeading(page: Page, route: RouteDef, campus: CampusCode, lang: Lang, isItem: boolean): Promise<void> {
  const h1 = page.locator(`[data-route="${route.path}"] h1`).first();
  if (isItem) {
    const own = (await h1.innerText()).trim();
    expect(own, `${route.path}: the item's heading`).not.toBe('');
    expect(own).not.toBe(route.meta.nav_title[lang]);
    // An item's document title is its heading, then the campus's name.
    expect(await page.title()).toMatch(new RegExp(`^${own.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    return;
  }
  const title = route.path === '/home' ? getCampus(campus).name[lang] : route.meta.nav_title[lang];
  await expect(h1).toHaveText(title);
  await expect(page).toHaveTitle(title);
}

/** Visible words of the frame and the page that are English, on a Chinese page (codes, numbers, names such as STEM or AP, addresses excepted). */
async function englishOnChinesePage(page: Page): Promise<string[]> {
  const texts = await page.locator('#shell a, #shell button, #page h1, #page a, #site-footer a, #site-footer span').allInnerTexts();
  const address = /^([\w.+-]+@[\w-]+(\.[\w-]+)+|https?:\/\/\S+)$/;
  return texts.map((t) => t.trim()).filter((t) => t && !CJK.test(t) && !address.test(t) && /[a-z]{3,}/.test(t));
}

/** The route paths of every in-site link in the document, hidden submenus included. */
async function linkedPaths(page: Page): Promise<string[]> {
  const hrefs = await page.$$eval('a[href^="#/"]', (links) => links.map((a) => a.getAttribute('href')!));
  return [...new Set(hrefs.map((h) => h.slice(1).split('?')[0]!))];
}

/** script-src of a policy. */
function scriptSrc(policy: string | undefined): string[] {
  const directive = (policy ?? '').split(';').map((d) => d.trim().split(/\s+/)).find(([name]) => name === 'script-src');
  return directive ? directive.slice(1) : [];
}

for (const sweep of SWEEPS) {
  const { lang, width, arrival } = sweep;
  const viewport = { width, height: width < 500 ? 844 : 900 };
  for (const group of GROUPS) {
    const where: Where = sweep;
    test(`${group[0]} … ${group[group.length - 1]} in ${lang} at ${width} px on ${where.campus}, each reached by ${arrival === 'load' ? 'a first load' : 'in-site navigation'}`, async ({ page }) => {
      test.setTimeout(30_000 + group.length * 10_000);
      const problems: string[] = [];
      let current = '(first load)';
      const say = (problem: string) => problems.push(`${current}: ${problem}`);
      page.on('console', (message) => {
        if (message.type() === 'error') say(`console error: ${message.text()}`);
      });
      page.on('pageerror', (error) => say(`uncaught: ${error.message}`));
      page.on('requestfailed', (request) => {
        // A picture of the page left behind, cancelled by the navigation, is no failure.
        if (request.failure()?.errorText !== 'net::ERR_ABORTED') say(`request failed: ${request.url()} ${request.failure()?.errorText}`);
      });
      page.on('response', (response) => {
        if (response.status() >= 400) say(`${response.status()} for ${response.url()}`);
      });
      const violations = await watchViolations(page);
      await observeShifts(page);
      await page.setViewportSize(viewport);

      let hydrated = 0;
      const itemAddress: Record<string, string> = {};
      const addressOf = (path: string) => itemAddress[path] ?? `#${path}?${langQuery(lang)}`;

      const first = await page.goto(`${origin(where)}${addressOf(group[0]!)}`);
      const policy = first!.headers()['content-security-policy'];
      expect(scriptSrc(policy)).toContain("'self'");
      expect(scriptSrc(policy).filter((s) => /unsafe-(eval|inline|hashes)/.test(s))).toEqual([]);
      await expect(page.locator('.shell-header__name')).toHaveText(getCampus(where.campus).name[lang]);

      for (const [i, path] of group.entries()) {
        current = path;
        const route = routeOf(path);
        const isItem = Boolean(LISTED_ON[path]) && !isDisabledOn(ROUTES, path, where.campus);
        if (isItem && !itemAddress[path]) throw new Error(`${path}: its list ${LISTED_ON[path]} was not visited before it`);
        if (i > 0) {
          await twoFrames(page);
          if (arrival === 'load') {
            // A new document (a hash address alone would be a hash change of the open one).
            await page.goto('about:blank');
            await page.goto(`${origin(where)}${addressOf(path)}`);
          } else {
            await page.evaluate(() => (window.__shift = { total: 0, entries: [] }));
            await page.evaluate((hash) => (window.location.hash = hash), addressOf(path).slice(1));
          }
        }
        await atRest(page, path);

        if ((arrival === 'load' || i === 0) && !isDisabledOn(ROUTES, path, where.campus)) {
          // The document brought the server's page (boot.js asks for it at a hash address; a page the
          // campus does not offer has none): the section hydrated it rather than rendering a copy, and
          // the two markups agreed.
          // The frame around it too: the header's region, and the footer's but on home.
          const regions = await page.evaluate((route) => {
            const section = document.querySelector(`#page > .app-region:not([hidden]) [data-route="${route}"]`)?.closest('.app-region');
            const frame = [document.querySelector('#shell > .app-region'), route === '/home' ? null : document.getElementById('site-footer')];
            return [['page', section], ['header', frame[0]], ['footer', frame[1]]].filter(([, el]) => el !== null).map(([name, el]) => ({
              name: name as string,
              hydrated: el ? (el as Element).hasAttribute('data-hydrated') : false,
              mismatches: Number((el as Element | undefined)?.getAttribute('data-recoverable-errors') ?? 0),
            }));
          }, path);
          const unhydrated = regions.filter((r) => !r.hydrated).map((r) => r.name);
          const mismatches = regions.reduce((sum, r) => sum + r.mismatches, 0);
          if (unhydrated.length > 0) say(`the server's ${unhydrated.join(', ')} not hydrated`);
          else if (mismatches > 0) say(`${mismatches} hydration mismatches (React's recoverable errors; the console says where)`);
          else hydrated++;
        }

        await expectHeading(page, route, where.campus, lang, isItem);
        await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh' ? 'zh-CN' : 'en');
        if (path !== '/home') await expect(page.locator('.shell-footer')).toBeVisible();
        if (lang === 'zh') for (const english of await englishOnChinesePage(page)) say(`English on a Chinese page: "${english}"`);
        for (const target of await linkedPaths(page)) if (isDisabledOn(ROUTES, target, where.campus)) say(`links ${target}, which ${where.campus} does not offer`);
        if (isDisabledOn(ROUTES, path, where.campus)) await expect(page.locator(`[data-route="${path}"] .ui-not-offered`)).toBeVisible();

        for (const violation of await axeViolations(page)) say(`axe ${violation}`);

        // Read after axe's run: a late shift has had that time to happen.
        const shift = await page.evaluate(() => window.__shift);
        if (shift.total > LAYOUT_SHIFT_LIMIT) say(`layout shift ${shift.total.toFixed(3)} ${JSON.stringify(shift.entries.slice(0, 4))}`);

        // The first item of a list, for its item's visit.
        const itemOnThisPage = Object.keys(LISTED_ON).find((item) => LISTED_ON[item] === path && !isDisabledOn(ROUTES, item, where.campus));
        if (itemOnThisPage) {
          const link = page.locator(`a[href^="#${itemOnThisPage}?"]`).first();
          itemAddress[itemOnThisPage] = (await link.getAttribute('href', { timeout: 10_000 }))!;
        }

        // Every picture loads too, under the policy: those below the fold and the carousel's other slides.
        await page.evaluate(() => {
          for (const img of document.querySelectorAll('img[loading="lazy"]')) (img as HTMLImageElement).loading = 'eager';
          window.scrollTo(0, document.body.scrollHeight);
        });
        await picturesLoaded(page, 'all');
        await expect(page.locator('#page[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
        for (const v of await violations()) say(`CSP violation: ${v.directive} ${v.blocked} ${v.sample}`);
        await page.evaluate(() => ((window as unknown as { __csp: unknown[] }).__csp.length = 0));

        if (width < 500) {
          await page.setViewportSize({ width: NARROWEST, height: 640 });
          const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          if (scrollWidth > NARROWEST) say(`${scrollWidth} px wide at ${NARROWEST} px`);
          await page.setViewportSize(viewport);
        }
      }
      expect(problems, problems.join('\n')).toEqual([]);
      test.info().annotations.push({ type: 'hydrated without a mismatch', description: String(hydrated) });
    });
  }
}
