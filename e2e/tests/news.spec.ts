// The news section against what the API answers: list, load more, detail, neighbours, cached list.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { siteUrl, watchErrors, type Lang } from './site';

interface Item { id: number; title: string; date: string }
interface Envelope<T> { code: string; data: T }

/** An API call as the site makes it (campus of localhost: BISZ). */
async function api<T>(request: APIRequestContext, path: string, lang: Lang): Promise<T> {
  const answer = await request.get(`/api/BISZ/user${path}`, { headers: { 'x-locale': lang } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as Envelope<T>).data;
}

for (const lang of ['en', 'zh'] as const) {
  test(`news list, load more, a story and its neighbours, and back to the list kept (${lang})`, async ({ page }) => {
    const errors = watchErrors(page);
    const all = await api<{ list: Item[]; total: number }>(page.request, '/content/content-list?menuId=07&page=1&size=100', lang);
    const ids = await api<number[]>(page.request, '/content/news-ids?menuId=07', lang);
    expect(all.list.map((i) => i.id)).toEqual(ids);

    await page.goto(siteUrl('/news_list', { lang }));
    const list = page.locator('[data-route="/news_list"]');
    const cards = list.locator('.ui-card__title');
    await expect(cards.first()).toHaveText(all.list[0]!.title);
    const firstPage = await cards.count();
    expect(firstPage).toBeGreaterThanOrEqual(6);
    expect(firstPage).toBeLessThanOrEqual(9);
    await expect(cards).toHaveText(all.list.slice(0, firstPage).map((i) => i.title));

    const more = list.getByRole('button', { name: lang === 'zh' ? /加载|更多/ : /load more/i });
    await more.click();
    await expect(cards).toHaveCount(Math.min(all.total, 2 * firstPage));
    await expect(cards).toHaveText(all.list.slice(0, Math.min(all.total, 2 * firstPage)).map((i) => i.title));
    while (await more.isVisible()) await more.click();
    await expect(cards).toHaveCount(all.total);

    // A story in the middle: its title heads the page, its date shows, its neighbours lead on.
    const at = 1;
    const story = all.list[at]!;
    await list.getByRole('link', { name: story.title }).click();
    const detail = page.locator('[data-route="/news_detail"]');
    await expect(detail.locator('h1')).toHaveText(story.title);
    const date = new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
      .format(Date.parse(story.date));
    await expect(detail.locator('.news-detail__meta')).toContainText(date);
    await detail.locator('.news-detail__step--next').click();
    await expect(detail.locator('h1')).toHaveText(all.list[at + 1]!.title);
    await detail.locator('.news-detail__step--prev').click();
    await expect(detail.locator('h1')).toHaveText(story.title);

    // Back to the list: everything loaded is still there, without a new first page.
    await detail.locator('.ui-back').click();
    await expect(list).toBeVisible();
    await expect(cards).toHaveCount(all.total);
    expect(errors).toEqual([]);
  });
}
