// Nobody is locked out (issue 34, item 1), by keyboard in real Chromium: a network administrator makes
// a reset link for an editor who forgot their password and hands it over; the editor sets a new one
// from the link (the old one works until then, not after), changes it again from the staff page, and
// the administrator changes the editor's campus. axe finds nothing on the views on the way.
import { axeViolations, expect, test, serverPort, staffApiSignIn, staffSignIn } from './site';

const api = (path: string) => `http://localhost:${serverPort()}/api/staff${path}`;

test('a forgotten password: a reset link handed over, a new password set from it, then changed, by keyboard', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const csrf = await staffApiSignIn(request);
  const editor = { email: `forgetful.${stamp}@lumina.example.cn`, password: `first password ${stamp}` };
  const created = await request.post(api('/accounts'), { headers: { 'x-csrf-token': csrf }, data: { ...editor, name: 'Forgetful Editor', role: 'editor', campus: 'BISZ' } });
  expect(created.status()).toBe(200);

  // The administrator's Accounts view: Reset password on the editor's row, by keyboard.
  await page.setViewportSize({ width: 1280, height: 900 });
  await staffSignIn(page);
  await page.locator('.staff-views').getByRole('button', { name: 'Accounts', exact: true }).click();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: `Reset password: ${editor.email}` }).press('Enter');
  // No e-mail on the test server: the link is shown once, to hand over.
  const field = page.getByLabel(`Reset link for ${editor.email}`);
  await expect(field).toBeVisible();
  expect(await axeViolations(page), 'the accounts view showing a reset link').toEqual([]);
  const link = new URL(await field.inputValue());
  expect(link.pathname).toBe('/admin');

  // The editor, in another browser: the old password still works until the new one is set.
  const own = await browser.newContext();
  const editorPage = await own.newPage();
  expect((await own.request.post(api('/session'), { data: editor })).status()).toBe(200);
  await editorPage.goto(`http://localhost:${serverPort()}/admin${link.search}${link.hash}`);
  await expect(editorPage.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  expect(await axeViolations(editorPage), 'the reset page').toEqual([]);
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
  await editorPage.getByRole('button', { name: 'Change password' }).press('Enter');
  expect(await axeViolations(editorPage), 'the change-password view').toEqual([]);
  const third = `third password ${stamp}`;
  await editorPage.getByLabel(/^Current password/).focus();
  await editorPage.keyboard.type(second);
  await editorPage.keyboard.press('Tab');
  await editorPage.keyboard.type(third);
  await editorPage.keyboard.press('Tab');
  await editorPage.keyboard.type(third);
  await editorPage.keyboard.press('Enter');
  await expect(editorPage.getByText('Your password is changed.', { exact: false })).toBeVisible();
  expect((await own.request.post(api('/session'), { data: { email: editor.email, password: third } })).status()).toBe(200);
  await own.close();

  // The administrator moves the editor to BIGZ, by keyboard.
  await page.reload();
  await page.locator('.staff-views').getByRole('button', { name: 'Accounts', exact: true }).click();
  await page.getByRole('button', { name: `Change role: ${editor.email}` }).press('Enter');
  await page.getByLabel(`Campus: ${editor.email}`).selectOption('BIGZ');
  await page.getByRole('button', { name: 'Save role' }).press('Enter');
  await expect(page.getByRole('row').filter({ hasText: editor.email })).toContainText('BIGZ');
});
