// The frame around every page: header states, back-to-top, skip link and focus, cached pages, footer.
import { getCampus } from '@schools/shared-api';
import { expect, test, expectHeading, siteUrl, watchErrors } from './site';

test('the header lies transparent over the banner, turns solid after 88 px, and is always solid on news', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto(siteUrl('/about/mission', { lang: 'en' }));
  await expectHeading(page, '/about/mission', 'Mission');
  const header = page.locator('.shell-header');
  await expect(header).toHaveClass(/is-transparent/);
  await page.evaluate(() => window.scrollTo(0, 60));
  await expect(header).toHaveClass(/is-transparent/);
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect(header).not.toHaveClass(/is-transparent/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveClass(/is-transparent/);

  await page.evaluate(() => (window.location.hash = '#/news_list?lang=en'));
  await expectHeading(page, '/news_list', 'News');
  await expect(header).not.toHaveClass(/is-transparent/);
  // A solid-header page starts below the header instead of under it.
  const headerBottom = await header.evaluate((el) => el.getBoundingClientRect().bottom);
  const headingTop = await page.locator('[data-route="/news_list"] h1').evaluate((el) => el.getBoundingClientRect().top);
  expect(headingTop).toBeGreaterThanOrEqual(headerBottom);
  expect(errors).toEqual([]);
});

test('the back-to-top arrow appears after 108 px of scroll and brings the page back up', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto(siteUrl('/admissions', { lang: 'zh' }));
  await expectHeading(page, '/admissions', '招生入学');
  const arrow = page.getByRole('button', { name: '返回顶部' });
  await expect(arrow).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect(arrow).toBeVisible();
  await arrow.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(arrow).toBeHidden();
  // On a phone the open menu is a dialog over the page: the arrow does not cover its buttons.
  await page.setViewportSize({ width: 390, height: 700 });
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect(arrow).toBeVisible();
  await page.getByRole('button', { name: '打开菜单' }).click();
  const dialog = page.getByRole('dialog', { name: '网站菜单' });
  await expect(arrow).toBeHidden();
  const other = dialog.getByRole('button', { name: 'English' });
  const covering = await other.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top === el || el.contains(top);
  });
  expect(covering).toBe(true);
});

test('the skip link is the first stop of Tab, and after a navigation focus is on the new page heading', async ({ page }) => {
  await page.goto(siteUrl('/about', { lang: 'en' }));
  await expectHeading(page, '/about', 'About Us');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#page')).toBeFocused();

  await page.locator('.ui-breadcrumb__item', { hasText: 'Our Story' }).click();
  await expectHeading(page, '/about/our_story', 'Our Story');
  await expect(page.locator('[data-route="/about/our_story"] h1')).toBeFocused();
  await expect(page.locator('#route-announcer')).toHaveText('Our Story');
});

test('on a phone a cached page keeps its state and its scroll position when the visitor comes back', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto(siteUrl('/news_list', { lang: 'en' }));
  await expectHeading(page, '/news_list', 'News');
  // The page's own DOM carries a mark: the same element on return means the page was kept, not rebuilt.
  await page.locator('[data-route="/news_list"]').evaluate((el) => ((el as HTMLElement & { kept?: boolean }).kept = true));
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);

  await page.evaluate(() => (window.location.hash = '#/news_detail?id=1&lang=en'));
  await expectHeading(page, '/news_detail', 'News Detail');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.evaluate(() => (window.location.hash = '#/home?lang=en'));
  await page.locator('[data-route="/home"] h1').first().waitFor();
  await page.evaluate(() => (window.location.hash = '#/news_list?lang=en'));
  await expectHeading(page, '/news_list', 'News');
  expect(await page.locator('[data-route="/news_list"]').evaluate((el) => (el as HTMLElement & { kept?: boolean }).kept)).toBe(true);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);

  // A page that is not cached starts at the top, and is built anew.
  await page.evaluate(() => (window.location.hash = '#/about/mission?lang=en'));
  await expectHeading(page, '/about/mission', 'Mission');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('the footer names the campus, centred, wraps the sister schools at 320 px, and shows no filing number or account the campus has not entered', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(siteUrl('/contact_us', { lang: 'zh', host: 'biwh.localhost' }));
  await expectHeading(page, '/contact_us', '联系我们');
  const campus = getCampus('BIWH');
  const footer = page.locator('.shell-footer');
  await expect(footer.locator('.shell-footer__campus')).toHaveText(campus.name.zh);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  // The seed invents none (parents.spec.ts shows them once entered): no filing link, no icon, no "Follow us".
  await expect(footer.getByRole('link', { name: /ICP备|公网安备/ })).toHaveCount(0);
  await expect(footer.locator('.shell-social__link')).toHaveCount(0);
  await expect(footer.getByText('关注我们')).toBeHidden();
  await expect(page.locator('.shell-header .shell-social')).toBeHidden();
});
