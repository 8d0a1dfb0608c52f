// A section team tries a local build against the deployed site through an import-map override.
import fs from 'node:fs';
import path from 'node:path';
import { ABOUT_DEV_PORT } from '../playwright.config';
import { devServerAnswer } from '@schools/root-config/dev-import-map';
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

// The development import map, import-map.json at the repository root, which the root config's dev
// server (npm run dev) serves at http://localhost:9000/import-map.json for import-map-overrides' "add an
// override map from a URL".
const DEV_MAP = JSON.parse(fs.readFileSync(path.join(__dirname, '../../import-map.json'), 'utf8')) as { imports: Record<string, string> };

test('the development import map names every module of the map the site serves, and nothing else', async ({ request }) => {
  const live = (await (await request.get('/import-map.json')).json()) as { imports: Record<string, string> };
  expect(Object.keys(DEV_MAP.imports).sort()).toEqual(Object.keys(live.imports).sort());
});

test("an override map from a URL, part of the development import map, brings the section and its stylesheet from its dev server, under the page's policy", async ({ page }) => {
  const errors = watchErrors(page);
  const violations = await watchViolations(page);
  // As the root config's dev server answers it (root-config/dev-import-map.js), mf-about's dev server being on the run's port.
  const mapUrl = `http://localhost:9000/import-map.json?only=about:${ABOUT_DEV_PORT}`;
  await page.route(mapUrl, async (route) => {
    const answer = devServerAnswer('GET', new URL(mapUrl).pathname + new URL(mapUrl).search)!;
    await route.fulfill({ status: answer.status, headers: answer.headers, body: answer.body });
  });
  // What import-map-overrides' "Add import map" stores.
  await page.addInitScript((url) => {
    localStorage.setItem('devtools', 'true');
    localStorage.setItem('import-map-overrides-external-maps', JSON.stringify([url]));
  }, mapUrl);
  const fromDevServer: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).port === String(ABOUT_DEV_PORT) && response.ok()) fromDevServer.push(new URL(response.url()).pathname);
  });
  await page.goto(siteUrl('/about/our_story', { lang: 'en' }));
  await expectHeading(page, '/about/our_story', 'Our Story');
  expect(fromDevServer.sort()).toEqual(['/schools-about.css', '/schools-about.js']);
  // Nothing else was overridden: the shell still comes from the deployed map.
  const shell = await page.evaluate(() => (window as unknown as { System: { resolve(id: string): string } }).System.resolve('@schools/shell'));
  expect(new URL(shell).origin).toBe(new URL(page.url()).origin);
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
});
