// The studio's News, end to end: a BISZ editor uploads a photograph, writes a story in both languages
// with it as the cover (chosen by keyboard), and publishes it; a visitor then finds it first in the news
// list and in Home's latest news in both languages, its cover loaded as AVIF, and previous/next on its
// page leading to its neighbours; unpublished, it is gone and its address says so. A library
// photograph put in Mission's copy shows on the visitor's Mission page. Axe finds nothing on the News
// view at 390 and 1280 px in both languages.
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import type { ContentItem, Page as ListPage } from '@schools/shared-api';
import { axeViolations, expect, test, serverPort, contentApi, siteUrl, staffApiSignIn, staffSignIn, withSiteWaits } from './site';

const api = (path: string) => `http://localhost:${serverPort()}/api/staff${path}`;

/** A photograph made here, unique to the run. */
async function photograph(width: number, height: number, seed: number): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 3);
  for (let i = 0; i < data.length; i += 3) {
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    data[i] = (x + seed * 7) % 200;
    data[i + 1] = (y * 3) % 180;
    data[i + 2] = ((x >> 4) + (y >> 4)) % 2 ? 120 : 60;
  }
  return sharp(data, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
}

/** A BISZ editor made by the network administrator, as the Accounts view does. */
async function newEditor(request: APIRequestContext, campus = 'BISZ') {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const csrf = await staffApiSignIn(request);
  const editor = { email: `news.${stamp}@lumina.example.cn`, password: `editor password ${stamp}` };
  const created = await request.post(api('/accounts'), { headers: { 'x-csrf-token': csrf }, data: { ...editor, name: 'News Editor', role: 'editor', campus } });
  expect(created.status()).toBe(200);
  return editor;
}

/** Uploads, describes and publishes a photograph in the Photographs view; gives its alt text. */
async function uploadPhoto(page: Page, name: string, seed: number, alt: { en: string; zh: string }) {
  await page.getByRole('navigation', { name: 'Staff' }).getByRole('button', { name: 'Photographs', exact: true }).click();
  await page.getByLabel('Choose photographs', { exact: true }).setInputFiles({ name, mimeType: 'image/jpeg', buffer: await photograph(1800, 1000, seed) });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const card = page.locator('.media-card').filter({ hasText: name });
  // Making every size of a photograph takes a few seconds, and past 30 s on a busy machine while the
  // other studio spec makes its own.
  await expect(card).toContainText('Draft', { timeout: 60_000 });
  await card.getByLabel('Alt text (English)').fill(alt.en);
  await card.getByLabel('Alt text (Chinese)').fill(alt.zh);
  await card.getByRole('button', { name: 'Publish' }).click();
  await expect(card).toContainText('Published');
}

test('a BISZ editor publishes a story with a library cover; visitors see it first, as AVIF, with previous/next; unpublished, it is gone', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const editor = await newEditor(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await staffSignIn(page, editor);
  const alt = { en: `Robotics team on stage ${stamp}`, zh: `机器人队登台领奖 ${stamp}` };
  await uploadPhoto(page, `robotics-${stamp}.jpg`, stamp % 50, alt);

  // The story, in both languages.
  await page.getByRole('navigation', { name: 'Staff' }).getByRole('button', { name: 'News', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
  await page.getByRole('button', { name: 'New story' }).click();
  const title = { en: `Robotics champions ${stamp}`, zh: `机器人冠军 ${stamp}` };
  await page.getByRole('group', { name: 'Title' }).getByLabel('English').fill(title.en);
  await page.getByRole('group', { name: 'Title' }).getByLabel('Chinese · 中文').fill(title.zh);
  await page.getByRole('group', { name: 'Summary' }).getByLabel('English').fill('Our team won the city final.');
  await page.getByRole('group', { name: 'Summary' }).getByLabel('Chinese · 中文').fill('我校代表队赢得市级决赛。');
  await page.getByRole('region', { name: 'English copy' }).getByLabel('Text', { exact: true }).fill('The final was on **Saturday**.');
  await page.getByRole('region', { name: 'Chinese · 中文 copy' }).getByLabel('Text', { exact: true }).fill('决赛于**周六**举行。');

  // The cover, by keyboard: the button, the picker's radios, Enter.
  const coverButton = page.getByRole('button', { name: 'Choose cover from the library' });
  await coverButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const radio = dialog.getByRole('radio', { name: alt.en });
  await radio.focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(coverButton).toBeFocused();
  await expect(page.locator('.news-cover img')).toHaveAttribute('alt', alt.en);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible();
  await expect(page.locator('.news-item').first()).toContainText(title.en);
  await expect(page.locator('.news-item').first()).toContainText('Published');

  // What the API gives visitors: first in the list, its cover the library photograph.
  const list = await contentApi<ListPage<ContentItem>>(page.request, 'BISZ', 'en', 'content-list?menuId=07&page=1&size=3');
  const story = list.list[0]!;
  expect(story.title).toBe(title.en);
  const stem = story.urls[0]!.replace(/\.jpg$/, '');
  expect(stem).toMatch(/\/media\/bisz\/[0-9a-f]{16}-1800x1000$/);
  const ids = await contentApi<number[]>(page.request, 'BISZ', 'en', 'news-ids?menuId=07');
  expect(ids[0]).toBe(story.id);

  const visitor = withSiteWaits(await browser.newPage({ viewport: { width: 1280, height: 900 } }));
  for (const lang of ['en', 'zh'] as const) {
    const avif = lang === 'en' ? visitor.waitForResponse((r) => r.url().includes(stem) && r.url().endsWith('.avif')) : undefined;
    await visitor.goto(siteUrl('/news_list', { lang }));
    const first = visitor.locator('[data-route="/news_list"] .ui-card').first();
    await expect(first.locator('.ui-card__title')).toHaveText(title[lang]);
    await expect(first.locator('source[type="image/avif"]')).toHaveAttribute('srcset', new RegExp(`^${stem}-480\\.avif 480w, `));
    if (avif) expect((await avif).headers()['content-type']).toBe('image/avif');
    await visitor.goto(siteUrl('/home', { lang }));
    await expect(visitor.locator('#home-news .ui-card__title').first()).toHaveText(title[lang]);
  }
  // Its page: the story, and "next" leads to the story that was first before it (it has no previous).
  await visitor.goto(siteUrl(`/news_detail?id=${story.id}`, { lang: 'en' }).replace('?lang=en', '&lang=en'));
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title.en);
  await expect(visitor.locator('.news-detail__body strong')).toHaveText('Saturday');
  await expect(visitor.locator('.news-detail__step--prev')).toHaveClass(/news-detail__step--none/);
  const neighbour = await contentApi<ContentItem>(page.request, 'BISZ', 'en', `content-detail?id=${ids[1]}`);
  await expect(visitor.locator('.news-detail__step--next .news-detail__step-title')).toHaveText(neighbour.title);
  await visitor.locator('.news-detail__step--next').click();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(neighbour.title);
  await expect(visitor.locator('.news-detail__step--prev .news-detail__step-title')).toHaveText(title.en);

  // Unpublished: gone from the list, Home and previous/next, and its address is not found.
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Unpublished' })).toBeVisible();
  await visitor.goto(siteUrl('/news_list', { lang: 'en' }));
  await expect(visitor.locator('[data-route="/news_list"] .ui-card__title').first()).toHaveText(neighbour.title);
  await visitor.goto(siteUrl('/home', { lang: 'zh' }));
  await expect(visitor.locator('#home-news .ui-card__title').first()).not.toHaveText(title.zh);
  expect((await contentApi<number[]>(page.request, 'BISZ', 'en', 'news-ids?menuId=07'))).not.toContain(story.id);
  const missing = await page.request.get(`http://localhost:${serverPort()}/api/BISZ/user/content/content-detail?id=${story.id}`);
  expect(missing.status()).toBe(404);
  await visitor.close();

  // The audit log has the story's changes, by the editor.
  const audit = (await (await request.get(api('/audit?site=BISZ&limit=30'))).json()).data as { action: string; actor: string }[];
  expect(audit.filter((e) => e.actor === editor.email).map((e) => e.action)).toEqual(expect.arrayContaining(['news.create', 'news.publish', 'studio.publish', 'news.unpublish']));
});

test("a library photograph chosen in Mission's copy shows on the visitor's Mission page as a <picture>", async ({ page, browser, request }) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const editor = await newEditor(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await staffSignIn(page, editor);
  const alt = { en: `Assembly in the hall ${stamp}`, zh: `礼堂里的集会 ${stamp}` };
  await uploadPhoto(page, `assembly-${stamp}.jpg`, (stamp + 17) % 50, alt);

  await page.getByRole('navigation', { name: 'Staff' }).getByRole('button', { name: 'Copy', exact: true }).click();
  await page.getByLabel('Find copy').fill('Mission');
  await page.getByRole('button', { name: /^Mission/ }).first().click();
  for (const [region, lang] of [['English copy', 'en'], ['Chinese · 中文 copy', 'zh']] as const) {
    const column = page.getByRole('region', { name: region });
    await column.getByLabel('New block').selectOption('image');
    await column.getByRole('button', { name: 'Add block' }).click();
    await column.getByRole('button', { name: 'Choose from the library' }).last().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: alt.en }).check();
    await dialog.getByRole('button', { name: 'Use this photograph' }).click();
    await expect(dialog).toBeHidden();
    await expect(column.getByLabel('Alt text: what the picture shows').last()).toHaveValue(alt[lang]);
  }
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Publish “Mission”?' });
  await expect(confirm.locator('ins').filter({ hasText: alt.en })).toBeVisible();
  await confirm.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible();

  const visitor = withSiteWaits(await browser.newPage({ viewport: { width: 1280, height: 900 } }));
  for (const lang of ['en', 'zh'] as const) {
    await visitor.goto(siteUrl('/about/mission', { lang }));
    const picture = visitor.locator('picture').filter({ has: visitor.locator(`img[alt="${alt[lang]}"]`) });
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /\/media\/bisz\/[0-9a-f]{16}-1800x1000-480\.avif 480w, /);
  }
  await visitor.close();
});

test('the News view passes axe at 390 and 1280 px in both languages, list and editor', async ({ page, request }) => {
  test.setTimeout(120_000);
  const editor = await newEditor(request, 'BBSZ');
  await page.setViewportSize({ width: 1280, height: 900 });
  await staffSignIn(page, editor);
  for (const width of [1280, 390]) {
    for (const lang of ['en', 'zh'] as const) {
      // The staff page keeps its language in the tab's session storage; a reload starts the view afresh.
      await page.evaluate((l) => sessionStorage.setItem('staff-lang', l), lang);
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await page.getByRole('navigation', { name: lang === 'zh' ? '教职员工' : 'Staff' }).getByRole('button', { name: lang === 'zh' ? '新闻' : 'News', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'zh' ? '新闻' : 'News');
      await expect(page.locator('.news-item').first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: test.info().outputPath(`news-list-${width}-${lang}.png`) });
      // By keyboard: the first story opens and its editor takes the focus.
      await page.locator('.news-item').first().focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('.studio-editor h2')).toBeFocused();
      await expect(page.locator('.studio-form')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: test.info().outputPath(`news-editor-${width}-${lang}.png`), fullPage: true });
    }
  }
});
