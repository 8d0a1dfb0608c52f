// The router's own behaviour: an unknown path, the root's redirect with the language carried, one page
// view per navigation and the scroll back to the top. That every route renders its page, with its
// heading and title in both languages, is the route sweep's (sweep.spec.ts).
import { getCampus } from '@schools/shared-api';
import { expect, test, expectHeading, siteUrl, watchErrors } from './site';

test('an unknown path shows the bilingual not-found page, never a blank page', async ({ page }) => {
  await page.goto(siteUrl('/no/such/page', { lang: 'zh' }));
  await expect(page.locator('.not-found h1')).toHaveText('页面未找到');
  await expect(page.locator('.shell-header')).toBeVisible();
  await page.locator('.not-found a').click();
  await expect(page).toHaveURL(/#\/home\?lang=cn$/);
  // At a real address the server's not-found page is the one kept: the same heading, its link home in the site.
  await page.goto(siteUrl('/').replace('/#/', '/en/no/such/page'));
  const served = await page.locator('.not-found h1').elementHandle();
  await expect(page).toHaveURL(/#\/no\/such\/page\?lang=en$/);
  await expect(page.locator('.shell-header')).toBeVisible();
  await expect(page.locator('#app-schools-not-found')).not.toHaveAttribute('data-server-rendered');
  expect(await served!.evaluate((h1) => h1.isConnected)).toBe(true);
  await page.locator('.not-found a').click();
  await expect(page).toHaveURL(/#\/home\?lang=en$/);
});

test('the root redirects to /home and navigation carries lang', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(siteUrl('/').replace('#/', ''));
  await expect(page).toHaveURL(/#\/home\?lang=en$/);
  await page.locator('.shell-menu__top', { hasText: 'Admissions' }).click();
  await expect(page).toHaveURL(/#\/admissions\?lang=en$/);
  await page.locator('.ui-card__link', { hasText: 'Tuition and Fees' }).click();
  await expect(page).toHaveURL(/#\/admissions\/tuition\?lang=en$/);
  await expect(page.locator('.ui-breadcrumb__item.is-active')).toHaveText('Tuition and Fees');
  expect(errors).toEqual([]);
});

test('each navigation reports one page view and scrolls to the top', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { _hmt: unknown[][] })._hmt = [];
  });
  await page.goto(siteUrl('/home', { lang: 'en' }));
  await expectHeading(page, '/home', getCampus('BISZ').name.en);
  await page.evaluate(() => (window.location.hash = '#/about?lang=en'));
  await expectHeading(page, '/about', 'About Us');
  await page.evaluate(() => window.scrollTo(0, 400));
  await page.evaluate(() => (window.location.hash = '#/about/mission?lang=en'));
  await expectHeading(page, '/about/mission', 'Mission');
  const hmt = await page.evaluate(() => (window as unknown as { _hmt: unknown[][] })._hmt);
  expect(hmt).toEqual([
    ['_trackPageview', '/#/home'],
    ['_trackPageview', '/#/about'],
    ['_trackPageview', '/#/about/mission'],
  ]);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
