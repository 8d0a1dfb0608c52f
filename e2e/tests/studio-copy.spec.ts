// The studio's copy editor as a BISZ editor uses it: Mission changed in English and in Chinese, saved
// by keyboard, previewed in the page's own frames, published; a visitor sees the new Mission at once
// in both languages (as the API answers it); the network administrator's audit log shows the change;
// restoring the version from before the studio brings the old Mission back. BIGZ is closed to the
// BISZ editor on every studio call. axe finds nothing on the studio's views, and it works by keyboard.
// The copy is listed as the site's tree; the live site's "Edit this page" opens the studio at the page
// for the signed-in editor, and costs a visitor no request. Two browsers on one draft: the later save is
// refused in view, naming who saved first; a publish at a set time shows as scheduled and is cancelled.
// A BIHZ editor adds, moves and removes Home's carousel slides by keyboard, and visitors see the order.
// By keyboard throughout: the copy is found in the tree or by search, Preview, Publish, the dialogs'
// buttons, the bar's views and "Edit this page" are reached with Tab and Shift+Tab (the arrow keys in
// a radio group), and the focus is where the keyboard was after each step.
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import type { Block, ContentItem } from '@schools/shared-api';
import { axeViolations, expect, test, openStaffView, serverPort, contentApi, siteUrl, staffApiSignIn, staffSignIn, tabTo, watchErrors, type Lang, type StaffLogin, withSiteWaits } from './site';

test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const editor: StaffLogin = { email: `editor.bisz.${stamp}@lumina.example.cn`, password: `studio editor password ${stamp}` };
const NEW = { en: `Every student leaves us curious, kind and ready (${stamp}).`, zh: `每一位学生都带着好奇、善良与准备离开（${stamp}）。` };
/** Home's carousel is changed on BIHZ, which no other studio test shows (studio-media changes BISZ's). */
const carouselEditor: StaffLogin = { email: `editor.bihz.${stamp}@lumina.example.cn`, password: `carousel editor password ${stamp}` };
const SLIDE = { en: `Open morning for families (${stamp})`, zh: `家长开放日（${stamp}）` };

/** The words of Mission's first paragraph, as the API answers a visitor in that language. */
async function missionText(request: APIRequestContext, lang: Lang): Promise<string> {
  const items = await contentApi<ContentItem[]>(request, 'BISZ', lang, 'content-by-menu?menuId=02');
  const paragraph = items.find((i) => i.key === 'about.mission')!.blocks.find((b): b is Extract<Block, { type: 'paragraph' }> => b.type === 'paragraph')!;
  return paragraph.content.map((run) => run.text).join('');
}

/** The Mission page as a visitor opens it (a fresh page: nothing of the staff session). */
async function visitorSees(page: Page, lang: Lang, text: string): Promise<void> {
  await page.goto(siteUrl('/about/mission', { lang, prefix: '/BISZ/' }));
  await expect(page.locator('[data-route="/about/mission"]').getByText(text, { exact: false }).first()).toBeVisible();
}

let original: Record<Lang, string>;

test.beforeAll(async ({ request }) => {
  // The network administrator makes the BISZ editor, as the staff page's Accounts view does.
  const csrf = await staffApiSignIn(request);
  for (const [account, name, campus] of [[editor, 'BISZ Editor', 'BISZ'], [carouselEditor, 'BIHZ Editor', 'BIHZ']] as const) {
    const created = await request.post(`http://localhost:${serverPort()}/api/staff/accounts`, {
      headers: { 'x-csrf-token': csrf }, data: { ...account, name, role: 'editor', campus },
    });
    expect(created.status()).toBe(200);
  }
  original = { en: await missionText(request, 'en'), zh: await missionText(request, 'zh') };
});

test('a BISZ editor edits Mission in both languages, previews and publishes it; visitors see it at once; the audit log shows it', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await staffSignIn(page, editor);
  // Signed in, the focus is on the studio's heading.
  await expect(page.getByRole('heading', { level: 1, name: 'Copy studio' })).toBeFocused();
  expect(await axeViolations(page), 'the list').toEqual([]);

  // By keyboard: Tab to the search, find Mission, open it, reach the English paragraph, type, save with Ctrl+S.
  await tabTo(page, page.getByLabel('Find copy'), { max: 3 });
  await page.keyboard.type('Mission');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toContainText('Mission');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Mission' })).toBeVisible();
  const english = page.getByRole('region', { name: 'English copy' }).getByRole('group', { name: /· Paragraph$/ }).first().getByLabel('Text');
  const chinese = page.getByRole('region', { name: 'Chinese · 中文 copy' }).getByRole('group', { name: /· Paragraph$/ }).first().getByLabel('Text');
  await expect(english).toHaveValue(original.en);
  await tabTo(page, english, { max: 40 });
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(NEW.en);
  await chinese.fill(NEW.zh);
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.keyboard.press('Control+s');
  await expect(page.getByRole('status').filter({ hasText: /^Draft saved at/ })).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);

  // Two browsers on one draft: the same copy saved meanwhile in another (the editor signed in there
  // too) refuses this one's next Ctrl+S, made far down the page. The refusal is in view, in the sticky
  // bar, with the focus; it says who saved and when; "Open the latest copy", by keyboard, shows theirs.
  const elsewhere = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const second = await elsewhere.newPage();
  await staffSignIn(second, editor);
  await second.getByLabel('Find copy').fill('Mission');
  await second.getByRole('navigation', { name: 'What you can edit' }).getByRole('button', { name: /^Mission/ }).first().click();
  const theirs = second.getByRole('region', { name: 'English copy' }).getByRole('group', { name: /· Paragraph$/ }).first().getByLabel('Text');
  await expect(theirs).toHaveValue(NEW.en);
  await theirs.fill(`${NEW.en} (second browser)`);
  await second.keyboard.press('Control+s');
  const savedThere = second.getByRole('status').filter({ hasText: /^Draft saved at/ });
  await expect(savedThere).toBeVisible();
  const savedAt = /^Draft saved at (\d{4}-\d\d-\d\d \d\d:\d\d)/.exec((await savedThere.textContent())!)![1]!;
  await elsewhere.close();
  const lastField = page.getByRole('region', { name: 'Chinese · 中文 copy' }).locator('textarea').last();
  await lastField.focus();
  await page.keyboard.press('End');
  await page.keyboard.type('再加一句。');
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  await page.keyboard.press('Control+s');
  const refusal = page.getByRole('alert').filter({ hasText: 'changed this copy' });
  await expect(refusal).toBeFocused();
  await expect(refusal).toBeInViewport();
  await expect(refusal).toContainText(`${editor.email} changed this copy at ${savedAt} (China time), after you opened it, so nothing was saved.`);
  await page.keyboard.press('Tab');
  await expect(refusal.getByRole('button', { name: 'Open the latest copy' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(english).toHaveValue(`${NEW.en} (second browser)`);
  await expect(refusal).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Mission' })).toBeFocused();
  // This editor's words again, over the draft as it is now.
  await english.fill(NEW.en);
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  await expect(english).toHaveValue(NEW.en);

  // A link the Block schema refuses is refused with its message beside the field, and nothing is saved.
  await english.fill(`${NEW.en} [Read more](javascript:alert(1))`);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(english).toHaveAttribute('aria-invalid', 'true');
  await expect(english).toBeFocused();
  const describedBy = (await english.getAttribute('aria-describedby'))!.split(' ');
  await expect(page.locator(`[id="${describedBy.find((id) => id.endsWith('-error'))}"]`)).toHaveText('Link: Enter a link to a page of the site (starting with /), or an https:, mailto: or tel: address.');
  expect(await axeViolations(page), 'the editor showing a problem').toEqual([]);

  // The same in Chinese: switching the language keeps the editor open with what was typed, and the
  // page words the server's rule in Chinese beside the field, never its English.
  await page.getByRole('button', { name: '中文' }).click();
  const englishInZh = page.getByRole('region', { name: '英文内容 · English' }).getByRole('group', { name: /· 段落$/ }).first().getByLabel('文字');
  await expect(englishInZh).toHaveValue(`${NEW.en} [Read more](javascript:alert(1))`);
  await englishInZh.fill(`${NEW.en} [Read more](javascript:alert(1))`);
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(englishInZh).toHaveAttribute('aria-invalid', 'true');
  const describedByZh = (await englishInZh.getAttribute('aria-describedby'))!.split(' ');
  await expect(page.locator(`[id="${describedByZh.find((id) => id.endsWith('-error'))}"]`)).toHaveText('链接: 请输入本站页面的链接（以 / 开头），或 https:、mailto:、tel: 地址。');
  await expect(page.locator('.studio-problems')).toContainText('未保存：共有 1 个问题');
  await expect(page.locator('.studio-editor')).not.toContainText('must be an in-site path');
  expect(await axeViolations(page), 'the Chinese editor showing a problem').toEqual([]);
  await englishInZh.fill(NEW.en);
  await expect(page.getByText('有未保存的更改')).toHaveCount(0);
  const toEnglish = page.getByRole('button', { name: 'English' });
  await toEnglish.press('Enter');
  await expect(english).toHaveValue(NEW.en);

  // The preview, by keyboard: Tab on from the language switch in the bar to Preview, Enter. A dialog in
  // view over the editor, the focus in it, the real page with the draft at a desktop's and a phone's
  // width (the arrow keys), in both languages (the page's language, a Tab on); Escape closes it and the
  // focus goes back.
  const previewButton = page.getByRole('button', { name: 'Preview', exact: true });
  await tabTo(page, previewButton, { max: 40 });
  await page.keyboard.press('Enter');
  const preview = page.getByRole('dialog', { name: 'Preview of the draft' });
  await expect(preview).toBeInViewport({ ratio: 0.95 });
  await expect(preview.getByRole('heading', { name: 'Preview of the draft' })).toBeFocused();
  const desktop = page.frameLocator('iframe[title^="Desktop preview"]');
  await expect(desktop.locator('[data-route="/about/mission"]').getByText(NEW.en)).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Tab');
  await expect(preview.getByRole('radio', { name: 'Desktop, 1280 px' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(preview.getByRole('radio', { name: 'Phone, 390 px' })).toBeChecked();
  const phone = page.frameLocator('iframe[title^="Phone preview"]');
  await expect(phone.locator('[data-route="/about/mission"]').getByText(NEW.en)).toBeVisible({ timeout: 20_000 });
  expect(await page.locator('iframe[title^="Phone preview"]').evaluate((f: HTMLIFrameElement) => f.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
  await page.keyboard.press('Tab');
  const pageLanguage = preview.getByLabel('Page language');
  await expect(pageLanguage).toBeFocused();
  await pageLanguage.selectOption('zh');
  await expect(phone.locator('[data-route="/about/mission"]').getByText(NEW.zh)).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Shift+Tab');
  await expect(preview.getByRole('radio', { name: 'Phone, 390 px' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(preview.getByRole('radio', { name: 'Desktop, 1280 px' })).toBeChecked();
  await expect(desktop.locator('[data-route="/about/mission"]').getByText(NEW.zh)).toBeVisible({ timeout: 20_000 });
  // Not yet for visitors.
  expect(await missionText(request, 'en')).toBe(original.en);
  expect(await axeViolations(page), 'the editor with its preview').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(preview).toHaveCount(0);
  await expect(previewButton).toBeFocused();

  // Publishing asks first, showing what changes in each language; by keyboard (a Tab on from Preview), Publish now.
  const publishButton = page.getByRole('button', { name: 'Publish', exact: true });
  await page.keyboard.press('Tab');
  await expect(publishButton).toBeFocused();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Publish “Mission”?' });
  await expect(confirm).toBeInViewport();
  await expect(confirm.getByRole('heading', { name: 'Publish “Mission”?' })).toBeFocused();
  await expect(confirm.locator('section').filter({ hasText: 'English' }).locator('ins').first()).toBeVisible();
  await expect(confirm.locator('section').filter({ hasText: 'Chinese' }).locator('ins').first()).toBeVisible();
  expect(await axeViolations(page), 'the publish dialog').toEqual([]);
  // First at a set time, by keyboard (tomorrow at 08:00, China time, as offered): the editor shows it
  // scheduled, by whom; cancelled, the copy is the draft again and visitors never saw it.
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('radio', { name: 'Now' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(confirm.getByRole('radio', { name: 'At a set time' })).toBeChecked();
  const when = confirm.getByLabel('Date and time (China time)');
  await page.keyboard.press('Tab');
  await expect(when).toBeFocused();
  const at = (await when.inputValue()).replace('T', ' ');
  // Tab goes through the field's date and time parts, then Cancel, then Schedule.
  await tabTo(page, confirm.getByRole('button', { name: 'Schedule' }), { max: 10 });
  await page.keyboard.press('Enter');
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: `Scheduled: it goes live on ${at} (China time).` })).toBeVisible();
  await expect(page.getByText(`Scheduled to go live on ${at} (China time), set by ${editor.email}.`)).toBeVisible();
  // The focus is back on Publish; Cancel the schedule is a few Shift+Tabs up, under the heading.
  await expect(publishButton).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Cancel the schedule' }), { back: true, max: 6 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'The schedule is cancelled: its copy is the draft again.' })).toBeVisible();
  await expect(page.getByText(/^Scheduled to go live/)).toHaveCount(0);
  // Its button gone, the focus is on the copy's heading, just above.
  await expect(page.getByRole('heading', { level: 2, name: 'Mission' })).toBeFocused();
  await expect(english).toHaveValue(NEW.en);
  expect(await missionText(request, 'en')).toBe(original.en);

  // Then now, by keyboard: Tab from the heading to Publish, then to Publish now.
  await tabTo(page, publishButton, { max: 8 });
  await page.keyboard.press('Enter');
  await expect(confirm.getByRole('radio', { name: 'Now' })).toBeChecked();
  await tabTo(page, confirm.getByRole('button', { name: 'Publish now' }), { max: 4 });
  await page.keyboard.press('Enter');
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Published. Visitors see it on their next page load.' })).toBeVisible();
  await expect(publishButton).toBeFocused();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(3); // the head, the new version, the one before the studio

  // A visitor: the API and the page say the new words, in English and in Chinese.
  expect(await missionText(request, 'en')).toBe(NEW.en);
  expect(await missionText(request, 'zh')).toBe(NEW.zh);
  const visitor = withSiteWaits(await browser.newPage());
  await visitorSees(visitor, 'en', NEW.en);
  await visitorSees(visitor, 'zh', NEW.zh);
  await visitor.close();

  // The network administrator's audit log shows who published Mission.
  const admin = await browser.newPage();
  await staffSignIn(admin);
  await openStaffView(admin, 'Audit log');
  const row = admin.getByRole('row').filter({ hasText: 'Copy published' }).first();
  await expect(row).toContainText(editor.email);
  await expect(row).toContainText('BISZ');
  await row.getByText('Before and after').click();
  await expect(row).toContainText(NEW.en);
  await admin.close();
  // The refusals the test asked for (the link, the second browser's save first) are the only failed calls.
  expect(errors.filter((e) => !/status of 40[019]/.test(e))).toEqual([]);
});

/** The titles of a campus's home carousel as a visitor's page shows them, in their order (the carousel's own: its loop may move slides about the page). */
async function carouselTitles(page: Page, campus: string, lang: Lang): Promise<string[]> {
  // A page load of its own, not a change of the address's fragment on the page already open.
  await page.goto('about:blank');
  await page.goto(siteUrl('/home', { lang, prefix: `/${campus}/` }));
  const slides = page.locator('.ui-carousel__slide:not(.ui-carousel__slide--vr)');
  await slides.first().waitFor();
  const found = await slides.evaluateAll((els) => els.map((el) => [Number(el.getAttribute('data-swiper-slide-index')), el.querySelector('.ui-carousel__title')?.textContent ?? ''] as const));
  return found.sort((a, b) => a[0] - b[0]).map(([, title]) => title);
}

test('restoring the version from before the studio brings the old Mission back for visitors; Home\'s carousel slides are added, moved and removed by keyboard', async ({ page, browser, request }) => {
  await staffSignIn(page, editor);
  // Through the site's tree this time, by keyboard from the studio's heading: Tab to the About Us
  // section, Enter opens it, Tab to its Mission page, Enter opens the editor, the focus on its heading.
  const list = page.getByRole('navigation', { name: 'What you can edit' });
  const aboutUs = list.getByRole('button', { name: /^About Us/ });
  await tabTo(page, aboutUs, { max: 10 });
  await page.keyboard.press('Enter');
  await expect(aboutUs).toHaveAttribute('aria-expanded', 'true');
  await tabTo(page, list.getByRole('button', { name: 'Mission', exact: true }), { max: 15 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Mission' })).toBeFocused();
  const before = page.getByRole('row').filter({ hasText: 'As it was before the studio' });
  page.once('dialog', (dialog) => dialog.accept());
  await before.getByRole('button', { name: 'Restore this version' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Version #\d+ is live again\.$/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'English copy' }).getByRole('group', { name: /· Paragraph$/ }).first().getByLabel('Text')).toHaveValue(original.en);
  expect(await missionText(request, 'en')).toBe(original.en);
  expect(await missionText(request, 'zh')).toBe(original.zh);
  const visitor = withSiteWaits(await browser.newPage());
  await visitorSees(visitor, 'en', original.en.slice(0, 60));
  await visitorSees(visitor, 'zh', original.zh.slice(0, 20));

  // Home's carousel, on BIHZ, by keyboard: a slide added at the end (its picture the first slide's file),
  // moved up twice, the focus following it; the first slide removed; published. Visitors' carousel
  // shows the new order in both languages.
  const titles = await carouselTitles(visitor, 'BIHZ', 'en');
  expect(titles).toHaveLength(3);
  const studio = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await staffSignIn(studio, carouselEditor);
  await studio.getByLabel('Find copy').focus();
  await studio.keyboard.type('carousel');
  await studio.keyboard.press('Tab');
  await expect(studio.locator(':focus')).toContainText('Home carousel');
  await studio.keyboard.press('Enter');
  await expect(studio.getByRole('heading', { level: 2, name: 'Home carousel' })).toBeVisible();
  const slides = studio.getByRole('group', { name: 'Slides', exact: true });
  await expect(slides.getByRole('heading', { name: /^Slide \d of 3$/ })).toHaveText(['Slide 1 of 3', 'Slide 2 of 3', 'Slide 3 of 3']);
  // Each slide shows its picture.
  await expect(slides.locator('img.studio-item__thumb')).toHaveCount(3);
  const picture = await slides.getByRole('group', { name: 'Slide 1 of 3' }).getByLabel('Picture file').inputValue();
  await slides.getByRole('button', { name: 'Add slide' }).press('Enter');
  await expect(studio.getByRole('heading', { name: 'Slide 4 of 4' })).toBeFocused();
  const added = slides.getByRole('group', { name: 'Slide 4 of 4' });
  await added.getByLabel('Picture file').focus();
  await studio.keyboard.type(picture);
  await added.getByRole('group', { name: 'Title', exact: true }).getByLabel('English').focus();
  await studio.keyboard.type(SLIDE.en);
  await studio.keyboard.press('Tab');
  await studio.keyboard.type(SLIDE.zh);
  await expect(added.locator('img.studio-item__thumb')).toBeVisible();
  await added.getByRole('button', { name: 'Move slide 4 of 4 up' }).press('Enter');
  await expect(studio.getByRole('button', { name: 'Move slide 3 of 4 up' })).toBeFocused();
  await studio.keyboard.press('Enter');
  await expect(studio.getByRole('button', { name: 'Move slide 2 of 4 up' })).toBeFocused();
  await expect(slides.getByRole('group', { name: 'Slide 2 of 4' }).getByRole('group', { name: 'Title', exact: true }).getByLabel('English')).toHaveValue(SLIDE.en);
  await slides.getByRole('button', { name: 'Remove slide 1 of 4' }).press('Enter');
  await expect(studio.getByRole('heading', { name: 'Slide 1 of 3' })).toBeFocused();
  // Publish is up in the sticky bar: Shift+Tab from the slide; Publish now is a few Tabs into its dialog.
  const publishSlides = studio.getByRole('button', { name: 'Publish', exact: true });
  await tabTo(studio, publishSlides, { back: true, max: 30 });
  await studio.keyboard.press('Enter');
  await tabTo(studio, studio.getByRole('dialog').getByRole('button', { name: 'Publish now' }), { max: 4 });
  await studio.keyboard.press('Enter');
  await expect(studio.getByRole('status').filter({ hasText: 'Published. Visitors see it on their next page load.' })).toBeVisible();
  await expect(publishSlides).toBeFocused();
  await studio.close();
  expect(await carouselTitles(visitor, 'BIHZ', 'en')).toEqual([SLIDE.en, titles[1], titles[2]]);
  expect((await carouselTitles(visitor, 'BIHZ', 'zh'))[0]).toBe(SLIDE.zh);
  await visitor.close();
});

test('the BISZ editor cannot read or change BIGZ: every studio call answers 403', async () => {
  const api = await playwrightRequest.newContext();
  const csrf = await staffApiSignIn(api, editor);
  const base = `http://localhost:${serverPort()}/api/staff`;
  const headers = { 'x-csrf-token': csrf };
  const answers = [
    await api.get(`${base}/BIGZ/studio/targets`),
    await api.get(`${base}/BIGZ/studio/targets/menu/0201`),
    await api.put(`${base}/BIGZ/studio/targets/menu/0201/draft`, { headers, data: { body: { title: { en: 'Hacked', zh: '篡改' } } } }),
    await api.delete(`${base}/BIGZ/studio/targets/menu/0201/draft`, { headers }),
    await api.post(`${base}/BIGZ/studio/targets/menu/0201/publish`, { headers, data: { body: { title: { en: 'Hacked', zh: '篡改' } } } }),
    await api.post(`${base}/BIGZ/studio/targets/menu/0201/versions/1/restore`, { headers }),
  ];
  expect(answers.map((a) => a.status())).toEqual([403, 403, 403, 403, 403, 403]);
  expect((await api.get(`${base}/BISZ/studio/targets`)).status()).toBe(200);
  await api.dispose();
});

for (const width of [390, 1280]) {
  test(`axe finds no violation on the studio's views (the list, results, editors, preview, publish dialog) in both languages at ${width} px`, async ({ page }) => {
    // Ten axe runs over a form-heavy page, two of them over the site's page in the preview's frame:
    // up to two minutes on a busy machine.
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 900 });
    await staffSignIn(page, editor);
    const found: string[] = [];
    for (const lang of ['en', 'zh'] as const) {
      if (lang === 'zh') await page.getByRole('button', { name: '中文' }).click();
      const list = page.getByRole('navigation', { name: lang === 'en' ? 'What you can edit' : '可编辑的内容' });
      await list.getByRole('button').first().waitFor();
      // The tree with a section open (no search: the last language's is cleared), then the ranked results of a search.
      const search = page.getByLabel(lang === 'en' ? 'Find copy' : '查找文案');
      await search.fill('');
      const section = list.getByRole('button', { name: lang === 'en' ? /^About Us/ : /^关于我们/ });
      if ((await section.getAttribute('aria-expanded')) === 'false') await section.click();
      found.push(...(await axeViolations(page)).map((v) => `${lang} tree: ${v}`));
      // Tuition (fields for any bilingual document) and Mission (blocks, and the note on its heading).
      for (const [query, name] of lang === 'en' ? [['Tuition', /^Tuition and fees/], ['Mission', /^Mission/]] as const : [['学费', /^学费与费用/], ['使命', /^办学使命/]] as const) {
        await search.fill(query);
        await expect(page.getByRole('status').filter({ hasText: lang === 'en' ? /results?$/ : /条结果$/ })).toBeVisible();
        if (query === 'Tuition' || query === '学费') found.push(...(await axeViolations(page)).map((v) => `${lang} results: ${v}`));
        await list.getByRole('button', { name }).first().click();
        await expect(page.locator('.studio-form')).toBeVisible();
        found.push(...(await axeViolations(page)).map((v) => `${lang} ${String(name)}: ${v}`));
        if (query === 'Mission' || query === '使命') {
          // Mission's preview, the page in its frame; then its publish dialog, at a set time.
          await page.getByRole('button', { name: lang === 'en' ? 'Preview' : '预览', exact: true }).click();
          const preview = page.frameLocator('.studio-preview iframe');
          await expect(preview.locator('[data-route="/about/mission"] h1')).toBeVisible({ timeout: 20_000 });
          // The page's Connecting overlay fades out over half a second: axe would weigh its words half-faded.
          await expect(preview.locator('.ui-loading')).toHaveCount(0, { timeout: 20_000 });
          found.push(...(await axeViolations(page)).map((v) => `${lang} preview: ${v}`));
          await page.keyboard.press('Escape');
          await expect(page.locator('.studio-preview')).toHaveCount(0);
          await page.getByRole('button', { name: lang === 'en' ? 'Publish' : '发布', exact: true }).click();
          await page.getByRole('dialog').getByRole('radio', { name: lang === 'en' ? 'At a set time' : '定时发布' }).check();
          found.push(...(await axeViolations(page)).map((v) => `${lang} publish dialog: ${v}`));
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog')).toHaveCount(0);
        }
        if (width === 390) await page.locator('.studio-back').click();
      }
    }
    expect(found).toEqual([]);
  });
}

test("the studio's list, Mission's editor and its preview fit a 320 px screen in both languages", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await staffSignIn(page, editor);
  const wide: string[] = [];
  const measure = async (what: string) => {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 320) wide.push(`${what}: ${width} px`);
  };
  for (const lang of ['en', 'zh'] as const) {
    if (lang === 'zh') await page.getByRole('button', { name: '中文' }).click();
    const list = page.getByRole('navigation', { name: lang === 'en' ? 'What you can edit' : '可编辑的内容' });
    await page.locator('.studio-tree__node').first().waitFor();
    await measure(`${lang} list`);
    // Every section open: the tree at its widest.
    const closed = list.locator('.studio-tree__section > button[aria-expanded="false"]');
    while (await closed.count()) await closed.first().click();
    await measure(`${lang} tree`);
    await list.getByRole('button', { name: lang === 'en' ? 'Mission' : '办学使命', exact: true }).first().click();
    await expect(page.locator('.studio-form')).toBeVisible();
    await measure(`${lang} editor`);
    await page.getByRole('button', { name: lang === 'en' ? 'Preview' : '预览' }).click();
    await expect(page.locator('.studio-preview')).toBeVisible();
    await measure(`${lang} preview`);
    await page.keyboard.press('Escape');
    await page.locator('.studio-back').click();
  }
  expect(wide).toEqual([]);
});

test('"Edit this page" on the live site opens the studio at that page, for the signed-in editor of the campus only; a visitor asks for nothing of it', async ({ page, browser }) => {
  await staffSignIn(page, editor);
  const staff = withSiteWaits(page);
  await staff.goto(siteUrl('/about/mission', { lang: 'en', prefix: '/BISZ/' }));
  const link = page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Edit this page' });
  await expect(link).toBeVisible();
  expect(await axeViolations(page), 'the page with the link').toEqual([]);
  // On a phone too it is a tab in the page's left margin, clear of every word of the page.
  await page.setViewportSize({ width: 390, height: 844 });
  const tab = (await link.boundingBox())!;
  const wordsFrom = await page.locator('[data-route="/about/mission"]').evaluate((route) => {
    const texts = document.createTreeWalker(route, NodeFilter.SHOW_TEXT);
    let left = Infinity;
    while (texts.nextNode()) {
      if (!texts.currentNode.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(texts.currentNode);
      for (const box of range.getClientRects()) if (box.width > 0) left = Math.min(left, box.left);
    }
    return left;
  });
  expect(tab.width).toBeGreaterThan(10);
  expect(tab.x + tab.width).toBeLessThanOrEqual(wordsFrom);
  await page.setViewportSize({ width: 1280, height: 720 });
  // A story opens the studio at the story.
  await staff.goto(siteUrl('/news_list', { lang: 'en', prefix: '/BISZ/' }));
  await page.locator('[data-route="/news_list"] a[href*="news_detail"]').first().click();
  await expect(page.locator('[data-route="/news_detail"] h1')).toBeVisible();
  const story = (await page.locator('[data-route="/news_detail"] h1').textContent())!.trim();
  // By keyboard: the tab comes last in the page's order, after the footer; Tab reaches it from the
  // story's heading (where the site puts the focus), Enter opens the studio with the focus on the story's.
  const editStory = page.getByRole('link', { name: 'Edit this page' });
  await expect(editStory).toBeVisible();
  await tabTo(page, editStory, { max: 80 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: story })).toBeFocused();
  await expect(page).toHaveURL(/\/admin$/);
  // Another campus's pages: the BISZ editor's hint names BISZ, so nothing is loaded there.
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await staff.goto(siteUrl('/about/mission', { lang: 'en', prefix: '/BIGZ/' }));
  await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveCount(0);
  expect(asked.filter((p) => p.startsWith('/admin') || p.startsWith('/api/staff'))).toEqual([]);

  // A visitor: no hint, no script, no staff call, no link.
  const visitor = withSiteWaits(await browser.newPage());
  const visitorAsked: string[] = [];
  visitor.on('request', (r) => visitorAsked.push(new URL(r.url()).pathname));
  await visitor.goto(siteUrl('/about/mission', { lang: 'en', prefix: '/BISZ/' }));
  await expect(visitor.getByRole('link', { name: 'Edit this page' })).toHaveCount(0);
  expect(visitorAsked.filter((p) => p.startsWith('/admin') || p.startsWith('/api/staff'))).toEqual([]);
  await visitor.close();

  // Signed out: the hint goes with the session, and the link with it.
  await page.goto(`http://localhost:${serverPort()}/admin`);
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await staff.goto(siteUrl('/about/mission', { lang: 'en', prefix: '/BISZ/' }));
  await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveCount(0);
});
