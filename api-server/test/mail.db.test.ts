// Booking e-mails end to end (issue 33, item 5), against a real SMTP server started here: the
// confirmation in the booking's language with its cancel link (which frees the place) and its .ics
// invitation; an SMTP server that refuses or hangs; the staff page's list; two instances on one
// database sending each message once; the reminder the day before and the admissions digest, as the
// app's clock reaches them; a staff password-reset link (issue 34), which no campus's list shows. On
// SQLite, and on PostgreSQL with TEST_DATABASE_URL (npm run test:pg).
import ICAL from 'ical.js';
import type { InfoSession } from '@schools/shared-api';
import { DateTime } from 'luxon';
import { DEFAULT_MAIL_FROM, mailFromEnvironment, type ServerConfig } from '../src/config';
import { startServer } from '../src/server';
import { reminderAt } from '../src/modules/admissions/bookingMail';
import type { MailSettings } from '../src/platform/mail/sender';
import { startSmtp, waitFor, type ReceivedMail, type TestSmtp } from './support/smtp';
import { Outbox } from '../src/platform/mail/outbox';
import { StaffPasswords } from '../src/modules/staff/staffPasswords';
import { CLI_ACTOR } from '../src/modules/staff/roles';
import { createStaff, nextClient, signIn, staffAs, type StaffClient } from './support/staff';
import { raw, startTestServer, type TestServer } from './support/testServer';

jest.setTimeout(60_000);

/** The app's clock: real time, moved forward by the tests that need a later day. */
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);

const mailSettings = (smtpUrl: string | undefined): MailSettings => ({
  smtpUrl, from: 'Lumina Schools Admissions <admissions@lumina-schools.cn>', timeoutMs: 1000,
  retry: { maxAttempts: 3, baseMs: 150, maxMs: 2000 }, pollMs: 50, concurrency: 4,
});

let smtp: TestSmtp;
let server: TestServer;
let officer: StaffClient;
let clients = 0;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer({ mail: mailSettings(smtp.url) }, { clock });
  officer = await staffAs(server, 'admissions', 'BIGZ');
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const FAMILY = { name: 'Wang Fang', mobile: '138 1234 5678', grade: 'Grade 3', entry: '2027-28', consent: true };

async function sessions(site: string): Promise<InfoSession[]> {
  return (await raw(server.base, `/api/${site}/user/admissions/sessions`, { headers: { 'x-locale': 'en' } })).body.data;
}

/** Books a session for a family (an address of its own, so the limit per address stays out of the way). */
async function book(site: string, sessionId: number, email: string, lang: 'en' | 'zh' = 'en', base = server.base): Promise<number> {
  clients += 1;
  const mobile = `139${String(10_000_000 + clients * 7919).slice(-8)}`;
  const sent = await raw(base, `/api/${site}/user/admissions/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': lang, 'x-forwarded-for': `10.33.${clients >> 8}.${clients & 255}` },
    body: JSON.stringify({ ...FAMILY, mobile, email, sessionId }),
  });
  expect(sent.body).toEqual(expect.objectContaining({ code: '000' }));
  return sent.body.data.id as number;
}

const mailTo = (to: string, count = 1) => waitFor(`${count} e-mail(s) to ${to}`, () => {
  const got = smtp.received.filter((m) => m.to === to);
  return got.length >= count ? got : undefined;
});

const outboxRow = (key: string) => server.db.selectFrom('outbox').selectAll().where('key', '=', key).executeTakeFirst();
/** The row once the sender has recorded what became of it (a message arrives just before it is marked sent). */
const settled = (key: string, state: string) => waitFor(`${key} to be ${state}`, async () => {
  const row = await outboxRow(key);
  return row?.state === state ? row : undefined;
});

/** The cancel link of a message, on this test server instead of the published host. */
function cancelLinkOf(mail: ReceivedMail): { published: string; local: string; token: string } {
  const published = /https:\/\/\S+\/booking\/cancel\?token=[\w.-]+/.exec(mail.parsed.text ?? '')![0];
  const url = new URL(published);
  return { published, local: `${server.base}${url.pathname}${url.search}`, token: url.searchParams.get('token')! };
}

describe('the confirmation', () => {
  it('arrives in English with the session, place, map, what to bring, a cancel link on the published address, and an .ics invitation', async () => {
    const [session] = await sessions('BIGZ');
    const id = await book('BIGZ', session!.id, 'confirm-en@example.com');
    const [mail] = await mailTo('confirm-en@example.com');
    const { parsed } = mail!;
    expect(parsed.subject).toBe(`Your place is booked: information session on ${DateTime.fromISO(session!.date).toFormat('cccc d LLLL yyyy')} at ${session!.start}`);
    const text = parsed.text!;
    expect(text).toContain('Dear Wang Fang,');
    expect(text).toContain(`${session!.start} to ${session!.end} (China time)`);
    expect(text).toContain(session!.place);
    expect(text).toContain(session!.audience);
    expect(text).toContain('What to bring');
    expect(text).toMatch(/https:\/\/uri\.amap\.com\/search\?keyword=\S+/);
    expect(parsed.html).toContain('Cancel my booking');
    // Every address of the site starts with the campus's published address, never the request's host.
    expect(cancelLinkOf(mail!).published.startsWith('https://bigz.lumina-schools.cn/booking/cancel?token=')).toBe(true);
    expect(text).not.toContain('127.0.0.1');
    // From the configured sender, answered by the campus's admissions office (its Contact Us copy).
    expect(parsed.from?.value[0]?.address).toBe('admissions@lumina-schools.cn');
    expect(parsed.replyTo?.value[0]?.address).toMatch(/^admissions@/);
    const row = await settled(`signup:${id}:confirmation`, 'sent');
    expect(parsed.messageId).toBe(row.message_id);
    expect(row).toEqual(expect.objectContaining({ state: 'sent', attempts: 1, lang: 'en', kind: 'confirmation' }));

    // The invitation: METHOD:REQUEST, one UID per booking, the session's time in China time.
    const ics = parsed.attachments.find((a) => a.filename === 'invitation.ics');
    expect(ics).toBeDefined();
    const calendar = new ICAL.Component(ICAL.parse(ics!.content.toString('utf8')));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    const event = new ICAL.Event(vevent);
    expect(event.uid).toBe(`booking-${id}@bigz.lumina-schools.cn`);
    expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Asia/Shanghai');
    expect(calendar.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe('Asia/Shanghai');
    expect(String(vevent.getFirstProperty('attendee')!.getFirstValue()).toLowerCase()).toBe('mailto:confirm-en@example.com');
    expect(event.startDate.toString()).toBe(`${session!.date}T${session!.start}:00`);
    expect(event.endDate.toString()).toBe(`${session!.date}T${session!.end}:00`);
    expect(event.location).toContain(session!.place);
  });

  it('arrives in Chinese when the family booked in Chinese', async () => {
    const [session] = await sessions('BBSZ');
    await book('BBSZ', session!.id, 'confirm-zh@example.com', 'zh');
    const [mail] = await mailTo('confirm-zh@example.com');
    expect(mail!.parsed.subject).toMatch(/^预约成功：\d{4}年\d{1,2}月\d{1,2}日（周.）\d{2}:\d{2} /);
    expect(mail!.parsed.text).toContain('您好：');
    expect(mail!.parsed.text).toContain('请携带');
    expect(mail!.parsed.text).toContain('（北京时间）');
    expect(mail!.parsed.text).toContain('取消我的预约');
    expect(cancelLinkOf(mail!).published.startsWith('https://bbsz.lumina-schools.cn/booking/cancel?token=')).toBe(true);
  });

  it('has a cancel link that shows a page with a button, and the button frees the place, with an audit entry', async () => {
    const [session] = await sessions('BIGZ');
    const id = await book('BIGZ', session!.id, 'cancel-me@example.com');
    const [mail] = await mailTo('cancel-me@example.com');
    const link = cancelLinkOf(mail!);
    const left = async () => (await sessions('BIGZ')).find((s) => s.id === session!.id)!.placesLeft;
    const before = await left();

    // Following the link (as a mail scanner does) cancels nothing.
    const page = await raw(server.base, new URL(link.local).pathname + new URL(link.local).search);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    expect(page.body).toContain('<form method="post">');
    expect(page.body).toContain('Yes, cancel my booking');
    expect(await left()).toBe(before);

    const posted = await fetch(link.local, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `token=${link.token}` });
    expect(posted.status).toBe(200);
    expect(await posted.text()).toContain('Your booking is cancelled');
    expect(await left()).toBe(before + 1);
    const signups = (await officer.call('GET', '/BIGZ/signups')).body.data as Array<{ id: number; cancelledAt: string | null }>;
    expect(signups.find((s) => s.id === id)!.cancelledAt).toEqual(expect.any(String));
    const audit = await server.db.selectFrom('staff_audit').selectAll().where('action', '=', 'signup.cancel').where('target_id', '=', String(id)).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor).toBe('family (cancel link)');
    // Its reminder will not be sent; a second press changes nothing.
    expect(await outboxRow(`signup:${id}:reminder`)).toEqual(expect.objectContaining({ state: 'skipped', last_error: 'the family cancelled the booking' }));
    const again = await fetch(link.local, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `token=${link.token}` });
    expect(again.status).toBe(200);
    expect(await left()).toBe(before + 1);

    // A token altered by one character names no booking.
    const forged = link.token.slice(0, -1) + (link.token.endsWith('A') ? 'B' : 'A');
    const refused = await fetch(`${server.base}/booking/cancel?token=${forged}`, { method: 'POST' });
    expect(refused.status).toBe(404);
    expect(await refused.text()).toContain('This link does not work');
  });
});

describe('an SMTP server that refuses or hangs', () => {
  it('retries a refused message with a growing wait, then marks it failed; the staff list shows why', async () => {
    smtp.rcpt = (to) => (to === 'refused@example.com' ? { status: 550, message: '5.1.1 No such mailbox' } : undefined);
    const [session] = await sessions('BIGZ');
    const id = await book('BIGZ', session!.id, 'refused@example.com');
    const row = await waitFor('the refused message to fail', async () => {
      const r = await outboxRow(`signup:${id}:confirmation`);
      return r?.state === 'failed' ? r : undefined;
    });
    expect(row.attempts).toBe(3);
    expect(row.last_error).toContain('550');
    const times = smtp.rcpts.filter((r) => r.to === 'refused@example.com').map((r) => r.at);
    expect(times).toHaveLength(3);
    // 150 ms, then 300 ms (the policy's base, doubled).
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(140);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(290);
    const listed = (await officer.call('GET', '/BIGZ/messages')).body.data;
    expect(listed.sending).toBe(true);
    expect(listed.messages).toContainEqual(expect.objectContaining({ recipient: 'refused@example.com', state: 'failed', attempts: 3, lastError: expect.stringContaining('No such mailbox') }));
  });

  it('delivers a message refused for a while (4xx) once the server takes it again: nothing is lost', async () => {
    smtp.rcpt = (to, attempt) => (to === 'busy@example.com' && attempt < 3 ? { status: 451, message: '4.3.0 Try again later' } : undefined);
    const [session] = await sessions('BIGZ');
    const id = await book('BIGZ', session!.id, 'busy@example.com');
    await mailTo('busy@example.com');
    expect(await settled(`signup:${id}:confirmation`, 'sent')).toEqual(expect.objectContaining({ attempts: 3 }));
  });

  it('times out a server that never answers, tries again, and meanwhile sends the others', async () => {
    smtp.rcpt = (to) => (to === 'hang@example.com' ? 'hang' : undefined);
    const [session] = await sessions('BIGZ');
    const hung = await book('BIGZ', session!.id, 'hang@example.com');
    await waitFor('the hanging delivery to begin', () => smtp.rcpts.some((r) => r.to === 'hang@example.com'));
    await book('BIGZ', session!.id, 'after-hang@example.com');
    const [other] = await mailTo('after-hang@example.com');
    // The other message went while the first attempt was still waiting for its answer (before any second attempt).
    const secondTry = smtp.rcpts.filter((r) => r.to === 'hang@example.com')[1];
    expect(other!.at).toBeLessThan(secondTry?.at ?? Infinity);
    const row = await waitFor('the hanging message to be retried and fail', async () => {
      const r = await outboxRow(`signup:${hung}:confirmation`);
      return r?.state === 'failed' ? r : undefined;
    });
    expect(row.attempts).toBe(3);
    expect(row.last_error).toMatch(/timeout|timed out|no answer/i);
    smtp.rcpt = () => undefined;
  });
});

describe("a staff member's password-reset link", () => {
  it('goes by e-mail, in English and Chinese, to the account only: not in the answer, in no campus\'s list; it sets the password once', async () => {
    const admin = await staffAs(server, 'network');
    const account = await createStaff(server, 'admissions', 'BIGZ', 'reset.me@staff.example.cn');
    const answer = await admin.call('POST', `/accounts/${account.id}/password-reset`);
    expect(answer.body.data).toEqual({ account, expiresAt: expect.any(String), delivery: 'email', link: null });
    const [mail] = await mailTo('reset.me@staff.example.cn');
    const { parsed } = mail!;
    expect(parsed.subject).toBe('Set a new password for the staff page · 设置员工页面的新密码');
    const text = parsed.text!;
    expect(text).toContain(`Dear ${account.name},`);
    expect(text).toContain('集团管理员为您的员工账号 reset.me@staff.example.cn 发来了设置新密码的链接');
    // The staff page on the campus's published address, as every e-mailed link, the token in the fragment;
    // the same link in both languages and in the HTML part.
    const links = [...text.matchAll(/(https?:\/\/\S+\/admin#\/reset\?token=[\w-]{43}&email=[\w.%-]+)/g)].map((m) => m[1]!);
    expect(links).toHaveLength(2);
    expect(new Set(links).size).toBe(1);
    expect(links[0]!.startsWith('https://bigz.lumina-schools.cn/admin#/reset?token=')).toBe(true);
    expect(links[0]!.endsWith('&email=reset.me%40staff.example.cn')).toBe(true);
    expect(parsed.html).toContain(`href="${links[0]!.replace(/&/g, '&amp;')}"`);

    const row = await waitFor('the reset e-mail to be sent', async () => {
      const found = await server.db.selectFrom('outbox').selectAll().where('recipient', '=', 'reset.me@staff.example.cn').executeTakeFirst();
      return found?.state === 'sent' ? found : undefined;
    });
    expect(row).toMatchObject({ kind: 'password-reset', site: 'network', lang: 'en+zh' });
    const listed = (await admin.call('GET', '/BIGZ/messages')).body.data.messages as Array<{ recipient: string }>;
    expect(listed.some((m) => m.recipient === 'reset.me@staff.example.cn')).toBe(false);

    const token = new URLSearchParams(new URL(links[0]!).hash.replace(/^#\/reset\?/, '')).get('token');
    const redeem = () => raw(server.base, '/api/staff/session/password-reset', {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient() }, body: JSON.stringify({ token, password: 'set from my e-mail, at last' }),
    });
    expect((await redeem()).status).toBe(200);
    expect((await signIn(server, account.email, 'set from my e-mail, at last')).status).toBe(200);
    expect((await redeem()).body.reason).toBe('resetLinkInvalid');
  });
});

describe('without SMTP', () => {
  it('fills the outbox all the same, and the staff list says that nothing is sent', async () => {
    const quiet = await startTestServer({ mail: mailSettings(undefined) });
    try {
      const staff = await staffAs(quiet, 'admissions', 'BIGZ');
      const [session] = (await raw(quiet.base, '/api/BIGZ/user/admissions/sessions')).body.data as InfoSession[];
      const id = await book('BIGZ', session!.id, 'no-smtp@example.com', 'en', quiet.base);
      const listed = (await staff.call('GET', '/BIGZ/messages')).body.data;
      expect(listed.sending).toBe(false);
      const confirmation = listed.messages.find((m: { recipient: string; kind: string }) => m.recipient === 'no-smtp@example.com' && m.kind === 'confirmation');
      expect(confirmation).toEqual(expect.objectContaining({ state: 'pending', attempts: 0, hasInvitation: true, subject: expect.stringContaining('Your place is booked') }));
      expect(confirmation.text).toContain('Dear Wang Fang,');
      expect(listed.messages).toContainEqual(expect.objectContaining({ recipient: 'no-smtp@example.com', kind: 'reminder', state: 'pending' }));
      expect(smtp.received.some((m) => m.to === 'no-smtp@example.com')).toBe(false);
      // Another campus's officer does not see them.
      const other = await staffAs(quiet, 'admissions', 'BISZ');
      expect((await other.call('GET', '/BIGZ/messages')).status).toBe(403);
      expect(id).toBeGreaterThan(0);
    } finally {
      await quiet.close();
    }
  });

  it("takes a reset link's e-mail still waiting off the outbox when a newer link replaces it", async () => {
    const quiet = await startTestServer({ mail: mailSettings(undefined) });
    try {
      // As a server that sends would write them; this one's sender sends nothing, so they wait.
      const dialect = quiet.dialect as 'sqlite' | 'postgres';
      const passwords = new StaffPasswords(quiet.db, dialect, undefined, quiet.passwordCost, { outbox: new Outbox(quiet.db, dialect, 'lumina-schools.cn'), sends: true, wake: () => undefined });
      const account = await createStaff(quiet, 'editor', 'BIGZ', 'waiting@staff.example.cn');
      await passwords.issueReset(account.id, CLI_ACTOR, () => 'https://bigz.lumina-schools.cn');
      await passwords.issueReset(account.id, CLI_ACTOR, () => 'https://bigz.lumina-schools.cn');
      const rows = await quiet.db.selectFrom('outbox').select(['state', 'last_error']).where('recipient', '=', 'waiting@staff.example.cn').orderBy('id').execute();
      expect(rows).toEqual([{ state: 'skipped', last_error: 'a newer reset link replaced it' }, { state: 'pending', last_error: null }]);
    } finally {
      await quiet.close();
    }
  });
});

describe('two instances on one database', () => {
  it('send every message exactly once', async () => {
    const second = await startServer({ ...server.config, port: 0 } as ServerConfig, { clock });
    await second.app.listen({ port: 0, host: '127.0.0.1' });
    const secondBase = `http://127.0.0.1:${(second.app.server.address() as { port: number }).port}`;
    try {
      // Each delivery takes a moment, so both instances are claiming while the others are in flight.
      smtp.beforeAccept = () => new Promise((r) => setTimeout(r, 20));
      const [session] = await sessions('BIHZ');
      const [other] = await sessions('BINJ');
      const emails = Array.from({ length: 24 }, (_, i) => `pair-${i}@example.com`);
      await Promise.all(emails.map((email, i) => book(i % 2 ? 'BIHZ' : 'BINJ', (i % 2 ? session : other)!.id, email, 'en', i % 3 ? server.base : secondBase)));
      await waitFor('every confirmation', async () => {
        const rows = await server.db.selectFrom('outbox').select('state').where('recipient', 'like', 'pair-%').where('kind', '=', 'confirmation').execute();
        return rows.length === emails.length && rows.every((r) => r.state === 'sent');
      });
      for (const email of emails) expect(smtp.received.filter((m) => m.to === email)).toHaveLength(1);
    } finally {
      smtp.beforeAccept = undefined;
      await second.app.close();
    }
  });
});

describe('as the clock moves on', () => {
  /** The China day whose 08:00 digest lists something done at `at`. */
  const digestDay = (at: Date) => DateTime.fromJSDate(at, { zone: 'Asia/Shanghai' }).minus({ hours: 8 }).plus({ days: 1 }).toISODate()!;

  it("sends each campus's admissions office its digest of the last day's bookings and cancellations", async () => {
    const [session] = await sessions('BISC');
    const kept = await book('BISC', session!.id, 'digest-kept@example.com');
    await book('BISC', session!.id, 'digest-gone@example.com');
    const [mail] = await mailTo('digest-gone@example.com');
    const link = cancelLinkOf(mail!);
    await fetch(link.local, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `token=${link.token}` });
    const day = digestDay(clock());
    offsetMs = DateTime.fromISO(`${day}T08:06`, { zone: 'Asia/Shanghai' }).toMillis() - Date.now();
    const row = await waitFor('the BISC digest', async () => {
      const r = await outboxRow(`digest:BISC:${day}`);
      return r?.state === 'sent' ? r : undefined;
    });
    const digest = smtp.received.find((m) => m.parsed.messageId === row.message_id)!;
    expect(digest.to).toMatch(/^admissions@/);
    expect(digest.parsed.subject).toMatch(/^BISC: 2 new bookings, 1 cancellation · 新增预约 2，取消 1/);
    expect(digest.parsed.text).toContain('digest-kept@example.com');
    expect(digest.parsed.text).toContain('Cancellations · 取消 (1)');
    // A campus with nothing to report is recorded, not sent.
    expect(await outboxRow(`digest:BBCD:${day}`)).toEqual(expect.objectContaining({ state: 'skipped', last_error: expect.stringContaining('nothing to report') }));
    expect(kept).toBeGreaterThan(0);
  });

  it('sends the reminder the day before, and none for a booking cancelled meanwhile', async () => {
    const upcoming = (await sessions('BIWH')).find((s) => reminderAt(s.date) > clock());
    const id = await book('BIWH', upcoming!.id, 'remind-me@example.com', 'zh');
    await book('BIWH', upcoming!.id, 'remind-gone@example.com');
    const [gone] = await mailTo('remind-gone@example.com');
    const link = cancelLinkOf(gone!);
    await fetch(link.local, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `token=${link.token}` });
    await mailTo('remind-me@example.com');
    expect(await outboxRow(`signup:${id}:reminder`)).toEqual(expect.objectContaining({ state: 'pending' }));

    offsetMs = reminderAt(upcoming!.date).getTime() + 60_000 - Date.now();
    const [, reminder] = await mailTo('remind-me@example.com', 2);
    expect(reminder!.parsed.subject).toMatch(/^明天见：\d{2}:\d{2} /);
    expect(reminder!.parsed.text).toContain(upcoming!.start);
    expect(reminder!.parsed.attachments).toHaveLength(0);
    await settled(`signup:${id}:reminder`, 'sent');
    expect(smtp.received.filter((m) => m.to === 'remind-gone@example.com')).toHaveLength(1);
  });
});

describe('the configuration', () => {
  it('takes smtp:// and smtps:// addresses, and stops the start with a clear message otherwise, never showing a password', () => {
    expect(mailFromEnvironment({}).smtpUrl).toBeUndefined();
    expect(mailFromEnvironment({ SMTP_URL: 'smtps://mailer:s3cret@smtp.example.cn:465' }).smtpUrl).toBe('smtps://mailer:s3cret@smtp.example.cn:465');
    expect(mailFromEnvironment({}).from).toBe(DEFAULT_MAIL_FROM);
    expect(() => mailFromEnvironment({ SMTP_URL: 'http://mailer:s3cret@smtp.example.cn' })).toThrow(/^SMTP_URL is smtp:\/\/host:port .*got "http:\/\/mailer:\*\*\*@smtp\.example\.cn"$/);
    expect(() => mailFromEnvironment({ SMTP_URL: 'smtp.example.cn:25' })).toThrow(/SMTP_URL is smtp:\/\/host:port/);
    expect(() => mailFromEnvironment({ SMTP_URL: 'mailer:s3cret@smtp.example.cn' })).toThrow(/got "mailer:\*\*\*@smtp\.example\.cn"$/);
    expect(() => mailFromEnvironment({ MAIL_FROM: 'Admissions' })).toThrow(/MAIL_FROM is an e-mail address/);
    expect(mailFromEnvironment({ MAIL_FROM: 'Lumina BIGZ <admissions@bigz.example.cn>' }).from).toBe('Lumina BIGZ <admissions@bigz.example.cn>');
    expect(() => mailFromEnvironment({ SMTP_TIMEOUT_MS: 'soon' })).toThrow(/SMTP_TIMEOUT_MS/);
  });
});
