// The studio's Photographs, end to end and by keyboard: a BISZ editor opens Photographs from the bar,
// uploads two photographs (the file field and Upload reached with Tab), describes them in both
// languages, publishes them (Tab to Publish), sets a focal point and puts one in place of the home
// carousel's first picture; a visitor's Chromium then loads it as AVIF. The focus stays where the
// keyboard was after each step (Upload, the card, the focal point, the slot, the library). A BISZ editor gets 403 from every media call on
// BIGZ, the audit log has each change, and axe finds nothing on the view, its picker open or not.
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { axeViolations, expect, test, openStaffView, serverPort, siteUrl, staffApiSignIn, staffSignIn, tabTo, withSiteWaits } from './site';

/**
 * A photograph made here: a dark gradient with a pattern (the header's white menu stays readable over
 * it, as the contrast spec checks on BISZ's home), unique to the run so its name is new.
 */
async function photograph(width: number, height: number, seed: number): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      data[i] = 10 + ((x * 40) / width + seed) % 40;
      data[i + 1] = 20 + (y * 40) / height;
      data[i + 2] = ((x >> 5) + (y >> 5)) % 2 ? 90 : 60;
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
}

const api = (path: string) => `http://localhost:${serverPort()}/api/staff${path}`;

test('a BISZ editor puts an uploaded photograph in the home carousel by keyboard; a visitor gets it as AVIF', async ({ page, browser, request, playwright }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  // The network administrator makes the BISZ editor, as the staff page's Accounts view does.
  const csrf = await staffApiSignIn(request);
  const editor = { email: `editor.bisz.${stamp}@lumina.example.cn`, password: `editor password ${stamp}` };
  const created = await request.post(api('/accounts'), { headers: { 'x-csrf-token': csrf }, data: { ...editor, name: 'BISZ Editor', role: 'editor', campus: 'BISZ' } });
  expect(created.status()).toBe(200);

  await page.setViewportSize({ width: 1280, height: 900 });
  await staffSignIn(page, editor);
  // An editor lands on Copy, the focus on its heading; Photographs is reached back in the bar.
  await expect(page.getByRole('heading', { level: 1, name: 'Copy studio' })).toBeFocused();
  await openStaffView(page, 'Photographs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Photographs');
  await expect(page.getByText('Campus: BISZ')).toBeVisible();
  // The form's heading and its field say the same: several photographs at once.
  await expect(page.getByRole('form', { name: 'Upload photographs' }).getByLabel('Choose photographs', { exact: true })).toBeVisible();

  // Two photographs uploaded at once, each with its line of progress, then each described in both
  // languages and published. The file field is the view's first control after the bar: Tab reaches
  // it, the files are given to it (Enter would open the system's file dialog), Tab reaches Upload.
  const names = [`front-gate-${stamp}.jpg`, `library-${stamp}.jpg`];
  const files = page.getByLabel('Choose photographs', { exact: true });
  await tabTo(page, files, { max: 10 });
  await files.setInputFiles(await Promise.all(names.map(async (name, index) => ({
    name, mimeType: 'image/jpeg', buffer: await photograph(2000, 1200, stamp % 40 + index),
  }))));
  await page.keyboard.press('Tab');
  const upload = page.getByRole('button', { name: 'Upload', exact: true });
  await expect(upload).toBeFocused();
  await page.keyboard.press('Enter');
  const lines = page.locator('.media-uploads__item');
  await expect(lines).toHaveCount(2);
  // Making every size of a photograph takes a few seconds each, more on a busy machine.
  await expect(page.getByText('2 uploaded as drafts. Describe each in both languages, then publish it.')).toBeAttached({ timeout: 60_000 });
  // Upload kept the focus while the files went.
  await expect(upload).toBeFocused();
  for (const [index, name] of names.entries()) {
    const card = page.locator('.media-card').filter({ hasText: name });
    await expect(card).toContainText('Draft');
    await expect(card).toContainText('2000 × 1200 px');
    // By keyboard, from the card's English alt text: Publish is three Tabs on (the Chinese, Save, Publish).
    // Publishing without alt text says what is missing, beside the fields, the focus on the first.
    const english = card.getByLabel('Alt text (English)');
    const publish = card.getByRole('button', { name: 'Publish' });
    await english.focus();
    await tabTo(page, publish, { max: 3 });
    await page.keyboard.press('Enter');
    await expect(card.getByText('Describe the photograph in this language.').first()).toBeVisible();
    await expect(english).toBeFocused();
    if (index === 0) expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.type(index === 0 ? 'Pupils arriving at the front gate' : 'Reading corner of the library');
    await page.keyboard.press('Tab');
    await page.keyboard.type(index === 0 ? '学生们走进校门' : '图书馆的阅读角');
    await tabTo(page, publish, { max: 2 });
    await page.keyboard.press('Enter');
    await expect(card).toContainText('Published');
    // Publish has gone: the focus is back in the card, on Save.
    await expect(card.getByRole('button', { name: 'Save alt text' })).toBeFocused();
  }

  // The front gate's focal point, by keyboard: Tab to its disclosure and Enter open it, the sliders
  // move the point, Save keeps it; the focus then goes to the disclosure, which names the point.
  const gate = page.locator('.media-card').filter({ hasText: names[0] });
  await gate.getByRole('button', { name: 'Save alt text' }).focus();
  const focalPoint = gate.getByText('Focal point: the middle');
  await tabTo(page, focalPoint, { max: 2 });
  await page.keyboard.press('Enter');
  const down = gate.getByRole('slider', { name: 'Down, from the top' });
  await tabTo(page, down, { max: 3 });
  for (let i = 0; i < 20; i += 1) await page.keyboard.press('ArrowLeft');
  const saveFocus = gate.getByRole('button', { name: 'Save focal point' });
  await tabTo(page, saveFocus, { max: 2 });
  await page.keyboard.press('Enter');
  await expect(gate.getByText('Focal point: 50% across, 30% down')).toBeFocused();

  // Keyboard only: the Replace button, the picker's arrow keys, Enter; Escape closes and gives the focus back.
  const slot = page.locator('[data-slot="banner/slide/0"]');
  const replace = slot.getByRole('button', { name: /^Replace/ });
  await replace.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Reading corner of the library' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(replace).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('ArrowRight');
  const chosen = dialog.getByRole('radio', { name: 'Pupils arriving at the front gate' });
  await expect(chosen).toBeFocused();
  await expect(chosen).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(slot).toContainText('From the library');
  await expect(replace).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'is replaced' })).toBeAttached();

  // Which file that is, as the editor's own calls see it.
  const editorApi = await playwright.request.newContext();
  await staffApiSignIn(editorApi, editor);
  const library = (await (await editorApi.get(api('/BISZ/media'))).json()).data as { id: number; src: string; originalName: string }[];
  const photo = library.find((p) => p.originalName === names[0])!;
  const stem = photo.src.replace(/\.jpg$/, '');

  // A visitor: the first slide is that photograph, and Chromium asks for its AVIF.
  const visitor = withSiteWaits(await browser.newPage({ viewport: { width: 1280, height: 800 } }));
  const avif = visitor.waitForResponse((response) => response.url().includes(stem));
  await visitor.goto(siteUrl('/home', { lang: 'en' }));
  const first = visitor.locator('.ui-carousel__slide').first();
  await expect(first.locator('source[type="image/avif"]')).toHaveAttribute('srcset', new RegExp(`^${stem}-480\\.avif 480w, `));
  await expect(first.locator('img')).toHaveAttribute('src', photo.src);
  // Described as its editor wrote, and cropped around its focal point.
  await expect(first.locator('img')).toHaveAttribute('alt', 'Pupils arriving at the front gate');
  await expect(first.locator('img')).toHaveCSS('object-position', '50% 30%');
  const response = await avif;
  expect(response.url()).toMatch(/-\d+\.avif$/);
  expect(response.headers()['content-type']).toBe('image/avif');
  await expect(first.locator('.ui-img')).toHaveAttribute('data-state', 'loaded');
  await visitor.close();

  // The audit log, as the network administrator reads it: each change, by the editor.
  const audit = (await (await request.get(api('/audit?site=BISZ&limit=50'))).json()).data as { action: string; actor: string; targetId: string; after: { picture?: string } | null }[];
  const mine = audit.filter((entry) => entry.actor === editor.email);
  expect(mine.filter((e) => e.action === 'media.upload')).toHaveLength(2);
  expect(mine.filter((e) => e.action === 'media.publish')).toHaveLength(2);
  expect(mine.filter((e) => e.action === 'media.alt').length).toBeGreaterThanOrEqual(2);
  expect(mine.find((e) => e.action === 'media.replace')).toMatchObject({ targetId: 'banner/slide/0', after: { picture: photo.src } });

  // The slot's history, by keyboard: the illustration it showed before is put back; the photograph
  // it held is then used nowhere, and the unused library photograph can be deleted.
  const history = slot.getByText('Earlier pictures (1)');
  await history.focus();
  await page.keyboard.press('Enter');
  // The history's line and its button stay inside the slot's card, and nothing scrolls sideways, on a
  // desktop and on phones.
  const putBack = slot.getByRole('button', { name: /^Put this picture back/ });
  const line = slot.locator('.media-slot__history li .staff-muted');
  await expect(line).toContainText(editor.email);
  for (const width of [1280, 390, 320]) {
    await page.setViewportSize({ width, height: 900 });
    await putBack.scrollIntoViewIfNeeded();
    const card = (await slot.boundingBox())!;
    for (const part of [putBack, line]) {
      const box = (await part.boundingBox())!;
      expect([width, box.x >= card.x, box.x + box.width <= card.x + card.width + 0.5, box.y + box.height <= card.y + card.height + 0.5]).toEqual([width, true, true, true]);
    }
    expect(await line.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    expect([width, await page.evaluate(() => document.documentElement.scrollWidth)]).toEqual([width, width]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await putBack.press('Enter');
  await expect(slot).toContainText('Illustration');
  // The button went with the history's line: the focus is on the slot's Replace.
  await expect(replace).toBeFocused();
  const unused = page.locator('.media-card').filter({ hasText: names[1] });
  await expect(unused).toContainText('Not used on the site');
  page.once('dialog', (d) => void d.accept());
  await unused.getByRole('button', { name: `Delete: ${names[1]}` }).press('Enter');
  await expect(unused).toHaveCount(0);
  // The card went with it: the focus is on the library's heading.
  await expect(page.getByRole('heading', { level: 2, name: 'Library' })).toBeFocused();
  expect(await axeViolations(page), 'the library after a deletion, a slot history open').toEqual([]);

  await forbiddenOnBigz(editorApi, photo.id);
  await editorApi.dispose();
});

/** Every media call of BIGZ, made by the BISZ editor: 403, with the reason. */
async function forbiddenOnBigz(editorApi: APIRequestContext, id: number) {
  const session = (await (await editorApi.get(api('/session'))).json()).data as { csrfToken: string };
  const headers = { 'x-csrf-token': session.csrfToken };
  const answers = await Promise.all([
    editorApi.get(api('/BIGZ/media')),
    editorApi.post(api('/BIGZ/media'), { headers, multipart: { file: { name: 'x.jpg', mimeType: 'image/jpeg', buffer: await photograph(64, 48, 1) } } }),
    editorApi.put(api(`/BIGZ/media/${id}`), { headers, data: { altEn: 'x', altZh: 'x' } }),
    editorApi.post(api(`/BIGZ/media/${id}/publish`), { headers }),
    editorApi.get(api('/BIGZ/media/slots')),
    editorApi.post(api('/BIGZ/media/replace'), { headers, data: { slot: 'banner/slide/0', mediaId: id } }),
  ]);
  for (const answer of answers) {
    expect([answer.url(), answer.status()]).toEqual([answer.url(), 403]);
    expect((await answer.json()).message).toBe('Your account (editor of BISZ) works on BISZ only, not on BIGZ');
  }
}

test('the Photographs view passes axe and fits a phone in Chinese, its picker open', async ({ page, request }) => {
  const stamp = Date.now();
  const csrf = await staffApiSignIn(request);
  const editor = { email: `editor.zh.${stamp}@lumina.example.cn`, password: `editor password ${stamp}` };
  expect((await request.post(api('/accounts'), { headers: { 'x-csrf-token': csrf }, data: { ...editor, name: '王老师', role: 'editor', campus: 'BBSZ' } })).status()).toBe(200);
  await page.setViewportSize({ width: 390, height: 844 });
  await staffSignIn(page, editor);
  await page.getByRole('button', { name: '中文' }).press('Enter');
  // The language switch keeps the focus; Photographs (照片) is a few Shift+Tabs back in the bar.
  await openStaffView(page, '照片');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('照片');
  await expect(page.locator('[data-slot="banner/slide/0"]')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Finding a picture by its title: only the matches, every group opened.
  const find = page.getByLabel('按标题查找图片');
  await find.fill('俱乐部不存在的标题');
  await expect(page.getByRole('status').filter({ hasText: '没有标题包含该内容的图片。' })).toBeVisible();
  await expect(page.locator('[data-slot]')).toHaveCount(0);
  await find.fill('');
  await page.locator('[data-slot="banner/slide/0"]').getByRole('button', { name: /^更换/ }).click();
  await expect(page.getByRole('dialog')).toContainText('暂无已发布的照片');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: '取消' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
});
