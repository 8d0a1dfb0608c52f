// Nobody is locked out (issue 34, item 1), by keyboard in real Chromium: a network administrator makes
// a reset link for an editor who forgot their password and hands it over; the editor sets a new one
// from the link (the old one works until then, not after), changes it again from the staff page, and
// the administrator changes the editor's campus, then disables the account (it no longer signs in)
// and enables it again (it does); the views are reached from the bar with Tab and Shift+Tab, and the
// focus stays on the row's next button after each change. axe finds nothing on the views on the way (the
// accounts with a reset link shown, the reset page, the change-password view), each at a phone's width
// and a desktop's, in English and in Chinese; on a phone each account is a card, its e-mail with its
// buttons, and the reset page names the account.
import type { Page } from '@playwright/test';
import { axeViolations, expect, test, openStaffView, serverPort, staffApiSignIn, staffSignIn, tabTo } from './site';

const api = (path: string) => `http://localhost:${serverPort()}/api/staff${path}`;

/**
 * axe on the view on show at 1280 and 390 px, in English and then Chinese (the staff page's language
 * switch), `also` checked at each; it ends as it began, in English at 1280 px.
 */
async function axeEverywhere(page: Page, what: string, also?: (lang: 'en' | 'zh', width: number) => Promise<void>): Promise<string[]> {
  const found: string[] = [];
  for (const lang of ['en', 'zh'] as const) {
    if (lang === 'zh') await page.getByRole('button', { name: '中文' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh' ? 'zh-CN' : 'en');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await also?.(lang, width);
      found.push(...(await axeViolations(page)).map((v) => `${what}, ${lang} at ${width} px: ${v}`));
    }
  }
  await page.getByRole('button', { name: 'English' }).click();
  await page.setViewportSize({ width: 1280, height: 900 });
  return found;
}

test('a forgotten password: a reset link handed over, a new password set from it, then changed, by keyboard', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const csrf = await staffApiSignIn(request);
  const editor = { email: `forgetful.${stamp}@lumina.example.cn`, password: `first password ${stamp}` };
  const created = await request.post(api('/accounts'), { headers: { 'x-csrf-token': csrf }, data: { ...editor, name: 'Forgetful Editor', role: 'editor', campus: 'BISZ' } });
  expect(created.status()).toBe(200);

  // The administrator's Accounts view: Reset password on the editor's row, by keyboard.
  await page.setViewportSize({ width: 1280, height: 900 });
  await staffSignIn(page);
  // Signed in, the focus is on the first view's heading; Accounts is a Shift+Tab or so back, in the bar.
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-ups' })).toBeFocused();
  await openStaffView(page, 'Accounts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff accounts');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: `Reset password: ${editor.email}` }).press('Enter');
  // No e-mail on the test server: the link is shown once, to hand over.
  const field = page.getByLabel(`Reset link for ${editor.email}`);
  await expect(field).toBeVisible();
  expect(await axeEverywhere(page, 'the accounts view showing a reset link', async (lang, width) => {
    await expect(page.locator('.staff-reset input')).toHaveValue(/#\/reset\?token=/);
    if (width !== 390) return;
    // A phone: the editor's account is a card; with its last button in view, so is its e-mail, and
    // nothing scrolls sideways.
    const row = page.locator('tr').filter({ hasText: editor.email });
    await row.getByRole('button', { name: `${lang === 'en' ? 'Disable' : '停用'}: ${editor.email}` }).scrollIntoViewIfNeeded();
    await expect(row.locator('th')).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await page.locator('.staff-table').evaluate((table) => table.scrollWidth - table.clientWidth)).toBe(0);
  })).toEqual([]);
  const link = new URL(await field.inputValue());
  expect(link.pathname).toBe('/admin');

  // The editor, in another browser: the old password still works until the new one is set.
  const own = await browser.newContext();
  const editorPage = await own.newPage();
  expect((await own.request.post(api('/session'), { data: editor })).status()).toBe(200);
  await editorPage.goto(`http://localhost:${serverPort()}/admin${link.search}${link.hash}`);
  await expect(editorPage.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  expect(await axeEverywhere(editorPage, 'the reset page', async (lang) => {
    // Whose password the link sets, before anything is typed.
    await expect(editorPage.locator('.staff-reset-for')).toHaveText(`${lang === 'en' ? 'For the staff account ' : '员工账号：'}${editor.email}`);
  })).toEqual([]);
  const second = `second password ${stamp}`;
  await editorPage.getByLabel(/^New password\s*\*?$/).focus();
  await editorPage.keyboard.type(second);
  await editorPage.keyboard.press('Tab');
  await editorPage.keyboard.type(second);
  await editorPage.keyboard.press('Enter');
  await expect(editorPage.getByText(`Sign in as ${editor.email} with the new password.`)).toBeVisible();
  // The old password no longer signs in; the link does not work twice.
  expect((await own.request.post(api('/session'), { data: editor })).status()).toBe(401);
  await editorPage.goto('about:blank');
  await editorPage.goto(`http://localhost:${serverPort()}/admin${link.search}${link.hash}`);
  await editorPage.getByLabel(/^New password\s*\*?$/).fill(`third password ${stamp}`);
  await editorPage.getByLabel(/^New password again/).fill(`third password ${stamp}`);
  await editorPage.keyboard.press('Enter');
  await expect(editorPage.getByText('This link can no longer set a password', { exact: false })).toBeVisible();

  // Signed in with the new one, the editor changes it again from the staff page, by keyboard.
  await staffSignIn(editorPage, { email: editor.email, password: second });
  await expect(editorPage.getByRole('heading', { level: 1, name: 'Copy studio' })).toBeFocused();
  const changeButton = editorPage.getByRole('banner').getByRole('button', { name: 'Change password' });
  await tabTo(editorPage, changeButton, { back: true, max: 5 });
  await editorPage.keyboard.press('Enter');
  await expect(changeButton).toHaveAttribute('aria-current', 'page');
  expect(await axeEverywhere(editorPage, 'the change-password view', async (lang) => {
    await expect(editorPage.getByRole('heading', { level: 1 })).toHaveText(lang === 'en' ? 'Change your password' : '修改密码');
  })).toEqual([]);
  const third = `third password ${stamp}`;
  await tabTo(editorPage, editorPage.getByLabel(/^Current password/), { max: 5 });
  await editorPage.keyboard.type(second);
  await editorPage.keyboard.press('Tab');
  await editorPage.keyboard.type(third);
  await editorPage.keyboard.press('Tab');
  await editorPage.keyboard.type(third);
  await editorPage.keyboard.press('Enter');
  await expect(editorPage.getByText('Your password is changed.', { exact: false })).toBeVisible();
  expect((await own.request.post(api('/session'), { data: { email: editor.email, password: third } })).status()).toBe(200);
  await own.close();

  // The administrator moves the editor to BIGZ, by keyboard: Accounts is reached with Tab from the top
  // of the page; the role's form takes the focus, and gives it back to Change role.
  await page.reload();
  const accounts = page.locator('.staff-views').getByRole('button', { name: 'Accounts', exact: true });
  await tabTo(page, accounts, { max: 15 });
  await page.keyboard.press('Enter');
  await expect(accounts).toHaveAttribute('aria-current', 'page');
  const changeRole = page.getByRole('button', { name: `Change role: ${editor.email}` });
  await changeRole.press('Enter');
  await expect(page.getByLabel(`Role of ${editor.email}`)).toBeFocused();
  await page.keyboard.press('Tab');
  const campus = page.getByLabel(`Campus: ${editor.email}`);
  await expect(campus).toBeFocused();
  await campus.selectOption('BIGZ');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Save role' })).toBeFocused();
  await page.keyboard.press('Enter');
  const row = page.getByRole('row').filter({ hasText: editor.email });
  await expect(row).toContainText('BIGZ');
  await expect(changeRole).toBeFocused();

  // Disabled by keyboard (asked first): the account no longer signs in, and the focus is on its Enable;
  // Enter enables it again, the focus on its Disable, and it signs in as before.
  const signsIn = async () => {
    const elsewhere = await browser.newContext();
    const answer = await elsewhere.request.post(api('/session'), { data: { email: editor.email, password: third } });
    await elsewhere.close();
    return answer.status();
  };
  await page.keyboard.press('Tab');
  const disable = page.getByRole('button', { name: `Disable: ${editor.email}` });
  await expect(disable).toBeFocused();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.keyboard.press('Enter');
  const enable = page.getByRole('button', { name: `Enable: ${editor.email}` });
  await expect(enable).toBeFocused();
  await expect(row).toContainText('Disabled');
  expect(await signsIn()).toBe(401);
  await page.keyboard.press('Enter');
  await expect(disable).toBeFocused();
  await expect(row).toContainText('Active');
  expect(await signsIn()).toBe(200);
});
