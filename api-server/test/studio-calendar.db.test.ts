// The studio's academic calendar as a BISZ editor uses it: an event added, edited and cancelled, each
// refused field with its rule, the audit entries (before and after, in the change's transaction), and
// what visitors get at once: the calendar page's answer (a new ETag) and the feed read back with a real
// iCal parser (the same UID, SEQUENCE and DTSTAMP that move, STATUS:CANCELLED). An information session
// the admissions office adds is in both at once, under its own UID, changes with it and leaves them
// when it is cancelled: the calendar reads the sessions themselves.
import ICAL from 'ical.js';
import { sql } from 'kysely';
import type { CalendarEvent, Lang } from '@schools/shared-api';
import { SessionEditor } from '../src/modules/admissions/sessionEditor';
import { CalendarEditor, type StaffCalendar, type StaffCalendarEvent } from '../src/modules/calendar/calendarEditor';
import { openDatabase } from '../src/platform/db/connect';
import { CAMPUS_SEEDS } from '../src/seed/fixtures';
import { seedDatabase } from '../src/seed/seed';
import type { AuditEntry } from '../src/modules/staff/audit';
import type { FieldProblem } from '../src/modules/staff/fieldRefusal';
import type { StaffInfoSession } from '../src/modules/admissions/sessionEditor';
import { staffAs, type StaffClient } from './support/staff';
import { createTestDatabase } from './support/testDatabase';
import { raw, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
/** How far the server's clock is ahead of the real one: a test moves it instead of waiting. */
let ahead = 0;
let editor: StaffClient;
let officer: StaffClient;
let network: StaffClient;
const YEAR = '2026-27';

beforeAll(async () => {
  server = await startTestServer({}, { clock: () => new Date(Date.now() + ahead) });
  editor = await staffAs(server, 'editor', 'BISZ');
  officer = await staffAs(server, 'admissions', 'BISZ');
  network = await staffAs(server, 'network');
});
afterAll(() => server.close());

const OPEN_DAY = {
  year: YEAR,
  title: { en: ' Spring Open Day ', zh: '春季开放日' },
  description: { en: 'Tours of the campus and a talk by the Head of School.', zh: '参观校园，聆听校长讲话。' },
  location: { en: 'Main hall', zh: '大礼堂' },
  category: 'admissions',
  allDay: false,
  start: '2027-03-20T09:00',
  end: '2027-03-20T12:00:00+08:00',
};
const { year: _year, ...OPEN_DAY_FIELDS } = OPEN_DAY;

/** The visitors' answer for the school year: its events and ETag (the page's call, cached by the API). */
async function visitorYear(lang: Lang = 'en', etag?: string) {
  const answer = await raw(server.base, `/api/BISZ/user/calendar/events?year=${YEAR}`, { headers: { 'x-locale': lang, ...(etag ? { 'if-none-match': etag } : {}) } });
  return { status: answer.status, etag: answer.headers.get('etag')!, events: (answer.body?.data ?? []) as CalendarEvent[] };
}

/** The feed as a calendar app reads it, and the one event of that UID. */
async function feedEvent(uid: string, lang: Lang = 'en') {
  const answer = await raw(server.base, `/api/BISZ/calendar.ics?lang=${lang}`);
  expect(answer.headers.get('cache-control')).toBe('no-cache');
  const calendar = new ICAL.Component(ICAL.parse(answer.body as string));
  const vevent = calendar.getAllSubcomponents('vevent').find((v) => v.getFirstPropertyValue('uid') === uid);
  return {
    etag: answer.headers.get('etag')!,
    event: vevent && {
      summary: vevent.getFirstPropertyValue('summary') as string,
      sequence: Number(vevent.getFirstPropertyValue('sequence')),
      status: vevent.getFirstPropertyValue('status') as string,
      location: vevent.getFirstPropertyValue('location') as string,
      url: vevent.getFirstPropertyValue('url') as string | null,
      dtstamp: (vevent.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().getTime(),
      start: (vevent.getFirstPropertyValue('dtstart') as ICAL.Time).toString(),
      tzid: vevent.getFirstProperty('dtstart')?.getParameter('tzid'),
    },
  };
}

const events = async (client = editor, year = YEAR) => (await client.call('GET', `/BISZ/calendar/events?year=${year}`)).body.data as StaffCalendar;
const auditOf = async (targetId: string) =>
  ((await network.call('GET', '/audit?site=BISZ&limit=50')).body.data as AuditEntry[]).filter((e) => e.targetId === targetId);
const count = async () => Number((await server.db.selectFrom('calendar_event').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n);
const row = (id: number) => server.db.selectFrom('calendar_event').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('an event added, edited and cancelled', () => {
  let added: StaffCalendarEvent;

  it('adds an event under a new key: listed for staff, on the visitors\' calendar at once (a new ETag) and in the feed with SEQUENCE 0', async () => {
    const before = await visitorYear('en');
    const feedBefore = await feedEvent('none');
    const answer = await editor.call('POST', '/BISZ/calendar/events', { body: OPEN_DAY });
    expect(answer.status).toBe(200);
    added = answer.body.data;
    expect(added).toEqual(expect.objectContaining({
      year: YEAR, title: { en: 'Spring Open Day', zh: '春季开放日' }, category: 'admissions', allDay: false,
      start: '2027-03-20T09:00:00+08:00', end: '2027-03-20T12:00:00+08:00', sequence: 0, cancelledAt: null, createdBy: editor.account.email,
    }));
    expect(added.key).toMatch(/^spring-open-day-[0-9a-f]{8}$/);
    expect(added.uid).toBe(`bisz-${YEAR}-${added.key}@calendar.lumina-schools.cn`);
    expect((await events()).events.map((e) => e.id)).toContain(added.id);

    // The cached answer was dropped: the next load has the event and another ETag; the old ETag is not current.
    const after = await visitorYear('en');
    expect(after.etag).not.toBe(before.etag);
    expect((await visitorYear('en', before.etag)).status).toBe(200);
    expect(after.events.find((e) => e.uid === added.uid)).toEqual(expect.objectContaining({ title: 'Spring Open Day', location: 'Main hall', cancelled: false }));
    expect((await visitorYear('zh')).events.find((e) => e.uid === added.uid)).toEqual(expect.objectContaining({ title: '春季开放日', location: '大礼堂' }));

    const feed = await feedEvent(added.uid);
    expect(feed.etag).not.toBe(feedBefore.etag);
    expect(feed.event).toEqual(expect.objectContaining({ summary: 'Spring Open Day', sequence: 0, status: 'CONFIRMED', start: '2027-03-20T09:00:00', tzid: 'Asia/Shanghai' }));
    expect(feed.event!.dtstamp).toBe(Math.floor(Date.parse(added.updatedAt) / 1000) * 1000);
    expect((await feedEvent(added.uid, 'zh')).event?.summary).toBe('春季开放日');
  });

  it('edits it: the same key and UID, SEQUENCE 1 and a later DTSTAMP in the feed, the new words for visitors', async () => {
    const before = await feedEvent(added.uid);
    ahead += 1100; // DTSTAMP counts whole seconds
    const answer = await editor.call('PUT', `/BISZ/calendar/events/${added.id}`, {
      body: { ...OPEN_DAY_FIELDS, title: { en: 'Spring Open Day (moved)', zh: '春季开放日（改期）' }, start: '2027-03-27T09:00', end: '2027-03-27T12:00' },
    });
    expect(answer.status).toBe(200);
    const edited = answer.body.data as StaffCalendarEvent;
    expect(edited).toEqual(expect.objectContaining({ id: added.id, key: added.key, uid: added.uid, sequence: 1, start: '2027-03-27T09:00:00+08:00' }));
    const feed = await feedEvent(added.uid);
    expect(feed.event).toEqual(expect.objectContaining({ summary: 'Spring Open Day (moved)', sequence: 1, status: 'CONFIRMED', start: '2027-03-27T09:00:00' }));
    expect(feed.event!.dtstamp).toBeGreaterThan(before.event!.dtstamp);
    expect(feed.etag).not.toBe(before.etag);
    expect((await visitorYear('zh')).events.find((e) => e.uid === added.uid)?.title).toBe('春季开放日（改期）');
    const [entry] = await auditOf(`event:${added.id}`);
    expect(entry).toEqual(expect.objectContaining({ action: 'calendar.edit', actor: editor.account.email, site: 'BISZ' }));
    expect(entry!.before).toEqual(expect.objectContaining({ title: { en: 'Spring Open Day', zh: '春季开放日' }, sequence: 0 }));
    expect(entry!.after).toEqual(expect.objectContaining({ title: { en: 'Spring Open Day (moved)', zh: '春季开放日（改期）' }, sequence: 1 }));
  });

  it('cancels it: kept in the feed as STATUS:CANCELLED with SEQUENCE 2, struck through for visitors, and no longer edited', async () => {
    const page = await visitorYear('en');
    const answer = await editor.call('POST', `/BISZ/calendar/events/${added.id}/cancel`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual(expect.objectContaining({ sequence: 2, cancelledAt: expect.any(String) }));
    const feed = await feedEvent(added.uid);
    expect(feed.event).toEqual(expect.objectContaining({ status: 'CANCELLED', sequence: 2 }));
    const after = await visitorYear('en');
    expect(after.etag).not.toBe(page.etag);
    expect(after.events.find((e) => e.uid === added.uid)?.cancelled).toBe(true);

    const again = await editor.call('POST', `/BISZ/calendar/events/${added.id}/cancel`);
    expect([again.status, again.body.code, again.body.message]).toEqual([409, '409', `Event ${added.id} is cancelled already`]);
    const edit = await editor.call('PUT', `/BISZ/calendar/events/${added.id}`, { body: OPEN_DAY_FIELDS });
    expect(edit.status).toBe(409);
    expect((await row(added.id)).sequence).toBe(2);
    expect((await auditOf(`event:${added.id}`)).map((e) => e.action)).toEqual(['calendar.cancel', 'calendar.edit', 'calendar.add']);
  });

  it('adds an all-day event: whole days, the last one inclusive (DTEND the day after in the feed)', async () => {
    const answer = await editor.call('POST', '/BISZ/calendar/events', {
      body: { ...OPEN_DAY, title: { en: 'Sports week', zh: '运动周' }, category: 'event', allDay: true, start: '2027-04-12', end: '2027-04-16', location: { en: '', zh: '' } },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual(expect.objectContaining({ allDay: true, start: '2027-04-12', end: '2027-04-16', location: { en: '', zh: '' } }));
    const text = (await raw(server.base, '/api/BISZ/calendar.ics?lang=en')).body as string;
    expect(text).toContain('DTSTART;VALUE=DATE:20270412');
    expect(text).toContain('DTEND;VALUE=DATE:20270417');
  });
});

describe('an information session in the calendar', () => {
  const SESSION = {
    place: { en: 'Library, Building B', zh: 'B 栋图书馆' },
    language: { en: 'English', zh: '英文' },
    audience: { en: 'Families of Grades 1 to 5', zh: '一至五年级家庭' },
    date: '2027-04-24',
    start: '10:00',
    end: '11:30',
    capacity: 40,
  };
  let session: StaffInfoSession;
  const uid = () => `bisz-session-${session.id}@calendar.lumina-schools.cn`;

  it('a session added in Sessions is on the visitors\' calendar at once (a new ETag) and in the feed, under its own UID, with its booking page', async () => {
    const [page, feed] = [await visitorYear('en'), await feedEvent('none')];
    const answer = await officer.call('POST', '/BISZ/sessions', { body: SESSION });
    expect(answer.status).toBe(200);
    session = answer.body.data;

    const after = await visitorYear('en');
    expect(after.etag).not.toBe(page.etag);
    expect(after.events.filter((e) => e.uid === uid())).toEqual([{
      id: session.id, uid: uid(), title: 'Admissions information session: Families of Grades 1 to 5',
      description: 'In English. Places are limited: please book one on the information sessions page.',
      start: '2027-04-24T10:00:00+08:00', end: '2027-04-24T11:30:00+08:00', allDay: false, category: 'admissions', location: 'Library, Building B', cancelled: false,
    }]);
    expect((await visitorYear('zh')).events.find((e) => e.uid === uid())).toEqual(expect.objectContaining({
      title: '招生说明会：一至五年级家庭', description: '使用英文。名额有限，请在“招生说明会”页面报名。', location: 'B 栋图书馆',
    }));

    const ics = await feedEvent(uid());
    expect(ics.etag).not.toBe(feed.etag);
    expect(ics.event).toEqual(expect.objectContaining({
      summary: 'Admissions information session: Families of Grades 1 to 5', sequence: 0, status: 'CONFIRMED', start: '2027-04-24T10:00:00', tzid: 'Asia/Shanghai',
      location: 'Library, Building B', url: expect.stringMatching(/\/en\/admissions\/recruit$/),
    }));
    expect((await feedEvent(uid(), 'zh')).event).toEqual(expect.objectContaining({ summary: '招生说明会：一至五年级家庭', url: expect.stringMatching(/\/zh\/admissions\/recruit$/) }));
    // It is the office's session, not an event of the calendar's: the calendar's editors change it in Sessions only.
    expect((await events()).events.filter((e) => e.title.en.startsWith('Admissions information session'))).toEqual([]);
  });

  it('edited, it is changed in both: the new time and audience, SEQUENCE 1, a later DTSTAMP and a new ETag', async () => {
    const [page, before] = [await visitorYear('en'), await feedEvent(uid())];
    ahead += 1100; // DTSTAMP counts whole seconds
    const answer = await officer.call('PUT', `/BISZ/sessions/${session.id}`, {
      body: { ...SESSION, audience: { en: 'Families of Grades 6 to 8', zh: '六至八年级家庭' }, date: '2027-05-08', start: '14:00', end: '15:30' },
    });
    expect(answer.status).toBe(200);
    const after = await visitorYear('en');
    expect(after.etag).not.toBe(page.etag);
    expect(after.events.filter((e) => e.uid === uid()).map((e) => [e.title, e.start, e.end])).toEqual([
      ['Admissions information session: Families of Grades 6 to 8', '2027-05-08T14:00:00+08:00', '2027-05-08T15:30:00+08:00'],
    ]);
    const ics = await feedEvent(uid());
    expect(ics.event).toEqual(expect.objectContaining({ summary: 'Admissions information session: Families of Grades 6 to 8', sequence: 1, start: '2027-05-08T14:00:00' }));
    expect(ics.event!.dtstamp).toBeGreaterThan(before.event!.dtstamp);
    expect(ics.etag).not.toBe(before.etag);
  });

  it('cancelled, it leaves the visitors\' calendar and the feed at once', async () => {
    const [page, before] = [await visitorYear('en'), await feedEvent(uid())];
    expect((await officer.call('POST', `/BISZ/sessions/${session.id}/cancel`)).status).toBe(200);
    const after = await visitorYear('en');
    expect(after.etag).not.toBe(page.etag);
    expect(after.events.map((e) => e.uid)).not.toContain(uid());
    const ics = await feedEvent(uid());
    expect(ics.event).toBeUndefined();
    expect(ics.etag).not.toBe(before.etag);
  });
});

describe('what the calendar refuses', () => {
  const refused = async (body: object, method = 'POST', path = '/BISZ/calendar/events') => {
    const before = await count();
    const answer = await editor.call(method, path, { body });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('400');
    expect(await count()).toBe(before);
    return (answer.body.problems as FieldProblem[]).map(({ path: p, rule, detail }) => ({ path: p, rule, detail }));
  };

  it('answers every problem at once, each beside its field with its rule', async () => {
    expect(await refused({ ...OPEN_DAY, title: { en: 'Open day', zh: '  ' }, category: 'party', start: '2027-03-20T09:00+09:00', end: '2027-03-20' })).toEqual([
      { path: 'title.zh', rule: 'required', detail: null },
      { path: 'category', rule: 'category', detail: null },
      { path: 'start', rule: 'notChinaTime', detail: null },
      { path: 'end', rule: 'dateTimeFormat', detail: null },
    ]);
  });

  it('an end before the start, a day that does not exist, a start outside the school year, texts too long', async () => {
    expect(await refused({ ...OPEN_DAY, start: '2027-03-20T12:00', end: '2027-03-20T09:00' })).toEqual([{ path: 'end', rule: 'endBeforeStart', detail: null }]);
    expect(await refused({ ...OPEN_DAY, allDay: true, start: '2027-02-30', end: '2027-03-02' })).toEqual([{ path: 'start', rule: 'noSuchDate', detail: null }]);
    expect(await refused({ ...OPEN_DAY, allDay: true, start: '2027-08-02', end: '2027-08-03' })).toEqual([{ path: 'start', rule: 'outsideYear', detail: YEAR }]);
    expect(await refused({ ...OPEN_DAY, allDay: true, start: '2027-04-01T09:00', end: '2027-04-01' })).toEqual([{ path: 'start', rule: 'dateFormat', detail: null }]);
    expect(await refused({ ...OPEN_DAY, title: { en: 'x'.repeat(201), zh: '开' }, description: { en: '', zh: '长'.repeat(2001) } }))
      .toEqual([{ path: 'title.en', rule: 'tooLong', detail: '200' }, { path: 'description.zh', rule: 'tooLong', detail: '2000' }]);
  });

  it('an edit is checked the same way, against the event\'s own school year, and leaves the row as it was', async () => {
    const seeded = (await events()).events.find((e) => e.createdBy === null && !e.cancelledAt)!;
    const before = await row(seeded.id);
    expect(await refused({ ...OPEN_DAY_FIELDS, start: '2025-09-01T09:00', end: '2025-09-01T10:00' }, 'PUT', `/BISZ/calendar/events/${seeded.id}`))
      .toEqual([{ path: 'start', rule: 'outsideYear', detail: YEAR }]);
    expect(await row(seeded.id)).toEqual(before);
  });

  it('a body of the wrong shape is a 400 envelope, an unknown event a 404', async () => {
    const shape = await editor.call('POST', '/BISZ/calendar/events', { body: { ...OPEN_DAY, allDay: 'sometimes' } });
    expect([shape.status, shape.body.code]).toEqual([400, '400']);
    const missing = await editor.call('PUT', '/BISZ/calendar/events/999999', { body: OPEN_DAY_FIELDS });
    expect([missing.status, missing.body.message]).toEqual([404, 'Event 999999 does not exist on BISZ']);
  });
});

describe('the audit log and the transaction', () => {
  it('records an addition with no before and the event after', async () => {
    const added = (await editor.call('POST', '/BISZ/calendar/events', { body: { ...OPEN_DAY, title: { en: 'Book fair', zh: '书展' } } })).body.data as StaffCalendarEvent;
    const [entry] = await auditOf(`event:${added.id}`);
    expect(entry).toEqual(expect.objectContaining({ action: 'calendar.add', actor: editor.account.email, accountId: editor.account.id, before: null, after: added }));
  });

  it('writes nothing when the audit row cannot be written: no event added, edited or cancelled', async () => {
    const seeded = (await events()).events.find((e) => e.createdBy === null && !e.cancelledAt)!;
    const before = await row(seeded.id);
    const total = await count();
    await sql`alter table staff_audit rename to staff_audit_away`.execute(server.db);
    try {
      expect((await editor.call('POST', '/BISZ/calendar/events', { body: OPEN_DAY })).status).toBe(500);
      expect((await editor.call('PUT', `/BISZ/calendar/events/${seeded.id}`, { body: OPEN_DAY_FIELDS })).status).toBe(500);
      expect((await editor.call('POST', `/BISZ/calendar/events/${seeded.id}/cancel`)).status).toBe(500);
    } finally {
      await sql`alter table staff_audit_away rename to staff_audit`.execute(server.db);
    }
    expect(await count()).toBe(total);
    expect(await row(seeded.id)).toEqual(before);
  });
});

describe('the staff list', () => {
  it('gives the year asked for, cancelled events too, and the years to choose from', async () => {
    const list = await events(network, '2025-26');
    expect(list.year).toBe('2025-26');
    expect(list.years).toEqual(expect.arrayContaining(['2025-26', '2026-27']));
    expect(list.events.length).toBeGreaterThan(20);
    expect(list.events.map((e) => e.start)).toEqual([...list.events.map((e) => e.start)].sort());
    expect((await editor.call('GET', '/BISZ/calendar/events?year=2026-28')).status).toBe(400);
  });
});

describe('a reseed', () => {
  it('replaces the fixtures\' events and sessions but keeps what staff added, under their ids', async () => {
    const database = await createTestDatabase();
    const handle = await openDatabase(database.options);
    try {
      await seedDatabase(handle.db, CAMPUS_SEEDS);
      const by = { accountId: null, email: 'reseed' };
      const added = await new CalendarEditor(handle.db, handle.dialect).add('BISZ', YEAR, { ...OPEN_DAY_FIELDS }, by);
      const session = await new SessionEditor(handle.db, handle.dialect).add('BISZ', {
        place: { en: 'Hall', zh: '礼堂' }, language: { en: 'English', zh: '英语' }, audience: { en: 'All', zh: '全部' },
        date: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10), start: '10:00', end: '11:00', capacity: 10,
      }, by);
      const seeded = await handle.db.selectFrom('calendar_event').select('id').where('created_by', 'is', null).orderBy('id').executeTakeFirstOrThrow();
      await handle.db.updateTable('calendar_event').set({ title_en: 'Edited by staff' }).where('id', '=', seeded.id).execute();
      await seedDatabase(handle.db, CAMPUS_SEEDS);
      expect(await handle.db.selectFrom('calendar_event').select(['id', 'key']).where('id', '=', added.id).executeTakeFirst()).toEqual({ id: added.id, key: added.key });
      expect((await handle.db.selectFrom('info_session').select('id').where('id', '=', session.id).executeTakeFirst())?.id).toBe(session.id);
      expect((await handle.db.selectFrom('calendar_event').select('title_en').where('id', '=', seeded.id).executeTakeFirstOrThrow()).title_en).not.toBe('Edited by staff');
    } finally {
      await handle.close();
      await database.remove();
    }
  });
});
