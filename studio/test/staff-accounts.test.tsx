/** @jest-environment jsdom */
// The password and account forms of the staff page (issue 34): a network administrator's reset link,
// shown once to hand over or said to be e-mailed; enabling an account and changing its role; adding the
// e-mail of a disabled account; one's own new password; the page a reset link opens. The server's
// answers are the envelopes staff-session.db.test.ts checks against the real server.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AccountsPanel } from '../src/AccountsPanel';
import { ChangePassword } from '../src/ChangePassword';
import { ResetPassword, resetEmailOf, resetTokenOf } from '../src/ResetPassword';
import { StaffApp } from '../src/StaffApp';
import { REASON_TEXT } from '../src/refusalText';
import type { StaffAccount } from '../src/staffApi';
import { serve, ok, description } from './fakeApi';

/** The server as the page sees it: one answer per method and path, and the bodies it was sent; anything else fails the test. */

const account = (id: number, email: string, role: StaffAccount['role'], campus: string | null, disabledAt: string | null = null): StaffAccount => ({
  id, email, name: email.split('@')[0]!, role, campus, createdAt: '2026-09-01T02:00:00.000Z', disabledAt,
});
const ADMIN = account(1, 'head@staff.example.cn', 'network', null);
const EDITOR = account(2, 'editor@staff.example.cn', 'editor', 'BISZ');
const GONE = account(3, 'gone@staff.example.cn', 'moderator', 'BIGZ', '2026-10-01T02:00:00.000Z');
const LIST = ok([ADMIN, EDITOR, GONE]);
const noop = () => undefined;

beforeEach(() => {
  window.confirm = jest.fn(() => true);
});

describe('the accounts panel', () => {
  it("shows a reset link once, to hand over, when the server sends no e-mail; the row's actions fit its state", async () => {
    const link = 'https://bisz.lumina-schools.cn/admin#/reset?token=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCd';
    serve({
      'GET /api/staff/accounts': LIST,
      'POST /api/staff/accounts/2/password-reset': ok({ account: EDITOR, expiresAt: '2026-11-22T03:05:00.000Z', delivery: 'link', link }),
    });
    render(<AccountsPanel lang="en" site="BISZ" onExpired={noop} self={ADMIN.id} />);
    await screen.findByText(EDITOR.email);
    // One's own row has no actions; a disabled one is enabled, not reset or disabled.
    const row = (email: string) => screen.getByText(email).closest('tr')!;
    expect(within(row(ADMIN.email)).queryAllByRole('button')).toEqual([]);
    expect(within(row(GONE.email)).getAllByRole('button').map((b) => b.textContent)).toEqual(['Enable', 'Change role']);
    expect(within(row(EDITOR.email)).getAllByRole('button').map((b) => b.textContent)).toEqual(['Reset password', 'Change role', 'Disable']);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: `Reset password: ${EDITOR.email}` }));
    });
    expect(window.confirm).toHaveBeenCalledWith(expect.stringContaining(`Make a link for ${EDITOR.email} to set a new password?`));
    const shown = await screen.findByRole('textbox', { name: `Reset link for ${EDITOR.email}` });
    expect((shown as HTMLInputElement).value).toBe(link);
    expect(screen.getByRole('note').textContent).toContain('It works once, until 2026-11-22 11:05 (China time), and is not shown again.');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('textbox', { name: `Reset link for ${EDITOR.email}` })).toBeNull();
    expect(document.body.textContent).not.toContain(link);
  });

  it('says where an e-mailed link went, and shows no link', async () => {
    serve({
      'GET /api/staff/accounts': LIST,
      'POST /api/staff/accounts/2/password-reset': ok({ account: EDITOR, expiresAt: '2026-11-22T03:05:00.000Z', delivery: 'email', link: null }),
    });
    render(<AccountsPanel lang="zh" site="BISZ" onExpired={noop} self={ADMIN.id} />);
    await screen.findByText(EDITOR.email);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: `重置密码: ${EDITOR.email}` }));
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`设置新密码的链接已发送至 ${EDITOR.email}。该链接仅可使用一次，有效期至 2026-11-22 11:05（北京时间）。`));
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('enables a disabled account, and changes a role and campus (a campus for every role but network); refusals in the page\'s language', async () => {
    const { bodies } = serve({
      'GET /api/staff/accounts': LIST,
      'POST /api/staff/accounts/3/enable': ok({ ...GONE, disabledAt: null }),
      'PUT /api/staff/accounts/2/role': ok({ ...EDITOR, role: 'moderator', campus: 'BIGZ' }),
    });
    render(<AccountsPanel lang="zh" site="BISZ" onExpired={noop} self={ADMIN.id} />);
    await screen.findByText(GONE.email);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: `启用: ${GONE.email}` }));
    });
    await waitFor(() => expect(within(screen.getByText(GONE.email).closest('tr')!).getByText('使用中')).toBeTruthy());

    fireEvent.click(screen.getByRole('button', { name: `更改角色: ${EDITOR.email}` }));
    fireEvent.change(screen.getByRole('combobox', { name: `${EDITOR.email} 的角色` }), { target: { value: 'moderator' } });
    fireEvent.change(screen.getByRole('combobox', { name: `校区: ${EDITOR.email}` }), { target: { value: '' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '保存角色' }));
    });
    expect(screen.getByText('请选择该账号所属的校区。')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: `校区: ${EDITOR.email}` }), { target: { value: 'BIGZ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '保存角色' }));
    });
    expect(bodies['PUT /api/staff/accounts/2/role']).toEqual({ role: 'moderator', campus: 'BIGZ' });
    await waitFor(() => expect(within(screen.getByText(EDITOR.email).closest('tr')!).getByText('BIGZ 评论审核员')).toBeTruthy());
  });

  it('says, in Chinese, why the last network administrator keeps the role', async () => {
    const other = account(4, 'other.head@staff.example.cn', 'network', null);
    serve({
      'GET /api/staff/accounts': ok([ADMIN, other]),
      'PUT /api/staff/accounts/4/role': {
        status: 409, body: { code: '409', data: null, reason: 'lastNetworkAdministrator', message: 'other.head@staff.example.cn is the last enabled network administrator: ...' },
      },
    });
    render(<AccountsPanel lang="zh" site="BISZ" onExpired={noop} self={ADMIN.id} />);
    await screen.findByText(other.email);
    fireEvent.click(screen.getByRole('button', { name: `更改角色: ${other.email}` }));
    fireEvent.change(screen.getByRole('combobox', { name: `${other.email} 的角色` }), { target: { value: 'editor' } });
    fireEvent.change(screen.getByRole('combobox', { name: `校区: ${other.email}` }), { target: { value: 'BISZ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '保存角色' }));
    });
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(REASON_TEXT.zh.lastNetworkAdministrator));
    expect(document.body.textContent).not.toContain('is the last enabled');
  });

  it('points to enabling when the e-mail added is a disabled account\'s', async () => {
    serve({
      'GET /api/staff/accounts': LIST,
      'POST /api/staff/accounts': { status: 409, body: { code: '409', data: null, reason: 'accountExistsDisabled', message: 'An account with the e-mail address ... exists and is disabled' } },
    });
    render(<AccountsPanel lang="en" site="BISZ" onExpired={noop} self={ADMIN.id} />);
    await screen.findByText(GONE.email);
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: GONE.email } });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Gone Again' } });
    fireEvent.change(screen.getByLabelText(/^Campus/), { target: { value: 'BIGZ' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'a password long enough' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    });
    await waitFor(() => expect(description(screen.getByLabelText(/^E-mail/))).toContain('exists and is disabled: enable it in the list above instead of creating it again.'));
  });
});

describe("one's own password", () => {
  const fill = (current: string, next: string, again = next) => {
    fireEvent.change(screen.getByLabelText(/^当前密码/), { target: { value: current } });
    fireEvent.change(screen.getByLabelText(/^新密码/), { target: { value: next } });
    fireEvent.change(screen.getByLabelText(/^再次输入新密码/), { target: { value: again } });
  };
  const submit = () => act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '修改密码' }));
  });

  it('says a wrong current password beside it, in Chinese, and the change once it is made', async () => {
    const { asked } = serve({
      'POST /api/staff/session/password': {
        status: 400,
        body: {
          code: '400', data: null, message: "The new password was refused, nothing was saved: currentPassword is not this account's current password",
          problems: [{ path: 'currentPassword', rule: 'wrongPassword', detail: null, message: "is not this account's current password" }],
        },
      },
    });
    render(<ChangePassword lang="zh" onExpired={noop} />);
    // The two new ones differ: nothing is sent.
    fill('my old password', 'a new passphrase for me', 'a new passphrase for mee');
    await submit();
    expect(description(screen.getByLabelText(/^再次输入新密码/))).toContain('两次输入的新密码不一致');
    expect(asked).toEqual([]);
    fill('not my old password', 'a new passphrase for me');
    await submit();
    await waitFor(() => expect(description(screen.getByLabelText(/^当前密码/))).toContain('这不是您当前的密码，请检查后重试。'));
    expect(document.activeElement).toBe(screen.getByLabelText(/^当前密码/));
    expect(document.body.textContent).not.toContain('current password');

    serve({ 'POST /api/staff/session/password': ok({ account: EDITOR, sessionsEnded: 2 }) });
    fill('my old password', 'a new passphrase for me');
    await submit();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('密码已修改。您账号的其他 2 个登录已退出。'));
    expect((screen.getByLabelText(/^新密码/) as HTMLInputElement).value).toBe('');
  });
});

describe('the page a reset link opens', () => {
  it('reads the token from the address\'s fragment', () => {
    expect(resetTokenOf('#/reset?token=abc-_DEF')).toBe('abc-_DEF');
    expect(resetTokenOf('#/reset')).toBe('');
    expect(resetTokenOf('')).toBeUndefined();
    expect(resetTokenOf('#/other?token=abc')).toBeUndefined();
    // The account's e-mail, after the token (encoded as the server writes it), when the link names it.
    expect(resetTokenOf('#/reset?token=abc-_DEF&email=li.na%2Bstaff%40school.example.cn')).toBe('abc-_DEF');
    expect(resetEmailOf('#/reset?token=abc-_DEF&email=li.na%2Bstaff%40school.example.cn')).toBe('li.na+staff@school.example.cn');
    expect(resetEmailOf('#/reset?token=abc-_DEF')).toBeUndefined();
  });

  it('sets the new password, then sends to the sign-in with the e-mail; a link that sets nothing says so', async () => {
    const { bodies } = serve({
      'POST /api/staff/session/password-reset': { status: 400, body: { code: '400', data: null, reason: 'resetLinkInvalid', message: 'This link cannot set a password: ...' } },
    });
    const done = jest.fn();
    render(<ResetPassword lang="en" token="the-token" onDone={done} />);
    fireEvent.change(screen.getByLabelText(/^New password( \*)?$/), { target: { value: 'my brand new passphrase' } });
    fireEvent.change(screen.getByLabelText(/^New password again/), { target: { value: 'my brand new passphrase' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(REASON_TEXT.en.resetLinkInvalid));
    expect(bodies['POST /api/staff/session/password-reset']).toEqual({ token: 'the-token', password: 'my brand new passphrase' });

    serve({ 'POST /api/staff/session/password-reset': ok({ account: EDITOR, sessionsEnded: 1 }) });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(`Sign in as ${EDITOR.email} with the new password.`));
    fireEvent.click(screen.getByRole('button', { name: 'Go to sign-in' }));
    expect(done).toHaveBeenCalledWith(EDITOR.email);
  });

  it('opens instead of the sign-in at #/reset?token=…, says whose password it sets, and leaves the token out of the address once used', async () => {
    window.history.replaceState(null, '', `/admin#/reset?token=the-token&email=${encodeURIComponent(EDITOR.email)}`);
    serve({
      'GET /api/staff/session': { status: 401, body: { code: '401', data: null, reason: 'signInRequired', message: 'Sign in first' } },
      'POST /api/staff/session/password-reset': ok({ account: EDITOR, sessionsEnded: 0 }),
    });
    sessionStorage.setItem('staff-lang', 'en');
    render(<StaffApp />);
    expect(screen.getByRole('heading', { name: 'Set a new password' })).toBeTruthy();
    expect(screen.getByText('For the staff account', { exact: false }).textContent).toBe(`For the staff account ${EDITOR.email}`);
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    fireEvent.change(screen.getByLabelText(/^New password( \*)?$/), { target: { value: 'my brand new passphrase' } });
    fireEvent.change(screen.getByLabelText(/^New password again/), { target: { value: 'my brand new passphrase' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    });
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Go to sign-in' }));
    });
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/admin');
    await waitFor(() => expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe(EDITOR.email));
  });
});
