// Page helpers shared by the specs: open the site as a visitor would and watch for errors.
import { readFileSync } from 'node:fs';
import { expect, test as base, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Block } from '@schools/shared-api';
import { PORT, STAFF } from '../playwright.config';

export { expect };

/**
 * Makes a page's `goto` and `reload` return once the site has taken over the page, as a visitor's
 * clicks and keys reach it. A page first shows the server's rendering, frame included (in the document,
 * or put in by boot.js at a hash address), which the section and the shell then hydrate: a test that
 * clicked in between would follow a link of the server's markup (a real address) rather than the router.
 * A document without the site's #page (the staff pages) is not waited for.
 */
export function withSiteWaits(page: Page): Page {
  const shown = () =>
    page.waitForFunction(
      () => {
        const main = document.getElementById('page');
        // The server's markup hydrated: the page's region and the header's keep their mark until then.
        return !main || (!main.querySelector('[data-server-rendered]') && !document.querySelector('#shell [data-server-rendered]') && (main.textContent ?? '').trim() !== '');
      },
      null,
      { timeout: 20_000 },
    );
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await shown();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await shown();
    return response;
  };
  return page;
}

/**
 * The `test` of the specs: its `page` waits for the site on `goto` and `reload` (withSiteWaits); a page
 * a test opens itself is wrapped where it is opened. Specs that watch the hand-over itself, or hold the
 * API back on purpose, use @playwright/test's `test`.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await use(withSiteWaits(page));
  },
});

export type Lang = 'en' | 'zh';

/** The port of the server the running test's project uses: the site's, or the studio's own (playwright.config.ts). */
export function serverPort(): number {
  return Number(new URL(base.info().project.use.baseURL ?? `http://localhost:${PORT}`).port);
}

export function siteUrl(hashPath: string, options: { lang?: Lang; host?: string; prefix?: string } = {}): string {
  const host = options.host ?? 'localhost';
  const query = options.lang ? `?lang=${options.lang === 'zh' ? 'cn' : 'en'}` : '';
  return `http://${host}:${serverPort()}${options.prefix ?? '/'}#${hashPath}${query}`;
}

/**
 * Follows a page's requests, its frames' included, so a test can wait until none has been in flight
 * for a moment. Playwright's 'networkidle' can wait forever once a frame attaches after the page
 * went idle (the WeChat sign-in page's simulator frame), though nothing is loading any more.
 */
export function watchRequests(page: Page): { settled(quietMs?: number): Promise<void> } {
  const inFlight = new Set<unknown>();
  let lastChange = Date.now();
  const change = () => (lastChange = Date.now());
  page.on('request', (request) => (inFlight.add(request), change()));
  page.on('requestfinished', (request) => (inFlight.delete(request), change()));
  page.on('requestfailed', (request) => (inFlight.delete(request), change()));
  return {
    async settled(quietMs = 500) {
      await expect.poll(() => inFlight.size === 0 && Date.now() - lastChange >= quietMs, { intervals: [100], timeout: 30_000 }).toBe(true);
    },
  };
}

/** Collects console errors and uncaught exceptions of a page. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

/**
 * Records every Content-Security-Policy violation of the page (and its same-origin frames) from the
 * first script on; the returned function reads them.
 */
export async function watchViolations(page: Page): Promise<() => Promise<Violation[]>> {
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { __csp: Violation[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push({ directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample });
    });
  });
  return () => page.evaluate(() => (window as unknown as { __csp: Violation[] }).__csp);
}

/** The page's main heading, once the route's microfrontend has rendered it. */
export async function expectHeading(page: Page, path: string, text: string): Promise<void> {
  const region = page.locator(`[data-route="${path}"]`);
  await expect(region.locator('h1').first()).toHaveText(text);
}

/**
 * Presses Tab (Shift+Tab when `back`) until `target` has the focus, as a keyboard user reaches it from
 * where the focus is now; fails after `max` presses, naming where the focus got to. Answers how many
 * presses it took (none when the target has the focus already).
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 30 }: { back?: boolean; max?: number } = {}): Promise<number> {
  const key = back ? 'Shift+Tab' : 'Tab';
  // The element itself is asked after each press (a locator is looked up afresh each time, several
  // times slower), and looked up again should the page have replaced it meanwhile.
  let element = await target.elementHandle();
  const state = () => element.evaluate((e) => ({ focused: e === e.ownerDocument.activeElement, connected: e.isConnected }));
  try {
    for (let presses = 0; ; presses += 1) {
      let now = await state();
      if (!now.connected) {
        await element.dispose();
        element = await target.elementHandle();
        now = await state();
      }
      if (now.focused) return presses;
      if (presses === max) {
        const focus = await page.evaluate(() => {
          const active = document.activeElement;
          return active ? `<${active.tagName.toLowerCase()}> ${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 60)}` : 'nothing';
        });
        throw new Error(`${max} presses of ${key} did not reach ${target}: the focus is on ${focus}`);
      }
      await page.keyboard.press(key);
    }
  } finally {
    await element.dispose();
  }
}

/**
 * Opens a view of the staff page by keyboard: Shift+Tab from where the focus is (a view's heading, as
 * signing in leaves it) back to the view's button in the bar, then Enter. The button keeps the focus,
 * marked as the view on show.
 */
export async function openStaffView(page: Page, name: string): Promise<void> {
  const button = page.locator('.staff-views').getByRole('button', { name, exact: true });
  await tabTo(page, button, { back: true, max: 20 });
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-current', 'page');
  await expect(button).toBeFocused();
}

/** Two frames: what the last render started (effects, their calls) has begun. */
export async function twoFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Waits until the route's page is at rest: its heading has rendered, nothing it asked the API for is
 * still pending (the root config marks <main> aria-busy meanwhile) and the Connecting overlay has gone.
 * A page shows its heading before its content arrives, and the overlay only shows once loading takes
 * a while, so neither alone says the page has finished.
 */
export async function pageAtRest(page: Page, path: string): Promise<void> {
  await page.locator(`[data-route="${path}"] h1`).first().waitFor();
  // The section's calls start in the effects of the render that showed the heading.
  await twoFrames(page);
  await expect(page.locator('#page[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('.ui-loading')).toHaveCount(0);
}

/**
 * Waits until every picture of the page has loaded (or failed), or only those in view: a carousel's
 * other slides and lazy pictures below the fold are then not waited for.
 */
export async function picturesLoaded(page: Page, which: 'in view' | 'all'): Promise<void> {
  await page.waitForFunction((onlyInView) =>
    [...document.images].every((img) => {
      if (img.complete) return true;
      if (!onlyInView) return false;
      const box = img.getBoundingClientRect();
      return !(box.width > 0 && box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth);
    }), which === 'in view', { timeout: 15_000 });
}

export const CJK = /[\u4e00-\u9fff]/;

/** What axe-core checks every page and staff view for: WCAG 2.2 AA, tap targets included. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core itself, put into each frame's document the first time that document is checked. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's violations on the page as it is, its frames each checked as a document of their own,
 * one line each: the rule, its impact and its first three elements. axe-core is called in the page
 * directly, for its violations only: @axe-core/playwright re-sends the library on every check and
 * gathers every passing element too, which made the checks of the route sweep two and a half times
 * as slow. (Frames checked from their parent's run report landmarks of both as one page.)
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const frame of page.frames()) {
    if (frame.isDetached()) continue;
    // A frame still loading would be checked as an empty document (no title, no lang).
    await frame.waitForLoadState('load');
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE);
    const violations = await frame.evaluate(async (tags) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], iframes: false });
      return results.violations.map((v) => `${v.id} (${v.impact}) ${v.help}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
    }, AXE_TAGS);
    found.push(...violations.map((v) => (frame === page.mainFrame() ? v : `in frame ${frame.url()}: ${v}`)));
  }
  return found;
}

/** What the content API answers a campus, as the site asks it: `path` under /api/{campus}/user/content/. */
/** The data of a user call (`/api/{campus}/user/{path}`), checked to have answered 000. */
export async function userData<T>(request: APIRequestContext, campus: string, lang: Lang, path: string): Promise<T> {
  const res = await request.get(`http://localhost:${serverPort()}/api/${campus}/user/${path}`, { headers: { 'x-locale': lang } });
  expect(res.ok(), `GET ${path} answered ${res.status()}: ${res.ok() ? '' : await res.text()}`).toBe(true);
  const body = (await res.json()) as { code: string; data: T };
  expect(body.code).toBe('000');
  return body.data;
}

export async function contentApi<T>(request: APIRequestContext, campus: string, lang: Lang, path: string): Promise<T> {
  return userData<T>(request, campus, lang, `content/${path}`);
}

/** The headings of some copy, in order. */
export const headingsOf = (blocks: Block[]): string[] => blocks.flatMap((b) => (b.type === 'heading' ? [b.text] : []));

/** The words of the first paragraph of some copy. */
export const firstText = (blocks: Block[]): string => {
  const paragraph = blocks.find((b) => b.type === 'paragraph');
  return paragraph?.type === 'paragraph' ? paragraph.content.map((run) => run.text).join('') : '';
};

/** A rectangle of the page, in CSS pixels. */
export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The RGBA values of each region of a screenshot, read back through a canvas in the page (a PNG
 * needs no decoder of our own there): what the visitor's screen showed, pixel by pixel.
 */
export async function screenshotPixels(page: Page, screenshot: Buffer, regions: Region[]): Promise<number[][]> {
  return page.evaluate(async ({ png, regions }) => {
    const image = new Image();
    image.src = `data:image/png;base64,${png}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const scale = image.width / window.innerWidth;
    return regions.map((r) => [...context.getImageData(Math.floor(r.x * scale), Math.floor(r.y * scale), Math.ceil(r.width * scale), Math.ceil(r.height * scale)).data]);
  }, { png: screenshot.toString('base64'), regions });
}

/** A staff account's e-mail and password. */
export interface StaffLogin {
  email: string;
  password: string;
}

/** Signs in on the staff page with e-mail and password, as a member of staff does (the server's network administrator by default). */
export async function staffSignIn(page: Page, account: StaffLogin = STAFF): Promise<void> {
  await page.goto(`http://localhost:${serverPort()}/admin`);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
  expect(page.url()).not.toContain(account.password);
}

/**
 * Signs a request context in to the staff calls (its cookie jar keeps the session) and gives the
 * session's CSRF token, which its writes send as x-csrf-token.
 */
export async function staffApiSignIn(request: APIRequestContext, account: StaffLogin = STAFF, port = serverPort()): Promise<string> {
  const answer = await request.post(`http://localhost:${port}/api/staff/session`, { data: account });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { csrfToken: string } }).data.csrfToken;
}
