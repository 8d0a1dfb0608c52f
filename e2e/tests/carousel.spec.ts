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
  // Its own controls over Swiper's core: a pause button; the bullets and the arrows move it, the
  // current bullet and slide follow.
  await expect(page.getByRole('button', { name: '暂停自动播放' })).toBeVisible();
  // Without motion nothing moves by itself and a slide arrives at once (Swiper drops a click on an
  // arrow while a looping move is still under way).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(page.getByRole('button', { name: '暂停自动播放' })).toHaveCount(0);
  await page.getByRole('button', { name: '转到第3张' }).click();
  await expect(page.getByRole('button', { name: '转到第3张' })).toHaveAttribute('aria-current', 'true');
  await page.getByRole('button', { name: '上一张' }).click();
  await expect(page.getByRole('button', { name: '转到第2张' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('group', { name: '第2张，共4张' })).not.toHaveAttribute('inert');
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
