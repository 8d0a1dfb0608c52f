// The audit log: a row for every change made through a staff call, with who, when, the campus, the
// action, the target and the row before and after (never a password hash), written in the same
// transaction as the change; read by network administrators only.
import { sql } from 'kysely';
import type { AuditEntry } from '../src/modules/staff/audit';
import { STAFF_PASSWORD, createStaff, nextClient, signIn, signedInAs, staffAs, type StaffClient } from './support/staff';
import { raw, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let network: StaffClient;
let moderator: StaffClient;
let officer: StaffClient;

beforeAll(async () => {
  server = await startTestServer();
  network = await staffAs(server, 'network');
  moderator = await staffAs(server, 'moderator', 'BIGZ');
  officer = await staffAs(server, 'admissions', 'BIGZ');
});
afterAll(() => server.close());

async function comment(replyTo: number | null = null): Promise<number> {
  const post = await server.db.selectFrom('post').select('id').where('site', '=', 'BIGZ').limit(1).executeTakeFirstOrThrow();
  const row = await server.db.insertInto('comment').values({
    site: 'BIGZ', post_id: post.id, reply_to: replyTo, name: 'Audited', comment: `audit ${replyTo ?? 'top'}`, status: replyTo ? 'approved' : 'pending',
    created_at: new Date().toISOString(), client: 'test', openid: 'o-audit', unionid: null,
  }).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The newest audit row, as the network administrator reads it. */
async function newest(site?: string): Promise<AuditEntry> {
  const answer = await network.call('GET', `/audit?limit=1${site ? `&site=${site}` : ''}`);
  expect(answer.status).toBe(200);
  return answer.body.data[0];
}

const by = (client: StaffClient) => ({ accountId: client.account.id, actor: client.account.email });

describe('the audit log', () => {
  it('records approving and rejecting a comment, with the comment before and after', async () => {
    const id = await comment();
    const start = new Date().toISOString();
    await moderator.call('POST', `/BIGZ/comments/${id}/approve`);
    const approved = await newest('BIGZ');
    expect(approved).toEqual({
      id: expect.any(Number), at: expect.any(String), ...by(moderator), site: 'BIGZ', action: 'comment.approve', targetId: String(id),
      before: expect.objectContaining({ id, site: 'BIGZ', status: 'pending', comment: 'audit top' }),
      after: expect.objectContaining({ id, site: 'BIGZ', status: 'approved', comment: 'audit top' }),
    });
    expect(approved.at >= start).toBe(true);
    await moderator.call('POST', `/BIGZ/comments/${id}/reject`);
    expect(await newest('BIGZ')).toMatchObject({ action: 'comment.reject', targetId: String(id), before: { status: 'approved' }, after: { status: 'rejected' } });
  });

  it('records deleting a comment with its replies, and nothing after', async () => {
    const id = await comment();
    const reply = await comment(id);
    await network.call('DELETE', `/BIGZ/comments/${id}`);
    expect(await newest()).toMatchObject({
      ...by(network), site: 'BIGZ', action: 'comment.delete', targetId: String(id),
      before: { id, status: 'pending', replies: [expect.objectContaining({ id: reply, replyTo: id })] }, after: null,
    });
  });

  it('records marking a sign-up contacted', async () => {
    const row = await server.db.insertInto('signup').values({
      site: 'BIGZ', session_id: null, name: 'Audit Family', mobile: '13812345678', email: 'audit@example.com', grade: 'Grade 3', entry: '2027-28',
      message: '', lang: 'zh', created_at: new Date().toISOString(), contacted_at: null, client: 'test',
    }).returning('id').executeTakeFirstOrThrow();
    const answer = await officer.call('POST', `/BIGZ/signups/${row.id}/contacted`);
    expect(await newest('BIGZ')).toEqual(expect.objectContaining({
      ...by(officer), site: 'BIGZ', action: 'signup.contacted', targetId: String(row.id),
      before: expect.objectContaining({ id: Number(row.id), name: 'Audit Family', contactedAt: null }),
      after: expect.objectContaining({ id: Number(row.id), contactedAt: answer.body.data.contactedAt }),
    }));
  });

  it('records creating and disabling accounts, never with a password or its hash', async () => {
    const created = await network.call('POST', '/accounts', { body: { email: 'audit.editor@staff.example.cn', name: 'Audit Editor', role: 'editor', campus: 'BIPH', password: STAFF_PASSWORD } });
    const account = created.body.data;
    expect(await newest('BIPH')).toEqual(expect.objectContaining({ ...by(network), site: 'BIPH', action: 'account.create', targetId: String(account.id), before: null, after: account }));
    const admin = await network.call('POST', '/accounts', { body: { email: 'audit.network@staff.example.cn', name: 'Audit Network', role: 'network', password: STAFF_PASSWORD } });
    // A network administrator's account concerns no one campus.
    expect(await newest()).toMatchObject({ site: null, action: 'account.create', after: { id: admin.body.data.id, role: 'network', campus: null } });

    await signedInAs(server, account);
    const disabled = await network.call('POST', `/accounts/${account.id}/disable`);
    expect(await newest('BIPH')).toEqual(expect.objectContaining({
      action: 'account.disable', targetId: String(account.id), before: account, after: { ...disabled.body.data, sessionsEnded: 1 },
    }));
    const all = await network.call('GET', '/audit?limit=500');
    expect(JSON.stringify(all.body)).not.toMatch(/scrypt|password/i);
  });

  it('records enabling, role changes, reset links and new passwords, never a token, a password or its hash', async () => {
    const account = await createStaff(server, 'editor', 'BBSZ');
    await network.call('POST', `/accounts/${account.id}/disable`);
    const enabled = (await network.call('POST', `/accounts/${account.id}/enable`)).body.data;
    expect(await newest('BBSZ')).toEqual(expect.objectContaining({
      ...by(network), action: 'account.enable', targetId: String(account.id), before: expect.objectContaining({ disabledAt: expect.any(String) }), after: enabled,
    }));
    const moved = (await network.call('PUT', `/accounts/${account.id}/role`, { body: { role: 'moderator', campus: 'BISC' } })).body.data;
    // Filed under the campus it moved to.
    expect(await newest('BISC')).toEqual(expect.objectContaining({ ...by(network), action: 'account.role', before: enabled, after: moved }));

    const owner = await signedInAs(server, account);
    await owner.call('POST', '/session/password', { body: { currentPassword: STAFF_PASSWORD, newPassword: 'the owner chose this one' } });
    expect(await newest('BISC')).toEqual(expect.objectContaining({ ...by(owner), action: 'account.password-change', before: moved, after: { ...moved, sessionsEnded: 0 } }));

    const link = (await network.call('POST', `/accounts/${account.id}/password-reset`)).body.data;
    expect(await newest('BISC')).toEqual(expect.objectContaining({
      ...by(network), action: 'account.reset-link', targetId: String(account.id), before: null,
      after: { resetId: expect.any(Number), expiresAt: link.expiresAt, delivery: 'link' },
    }));
    const token = new URLSearchParams(new URL(link.link).hash.replace(/^#\/reset\?/, '')).get('token');
    await raw(server.base, '/api/staff/session/password-reset', {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient() }, body: JSON.stringify({ token, password: 'the link set this one' }),
    });
    // The owner's own change, with the link: no administrator did it.
    expect(await newest('BISC')).toEqual(expect.objectContaining({
      accountId: account.id, actor: account.email, action: 'account.password-reset', after: { ...moved, resetId: expect.any(Number), sessionsEnded: 1 },
    }));
    const all = JSON.stringify((await network.call('GET', '/audit?limit=500')).body);
    for (const secret of [token, 'the owner chose this one', 'the link set this one', 'scrypt']) expect(all).not.toContain(secret);
  });

  it('records signing out everywhere, with how many sessions ended', async () => {
    const account = await createStaff(server, 'moderator', 'BINJ');
    const one = await signedInAs(server, account);
    await signedInAs(server, account);
    await one.call('POST', '/session/everywhere');
    expect(await newest('BINJ')).toEqual(expect.objectContaining({
      accountId: account.id, actor: account.email, site: 'BINJ', action: 'session.signout-everywhere', targetId: String(account.id),
      before: { sessions: 2 }, after: { sessions: 0 },
    }));
  });

  it('writes nothing for a change refused or not made', async () => {
    const count = async () => (await server.db.selectFrom('staff_audit').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n;
    const before = await count();
    const id = await comment();
    expect((await moderator.call('POST', '/BIGZ/comments/999999/approve')).status).toBe(404);
    expect((await moderator.call('POST', `/BIGZ/comments/${id}/approve`, { csrf: false })).status).toBe(403);
    expect((await officer.call('POST', `/BIGZ/comments/${id}/approve`)).status).toBe(403);
    expect((await network.call('POST', `/accounts/${network.account.id}/disable`)).status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('is written in the same transaction as the change: when the audit row cannot be written, the change is undone', async () => {
    const id = await comment();
    await sql`alter table staff_audit rename to staff_audit_away`.execute(server.db);
    try {
      const answer = await moderator.call('POST', `/BIGZ/comments/${id}/approve`);
      expect(answer.status).toBe(500);
    } finally {
      await sql`alter table staff_audit_away rename to staff_audit`.execute(server.db);
    }
    expect((await server.db.selectFrom('comment').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('pending');
  });

  it('undoes a role change, an enabling and a new password whose audit row cannot be written, and leaves the reset link unused', async () => {
    const account = await createStaff(server, 'editor', 'BIHZ');
    const link = (await network.call('POST', `/accounts/${account.id}/password-reset`)).body.data;
    const token = new URLSearchParams(new URL(link.link).hash.replace(/^#\/reset\?/, '')).get('token');
    const disabled = await createStaff(server, 'editor', 'BIHZ');
    await network.call('POST', `/accounts/${disabled.id}/disable`);
    const row = (id: number) => server.db.selectFrom('staff_account').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const before = { account: await row(account.id), disabled: await row(disabled.id) };
    const redeem = () => raw(server.base, '/api/staff/session/password-reset', {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient() }, body: JSON.stringify({ token, password: 'a new password that fails' }),
    });
    await sql`alter table staff_audit rename to staff_audit_away`.execute(server.db);
    try {
      expect((await network.call('PUT', `/accounts/${account.id}/role`, { body: { role: 'moderator', campus: 'BIHZ' } })).status).toBe(500);
      expect((await network.call('POST', `/accounts/${disabled.id}/enable`)).status).toBe(500);
      expect((await redeem()).status).toBe(500);
    } finally {
      await sql`alter table staff_audit_away rename to staff_audit`.execute(server.db);
    }
    expect({ account: await row(account.id), disabled: await row(disabled.id) }).toEqual(before);
    expect((await signIn(server, account.email)).status).toBe(200);
    // The link was not used up by the failure: it still sets the password.
    expect((await redeem()).status).toBe(200);
  });

  it('is read by network administrators only, newest first, by campus and limit', async () => {
    const bigz = await network.call('GET', '/audit?site=BIGZ&limit=3');
    expect(bigz.body.data).toHaveLength(3);
    expect(bigz.body.data.every((e: AuditEntry) => e.site === 'BIGZ')).toBe(true);
    const ids = bigz.body.data.map((e: AuditEntry) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    for (const client of [moderator, officer, await staffAs(server, 'editor', 'BIGZ')]) {
      const refused = await client.call('GET', '/audit');
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(/accounts and the audit log are for network administrators$/);
    }
    expect((await network.call('GET', '/audit?limit=501')).status).toBe(400);
  });
});
