// Campus selection by host and by path prefix, in a real browser.
import { getCampus } from '@schools/shared-api';
import { PORT } from '../playwright.config';
import { expect, test, expectHeading, watchErrors } from './site';

test('http://bigz.localhost:PORT/ serves the Guangzhou campus', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`http://bigz.localhost:${PORT}/`);
  const bigz = getCampus('BIGZ');
  await expect(page).toHaveURL(/#\/home\?lang=en$/);
  await expectHeading(page, '/home', bigz.name.en);
  await expect(page).toHaveTitle(bigz.name.en);
  await expect(page.locator('.shell-header__name')).toHaveText(bigz.name.en);
  // Sister schools link to the other campuses on their own local hosts, never to itself.
  await page.evaluate(() => (window.location.hash = '#/contact_us?lang=en'));
  const sisters = page.locator('.shell-footer__sisters a');
  await expect(sisters).toHaveCount(9);
  await expect(sisters.first()).toHaveAttribute('href', `http://bisz.localhost:${PORT}/#/home?lang=en`);
  await expect(page.locator('.shell-footer__sisters', { hasText: bigz.name.en })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('/BBSZ/ serves the Shenzhen bilingual campus in Chinese by default', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`http://localhost:${PORT}/BBSZ/`);
  const bbsz = getCampus('BBSZ');
  await expect(page).toHaveURL(/\/BBSZ\/#\/home\?lang=cn$/);
  await expectHeading(page, '/home', bbsz.name.zh);
  await expect(page).toHaveTitle(bbsz.name.zh);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(await page.evaluate(() => localStorage.getItem('__language__'))).toBe('zh');
  expect(errors).toEqual([]);
});

test('/BBSZ/ with lang=en in the address is English', async ({ page }) => {
  await page.goto(`http://localhost:${PORT}/BBSZ/#/about?lang=en`);
  await expectHeading(page, '/about', 'About Us');
  await expect(page.locator('.shell-header__name')).toHaveText(getCampus('BBSZ').name.en);
});

test('a campus navigation hides the entries disabled on that campus', async ({ page }) => {
  await page.goto(`http://bbcd.localhost:${PORT}/#/stuLife?lang=en`);
  await expectHeading(page, '/stuLife', 'Student Life');
  const cards = page.locator('.ui-card__link');
  await expect(cards).toHaveText(['Library', 'Student Services', 'Boarding Life']);
});
