// A section team tries a local build against the deployed site through an import-map override.
import { ABOUT_DEV_PORT } from '../playwright.config';
import { expect, test, expectHeading, siteUrl, watchErrors, watchViolations } from './site';

test("an override to the dev server of mf-about renders the section from it, under the page's policy", async ({ page }) => {
  const errors = watchErrors(page);
  const violations = await watchViolations(page);
  const devUrl = `http://localhost:${ABOUT_DEV_PORT}/schools-about.js`;
  await page.addInitScript((url) => {
    localStorage.setItem('devtools', 'true');
    localStorage.setItem('import-map-override:@schools/about', url);
  }, devUrl);
  const fromDevServer: string[] = [];
  page.on('response', (response) => {
    if (response.url() === devUrl && response.ok()) fromDevServer.push(response.url());
  });
  await page.goto(siteUrl('/about/our_story', { lang: 'zh' }));
  await expectHeading(page, '/about/our_story', '我们的故事');
  expect(fromDevServer).toEqual([devUrl]);
  // The rest of the site still comes from the deployed import map.
  await page.locator('.shell-menu__top', { hasText: '学生生活' }).click();
  await expectHeading(page, '/stuLife', '学生生活');
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
});

test('without the devtools opt-in an override key in localStorage changes nothing', async ({ page }) => {
  const devUrl = `http://localhost:${ABOUT_DEV_PORT}/schools-about.js`;
  await page.addInitScript((url) => localStorage.setItem('import-map-override:@schools/about', url), devUrl);
  const fromDevServer: string[] = [];
  page.on('request', (request) => {
    if (request.url() === devUrl) fromDevServer.push(request.url());
  });
  await page.goto(siteUrl('/about/our_story', { lang: 'en' }));
  await expectHeading(page, '/about/our_story', 'Our Story');
  expect(fromDevServer).toEqual([]);
  expect(await page.evaluate(() => 'importMapOverrides' in window)).toBe(false);
});
