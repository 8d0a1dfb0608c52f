// Information sessions and sign-ups: the form's rules on the server, places that run out, the limit
// per address, and the admissions office's list, contacted mark and CSV behind a staff session.
import type { InfoSession } from '@schools/shared-api';
import { SIGNUP_MESSAGES } from '@schools/shared-api/forms';
import { chinaTime } from '../src/platform/time';
import { SIGNUP_RATE } from '../src/modules/admissions/signupService';
import { staffAs, type StaffClient } from './support/staff';
import { raw, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let officer: StaffClient;

beforeAll(async () => {
  server = await startTestServer();
  officer = await staffAs(server, 'admissions', 'BIGZ');
});
afterAll(() => server.close());

const VALID = { name: ' Wang Fang ', mobile: '138 1234 5678', email: 'wang.fang@example.com', grade: 'Grade 3', entry: '2027-28', consent: true };

function send(body: unknown, client: string, { site = 'BIGZ', lang = 'en' } = {}) {
  return raw(server.base, `/api/${site}/user/admissions/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': lang, 'x-forwarded-for': client },
    body: JSON.stringify(body),
  });
}
/** A staff call of BIGZ's admissions officer. */
const admin = (method: string, path: string) => officer.call(method, `/BIGZ${path}`);
const sessions = async (site = 'BIGZ', lang = 'en'): Promise<InfoSession[]> =>
  (await raw(server.base, `/api/${site}/user/admissions/sessions`, { headers: { 'x-locale': lang } })).body.data;

describe('information sessions', () => {
  it('lists the campus sessions in the page language, soonest first, with their places', async () => {
    const en = await sessions('BIGZ', 'en');
    const zh = await sessions('BIGZ', 'zh');
    expect(en.length).toBeGreaterThanOrEqual(6);
    expect(en.map((s) => s.date)).toEqual([...en.map((s) => s.date)].sort());
    expect(en[0]).toEqual(expect.objectContaining({ id: expect.any(Number), start: expect.stringMatching(/^\d{2}:\d{2}$/), placesLeft: en[0]!.capacity }));
    expect(zh.map((s) => s.id)).toEqual(en.map((s) => s.id));
    expect(zh[0]!.place).toMatch(/[\u4e00-\u9fff]/);
    expect(en[0]!.place).not.toMatch(/[\u4e00-\u9fff]/);
    // Another campus has its own sessions.
    expect((await sessions('BBSZ')).map((s) => s.id)).not.toContain(en[0]!.id);
  });

  it('says which grades each is for, the same in both languages: the seeded Upper School session for Grades 9 to 12, an open one for all', async () => {
    const en = await sessions('BIGZ', 'en');
    expect((await sessions('BIGZ', 'zh')).map((s) => s.grades)).toEqual(en.map((s) => s.grades));
    const upper = en.find((s) => s.audience.startsWith('Upper School'));
    expect(upper?.grades).toEqual({ from: '9', to: '12' });
    expect(en.find((s) => s.audience.startsWith('All grades'))?.grades).toBeNull();
  });
});

describe('sign-ups', () => {
  it('stores a valid sign-up, counts it against the session, and shows it to the admissions office', async () => {
    const [first] = await sessions();
    const sent = await send({ ...VALID, sessionId: first!.id, message: 'We are moving from Beijing.' }, '10.2.0.1', { lang: 'zh' });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ code: '000', data: { id: expect.any(Number), message: SIGNUP_MESSAGES.submitted.zh, alreadyBooked: false } });
    expect((await sessions()).find((s) => s.id === first!.id)!.placesLeft).toBe(first!.capacity - 1);

    const list = await admin('GET', '/signups');
    expect(list.body.data[0]).toEqual(expect.objectContaining({
      id: sent.body.data.id, name: 'Wang Fang', mobile: '13812345678', email: 'wang.fang@example.com', grade: 'Grade 3',
      entry: '2027-28', sessionId: first!.id, session: `${first!.date} ${first!.start}`, lang: 'zh', contactedAt: null,
    }));
    const network = await staffAs(server, 'network');
    expect((await network.call('GET', '/BISZ/signups')).body.data.map((s: { id: number }) => s.id)).not.toContain(sent.body.data.id);

    const contacted = await admin('POST', `/signups/${sent.body.data.id}/contacted`);
    expect(contacted.body.data.contactedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const csv = await admin('GET', '/signups.csv');
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="signups-BIGZ.csv"');
    const lines = (csv.body as string).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('id,site,session,name,mobile,email,grade,entry,message,lang,received (China time UTC+8),contacted (China time UTC+8)');
    // The times in China time, as the session's and as the staff page shows them: one zone, to the minute.
    const stored = list.body.data[0] as { createdAt: string };
    const row = lines.find((l) => l.startsWith(`${sent.body.data.id},`))!;
    expect(row).toBe(`${sent.body.data.id},BIGZ,${first!.date} ${first!.start},Wang Fang,13812345678,wang.fang@example.com,Grade 3,2027-28,We are moving from Beijing.,zh,${chinaTime(stored.createdAt)},${chinaTime(contacted.body.data.contactedAt)}`);
    expect(chinaTime('2026-11-22T01:05:30Z')).toBe('2026-11-22 09:05');
  });

  it('accepts numbers abroad with their country code, kept in E.164; a mainland number as its 11 digits', async () => {
    const [, second] = await sessions();
    for (const [mobile, stored, client] of [['+44 7700 900123', '+447700900123', '10.2.1.1'], ['+852 9123 4567', '+85291234567', '10.2.1.2'], ['+86 139-1234-5678', '13912345678', '10.2.1.3']] as const) {
      const sent = await send({ ...VALID, mobile, email: `${client}@example.com`, sessionId: second!.id }, client, { lang: 'en' });
      expect([mobile, sent.status]).toEqual([mobile, 200]);
      const list = await admin('GET', '/signups');
      expect(list.body.data.find((s: { id: number }) => s.id === sent.body.data.id).mobile).toBe(stored);
    }
    const bad = await send({ ...VALID, mobile: '+44 12' }, '10.2.1.4', { lang: 'en' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain(SIGNUP_MESSAGES.mobile.en);
  });

  it('refuses what the form refuses, naming the fields, in the page language, and stores nothing', async () => {
    const before = (await admin('GET', '/signups')).body.data.length;
    const bad = await send({ name: '  ', mobile: '12345', email: 'not-an-email', grade: 'Grade 3', entry: '2027', consent: false }, '10.2.0.2', { lang: 'zh' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('400');
    expect(bad.body.message).toMatch(/^Invalid fields: name, mobile, email, entry, consent\./);
    expect(bad.body.message).toContain(SIGNUP_MESSAGES.mobile.zh);
    const unknownField = await send({ ...VALID, admin: true }, '10.2.0.2');
    expect(unknownField.status).toBe(400);
    const wrongType = await send({ ...VALID, consent: 'yes' }, '10.2.0.2');
    expect(wrongType.status).toBe(400);
    expect((await admin('GET', '/signups')).body.data.length).toBe(before);
  });

  it('refuses a session of another campus or a full one', async () => {
    const [other] = await sessions('BBSZ');
    const elsewhere = await send({ ...VALID, sessionId: other!.id }, '10.2.0.3');
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.code).toBe('404');

    const full = (await sessions()).at(-1)!;
    for (let i = 0; i < full.capacity; i++) {
      const family = { mobile: `137 0000 ${String(i).padStart(4, '0')}`, email: `family${i}@example.com` };
      expect((await send({ ...VALID, ...family, sessionId: full.id }, `10.3.${Math.floor(i / 250)}.${i % 250}`)).status).toBe(200);
    }
    const late = await send({ ...VALID, sessionId: full.id }, '10.2.0.4');
    expect(late.status).toBe(400);
    expect(late.body.message).toContain(SIGNUP_MESSAGES.sessionId.en);
    expect((await sessions()).find((s) => s.id === full.id)!.placesLeft).toBe(0);
  });

  it('books a family once per session: a second booking is answered kindly with the session, takes no place, and staff see a repeat family', async () => {
    const list = await sessions();
    const session = list[2]!;
    const zhSession = (await sessions('BIGZ', 'zh')).find((s) => s.id === session.id)!;
    const family = { ...VALID, mobile: '136 5555 0001', email: 'Chen.Family@Example.com', sessionId: session.id };
    const first = await send(family, '10.4.0.1');
    expect(first.body).toEqual({ code: '000', data: { id: expect.any(Number), message: SIGNUP_MESSAGES.submitted.en, alreadyBooked: false } });
    const left = (await sessions()).find((s) => s.id === session.id)!.placesLeft;

    // The same family, its number written another way (+86, dashes) or its e-mail in another case, from another address.
    const again = await send({ ...family, mobile: '+86 136-5555-0001', email: 'someone.else@example.com' }, '10.4.0.2', { lang: 'zh' });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ id: first.body.data.id, alreadyBooked: true, message: expect.stringContaining('您已预约') });
    expect(again.body.data.message).toContain(zhSession.audience);
    expect(again.body.data.message).toContain(`${Number(session.date.slice(5, 7))}月${Number(session.date.slice(8))}日`);
    const byMail = await send({ ...family, mobile: '+44 7700 900456', email: ' chen.family@example.COM ' }, '10.4.0.3');
    expect(byMail.body.data).toEqual({ id: first.body.data.id, alreadyBooked: true, message: expect.stringMatching(/^You are already booked for the information session on \w+day \d+ \w+ \d{4} at \d{2}:\d{2} \(/) });
    expect(byMail.body.data.message).toContain(session.audience);
    expect((await sessions()).find((s) => s.id === session.id)!.placesLeft).toBe(left);

    // Many at once: one place taken, whatever the order.
    const other = list[3]!;
    const before = (await sessions()).find((s) => s.id === other.id)!.placesLeft;
    const answers = await Promise.all([1, 2, 3, 4].map((n) => send({ ...family, sessionId: other.id }, `10.4.1.${n}`)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(answers.filter((a) => a.body.data.alreadyBooked === false)).toHaveLength(1);
    expect((await sessions()).find((s) => s.id === other.id)!.placesLeft).toBe(before - 1);

    // The staff list marks the family's two bookings (two sessions) as a repeat family; a one-off family is not marked.
    const staff = (await admin('GET', '/signups')).body.data as { id: number; email: string; repeats: number }[];
    expect(staff.find((s) => s.id === first.body.data.id)!.repeats).toBe(1);
    expect(staff.filter((s) => s.email.toLowerCase() === 'chen.family@example.com')).toHaveLength(2);
    expect(staff.find((s) => s.email === '10.2.1.2@example.com')!.repeats).toBe(0);
  });

  it(`allows ${SIGNUP_RATE.perClient} sign-ups an hour from one address`, async () => {
    for (let i = 0; i < SIGNUP_RATE.perClient; i++) expect((await send(VALID, '10.2.0.9')).status).toBe(200);
    const over = await send(VALID, '10.2.0.9');
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('429');
  });

  it('keeps the list and the CSV behind a staff session', async () => {
    expect((await raw(server.base, '/api/staff/BIGZ/signups')).status).toBe(401);
    expect((await raw(server.base, '/api/staff/BIGZ/signups.csv', { headers: { cookie: 'staff_session=wrong' } })).status).toBe(401);
    expect((await admin('POST', '/signups/999999/contacted')).status).toBe(404);
  });
});

describe('the staff page', () => {
  it('is served at /admin with a strict policy and nothing secret in it', async () => {
    const page = await raw(server.base, '/admin');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.body).toContain('<script src="/admin/staff.js" defer></script>');
    expect(page.body).not.toContain('staff_session');
  });
});
