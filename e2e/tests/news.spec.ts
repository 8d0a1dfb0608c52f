// The news section against what the API answers: list, load more, detail, neighbours across the ends
// of the list, the cached list, a missing story, views counted once, the picture viewer, art festival.
import type { Page } from '@playwright/test';
import { VIEWS_SHOWN_FROM, pictureFile, type Block, type ContentItem, type Page as ListPage } from '@schools/shared-api';
import { expect, test, contentApi, firstText, siteUrl, watchErrors, type Lang, withSiteWaits } from './site';

const CAMPUSES = [['BISZ', 'localhost'], ['BIHZ', 'bihz.localhost'], ['BBCD', 'bbcd.localhost']] as const;

const longDate = (iso: string, lang: Lang): string =>
  new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.parse(iso));

/** Opens a route as the site does (hash change, no reload), as a visitor following links would. */
async function open(page: Page, hash: string): Promise<void> {
  await page.evaluate((h) => (window.location.hash = h), hash);
}

async function basicLabel(page: Page, campus: string, lang: Lang, key: string): Promise<string> {
  const basic = await contentApi<ContentItem[]>(page.request, campus, lang, 'content-by-menu?menuId=00');
  return firstText(basic.find((i) => i.key === `basic.${key}`)?.blocks ?? []);
}

for (const [campus, host] of CAMPUSES) {
  for (const lang of ['en', 'zh'] as const) {
    test(`${campus} news in ${lang}: list, load more, a story and its neighbours, back to the list kept`, async ({ page }) => {
      const errors = watchErrors(page);
      const all = await contentApi<ListPage<ContentItem>>(page.request, campus, lang, 'content-list?menuId=07&page=1&size=100');
      const ids = await contentApi<number[]>(page.request, campus, lang, 'news-ids?menuId=07');
      expect(all.list.map((i) => i.id)).toEqual(ids);
      // More than a page of news, so load more is exercised.
      expect(all.total).toBeGreaterThan(9);

      await page.goto(siteUrl('/news_list', { lang, host }));
      const list = page.locator('[data-route="/news_list"]');
      const cards = list.locator('.ui-card__title');
      await expect(cards.first()).toHaveText(all.list[0]!.title);
      const firstPage = await cards.count();
      expect(firstPage).toBeGreaterThanOrEqual(6);
      expect(firstPage).toBeLessThanOrEqual(9);
      await expect(cards).toHaveText(all.list.slice(0, firstPage).map((i) => i.title));
      await expect(list.locator('.ui-card__summary').first()).toHaveText(all.list[0]!.summary);
      await expect(list.locator(`img[src="${pictureFile(all.list[0]!.urls[0]!)}"]`)).toHaveCount(1);

      const more = list.getByRole('button', { name: await basicLabel(page, campus, lang, 'LoadMore'), exact: true });
      await more.click();
      await expect(cards).toHaveCount(Math.min(all.total, 2 * firstPage));
      await expect(cards).toHaveText(all.list.slice(0, Math.min(all.total, 2 * firstPage)).map((i) => i.title));
      for (let shown = await cards.count(); shown < all.total; shown = await cards.count()) {
        await more.click();
        await expect(cards).not.toHaveCount(shown);
      }
      // Everything is shown and nothing more is offered.
      await expect(cards).toHaveCount(all.total);
      await expect(more).toHaveCount(0);

      // A story in the middle: its title heads the page, its date shows, its neighbours lead on.
      const at = 1;
      const story = all.list[at]!;
      await list.getByRole('link', { name: story.title }).click();
      const detail = page.locator('[data-route="/news_detail"]');
      await expect(detail.locator('h1')).toHaveText(story.title);
      await expect(detail.locator('.news-detail__meta')).toContainText(longDate(story.date, lang));
      await expect(detail.getByText(firstText(story.blocks))).toBeVisible();
      await expect(detail.locator('.news-detail__step--next')).toContainText(await basicLabel(page, campus, lang, 'nextPage'));
      await detail.locator('.news-detail__step--next').click();
      await expect(detail.locator('h1')).toHaveText(all.list[at + 1]!.title);
      await detail.locator('.news-detail__step--prev').click();
      await expect(detail.locator('h1')).toHaveText(story.title);
      // The header shows where the story sits: News.
      await expect(page.locator('.shell-menu__item.is-active')).toHaveAttribute('data-path', '/news_list');

      // Back to the list: everything loaded is still there, without a new first page.
      await detail.locator('.ui-back').click();
      await expect(list).toBeVisible();
      await expect(cards).toHaveCount(all.total);
      expect(errors).toEqual([]);
    });
  }
}

test('the newest story has no previous and the oldest no next', async ({ page }) => {
  const ids = await contentApi<number[]>(page.request, 'BISZ', 'en', 'news-ids?menuId=07');
  const q = (id: number) => `#/news_detail?id=${id}&lang=en`;
  await page.goto(siteUrl('/home', { lang: 'en' }));
  const detail = page.locator('[data-route="/news_detail"]');
  const newest = await contentApi<ContentItem>(page.request, 'BISZ', 'en', `content-detail?id=${ids[0]}`);
  await open(page, q(ids[0]!));
  await expect(detail.locator('h1')).toHaveText(newest.title);
  await expect(detail.locator('a.news-detail__step--prev')).toHaveCount(0);
  await expect(detail.locator('a.news-detail__step--next')).toHaveCount(1);

  const oldest = await contentApi<ContentItem>(page.request, 'BISZ', 'en', `content-detail?id=${ids[ids.length - 1]}`);
  await open(page, q(ids[ids.length - 1]!));
  await expect(detail.locator('h1')).toHaveText(oldest.title);
  await expect(detail.locator('a.news-detail__step--next')).toHaveCount(0);
  await detail.locator('a.news-detail__step--prev').click();
  const before = await contentApi<ContentItem>(page.request, 'BISZ', 'en', `content-detail?id=${ids[ids.length - 2]}`);
  await expect(detail.locator('h1')).toHaveText(before.title);
});

for (const lang of ['en', 'zh'] as const) {
  test(`a story that does not exist says so and leads back to the list (${lang})`, async ({ page }) => {
    for (const id of ['999999', 'abc']) {
      await page.goto(`${siteUrl('/news_detail', { lang, host: 'bbcd.localhost' })}&id=${id}`);
      const detail = page.locator('[data-route="/news_detail"]');
      await expect(detail.locator('.news-detail__missing')).toBeVisible();
      await expect(detail.getByRole('alert')).toHaveCount(0);
      await detail.locator('.news-detail__missing a').click();
      await expect(page.locator('[data-route="/news_list"] .ui-card').first()).toBeVisible();
    }
  });
}

test('a visitor counts once per story, however often they open it; the page shows a count only from VIEWS_SHOWN_FROM on', async ({ page, browser }) => {
  const ids = await contentApi<number[]>(page.request, 'BIHZ', 'en', 'news-ids?menuId=07');
  // A story no other test opens: they run side by side and would count too.
  const id = ids[5]!;
  const start = (await contentApi<ContentItem>(page.request, 'BIHZ', 'en', `content-detail?id=${id}`)).views;
  const url = `${siteUrl('/news_detail', { lang: 'en', host: 'bihz.localhost' })}&id=${id}`;
  const shown = (n: number) => (n >= VIEWS_SHOWN_FROM ? new RegExp(`\\b${n} views?$`) : /^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  /** Opens the story and gives the count the API answered that page (content-view records and counts). */
  const open = async (p: Page, load: () => Promise<unknown>) => {
    const answer = p.waitForResponse((r) => r.url().includes('/content/content-view'));
    await load();
    const views = ((await (await answer).json()) as { data: { views: number } }).data.views;
    await expect(p.locator('[data-route="/news_detail"] .news-detail__meta')).toHaveText(shown(views));
    return views;
  };
  expect(await open(page, () => page.goto(url))).toBe(start + 1);
  expect(await open(page, () => page.reload())).toBe(start + 1);
  // Another visitor (another browser, from another address) counts once more.
  const other = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.9' } });
  const second = withSiteWaits(await other.newPage());
  expect(await open(second, () => second.goto(url))).toBe(start + 2);
  await other.close();
});

test("a story's picture opens in the viewer and closes with Escape", async ({ page }) => {
  const ids = await contentApi<number[]>(page.request, 'BISZ', 'zh', 'news-ids?menuId=07');
  const story = await contentApi<ContentItem>(page.request, 'BISZ', 'zh', `content-detail?id=${ids[0]}`);
  await page.goto(`${siteUrl('/news_detail', { lang: 'zh' })}&id=${story.id}`);
  const cover = page.getByRole('button', { name: '查看大图' });
  await cover.click();
  const viewer = page.getByRole('dialog');
  await expect(viewer.locator(`img[src="${pictureFile(story.urls[0]!)}"]`)).toBeVisible();
  await expect(viewer).toContainText(story.title);
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(cover).toBeFocused();
});

for (const [campus, host, lang] of [['BIGZ', 'bigz.localhost', 'en'], ['BBSZ', 'bbsz.localhost', 'zh']] as const) {
  test(`${campus} art festival in ${lang}: the campus's copy and a gallery in the viewer`, async ({ page }) => {
    const copy = await contentApi<ContentItem[]>(page.request, campus, lang, 'content-by-menu?menuId=0701');
    const blocks: Block[] = copy.find((i) => i.key === 'art_festival.article_desc')?.blocks ?? [];
    const gallery = blocks.find((b) => b.type === 'gallery');
    expect(gallery?.type).toBe('gallery');
    await page.goto(siteUrl('/art_festival', { lang, host }));
    const region = page.locator('[data-route="/art_festival"]');
    await expect(region.getByText(firstText(blocks))).toBeVisible();
    if (gallery?.type !== 'gallery') return;
    const thumbs = region.locator('.ui-rich__thumb');
    await expect(thumbs).toHaveCount(gallery.images.length);
    await thumbs.nth(1).click();
    const viewer = page.getByRole('dialog');
    await expect(viewer.locator(`img[src="${pictureFile(gallery.images[1]!.src)}"]`)).toBeVisible();
    await viewer.click();
    await expect(viewer).toHaveCount(0);
  });
}
