// The About section shows what the API holds for the campus, in the page's language: the article
// pages, the leaders and their profiles (the list kept on return), the awards with more on request.
import type { Page } from '@playwright/test';
import { pictureFile, type ContentItem, type Page as ListPage } from '@schools/shared-api';
import { expect, test, contentApi as api, firstText, headingsOf, siteUrl, watchErrors } from './site';

/** Opens a route as the site does (hash change, no reload), as a visitor following links would. */
async function open(page: Page, hash: string): Promise<void> {
  await page.evaluate((h) => (window.location.hash = h), hash);
}

for (const [campus, host, lang] of [['BISZ', 'localhost', 'en'], ['BBGM', 'bbgm.localhost', 'zh']] as const) {
  test(`${campus} in ${lang}: mission and join us show their copy, picture and headings`, async ({ page, request }) => {
    const errors = watchErrors(page);
    const about = await api<ContentItem[]>(request, campus, lang, 'content-by-menu?menuId=02');
    const mission = about.find((i) => i.key === 'about.mission')!;
    await page.goto(siteUrl('/about/mission', { lang, host }));
    const region = page.locator('[data-route="/about/mission"]');
    await expect(region.getByText(firstText(mission.blocks))).toBeVisible();
    const image = mission.blocks.find((b) => b.type === 'image');
    expect(image?.type).toBe('image');
    if (image?.type === 'image') await expect(region.locator(`.ui-banner img[src="${pictureFile(image.src)}"]`)).toHaveCount(1);
    for (const heading of headingsOf(mission.blocks)) await expect(region.getByRole('heading', { name: heading })).toBeVisible();

    await open(page, `#/about/join_us?lang=${lang === 'zh' ? 'cn' : 'en'}`);
    const join = page.locator('[data-route="/about/join_us"]');
    await expect(join.locator('.about-cta a')).toHaveAttribute('href', /^https:\/\/careers\./);
    const facts = about.find((i) => i.key === 'about.join_us')!.blocks.find((b) => b.type === 'facts');
    if (facts?.type === 'facts') for (const fact of facts.items) await expect(join.getByText(fact.label)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test(`${campus} in ${lang}: management lists every leader, a profile shows the bio, returning keeps the list`, async ({ page, request }) => {
    const leaders = (await api<ListPage<ContentItem>>(request, campus, lang, 'content-list?menuId=0204&page=1&size=50')).list;
    expect(leaders.length).toBeGreaterThan(0);
    await page.goto(siteUrl('/about/management', { lang, host }));
    const list = page.locator('[data-route="/about/management"]');
    for (const leader of leaders) {
      const card = list.locator('.ui-card', { hasText: leader.title });
      await expect(card.locator('.ui-card__summary')).toHaveText(leader.summary);
      await expect(card.locator('img')).toHaveAttribute('src', leader.urls[0]!);
    }
    const last = leaders[leaders.length - 1]!;
    await list.getByRole('link', { name: last.title }).click();
    const profile = page.locator('[data-route="/about/management/detail"]');
    await expect(profile.getByRole('heading', { level: 1 })).toHaveText(last.title);
    await expect(profile.getByText(last.summary, { exact: true })).toBeVisible();
    await expect(profile.getByText(firstText(last.blocks))).toBeVisible();
    await profile.locator('.ui-back').click();
    await expect(list).toBeVisible();
    await expect(list.locator('.ui-card')).toHaveCount(leaders.length);
  });

  test(`${campus} in ${lang}: awards load more until all are shown, each opening its story`, async ({ page, request }) => {
    const all = await api<ListPage<ContentItem>>(request, campus, lang, 'content-list?menuId=020603&page=1&size=100');
    await page.goto(siteUrl('/about/achievements/AAD', { lang, host }));
    const region = page.locator('[data-route="/about/achievements/AAD"]');
    await expect(region.locator('.ui-card').first()).toBeVisible();
    const cards = region.locator('.ui-card');
    const more = region.getByRole('button', { name: lang === 'zh' ? '加载更多' : 'Load more' });
    for (let shown = await cards.count(); shown < all.total; shown = await cards.count()) {
      await more.click();
      await expect.poll(() => cards.count()).toBeGreaterThan(shown);
    }
    await expect(cards).toHaveCount(all.total);
    await expect(more).toHaveCount(0);
    for (const award of all.list) await expect(region.locator('.ui-card__title', { hasText: award.title })).toHaveCount(1);
    const first = all.list[0]!;
    await region.getByRole('link', { name: first.title }).click();
    const detail = page.locator('[data-route="/about/achievements/AAD/detail"]');
    await expect(detail.getByRole('heading', { level: 1 })).toHaveText(first.title);
    await expect(detail.getByText(firstText(first.blocks))).toBeVisible();
    await detail.locator('.ui-back').click();
    await expect(region.locator('.ui-card')).toHaveCount(all.total);
  });
}

test('our school shows boarding life on a boarding campus only', async ({ page }) => {
  await page.goto(siteUrl('/about/our_school', { lang: 'en', host: 'bigz.localhost' }));
  const region = page.locator('[data-route="/about/our_school"]');
  await expect(region.getByRole('heading', { name: 'Boarding life' })).toBeVisible();
  await expect(region.getByText(/148 rooms/)).toBeVisible();
  await page.goto(siteUrl('/about/our_school', { lang: 'en', host: 'localhost' }));
  await expect(region.getByRole('heading', { name: 'Our campus' })).toBeVisible();
  await expect(region.getByRole('heading', { name: 'Boarding life' })).toHaveCount(0);
});
