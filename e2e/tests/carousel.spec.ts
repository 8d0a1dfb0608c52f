// The carousel is its own System module: only the page that shows it downloads Swiper.
import { expect, test, type Page } from '@playwright/test';
import { siteUrl, watchErrors } from './site';

function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  return scripts;
}

const CAROUSEL_CODE = /swiper|ui-motion/;

test('home loads Swiper and shows the carousel with its virtual tour', async ({ page }) => {
  const errors = watchErrors(page);
  const scripts = scriptsOf(page);
  await page.goto(siteUrl('/home', { lang: 'zh' }));
  await expect(page.locator('.ui-carousel .swiper-initialized')).toBeVisible();
  const tour = page.getByRole('link', { name: /360°全景校园/ });
  await expect(tour).toHaveAttribute('target', '_blank');
  expect(scripts.filter((s) => CAROUSEL_CODE.test(s))).toHaveLength(1); // the motion widgets, Swiper bundled in
  expect(errors).toEqual([]);
});

test('a page without a carousel does not download Swiper', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto(siteUrl('/about', { lang: 'en' }));
  await expect(page.locator('[data-route="/about"] h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(5);
  expect(scripts.filter((s) => CAROUSEL_CODE.test(s))).toEqual([]);
});
