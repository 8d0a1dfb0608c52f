// A section release while visitors have the site open: the open page keeps the version it started
// with (its files are never deleted), a reload gets the new one; a rollback is live on the next load.
// The release is the real command on the test server's own database and storage.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import type { ContentItem, Page as ListPage } from '@schools/shared-api';
import { DATA_DIR } from '../playwright.config';
import { expect, test, contentApi, siteUrl, watchErrors } from './site';

const run = promisify(execFile);
const REPO = path.resolve(__dirname, '../..');
const NEWS_MODULE = /\/schools-news\.[0-9a-f]{8}\.js$/;

// These tests change what the whole test server serves: one at a time.
test.describe.configure({ mode: 'serial' });

/** The release command on the test server's data, as a team member runs it. */
async function releaseCommand(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [path.join(REPO, 'api-server/dist/release.js'), ...args], {
    cwd: REPO, env: { ...process.env, DATA_DIR, RELEASED_BY: 'e2e', LOG_LEVEL: 'error' },
  });
  return stdout;
}

/**
 * A new build of mf-news from the same sources (webpack with another hash salt: new file names, the
 * same behaviour), released with --from as a build made elsewhere is.
 */
async function releaseNewNewsBuild(): Promise<string> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'news-build-'));
  await run(process.execPath, [path.join(REPO, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production', '-c', 'mf-news/webpack.config.js',
    '--output-path', out, '--output-hash-salt', `e2e-${Date.now()}`], { cwd: REPO });
  return releaseCommand('news', '--from', out, '--message', 'e2e: a new news build');
}

async function liveNews(page: Page): Promise<string> {
  const map = (await (await page.request.get('/import-map.json')).json()) as { imports: Record<string, string> };
  return map.imports['@schools/news']!;
}

/** The news module addresses the page has requested, in order. */
function newsModuleRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (NEWS_MODULE.test(new URL(request.url()).pathname)) seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

async function expectNewsList(page: Page): Promise<void> {
  const news = await contentApi<ListPage<ContentItem>>(page.request, 'BISZ', 'en', 'content-list?menuId=07&page=1&size=1');
  await expect(page.locator('[data-route="/news_list"] .ui-card__title').first()).toHaveText(news.list[0]!.title);
  await expect(page.locator('.mf-failure')).toHaveCount(0);
}

test('a news release while Home is open: News still opens on the version the page started with, a reload gets the new one', async ({ page }) => {
  const errors = watchErrors(page);
  const requested = newsModuleRequests(page);
  await page.goto(siteUrl('/home', { lang: 'en' }));
  await expect(page.locator('[data-route="/home"] h1, [data-route="/home"] h2').first()).toBeVisible();
  const before = await liveNews(page);

  const output = await releaseNewNewsBuild();
  expect(output).toMatch(/^news: released as #\d+/m);
  // Every server sees a release within a second (it keeps the live map for half of one).
  await expect.poll(() => liveNews(page)).not.toBe(before);
  const after = await liveNews(page);

  // In-site navigation on the page that loaded the old map.
  await page.evaluate(() => (window.location.hash = '/news_list?lang=en'));
  await expectNewsList(page);
  expect(requested).toEqual([before]);

  await page.reload();
  await expectNewsList(page);
  expect(requested).toEqual([before, after]);
  expect(errors).toEqual([]);
});

test('a rollback, then a reload: the previous version shows', async ({ page }) => {
  const errors = watchErrors(page);
  const requested = newsModuleRequests(page);
  await page.goto(siteUrl('/news_list', { lang: 'en' }));
  await expectNewsList(page);
  const current = await liveNews(page);

  const history = await releaseCommand('history', 'news');
  const output = await releaseCommand('rollback', 'news', '--message', 'e2e: back to the previous build');
  expect(output).toMatch(/^news: rolled back to #\d+ as #\d+/m);
  await expect.poll(() => liveNews(page)).not.toBe(current);
  const previous = await liveNews(page);
  // The version restored is the one live before the current, as the history had it.
  expect(history).toContain(path.basename(previous));

  await page.reload();
  await expectNewsList(page);
  expect(requested).toEqual([current, previous]);
  expect(errors).toEqual([]);
});
