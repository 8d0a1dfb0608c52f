// Smaller things parents saw (issue 20, item 11), each checked on the composed site against what the API answers.
import {
  COMMENT_MESSAGES, contactField, type BlogPost, type CampusSettings, type ContentItem, type Page as ListPage, type PendingComment, type SeniorStudent,
} from '@schools/shared-api';
import { PORT, STUDIO_PORT } from '../playwright.config';
import { expect, test, contentApi, screenshotPixels, siteUrl, staffApiSignIn, staffSignIn, type Lang, withSiteWaits } from './site';

for (const [campus, lang, host] of [['BIGZ', 'zh', 'bigz.localhost'], ['BISZ', 'en', 'localhost']] as const) {
  test(`${campus} in ${lang}: the footer of an inner page gives the address, phone and admissions e-mail of Contact Us, and no account or filing number the campus has not entered`, async ({ page, request }) => {
    const general = await contentApi<ContentItem[]>(request, campus, lang, 'content-by-menu?menuId=06');
    const address = contactField(general, 'schoolAdd');
    const phone = contactField(general, 'number_1');
    const email = contactField(general, 'value_1');
    expect([address, phone, email].every(Boolean)).toBe(true);

    await page.goto(siteUrl('/stuLife/library', { lang, host }));
    const contact = page.locator('.shell-footer address');
    await expect(contact).toContainText(address);
    await expect(contact.getByRole('link', { name: phone })).toHaveAttribute('href', /^tel:\+/);
    await expect(contact.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    // The seed knows no school's filings or accounts and invents none: no QR code, no "Follow us" over
    // nothing, no filing link; the legal line is the copyright alone.
    const footer = page.locator('.shell-footer');
    await expect(footer.locator('.shell-footer__qr')).toHaveCount(0);
    await expect(footer.locator('#footer-follow')).toBeHidden();
    await expect(footer.locator('.shell-footer__legal a')).toHaveCount(2);
    for (const link of await footer.locator('.shell-footer__legal a').all()) await expect(link).toBeHidden();
    await expect(footer.locator('.shell-footer__legal')).toHaveText(/^© \d{4} \S.*\S$/);
  });
}

// The studio's server, whose specs change what visitors see: the campus's IT enters its own.
test('once the campus settings have them, the footer and Home show the WeChat QR, the accounts and the filing numbers', async ({ page, request }) => {
  const csrf = await staffApiSignIn(request, undefined, STUDIO_PORT);
  const settings = `http://localhost:${STUDIO_PORT}/api/staff/BIGZ/settings`;
  const original = ((await (await request.get(settings)).json()) as { data: { settings: CampusSettings } }).data.settings;
  const own: CampusSettings = {
    ...original, wechatAccount: 'LuminaGZ', wechatQrTarget: 'http://weixin.qq.com/r/lumina-gz', weibo: 'https://weibo.com/lumina-gz',
    icp: '粤ICP备12345678号-2', publicSecurity: '粤公网安备44011200000002号',
  };
  try {
    expect((await request.put(settings, { headers: { 'x-csrf-token': csrf }, data: own })).status()).toBe(200);
    await page.goto(`http://bigz.localhost:${STUDIO_PORT}/#/stuLife/library?lang=cn`);
    const footer = page.locator('.shell-footer');
    const qr = footer.locator('.shell-footer__qr img');
    await qr.scrollIntoViewIfNeeded();
    await expect(qr).toHaveAttribute('alt', /LuminaGZ/);
    // The picture is really there: a QR code that does not load is worse than none.
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(footer.locator('#footer-follow')).toBeVisible();
    await expect(footer.getByRole('link', { name: /微博/ })).toHaveAttribute('href', own.weibo);
    await expect(footer.getByRole('link', { name: /粤ICP备12345678号-2/ })).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
    await expect(footer.getByRole('link', { name: /粤公网安备44011200000002号/ })).toHaveAttribute('href', /code=44011200000002$/);
    // Home's last screen gives the same.
    await page.goto(`http://bigz.localhost:${STUDIO_PORT}/#/home?lang=cn`);
    const visit = page.locator('.home-visit');
    await expect(visit.getByText('微信公众号：LuminaGZ')).toBeAttached();
    await expect(visit.getByRole('link', { name: /粤ICP备12345678号-2/ })).toBeAttached();
  } finally {
    expect((await request.put(settings, { headers: { 'x-csrf-token': csrf }, data: original })).status()).toBe(200);
  }
});

test('after a reload the author of a pending comment still sees it, marked as awaiting approval, in both languages', async ({ page, browser }) => {
  const user = async <T>(lang: Lang, path: string) =>
    ((await (await page.request.get(`http://localhost:${PORT}/api/BIGZ/user/${path}`, { headers: { 'x-locale': lang } })).json()) as { data: T }).data;
  const [student] = await user<SeniorStudent[]>('en', 'student/list');
  const [, post] = await user<BlogPost[]>('en', `student/posts?studentId=${student!.id}`);
  await page.goto(`${siteUrl('/academics/senior_project/blog_detail', { lang: 'en', host: 'bigz.localhost' })}&student=${student!.id}&id=${post!.id}`);
  const region = page.locator('[data-route="/academics/senior_project/blog_detail"]');
  await region.getByRole('link', { name: 'Sign in with WeChat' }).click();
  await page.frameLocator('iframe[title="WeChat sign-in QR code"]').getByRole('button', { name: '李明' }).click();
  const text = `Proud of you! ${Date.now()}`;
  const form = page.locator('form.acad-comment-form');
  await form.getByLabel(/^Comment/).fill(text);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText(COMMENT_MESSAGES.afterApproval.en)).toBeVisible();

  await page.reload();
  // What the API answers this browser (its WeChat session cookie, on the campus host), and nobody else.
  const mine = await page.evaluate(async (path) => ((await (await fetch(path)).json()) as { data: PendingComment[] }).data,
    `/api/BIGZ/user/comment/mine?postId=${post!.id}`);
  expect(mine.map((c) => c.comment)).toContain(text);
  const pending = region.locator('.acad-comments__pending');
  await expect(pending.getByRole('heading', { name: 'Your comments awaiting approval' })).toBeVisible();
  await expect(pending.locator('.acad-comment__text')).toHaveText(mine.map((c) => c.comment));
  await expect(pending.locator('li', { hasText: text }).getByText('Awaiting approval')).toBeVisible();

  await page.goto(`${siteUrl('/academics/senior_project/blog_detail', { lang: 'zh', host: 'bigz.localhost' })}&student=${student!.id}&id=${post!.id}`);
  await expect(pending.getByRole('heading', { name: '您待审核的评论' })).toBeVisible();
  await expect(pending.locator('li', { hasText: text }).getByText('待审核')).toBeVisible();

  // Another visitor sees nothing of it.
  const other = withSiteWaits(await browser.newPage());
  await other.goto(`${siteUrl('/academics/senior_project/blog_detail', { lang: 'en', host: 'bigz.localhost' })}&student=${student!.id}&id=${post!.id}`);
  await expect(other.getByRole('link', { name: 'Sign in with WeChat' })).toBeVisible();
  await expect(other.getByText(text)).toHaveCount(0);
  await other.close();
});

test('on a phone the section tabs stay on one row that scrolls sideways, the current tab in view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const lang of ['en', 'zh'] as const) {
    await page.goto(siteUrl('/stuLife/course/Chinese', { lang }));
    const nav = page.locator('[data-route="/stuLife/course/Chinese"] .ui-breadcrumb');
    const active = nav.locator('.is-active');
    await expect(active).toBeVisible();
    const box = await nav.evaluate((el) => {
      const items = [...el.querySelectorAll<HTMLElement>('.ui-breadcrumb__item')];
      const r = el.getBoundingClientRect();
      const a = el.querySelector('.is-active')!.getBoundingClientRect();
      return {
        rows: new Set(items.map((i) => Math.round(i.getBoundingClientRect().top))).size,
        items: items.length, scrolls: el.scrollWidth > el.clientWidth, activeInside: a.left >= r.left && a.right <= r.right,
        pageWidth: document.documentElement.scrollWidth,
      };
    });
    expect(box.items).toBeGreaterThan(4);
    expect(box).toMatchObject({ rows: 1, scrolls: true, activeInside: true, pageWidth: 390 });
  }
});

test('after Load more the focus is on the first new story, the one the API lists first on the next page', async ({ page, request }) => {
  for (const lang of ['en', 'zh'] as const) {
    await page.goto(siteUrl('/news_list', { lang }));
    const region = page.locator('[data-route="/news_list"]');
    const cards = region.locator('.ui-card');
    // The second language is only a change of hash: the first language's cards are still on the page
    // until the list has loaded again, so wait for this language's first story before counting.
    const [first] = (await contentApi<ListPage<ContentItem>>(request, 'BISZ', lang, 'content-list?menuId=07&page=1&size=1')).list;
    await expect(cards.first()).toContainText(first!.title);
    const shown = await cards.count();
    const next = await contentApi<ListPage<ContentItem>>(request, 'BISZ', lang, `content-list?menuId=07&page=2&size=${shown}`);
    await region.getByRole('button', { name: lang === 'zh' ? '加载更多' : 'Load more' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator(':focus')).toHaveText(next.list[0]!.title);
    await expect(page.locator(':focus')).toHaveAttribute('href', new RegExp(`id=${next.list[0]!.id}\\b`));
  }
});

test('the picture viewer hides the page entirely: around the picture, one even colour', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const [id] = await contentApi<number[]>(request, 'BISZ', 'en', 'news-ids?menuId=07');
  await page.goto(`${siteUrl('/news_detail', { lang: 'en' })}&id=${id}`);
  await page.getByRole('button', { name: 'Enlarge the picture' }).click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  // Its fade-in (and the page's other animations) has finished, or been called off (a transition the
  // next style change replaced: its promise rejects).
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const picture = (await viewer.locator('img').boundingBox())!;
  // The band above the picture, where the header's menu lies under the viewer, left of the close
  // button: every pixel alike.
  const [data] = await screenshotPixels(page, await page.screenshot(), [{ x: 0, y: 0, width: page.viewportSize()!.width - 80, height: Math.floor(picture.y - 2) }]);
  let spread = 0;
  for (let i = 0; i < data!.length; i += 4) {
    for (let c = 0; c < 3; c++) spread = Math.max(spread, Math.abs(data![i + c]! - data![c]!));
  }
  expect(spread).toBeLessThanOrEqual(2);
});

test('the staff page and its CSV export give a sign-up the same China time, and say which zone', async ({ page, request }) => {
  const name = `Zone ${Date.now()}`;
  const sent = await request.post(`http://localhost:${PORT}/api/BIWH/user/admissions/signup`, {
    headers: { 'x-locale': 'en', 'x-forwarded-for': '198.51.100.44' },
    data: { name, mobile: '138 1234 5678', email: 'zone@example.com', grade: 'Grade 3', entry: '2027-28', consent: true },
  });
  expect(sent.ok()).toBe(true);
  // What the staff API holds: the instant, in UTC.
  await staffApiSignIn(request);
  const stored = ((await (await request.get(`http://localhost:${PORT}/api/staff/BIWH/signups`)).json()) as { data: { name: string; createdAt: string }[] }).data.find((s) => s.name === name)!;
  const china = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai', dateStyle: 'short', timeStyle: 'short' }).format(new Date(stored.createdAt));

  await staffSignIn(page);
  await page.getByLabel('Campus').selectOption('BIWH');
  await expect(page.getByText('All times are China time (UTC+8), in the CSV export too.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name }).getByRole('cell').first()).toContainText(china);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await (await import('node:fs/promises')).readFile((await (await download).path())!, 'utf8');
  const [head, ...rows] = csv.replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(head!.split(',').slice(-2)).toEqual(['received (China time UTC+8)', 'contacted (China time UTC+8)']);
  expect(rows.find((r) => r.includes(name))!.split(',').slice(-2)).toEqual([china, '']);
});
