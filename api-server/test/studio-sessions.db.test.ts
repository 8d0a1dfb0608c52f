// The admissions office's information sessions in the studio, as a BIGZ admissions officer uses them: a
// session added is offered to families at once, booked, refused a capacity below its bookings, and
// cancelled: no longer offered or booked (the sign-up's style of message, in the page's language), its
// families listed for the office to call and marked contacted with the sign-ups' call. The audit log
// has each change, written in the change's transaction. A session that has begun (China time) is no
// longer offered, booked or changed.
import { sql } from 'kysely';
import type { InfoSession } from '@schools/shared-api';
import { SIGNUP_MESSAGES } from '@schools/shared-api/forms';
import { hasBegun, type SessionFamily, type StaffInfoSession } from '../src/modules/admissions/sessionEditor';
import type { AuditEntry } from '../src/modules/staff/audit';
import type { FieldProblem } from '../src/modules/staff/fieldRefusal';
import { staffAs, type StaffClient } from './support/staff';
import { raw, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let officer: StaffClient;
let network: StaffClient;

beforeAll(async () => {
  server = await startTestServer();
  officer = await staffAs(server, 'admissions', 'BIGZ');
  network = await staffAs(server, 'network');
});
afterAll(() => server.close());

/** A day this many days from today (UTC), as YYYY-MM-DD. */
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const SESSION = {
  place: { en: ' Library, Building B ', zh: 'B 栋图书馆' },
  language: { en: 'English and Chinese', zh: '中英双语' },
  audience: { en: 'Families of Grades 1 to 5', zh: '一至五年级家庭' },
  date: daysFromNow(30),
  start: '14:00',
  end: '15:30',
  capacity: 2,
};

let booked = 0;
/** A family's booking of a session from the visitors' form (each from an address of its own). */
function book(sessionId: number, lang = 'en', family = (booked += 1)) {
  return raw(server.base, '/api/BIGZ/user/admissions/signup', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': lang, 'x-forwarded-for': `198.51.100.${family}` },
    body: JSON.stringify({
      name: `Family ${family}`, mobile: `1381234${String(5000 + family).padStart(4, '0')}`, email: `family${family}@example.com`,
      grade: 'Grade 3', entry: '2027-28', consent: true, sessionId,
    }),
  });
}
const offered = async (lang = 'en'): Promise<InfoSession[]> =>
  (await raw(server.base, '/api/BIGZ/user/admissions/sessions', { headers: { 'x-locale': lang } })).body.data;
const list = async (): Promise<StaffInfoSession[]> => (await officer.call('GET', '/BIGZ/sessions')).body.data;
const stored = (id: number) => server.db.selectFrom('info_session').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const auditOf = async (id: number) =>
  ((await network.call('GET', '/audit?site=BIGZ&limit=100')).body.data as AuditEntry[]).filter((e) => e.targetId === `session:${id}`);
const problems = (answer: { body: { problems: FieldProblem[] } }) => answer.body.problems.map(({ path, rule, detail }) => ({ path, rule, detail }));

describe('a session added, booked, refused a smaller capacity and cancelled', () => {
  let session: StaffInfoSession;

  it('adds a session: offered to families at once, in both languages, with all its places', async () => {
    const answer = await officer.call('POST', '/BIGZ/sessions', { body: SESSION });
    expect(answer.status).toBe(200);
    session = answer.body.data;
    expect(session).toEqual(expect.objectContaining({
      date: SESSION.date, start: '14:00', end: '15:30', place: { en: 'Library, Building B', zh: 'B 栋图书馆' }, capacity: 2, booked: 0,
      cancelledAt: null, past: false, createdBy: officer.account.email,
    }));
    expect(session.id).toBeGreaterThan(1_000_000);
    expect((await offered('en')).find((s) => s.id === session.id)).toEqual(expect.objectContaining({ place: 'Library, Building B', placesLeft: 2 }));
    expect((await offered('zh')).find((s) => s.id === session.id)).toEqual(expect.objectContaining({ place: 'B 栋图书馆', audience: '一至五年级家庭' }));
    const [entry] = await auditOf(session.id);
    expect(entry).toEqual(expect.objectContaining({ action: 'session.add', actor: officer.account.email, before: null, after: session }));
  });

  it('takes bookings, and refuses a capacity below them with the places booked', async () => {
    expect((await book(session.id, 'en')).status).toBe(200);
    expect((await book(session.id, 'zh')).status).toBe(200);
    expect((await list()).find((s) => s.id === session.id)?.booked).toBe(2);
    const before = await stored(session.id);
    const smaller = await officer.call('PUT', `/BIGZ/sessions/${session.id}`, { body: { ...SESSION, capacity: 1 } });
    expect(smaller.status).toBe(400);
    expect(problems(smaller)).toEqual([{ path: 'capacity', rule: 'belowBooked', detail: '2' }]);
    expect(smaller.body.message).toMatch(/capacity must be at least 2: 2 places are booked already/);
    expect(await stored(session.id)).toEqual(before);
    const larger = await officer.call('PUT', `/BIGZ/sessions/${session.id}`, { body: { ...SESSION, capacity: 3, start: '14:30' } });
    expect(larger.status).toBe(200);
    expect(larger.body.data).toEqual(expect.objectContaining({ capacity: 3, start: '14:30', booked: 2 }));
    const [entry] = await auditOf(session.id);
    expect(entry).toEqual(expect.objectContaining({ action: 'session.edit' }));
    expect([(entry!.before as StaffInfoSession).capacity, (entry!.after as StaffInfoSession).capacity]).toEqual([2, 3]);
  });

  it('cancels it: no longer offered, a booking refused in the page\'s language, its bookings kept', async () => {
    const answer = await officer.call('POST', `/BIGZ/sessions/${session.id}/cancel`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual(expect.objectContaining({ cancelledAt: expect.any(String), booked: 2 }));
    expect((await offered()).map((s) => s.id)).not.toContain(session.id);
    for (const lang of ['en', 'zh'] as const) {
      const refused = await book(session.id, lang);
      expect([refused.status, refused.body.code]).toEqual([400, '400']);
      expect(refused.body.message).toBe(`Session ${session.id} has been cancelled. ${SIGNUP_MESSAGES.sessionId[lang]}`);
    }
    expect(Number((await server.db.selectFrom('signup').select((eb) => eb.fn.countAll<string | number>().as('n')).where('session_id', '=', session.id).executeTakeFirstOrThrow()).n)).toBe(2);
    const again = await officer.call('POST', `/BIGZ/sessions/${session.id}/cancel`);
    expect([again.status, again.body.message]).toEqual([409, `Session ${session.id} is cancelled already: it cannot be cancelled`]);
    expect((await officer.call('PUT', `/BIGZ/sessions/${session.id}`, { body: SESSION })).status).toBe(409);
    expect((await auditOf(session.id)).map((e) => e.action)).toEqual(['session.cancel', 'session.edit', 'session.add']);
  });

  it('lists the families who booked it, for the office to call, and marks one contacted with the sign-ups\' call', async () => {
    const families = (await officer.call('GET', `/BIGZ/sessions/${session.id}/families`)).body.data as SessionFamily[];
    expect(families).toEqual([
      expect.objectContaining({ name: `Family ${booked - 3}`, email: `family${booked - 3}@example.com`, lang: 'en', contactedAt: null }),
      expect.objectContaining({ name: `Family ${booked - 2}`, lang: 'zh', mobile: expect.stringMatching(/^1381234\d{4}$/) }),
    ]);
    expect((await officer.call('POST', `/BIGZ/signups/${families[0]!.id}/contacted`)).status).toBe(200);
    const after = (await officer.call('GET', `/BIGZ/sessions/${session.id}/families`)).body.data as SessionFamily[];
    expect(after[0]!.contactedAt).toEqual(expect.any(String));
    // An editor of the campus does not see them.
    const editor = await staffAs(server, 'editor', 'BIGZ');
    expect((await editor.call('GET', `/BIGZ/sessions/${session.id}/families`)).status).toBe(403);
  });
});

describe('what the sessions refuse', () => {
  it('every problem of the form at once, beside its field', async () => {
    const count = async () => (await list()).length;
    const before = await count();
    const answer = await officer.call('POST', '/BIGZ/sessions', {
      body: { ...SESSION, place: { en: 'Hall', zh: ' ' }, start: '9:00', end: '08:00', capacity: 0, date: '2027-02-29' },
    });
    expect(answer.status).toBe(400);
    expect(problems(answer)).toEqual([
      { path: 'date', rule: 'noSuchDate', detail: null },
      { path: 'start', rule: 'timeFormat', detail: null },
      { path: 'capacity', rule: 'capacityRange', detail: '1000' },
      { path: 'place.zh', rule: 'required', detail: null },
    ]);
    const ends = await officer.call('POST', '/BIGZ/sessions', { body: { ...SESSION, start: '15:00', end: '15:00' } });
    expect(problems(ends)).toEqual([{ path: 'end', rule: 'endBeforeStart', detail: null }]);
    const past = await officer.call('POST', '/BIGZ/sessions', { body: { ...SESSION, date: daysFromNow(-2) } });
    expect(problems(past)).toEqual([{ path: 'date', rule: 'inPast', detail: null }]);
    expect(await count()).toBe(before);
  });

  it('a session of another campus is not found, and one that has begun is not changed', async () => {
    const bisz = await server.db.selectFrom('info_session').select('id').where('site', '=', 'BISZ').executeTakeFirstOrThrow();
    expect((await officer.call('GET', `/BIGZ/sessions/${bisz.id}/families`)).status).toBe(404);
    const begun = (await officer.call('POST', '/BIGZ/sessions', { body: SESSION })).body.data as StaffInfoSession;
    await server.db.updateTable('info_session').set({ date: daysFromNow(-1) }).where('id', '=', begun.id).execute();
    const refused = await officer.call('POST', `/BIGZ/sessions/${begun.id}/cancel`);
    expect([refused.status, refused.body.message]).toEqual([409, expect.stringMatching(new RegExp(`^Session ${begun.id} has begun \\(.*China time\\): it cannot be cancelled$`))]);
    expect((await list()).find((s) => s.id === begun.id)).toEqual(expect.objectContaining({ past: true, cancelledAt: null }));
    expect((await offered()).map((s) => s.id)).not.toContain(begun.id);
    expect((await book(begun.id)).status).toBe(404);
  });

  it('writes nothing when the audit row cannot be written', async () => {
    const session = (await officer.call('POST', '/BIGZ/sessions', { body: SESSION })).body.data as StaffInfoSession;
    const before = await stored(session.id);
    const total = (await list()).length;
    await sql`alter table staff_audit rename to staff_audit_away`.execute(server.db);
    try {
      expect((await officer.call('POST', '/BIGZ/sessions', { body: SESSION })).status).toBe(500);
      expect((await officer.call('PUT', `/BIGZ/sessions/${session.id}`, { body: { ...SESSION, capacity: 9 } })).status).toBe(500);
      expect((await officer.call('POST', `/BIGZ/sessions/${session.id}/cancel`)).status).toBe(500);
    } finally {
      await sql`alter table staff_audit_away rename to staff_audit`.execute(server.db);
    }
    expect(await stored(session.id)).toEqual(before);
    expect((await list()).length).toBe(total);
  });
});

describe('the grades a session is for', () => {
  it('are kept with the session, offered to families with it, and kept by an edit that does not name them', async () => {
    const added = await officer.call('POST', '/BIGZ/sessions', { body: { ...SESSION, grades: { from: ' 1', to: '5' } } });
    expect(added.status).toBe(200);
    const session = added.body.data as StaffInfoSession;
    expect(session.grades).toEqual({ from: '1', to: '5' });
    expect(await stored(session.id)).toEqual(expect.objectContaining({ grade_from: '1', grade_to: '5' }));
    for (const lang of ['en', 'zh']) expect((await offered(lang)).find((s) => s.id === session.id)?.grades).toEqual({ from: '1', to: '5' });
    // The studio of before sends no grades: the session's stay.
    const kept = await officer.call('PUT', `/BIGZ/sessions/${session.id}`, { body: { ...SESSION, capacity: 5 } });
    expect(kept.body.data).toEqual(expect.objectContaining({ capacity: 5, grades: { from: '1', to: '5' } }));
    const widened = await officer.call('PUT', `/BIGZ/sessions/${session.id}`, { body: { ...SESSION, grades: { from: 'PK', to: 'K' } } });
    expect(widened.body.data.grades).toEqual({ from: 'PK', to: 'K' });
    const every = await officer.call('PUT', `/BIGZ/sessions/${session.id}`, { body: { ...SESSION, grades: null } });
    expect(every.body.data.grades).toBeNull();
    expect(await stored(session.id)).toEqual(expect.objectContaining({ grade_from: null, grade_to: null }));
    const [entry] = await auditOf(session.id);
    expect([(entry!.before as StaffInfoSession).grades, (entry!.after as StaffInfoSession).grades]).toEqual([{ from: 'PK', to: 'K' }, null]);
    // Sent without grades, a new session is for every grade.
    expect(((await officer.call('POST', '/BIGZ/sessions', { body: SESSION })).body.data as StaffInfoSession).grades).toBeNull();
  });

  it('are refused beside their field when a code is not a grade or the range runs backwards', async () => {
    const before = (await list()).length;
    const unknown = await officer.call('POST', '/BIGZ/sessions', { body: { ...SESSION, grades: { from: 'Grade 2', to: '13' } } });
    expect([unknown.status, unknown.body.code]).toEqual([400, '400']);
    expect(problems(unknown)).toEqual([
      { path: 'grades.from', rule: 'gradeCode', detail: null },
      { path: 'grades.to', rule: 'gradeCode', detail: null },
    ]);
    expect(unknown.body.message).toMatch(/^The session was refused, nothing was saved: grades\.from must be a grade code, one of PK, K, 1, 2, .*, 12 /);
    const backwards = await officer.call('POST', '/BIGZ/sessions', { body: { ...SESSION, grades: { from: '9', to: 'K' } } });
    expect([backwards.status, backwards.body.code]).toEqual([400, '400']);
    expect(problems(backwards)).toEqual([{ path: 'grades.to', rule: 'gradeOrder', detail: '9' }]);
    expect(backwards.body.message).toMatch(/grades\.to must not be a younger grade than grades\.from \(9\)/);
    // Grade 10 comes after Grade 9, whatever their text's order.
    expect((await officer.call('POST', '/BIGZ/sessions', { body: { ...SESSION, grades: { from: '9', to: '10' } } })).status).toBe(200);
    expect((await list()).length).toBe(before + 1);
    // Half a range is not a range: the schema asks for both ends.
    const half = await officer.call('POST', '/BIGZ/sessions', { body: { ...SESSION, grades: { from: '9' } } });
    expect([half.status, half.body.code]).toEqual([400, '400']);
  });
});

describe('when a session has begun: China time, not the server\'s UTC day', () => {
  const session = { date: '2026-12-05', start: '09:30' };
  it('is still to come until its start in China', () => {
    expect(hasBegun(session, new Date('2026-12-05T01:29:00Z'))).toBe(false); // 09:29 in China
    expect(hasBegun(session, new Date('2026-12-05T01:30:00Z'))).toBe(true);
  });
  it('has begun on the next China day even while UTC is still on its day', () => {
    // 04:00 on 6 December in China is 20:00 on 5 December UTC: a check by the UTC day let it be booked.
    expect(hasBegun(session, new Date('2026-12-05T20:00:00Z'))).toBe(true);
    expect(hasBegun({ date: '2026-12-06', start: '09:00' }, new Date('2026-12-05T20:00:00Z'))).toBe(false);
  });
});
