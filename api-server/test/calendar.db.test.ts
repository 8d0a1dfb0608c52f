// The academic calendar: the JSON events of the page and the iCal feed, read back with a real iCal
// parser (ical.js) and compared event by event, in both languages; the UIDs survive a reseed. The
// information sessions are the campus's own sessions, each once, under the session's UID.
import ICAL from 'ical.js';
import { sql } from 'kysely';
import { CAMPUS_CODES, getCampus, type CalendarEvent, type CampusCode, type Lang } from '@schools/shared-api';
import { CalendarService } from '../src/modules/calendar/calendarService';
import { openDatabase } from '../src/platform/db/connect';
import { CAMPUS_SEEDS, factsOf } from '../src/seed/fixtures';
import { seedDatabase } from '../src/seed/seed';
import type { CampusSeed } from '../src/modules/content/campusContent';
import { createTestDatabase } from './support/testDatabase';
import { raw, startTestServer, type TestServer } from './support/testServer';

const CJK = /[\u4e00-\u9fff]/;
const YEAR = '2025-26';
const CURRENT = '2026-27';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The feed of a campus in a language, parsed. */
async function feed(site: string, lang: Lang) {
  const response = await raw(server.base, `/api/${site}/calendar.ics?lang=${lang}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(response.body as string));
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)), text: response.body as string };
}

/** An event's UID: the calendar's own events by campus, year and key; an information session by campus and session id. */
const uidPattern = (site: string, year: string) =>
  new RegExp(`^${site.toLowerCase()}-(${year}-[a-z0-9-]+|session-\\d+)@calendar\\.lumina-schools\\.cn$`);

/** The campus's seeded sessions of a school year as the calendar shows them: by start, each once. */
function seededSessions(site: string, year: string) {
  const seed = CAMPUS_SEEDS.find((s) => s.code === site)!;
  const first = Number(year.slice(0, 4));
  return [...seed.sessions, ...seed.earlierSessions]
    .filter((s) => s.date >= `${first}-08-01` && s.date <= `${first + 1}-07-31`)
    .sort((a, b) => `${a.date}T${a.start}`.localeCompare(`${b.date}T${b.start}`));
}

/** YYYY-MM-DD of an ical.js date. */
const isoDay = (t: ICAL.Time) => `${t.year}-${String(t.month).padStart(2, '0')}-${String(t.day).padStart(2, '0')}`;
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe.each(CAMPUS_CODES.flatMap((site) => (['en', 'zh'] as Lang[]).map((lang) => [site, lang] as const)))('%s in %s', (site, lang) => {
  const inLang = (value: string) => (lang === 'zh' ? expect(value).toMatch(CJK) : expect(value).not.toMatch(CJK));

  it('calendar/events: the year sorted by start, in the language asked for, every field in shape', async () => {
    const events = await server.api(site, lang).calendarEvents({ year: YEAR });
    expect(events.length).toBeGreaterThan(20);
    expect(events.map((e) => e.start)).toEqual([...events.map((e) => e.start)].sort());
    for (const e of events) {
      inLang(e.title);
      if (e.description) inLang(e.description);
      if (e.location) inLang(e.location);
      expect(e.uid).toMatch(uidPattern(site, YEAR));
      if (e.allDay) {
        expect(e.start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(e.end >= e.start).toBe(true);
      } else {
        expect(e.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
        expect(Date.parse(e.end)).toBeGreaterThan(Date.parse(e.start));
      }
    }
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
    expect(new Set(events.map((e) => e.category))).toEqual(new Set(['term', 'holiday', 'exam', 'conference', 'admissions', 'event']));
    // The public holidays every family plans around.
    const byKey = (key: string) => events.find((e) => e.uid.startsWith(`${site.toLowerCase()}-${YEAR}-${key}@`));
    expect(byKey('national-day')).toMatchObject({ start: '2025-10-01', end: '2025-10-08', category: 'holiday', allDay: true });
    expect(byKey('qingming')).toMatchObject({ start: '2026-04-04', end: '2026-04-06' });
    expect(byKey('labour-day')).toMatchObject({ start: '2026-05-01', end: '2026-05-05' });
    expect(byKey('dragon-boat')).toMatchObject({ start: '2026-06-19', end: '2026-06-21' });
    expect(byKey('semester-1-start')?.category).toBe('term');
    expect(byKey('summer-break')?.category).toBe('holiday');
    // AP exams and a graduation only where there is a Grade 12: BBGM has none before 2028.
    const young = site === 'BBGM';
    expect(Boolean(byKey('graduation'))).toBe(!young);
    expect(Boolean(byKey('ap-exams'))).toBe(!young);
    if (!young) expect(byKey('ap-exams')).toMatchObject({ start: '2026-05-04', category: 'exam' });
    // Last season's sessions, past now, are the year's admissions events, each once.
    const sessions = seededSessions(site, YEAR);
    expect(sessions).toHaveLength(3);
    expect(events.filter((e) => e.category === 'admissions').map((e) => [e.start, e.title])).toEqual(sessions.map((s) => [
      `${s.date}T${s.start}:00+08:00`, lang === 'zh' ? `招生说明会：${s.audience.zh}` : `Admissions information session: ${s.audience.en}`,
    ]));
  });

  it('calendar/events of 2026-27: the current year, sorted, with its holidays and the campus\'s own information sessions', async () => {
    const events = await server.api(site, lang).calendarEvents({ year: CURRENT });
    expect(events.length).toBeGreaterThan(20);
    expect(events.map((e) => e.start)).toEqual([...events.map((e) => e.start)].sort());
    for (const e of events) {
      inLang(e.title);
      if (e.description) inLang(e.description);
      expect(e.uid).toMatch(uidPattern(site, CURRENT));
      expect(e.start >= '2026-08-01' && e.end <= '2027-08-31').toBe(true);
    }
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
    const byKey = (key: string) => events.find((e) => e.uid.startsWith(`${site.toLowerCase()}-${CURRENT}-${key}@`));
    expect(byKey('mid-autumn')).toMatchObject({ start: '2026-09-25', end: '2026-09-27', category: 'holiday' });
    expect(byKey('national-day')).toMatchObject({ start: '2026-10-01', end: '2026-10-07', category: 'holiday' });
    expect(byKey('qingming')).toMatchObject({ start: '2027-04-03', end: '2027-04-05' });
    expect(byKey('labour-day')).toMatchObject({ start: '2027-05-01' });
    expect(byKey('dragon-boat')).toMatchObject({ start: '2027-06-09', end: '2027-06-09' });
    const bilingual = factsOf(site).bilingual;
    // Spring Festival (6 February 2027) is in the winter vacation or the school's own break.
    const springBreak = byKey(bilingual ? 'spring-festival' : 'spring-festival-break')!;
    expect(springBreak.start <= '2027-02-06' && springBreak.end >= '2027-02-06').toBe(true);
    expect(byKey('semester-1-start')?.start).toBe(bilingual ? '2026-09-01' : '2026-08-19');
    // Every information session a family can book is in the calendar once, at its time and place, under
    // its own UID and id (the session's, which the sign-up form books): no event of the seed repeats it.
    const sessions = seededSessions(site, CURRENT);
    expect(sessions).toHaveLength(CAMPUS_SEEDS.find((s) => s.code === site)!.sessions.length);
    const admissions = events.filter((e) => e.category === 'admissions');
    expect(admissions.map((e) => e.start)).toEqual(sessions.map((s) => `${s.date}T${s.start}:00+08:00`));
    expect(admissions.map((e) => e.end)).toEqual(sessions.map((s) => `${s.date}T${s.end}:00+08:00`));
    expect(admissions.map((e) => e.location)).toEqual(sessions.map((s) => s.place[lang]));
    expect(admissions.map((e) => e.title)).toEqual(sessions.map((s) => (lang === 'zh' ? `招生说明会：${s.audience.zh}` : `Admissions information session: ${s.audience.en}`)));
    const booked = await server.api(site, lang).admissionSessions();
    for (const s of booked) expect(admissions.find((e) => e.id === s.id)?.uid).toBe(`${site.toLowerCase()}-session-${s.id}@calendar.lumina-schools.cn`);
    expect(admissions.every((e) => e.uid.includes('-session-') && !e.cancelled && !e.allDay)).toBe(true);
    expect(admissions.every((e) => e.start > '2026-11-24')).toBe(true);
    expect(Boolean(byKey('graduation'))).toBe(site !== 'BBGM');
  });

  it('calendar.ics: one VEVENT per event, the same as the JSON, all-day as dates with an exclusive end, timed in Asia/Shanghai', async () => {
    const json = [...await server.api(site, lang).calendarEvents({ year: YEAR }), ...await server.api(site, lang).calendarEvents({ year: CURRENT })];
    const { calendar, events, text } = await feed(site, lang);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(lang === 'zh' ? `${getCampus(site).name.zh}校历` : `${getCampus(site).name.en} Academic Calendar`);
    expect(events).toHaveLength(json.length);
    const byUid = new Map(events.map((e) => [e.uid, e]));
    for (const e of json) {
      const v = byUid.get(e.uid);
      expect([e.uid, v?.summary]).toEqual([e.uid, e.title]);
      expect(v!.location ?? null).toBe(e.location);
      expect(v!.description ?? '').toBe(e.description);
      expect(v!.component.getFirstPropertyValue('dtstamp')).toBeTruthy();
      expect(v!.component.getFirstProperty('categories')?.getFirstValue()).toBe(e.category.toUpperCase());
      // A session links to its booking page, on the campus's published address and in the feed's language.
      const url = v!.component.getFirstPropertyValue('url') as string | null;
      expect(url).toBe(e.uid.includes('-session-') ? `${getCampus(site).address}/${lang}/admissions/recruit` : null);
      if (e.allDay) {
        expect(v!.startDate.isDate).toBe(true);
        expect(isoDay(v!.startDate)).toBe(e.start);
        expect(isoDay(v!.endDate)).toBe(dayAfter(e.end)); // DTEND is the day after the last day
      } else {
        expect(v!.startDate.isDate).toBe(false);
        expect(v!.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Asia/Shanghai');
        // The local time written in the feed is the China time of the JSON.
        expect(v!.startDate.toString()).toBe(e.start.slice(0, 19));
        expect(v!.endDate.toString()).toBe(e.end.slice(0, 19));
      }
    }
    // The zone of the timed events is described in the feed itself, from bundled data.
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Asia/Shanghai');
    expect(text).toContain('DTSTART;VALUE=DATE:20251001');
    expect(text).toContain('DTEND;VALUE=DATE:20251009');
    expect(text).toContain('DTSTART;VALUE=DATE:20261001');
  });
});

describe('the calendar in both languages and the navigation', () => {
  it('the feed follows ?lang, the same events under the same UIDs; without it, the campus language', async () => {
    const [en, zh] = [await feed('BISZ', 'en'), await feed('BISZ', 'zh')];
    expect(en.events.map((e) => e.uid)).toEqual(zh.events.map((e) => e.uid));
    expect(en.events.find((e) => e.uid.includes('-national-day@'))?.summary).toBe('National Day Golden Week and Mid-Autumn Festival');
    expect(zh.events.find((e) => e.uid.includes('-national-day@'))?.summary).toBe('国庆节、中秋节假期');
    // BBSZ is Chinese by default, BISZ English.
    const bbsz = await raw(server.base, '/api/BBSZ/calendar.ics');
    expect(String(bbsz.body)).toContain('SUMMARY:国庆节、中秋节假期');
    const bisz = await raw(server.base, '/api/bisz/calendar.ics');
    expect(String(bisz.body)).toContain('SUMMARY:National Day Golden Week and Mid-Autumn Festival');
  });

  it('a campus that follows the Chinese school year has make-up school days; an international one has a Spring Festival break instead', async () => {
    const uids = async (site: CampusCode) => (await server.api(site, 'en').calendarEvents({ year: YEAR })).map((e) => e.uid.split('@')[0]);
    const bbsz = await uids('BBSZ');
    expect(bbsz).toEqual(expect.arrayContaining(['bbsz-2025-26-make-up-sep-28', 'bbsz-2025-26-spring-festival', 'bbsz-2025-26-winter-break']));
    const bisz = await uids('BISZ');
    expect(bisz).toEqual(expect.arrayContaining(['bisz-2025-26-spring-festival-break']));
    expect(bisz.some((u) => u?.includes('make-up'))).toBe(false);
  });

  it('calendar-content: each calendar is the calendar page of its year', async () => {
    const calendars = await server.api('BISZ', 'en').calendarContent();
    expect(calendars).toEqual([
      { url: '/academics/calendar?year=2025-26', title: 'Academic Calendar 2025-26' },
      { url: '/academics/calendar?year=2026-27', title: 'Academic Calendar 2026-27' },
    ]);
    for (const site of CAMPUS_CODES) {
      const years = (await server.api(site, 'en').calendarContent()).map((c) => c.url);
      expect([site, years]).toEqual([site, ['/academics/calendar?year=2025-26', '/academics/calendar?year=2026-27']]);
    }
    expect(await server.api('BISZ', 'en').calendarEvents({ year: '2027-28' })).toEqual([]);
  });

  it('answers bad input with a 4xx envelope, never a 5xx', async () => {
    for (const [path, status] of [
      ['/api/XXXX/user/calendar/events?year=2025-26', 404],
      ['/api/XXXX/calendar.ics?lang=en', 404],
      ['/api/BISZ/user/calendar/events', 400],
      ['/api/BISZ/user/calendar/events?year=2025', 400],
      ['/api/BISZ/user/calendar/events?year=2025-27', 400],
      ['/api/BISZ/user/calendar/events?year=%27%3B--', 400],
      ['/api/BISZ/calendar.ics?lang=fr', 400],
    ] as const) {
      const response = await raw(server.base, path);
      expect([path, response.status]).toEqual([path, status]);
      expect(response.body).toMatchObject({ code: expect.not.stringMatching(/^000$/), data: null, message: expect.any(String) });
    }
  });

  it('answers a feed the client already has with 304', async () => {
    const first = await raw(server.base, '/api/BISZ/calendar.ics?lang=en');
    const again = await raw(server.base, '/api/BISZ/calendar.ics?lang=en', { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });
});

describe('UIDs across reseeds', () => {
  it('an event keeps its UID when events are added before it, although its id moves', async () => {
    const database = await createTestDatabase();
    const handle = await openDatabase(database.options);
    try {
      const service = new CalendarService(handle.db);
      await seedDatabase(handle.db, CAMPUS_SEEDS);
      const before = await service.events('BISZ', 'en', YEAR);

      const seeds = structuredClone(CAMPUS_SEEDS) as CampusSeed[];
      const bisz = seeds.find((s) => s.code === 'BISZ')!;
      bisz.calendarEvents.unshift({
        year: YEAR, key: 'staff-day', category: 'event', start: '2025-08-15', end: '2025-08-15', allDay: true,
        title: { en: 'Staff day', zh: '教职工日' },
      });
      await seedDatabase(handle.db, seeds);
      const after = await service.events('BISZ', 'en', YEAR);

      expect(after).toHaveLength(before.length + 1);
      const uid = (e: CalendarEvent) => e.uid;
      expect(after.filter((e) => !e.uid.includes('staff-day')).map(uid)).toEqual(before.map(uid));
      const national = (list: CalendarEvent[]) => list.find((e) => e.uid.includes('-national-day@'))!;
      expect(national(after).id).not.toBe(national(before).id);
    } finally {
      await handle.close();
      await database.remove();
    }
  });
});

describe('migration 022_session_calendar', () => {
  it('removes the events the seed wrote for the sessions (the calendar shows the sessions themselves) but keeps staff\'s, and gives each session its revision', async () => {
    const database = await createTestDatabase();
    try {
      const old = await openDatabase({ ...database.options, migrateTo: '021_studio_schedule' });
      try {
        const event = (id: number, key: string, by: string | null) => sql`insert into calendar_event (id, site, year, key, category, start, "end", all_day, updated_at,
            title_en, title_zh, description_en, description_zh, location_en, location_zh, sequence, cancelled_at, created_by)
          values (${id}, 'BISZ', '2026-27', ${key}, 'admissions', '2026-12-05T09:30:00+08:00', '2026-12-05T11:30:00+08:00', 0, '2026-11-01T00:00:00.000Z',
            'Admissions information session', '招生说明会', '', '', '', '', 0, null, ${by})`.execute(old.db);
        await event(1, 'info-session-2026-12-05', null);
        await event(2, 'semester-1-start', null);
        await event(1_000_001, 'info-session-for-boarders-3f9a2c1b', 'editor@bisz.example.cn');
        await sql`insert into info_session (id, site, sort, date, start, "end", capacity, place_en, place_zh, language_en, language_zh, audience_en, audience_zh)
          values (1, 'BISZ', 0, '2026-12-05', '09:30', '11:30', 40, 'Theatre', '剧场', 'English', '英文', 'All grades', '全学段')`.execute(old.db);
      } finally {
        await old.close();
      }
      const migrated = await openDatabase(database.options);
      try {
        expect((await migrated.db.selectFrom('calendar_event').select('key').orderBy('id').execute()).map((r) => r.key))
          .toEqual(['semester-1-start', 'info-session-for-boarders-3f9a2c1b']);
        const session = await migrated.db.selectFrom('info_session').select(['updated_at', 'sequence']).executeTakeFirstOrThrow();
        expect(Number.isNaN(Date.parse(session.updated_at))).toBe(false);
        expect(Number(session.sequence)).toBe(0);
        const calendar = await new CalendarService(migrated.db).events('BISZ', 'en', CURRENT);
        expect(calendar.map((e) => e.uid)).toEqual([
          'bisz-2026-27-info-session-for-boarders-3f9a2c1b@calendar.lumina-schools.cn', 'bisz-2026-27-semester-1-start@calendar.lumina-schools.cn',
          'bisz-session-1@calendar.lumina-schools.cn',
        ]);
      } finally {
        await migrated.close();
      }
    } finally {
      await database.remove();
    }
  });
});
