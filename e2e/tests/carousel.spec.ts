// The carousel is its own System module: only the page that shows it downloads Swiper.
import type { Page } from '@playwright/test';
import { expect, test, siteUrl, watchErrors } from './site';

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

/** The bullet of the slide showing, by its accessible name. */
const currentBullet = (page: Page) => page.locator('.ui-carousel button[aria-current="true"]').getAttribute('aria-label');

/** Where the carousel's strip of slides stands: after a swipe too short to change the slide, where it stood. */
const stripAt = (page: Page) => page.locator('.ui-carousel .swiper-wrapper').first().evaluate((strip) => getComputedStyle(strip).transform);

/** A finger's slow drag across the carousel (CDP touch events: what a phone's browser receives), leftwards by `distance` px. */
async function swipe(page: Page, distance: number): Promise<void> {
  const box = (await page.locator('.ui-carousel .swiper-initialized').boundingBox())!;
  const y = box.y + box.height / 2;
  const from = box.x + box.width * 0.8;
  const client = await page.context().newCDPSession(page);
  await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 20; step++) {
    await client.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from - (distance * step) / 20, y }] });
    // The finger's pace, not a wait: 20 moves over half a second make a long swipe, judged by
    // distance, where a quick one would be a flick.
    await page.waitForTimeout(25);
  }
  await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await client.detach();
}

/** The same with a mouse, as on a desktop. */
async function drag(page: Page, distance: number): Promise<void> {
  const box = (await page.locator('.ui-carousel .swiper-initialized').boundingBox())!;
  const y = box.y + box.height / 2;
  const from = box.x + box.width * 0.8;
  await page.mouse.move(from, y);
  await page.mouse.down();
  for (let step = 1; step <= 20; step++) {
    await page.mouse.move(from - (distance * step) / 20, y);
    await page.waitForTimeout(25); // the hand's pace, as in swipe()
  }
  await page.mouse.up();
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a swipe of a third of the screen changes the slide; a shorter one springs back', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' }); // nothing moves by itself meanwhile
    await page.goto(siteUrl('/home', { lang: 'en' }));
    await expect(page.locator('.ui-carousel .swiper-initialized')).toBeVisible();
    const first = await currentBullet(page);
    const at = await stripAt(page);
    await swipe(page, 60);
    await expect.poll(() => stripAt(page)).toBe(at); // sprung back
    expect(await currentBullet(page)).toBe(first);
    await swipe(page, 130); // a third of the screen
    await expect.poll(() => currentBullet(page)).not.toBe(first);
  });
});

test('on a desktop a 250 px drag changes the slide, a 150 px one springs back', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(siteUrl('/home', { lang: 'en' }));
  await expect(page.locator('.ui-carousel .swiper-initialized')).toBeVisible();
  const first = await currentBullet(page);
  const at = await stripAt(page);
  await drag(page, 150);
  await expect.poll(() => stripAt(page)).toBe(at); // sprung back
  expect(await currentBullet(page)).toBe(first);
  await drag(page, 250);
  await expect.poll(() => currentBullet(page)).not.toBe(first);
});
