// Widgets of the kit in the composed site: loading overlay, image preloader failure, and the picture
// viewer opened from a gallery of real page copy (the kit's RichContent rendering the API's blocks).
import { test as unwaited } from '@playwright/test';
import { expect, expectHeading, siteUrl, test } from './site';

// The API is held back on purpose: the page is not waited for.
unwaited('the loading overlay says Connecting while a page waits for the API and the page is marked busy, then both go', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/*/user/content/home-banner**', async (route) => {
    await held;
    await route.continue();
  });
  // A first load hydrates the server's page from the answers in it, asking nothing: the wait is an
  // in-site navigation's, to home from another page.
  await page.goto(siteUrl('/about/mission', { lang: 'zh' }));
  await page.locator('[data-route="/about/mission"] h1').first().waitFor();
  await page.evaluate(() => (window.location.hash = '#/home?lang=cn'));
  const overlay = page.getByRole('status').filter({ hasText: '连接中' });
  // The section's module loads, then it asks and the overlay waits its 400 ms: on a busy machine, seconds.
  await expect(overlay).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('#page')).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(overlay).toHaveCount(0);
  await expect(page.locator('#page')).toHaveAttribute('aria-busy', 'false');
});

test('an image that fails to load keeps its placeholder box', async ({ page }) => {
  await page.route('**/storage/**', (route) => route.fulfill({ status: 404, body: '' }));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(siteUrl('/home', { lang: 'en' }));
  const first = page.locator('.ui-carousel .ui-img').first();
  await expect(first).toHaveAttribute('data-state', 'failed');
  const box = await first.boundingBox();
  expect(box!.width).toBeGreaterThan(300);
  expect(box!.height).toBeGreaterThan(200);
});

test('a gallery image opens the full-screen viewer; Escape, a click or the close button close it and focus returns', async ({ page }) => {
  await page.goto(siteUrl('/about/our_school', { lang: 'en', host: 'bigz.localhost' }));
  await expectHeading(page, '/about/our_school', 'Our School');
  // Render the campus's Our School copy, as the API answers it, with the kit's RichContent: the same
  // System modules (React, the kit, the bus) the site runs on.
  await page.evaluate(async () => {
    type Module = Record<string, unknown>;
    const system = (window as unknown as { System: { import(name: string): Promise<Module> } }).System;
    const client = await system.import('react-dom/client');
    const react = await system.import('react');
    const ui = await system.import('@schools/ui');
    const api = await system.import('@schools/shared-api');
    const getApi = api.getApi as () => { contentByMenu(p: { menuId: string }): Promise<{ blocks: unknown[] }[]> };
    const items = await getApi().contentByMenu({ menuId: '0203' });
    const host = document.createElement('div');
    host.id = 'gallery-probe';
    document.querySelector('[data-route="/about/our_school"]')!.append(host);
    const createElement = (react.createElement ?? (react.default as Module).createElement) as (...args: unknown[]) => unknown;
    const createRoot = client.createRoot as (el: Element) => { render(node: unknown): void };
    createRoot(host).render(createElement(ui.RichContent, { blocks: items.flatMap((i) => i.blocks) }));
  });
  const thumbs = page.locator('#gallery-probe button');
  await expect(thumbs).toHaveCount(4);
  const second = thumbs.nth(1);
  const alt = await second.locator('img').getAttribute('alt');
  await second.click();
  const viewer = page.getByRole('dialog', { name: alt! });
  await expect(viewer).toBeVisible();
  await expect(viewer.locator('img')).toHaveAttribute('alt', alt!);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(second).toBeFocused();

  await second.click();
  await expect(viewer).toBeVisible();
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();

  await second.click();
  await viewer.locator('img').click();
  await expect(viewer).toBeHidden();
});
