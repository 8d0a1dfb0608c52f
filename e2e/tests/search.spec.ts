// Site search (issue 36) as a parent uses it: the header's field on a desktop and the mobile menu's on
// a phone, in English and Chinese, results that follow the typing, a result that opens its page and
// Back that returns to the results, axe at 0 on the results; and the server's page for a browser
// without scripts, whose form asks the server again.
import { PORT } from '../playwright.config';
import { axeViolations, expect, expectHeading, siteUrl, test, watchErrors } from './site';

test('a parent types "school bus" in the header and lands on the campus\'s School Bus page; Back returns to the results', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(siteUrl('/about/mission', { lang: 'en' }));
  const field = page.getByRole('search', { name: 'Search this site' }).getByRole('searchbox');
  await field.fill('school bus');
  await field.press('Enter');
  await expect(page).toHaveURL(/#\/search\?q=school\+bus&lang=en$/);
  const results = page.locator('.search-hit');
  await expect(results.first().getByRole('link')).toHaveText('School Bus');
  await expect(page.locator('.search-results[role="status"]')).toContainText('results for “school bus”');
  await expect(results.first().locator('mark').first()).toHaveText(/school/i);
  expect(await axeViolations(page)).toEqual([]);

  // The results follow the typing on the page, without a history entry per word.
  const entries = await page.evaluate(() => history.length);
  await page.locator('#page').getByRole('searchbox').fill('tuition');
  await expect(page).toHaveURL(/#\/search\?q=tuition&lang=en$/);
  await expect(results.first().getByRole('link')).toHaveText('Tuition and Fees');
  expect(await page.evaluate(() => history.length)).toBe(entries);

  await results.first().getByRole('link').click();
  await expectHeading(page, '/admissions/tuition', 'Tuition and Fees');
  await page.goBack();
  await expect(results.first().getByRole('link')).toHaveText('Tuition and Fees');
  expect(errors).toEqual([]);
});

test('on a phone in Chinese, 校车 typed in the menu finds the school bus page; axe finds nothing', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(siteUrl('/home', { lang: 'zh' }));
  await page.getByRole('button', { name: '打开菜单' }).click();
  const field = page.getByRole('dialog', { name: '网站菜单' }).getByRole('searchbox', { name: '搜索本站' });
  // The menu opens on its first page, not on the field (a phone's keyboard would cover it).
  await expect(field).not.toBeFocused();
  await field.fill('校车');
  await field.press('Enter');
  await expect(page.getByRole('dialog', { name: '网站菜单' })).toHaveCount(0);
  const first = page.locator('.search-hit').first();
  await expect(first.getByRole('link')).toHaveText('校车');
  await expect(first.locator('mark').first()).toHaveText('校车');
  expect(await axeViolations(page)).toEqual([]);
});

test('without scripts, the server answers the search page and its form', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`http://localhost:${PORT}/zh/search?q=${encodeURIComponent('学费')}`);
  await expect(page.locator('.search-hit').first().getByRole('link')).toHaveText('学费与费用');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  // The search page's own form (the header, rendered by the server too, has the site's search field).
  const form = page.locator('#page').getByRole('search');
  await form.getByRole('searchbox').fill('奖学金');
  await form.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/\/zh\/search\?q=%E5%A5%96%E5%AD%A6%E9%87%91$/);
  await expect(page.locator('.search-hit').first().getByRole('link')).toHaveText('奖学金');
  await context.close();
});
