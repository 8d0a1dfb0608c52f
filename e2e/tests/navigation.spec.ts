// The header's navigation comes from the campus's server menu, with the campus group and calendars.
import { getCampus } from '@schools/shared-api';
import { PORT } from '../playwright.config';
import { expect, test, expectHeading, siteUrl, watchErrors } from './site';

test('the top menu is the server menu, with sister campuses under About and the academic calendar', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(siteUrl('/about', { lang: 'en' }));
  await expectHeading(page, '/about', 'About Us');
  // The server menu has News; the route table fallback does not.
  await expect(page.locator('.shell-menu__top', { hasText: 'News' })).toBeVisible();

  await page.locator('.shell-menu__item', { hasText: 'About Us' }).hover();
  // Every submenu is in the page (its button's aria-controls points at it); the hovered one shows.
  const about = page.locator('.shell-menu__item', { hasText: 'About Us' }).locator('.shell-menu__sub');
  await expect(about).toBeVisible();
  await expect(about.locator('> li').nth(5)).toContainText('Our Campuses');
  const bigz = about.getByRole('link', { name: getCampus('BIGZ').name.en });
  await expect(bigz).toHaveAttribute('href', `http://bigz.localhost:${PORT}/#/home?lang=en`);
  await expect(bigz).toHaveAttribute('target', '_blank');
  await expect(about.getByRole('link', { name: getCampus('BISZ').name.en })).toHaveCount(0);
  await expect(about.getByText(getCampus('BBSZ').name.en)).toBeVisible();
  await expect(about.getByRole('link', { name: getCampus('BBSZ').name.en })).toHaveCount(0);

  await page.locator('.shell-menu__item', { hasText: 'Academics' }).hover();
  const academics = page.locator('.shell-menu__item', { hasText: 'Academics' }).locator('.shell-menu__sub');
  await expect(academics).toBeVisible();
  await expect(page.locator('.shell-menu__sub:visible')).toHaveCount(1);
  await expect(academics.getByText('Academic Calendar', { exact: true })).toBeVisible();
  // Each school year's calendar is the calendar page of that year, inside the site.
  const calendarLink = academics.getByRole('link', { name: 'Academic Calendar 2025-26' });
  await expect(calendarLink).toHaveAttribute('href', '#/academics/calendar?year=2025-26&lang=en');
  await expect(calendarLink).not.toHaveAttribute('target', '_blank');

  const cached = await page.evaluate(() => localStorage.getItem('__menu__BISZ_en'));
  expect(JSON.parse(cached!).hashCode).toMatch(/^[0-9a-f]{16}$/);
  expect(errors).toEqual([]);
});

test('when the menu call fails the navigation falls back to the route table', async ({ page }) => {
  await page.route('**/api/*/user/menu/list**', (route) => route.fulfill({ status: 503, body: 'down' }));
  // No server's rendering of the page either (it would bring the server's menu with the frame): the
  // browser renders the frame itself, as where the server has no page to show.
  await page.route(/[?&]hash=/, (route) => route.fulfill({ status: 204, body: '' }));
  await page.goto(siteUrl('/about', { lang: 'zh', host: 'biwh.localhost' }));
  await expectHeading(page, '/about', '关于我们');
  await expect(page.locator('.shell-menu__top')).toHaveText(['首页', '关于我们', '学生生活', '学术课程', '招生入学', '联系我们']);
});
