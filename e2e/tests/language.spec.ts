// Switching language: the lang query, the title and the stored value change, and it outlives a reload.
import { PORT } from '../playwright.config';
import { expect, test, expectHeading, siteUrl, watchErrors } from './site';

test('switching language persists across reload and rides along every navigation', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(siteUrl('/about/mission', { lang: 'en' }));
  await expectHeading(page, '/about/mission', 'Mission');

  await page.locator('.shell-lang__toggle').click();
  await page.locator('.shell-lang__menu a', { hasText: '中文' }).click();
  await expect(page).toHaveURL(/#\/about\/mission\?lang=cn$/);
  await expectHeading(page, '/about/mission', '办学使命');
  await expect(page).toHaveTitle('办学使命');
  expect(await page.evaluate(() => localStorage.getItem('__language__'))).toBe('zh');

  await page.reload();
  await expectHeading(page, '/about/mission', '办学使命');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  await page.locator('.shell-menu__top', { hasText: '招生入学' }).click();
  await expect(page).toHaveURL(/#\/admissions\?lang=cn$/);
  await expectHeading(page, '/admissions', '招生入学');

  expect(errors).toEqual([]);
});

test('the address decides the language: a hash change to lang=en switches, an address without lang takes the campus default', async ({ page }) => {
  await page.goto(siteUrl('/about', { lang: 'zh' }));
  await expectHeading(page, '/about', '关于我们');
  await page.evaluate(() => (window.location.hash = '#/about/mission?lang=en'));
  await expectHeading(page, '/about/mission', 'Mission');
  await expect(page).toHaveURL(/#\/about\/mission\?lang=en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // A visit to the Chinese-first BBSZ site does not make BISZ open in Chinese afterwards.
  await page.goto(siteUrl('/stuLife', { prefix: '/BBSZ/' }));
  await expect(page).toHaveURL(/#\/stuLife\?lang=cn$/);
  await expectHeading(page, '/stuLife', '学生生活');
  expect(await page.evaluate(() => localStorage.getItem('__language__'))).toBe('zh');
  await page.goto(siteUrl('/stuLife'));
  await expect(page).toHaveURL(/#\/stuLife\?lang=en$/);
  await expectHeading(page, '/stuLife', 'Student Life');
});

test('the server sends the html lang of the campus it can tell from host or path', async ({ request }) => {
  // Node does not resolve *.localhost as Chromium does: the campus host goes in the Host header.
  const langOf = async (path: string, host = 'localhost') =>
    /<html lang="([^"]+)"/.exec(await (await request.get(path, { headers: { host: `${host}:${PORT}` } })).text())?.[1];
  expect(await langOf('/BBSZ/')).toBe('zh-CN');
  expect(await langOf('/', 'bbsz.localhost')).toBe('zh-CN');
  expect(await langOf('/?lang=en', 'bbsz.localhost')).toBe('en');
  expect(await langOf('/', 'bigz.localhost')).toBe('en');
});

test('the language dropdown closes on a click anywhere else', async ({ page }) => {
  await page.goto(siteUrl('/home', { lang: 'en' }));
  await page.locator('.shell-lang__toggle').click();
  await expect(page.locator('.shell-lang__menu')).toBeVisible();
  await page.locator('#home-welcome h2').click();
  await expect(page.locator('.shell-lang__menu')).toHaveCount(0);
});

test('on a narrow screen the mobile menu opens, locks the page scroll, navigates and switches language', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(siteUrl('/home', { lang: 'en' }));
  await expect(page.locator('.shell-menu')).toBeHidden();
  await page.locator('.shell-mobile__toggle').click();
  await expect(page.locator('.shell-mobile__panel')).toBeVisible();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

  await page.getByRole('button', { name: 'About Us' }).click();
  await page.getByRole('link', { name: 'Mission', exact: true }).click();
  await expectHeading(page, '/about/mission', 'Mission');
  await expect(page.locator('.shell-mobile__panel')).toHaveCount(0);
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

  await page.locator('.shell-mobile__toggle').click();
  await page.locator('.shell-mobile__lang').click();
  await expect(page).toHaveURL(/#\/about\/mission\?lang=cn$/);
  await expectHeading(page, '/about/mission', '办学使命');
});
