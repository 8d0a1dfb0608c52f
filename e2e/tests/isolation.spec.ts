// A microfrontend that fails leaves the rest of the page working and recovers on retry.
import type { Page } from '@playwright/test';
import { PORT } from '../playwright.config';
import { expect, test, expectHeading, siteUrl } from './site';

const BROKEN = `http://localhost:${PORT}/broken/about.js`;
/** The broken URL, and the addresses a retry asks for (`?retry=1`: SystemJS keeps a failed load). */
const BROKEN_FILE = new RegExp(`^${BROKEN.replace(/[.?]/g, '\\$&')}(\\?retry=\\d+)?$`);

/** Points @schools/about at a broken URL through import-map-overrides (opted in), before the page loads. */
async function overrideAbout(page: Page): Promise<void> {
  await page.addInitScript((url) => {
    localStorage.setItem('devtools', 'true');
    localStorage.setItem('import-map-override:@schools/about', url);
  }, BROKEN);
}

/** Makes the broken URL serve the real about bundle. */
async function fixAbout(page: Page): Promise<void> {
  const map = (await (await page.request.get('/import-map.json')).json()) as { imports: Record<string, string> };
  const body = await (await page.request.get(map.imports['@schools/about']!)).text();
  await page.route(BROKEN_FILE, (route) => route.fulfill({ contentType: 'application/javascript', body }));
}

async function expectRestWorks(page: Page): Promise<void> {
  await expect(page.locator('.shell-header')).toBeVisible();
  await expect(page.locator('.shell-footer')).toBeVisible();
  await page.locator('.shell-menu__top', { hasText: 'Student Life' }).click();
  await expectHeading(page, '/stuLife', 'Student Life');
  await page.goBack();
  // The pointer leaves the menu, as a visitor's would: its submenu hides.
  await page.mouse.move(5, 700);
}

test('a missing bundle shows a bilingual message with a retry that re-imports it', async ({ page }) => {
  await overrideAbout(page);
  await page.goto(siteUrl('/about/mission', { lang: 'en' }));
  const failure = page.locator('.mf-failure[data-app="@schools/about"]');
  await expect(failure).toContainText('could not be loaded');
  await expectRestWorks(page);
  await expect(failure).toBeVisible();

  await fixAbout(page);
  await failure.locator('button').click();
  await expectHeading(page, '/about/mission', 'Mission');
  await expect(failure).toHaveCount(0);
});

test('a failed section shows its message on its own pages only', async ({ page }) => {
  await overrideAbout(page);
  // A cached page: its section stays mounted after the visitor leaves.
  await page.goto(siteUrl('/about/management', { lang: 'en' }));
  const failure = page.locator('.mf-failure[data-app="@schools/about"]');
  await expect(failure).toBeVisible();
  await page.evaluate(() => (window.location.hash = '#/stuLife?lang=en'));
  await expectHeading(page, '/stuLife', 'Student Life');
  await expect(failure).toBeHidden();
  await page.evaluate(() => (window.location.hash = '#/about/management?lang=en'));
  await expect(failure).toBeVisible();
});

test('the message is in Chinese on a Chinese page', async ({ page }) => {
  await overrideAbout(page);
  await page.goto(siteUrl('/about', { lang: 'zh' }));
  await expect(page.locator('.mf-failure')).toContainText('暂时无法加载');
  await expect(page.locator('.mf-failure button')).toHaveText('重试');
});

test('a bundle that throws while evaluating is isolated and retried', async ({ page }) => {
  await overrideAbout(page);
  await page.route(BROKEN_FILE, (route) =>
    // no-store, as a server answers while a release is being fixed: the retry must fetch again.
    route.fulfill({
      contentType: 'application/javascript',
      headers: { 'cache-control': 'no-store' },
      body: 'throw new Error("evaluation failed");',
    }),
  );
  await page.goto(siteUrl('/about/our_story', { lang: 'en' }));
  await expect(page.locator('.mf-failure')).toBeVisible();
  await expectRestWorks(page);

  await page.unroute(BROKEN_FILE);
  await fixAbout(page);
  await page.locator('.mf-failure button').click();
  await expectHeading(page, '/about/our_story', 'Our Story');
});

test('a section that throws while mounting is isolated', async ({ page }) => {
  await overrideAbout(page);
  const throwingMount = `System.register([], function (e) { return { execute: function () {
    e({ bootstrap: function () { return Promise.resolve(); },
        mount: function () { return Promise.reject(new Error("mount failed")); },
        unmount: function () { return Promise.resolve(); } });
  } }; });`;
  await page.route(BROKEN_FILE, (route) => route.fulfill({ contentType: 'application/javascript', body: throwingMount }));
  await page.goto(siteUrl('/about/join_us', { lang: 'en' }));
  await expect(page.locator('.mf-failure')).toBeVisible();
  await expectRestWorks(page);

  await page.unroute(BROKEN_FILE);
  await fixAbout(page);
  await page.locator('.mf-failure button').click();
  await expectHeading(page, '/about/join_us', 'Work for Us');
});
