// npm run seed on a database staff have worked on (issue 34, item 6): it refuses, says what staff
// changed (each kind with its campuses) and the flag that forces it, writes nothing and leaves their
// changes live; forced, it replaces them with the fixtures as a seed always did, says so and marks the
// audit log, from which staff's changes count again. A fresh database seeds as before, with each seeded
// information session once in the calendar. Staff's changes are made through the staff API, as the
// studio makes them.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { MenuList } from '@schools/shared-api';
import type { StaffInfoSession } from '../src/modules/admissions/sessionEditor';
import type { StaffCalendar, StaffCalendarEvent } from '../src/modules/calendar/calendarEditor';
import { CalendarService } from '../src/modules/calendar/calendarService';
import type { NewsStory } from '../src/modules/news/newsService';
import type { AuditEntry } from '../src/modules/staff/audit';
import { openDatabase } from '../src/platform/db/connect';
import { CAMPUS_SEEDS } from '../src/seed/fixtures';
import { FORCE_COMMAND, SeedRefused, reseedReport, reseedSite } from '../src/seed/reseed';
import { staffChanges } from '../src/seed/staffChanges';
import { staffAs, type StaffClient } from './support/staff';
import { createTestDatabase } from './support/testDatabase';
import { raw, startTestServer, type TestServer } from './support/testServer';

const run = promisify(execFile);
const REPO = path.resolve(__dirname, '../..');
const COMMAND = path.join(REPO, 'api-server/src/bin/seed.ts');

let server: TestServer;
let editor: StaffClient;
let officer: StaffClient;
let network: StaffClient;

beforeAll(async () => {
  server = await startTestServer();
  editor = await staffAs(server, 'editor', 'BISZ');
  officer = await staffAs(server, 'admissions', 'BISZ');
  network = await staffAs(server, 'network');
});
afterAll(() => server.close());

const reseed = (force: boolean) => reseedSite({ db: server.db }, server.config, { force });
const menuTitle = async (site: string, id: string) => (await server.db.selectFrom('menu').select('title_en').where('site', '=', site).where('id', '=', id).executeTakeFirstOrThrow()).title_en;
const visitorsMenuTitle = async (id: string) =>
  ((await raw(server.base, '/api/BISZ/user/menu/list', { headers: { 'x-locale': 'en' } })).body.data as MenuList).menu.flatMap((m) => [m, ...(m.children ?? [])]).find((m) => m.id === id)?.title;
const publishMenu = (client: StaffClient, site: string, id: string, en: string) =>
  client.call('POST', `/${site}/studio/targets/menu/${id}/publish`, { body: { body: { title: { en, zh: `${en}（中文）` } } } });
const sessionOf = async (id: number) => server.db.selectFrom('info_session').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const eventOf = async (id: number) => server.db.selectFrom('calendar_event').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The command itself, on the test server's database: its exit code and what it wrote. */
async function seedCommand(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-cli-'));
  const { databaseUrl, sqliteFile, storageDir } = server.config;
  const env: NodeJS.ProcessEnv = {
    ...process.env, DATA_DIR: dataDir, SQLITE_FILE: sqliteFile, OBJECT_STORAGE_DIR: storageDir, DATABASE_URL: databaseUrl ?? '', DATABASE_SCHEMA: '',
  };
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', COMMAND, ...args], { cwd: REPO, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('a database without staff changes', () => {
  it('a fresh database seeds, with every seeded session once in the calendar and no event of the seed repeating one; seeding it again works as before', async () => {
    const database = await createTestDatabase();
    const handle = await openDatabase(database.options);
    const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-fresh-'));
    try {
      const first = await reseedSite(handle, { storageDir }, { force: false });
      const sessions = CAMPUS_SEEDS.reduce((n, s) => n + s.sessions.length + s.earlierSessions.length, 0);
      expect(first).toEqual(expect.objectContaining({ replaced: null, kept: { events: 0, sessions: 0 } }));
      expect(first.counts.sessions).toBe(sessions);
      expect(await handle.db.selectFrom('calendar_event').select('key').where('key', 'like', 'info-session-%').execute()).toEqual([]);
      const calendar = new CalendarService(handle.db);
      const bisz = CAMPUS_SEEDS.find((s) => s.code === 'BISZ')!;
      const admissions = (await calendar.events('BISZ', 'en', '2026-27')).filter((e) => e.category === 'admissions');
      expect(admissions.map((e) => e.start)).toEqual(bisz.sessions.map((s) => `${s.date}T${s.start}:00+08:00`));
      expect(new Set(admissions.map((e) => e.uid)).size).toBe(bisz.sessions.length);

      const again = await reseedSite(handle, { storageDir }, { force: false });
      expect(again.counts).toEqual(first.counts);
      expect(reseedReport(again)).toEqual([]);
      expect(await handle.db.selectFrom('staff_audit').selectAll().execute()).toEqual([]);
    } finally {
      await handle.close();
      await database.remove();
      fs.rmSync(storageDir, { recursive: true, force: true });
    }
  });
});

describe('a database where staff have published', () => {
  let story: NewsStory;
  let unpublished: number;
  let event: StaffCalendarEvent;
  let added: StaffCalendarEvent;
  let cancelled: StaffInfoSession;
  let addedSession: StaffInfoSession;

  beforeAll(async () => {
    // Copy: BISZ's and BIGZ's Mission in the menu, and BISZ's Our Story, published and then restored to its original (as seeded: not counted).
    expect((await publishMenu(editor, 'BISZ', '0201', 'Our Mission, by staff')).status).toBe(200);
    expect((await publishMenu(network, 'BIGZ', '0201', 'Mission, by BIGZ staff')).status).toBe(200);
    expect((await publishMenu(editor, 'BISZ', '0202', 'Our Story, for a while')).status).toBe(200);
    const versions = (await editor.call('GET', '/BISZ/studio/targets/menu/0202')).body.data.versions as { id: number; action: string }[];
    const original = versions.find((v) => v.action === 'original')!;
    expect((await editor.call('POST', `/BISZ/studio/targets/menu/0202/versions/${original.id}/restore`)).status).toBe(200);
    // News: a story written and published (its copy is the story's, not a piece of copy).
    const para = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
    const copy = { title: { en: 'Robotics team wins', zh: '机器人队获胜' }, summary: { en: 'First place.', zh: '第一名。' }, blocks: { en: [para('All about it.')], zh: [para('详情。')] } };
    story = (await editor.call('POST', '/BISZ/news', { body: { ...copy, date: '2026-11-20' } })).body.data;
    expect((await editor.call('POST', `/BISZ/news/${story.id}/publish`, { body: { body: copy } })).status).toBe(200);
    // and a story of the seed taken down.
    const seededStory = await server.db.selectFrom('content').select('id').where('site', '=', 'BISZ').where('key', '=', 'news-1').executeTakeFirstOrThrow();
    unpublished = Number(seededStory.id);
    expect((await editor.call('POST', `/BISZ/news/${unpublished}/unpublish`)).status).toBe(200);
    // A picture on the site: a published photograph of the library in the home carousel.
    const photo = await server.db.insertInto('media').values({
      site: 'BISZ', hash: 'reseedreseedrese', key: 'media/bisz/reseedreseedrese-1600x900.jpg', format: 'jpeg', original_name: 'gate.jpg',
      original_width: 1600, original_height: 900, original_bytes: 1000, width: 1600, height: 900, variants: '[]', alt_en: 'The gate', alt_zh: '校门',
      state: 'published', uploaded_by: null, uploaded_by_email: 'cli', uploaded_at: new Date().toISOString(), published_at: new Date().toISOString(),
    }).returning('id').executeTakeFirstOrThrow();
    expect((await editor.call('POST', '/BISZ/media/replace', { body: { slot: 'banner/slide/0', mediaId: Number(photo.id) } })).status).toBe(200);
    // The calendar: a seeded event edited, and one added (which every seed keeps).
    const calendar = (await editor.call('GET', '/BISZ/calendar/events?year=2026-27')).body.data as StaffCalendar;
    const seeded = calendar.events.find((e) => e.createdBy === null && !e.cancelledAt)!;
    const { title: _title, id: _id, key: _key, uid: _uid, year: _year, sequence: _sequence, updatedAt: _at, cancelledAt: _c, createdBy: _by, ...fields } = seeded;
    event = (await editor.call('PUT', `/BISZ/calendar/events/${seeded.id}`, { body: { ...fields, title: { en: 'Edited by staff', zh: '员工修改' } } })).body.data;
    added = (await editor.call('POST', '/BISZ/calendar/events', { body: { ...fields, year: '2026-27', title: { en: 'Staff picnic', zh: '教职工野餐' } } })).body.data;
    // Sessions: a seeded one cancelled, and one added (kept).
    const sessions = (await officer.call('GET', '/BISZ/sessions')).body.data as StaffInfoSession[];
    const upcoming = sessions.find((s) => s.createdBy === null && !s.past && !s.cancelledAt)!;
    cancelled = (await officer.call('POST', `/BISZ/sessions/${upcoming.id}/cancel`)).body.data;
    addedSession = (await officer.call('POST', '/BISZ/sessions', {
      body: { place: { en: 'Library', zh: '图书馆' }, language: { en: 'English', zh: '英文' }, audience: { en: 'All grades', zh: '全学段' }, date: '2027-06-05', start: '10:00', end: '11:00', capacity: 20 },
    })).body.data;
    expect([story.id, event.title.en, added.id, cancelled.cancelledAt, addedSession.id].every(Boolean)).toBe(true);
  });

  const REFUSAL = [
    'The seed was refused, nothing was written: since the site was last seeded, staff have changed what a seed replaces with the fixtures:',
    '  - 2 pieces of copy published by staff (BIGZ 1, BISZ 1)',
    '  - 1 news story written by staff (BISZ 1)',
    '  - 1 seeded news story published, unpublished, redated or given a cover by staff (BISZ 1)',
    '  - 1 picture replaced on the site by staff (BISZ 1)',
    '  - 1 seeded calendar event edited or cancelled by staff (BISZ 1)',
    '  - 1 seeded information session edited or cancelled by staff (BISZ 1)',
    `To replace them with the fixtures anyway, run: ${FORCE_COMMAND}`,
  ];

  it('refuses, saying what staff changed on which campus and the flag that forces it, and writes nothing: staff\'s work stays live', async () => {
    await expect(reseed(false)).rejects.toThrow(SeedRefused);
    await expect(reseed(false)).rejects.toThrow(REFUSAL.join('\n'));
    expect(await menuTitle('BISZ', '0201')).toBe('Our Mission, by staff');
    expect(await visitorsMenuTitle('0201')).toBe('Our Mission, by staff');
    expect(await server.db.selectFrom('content').select('id').where('id', '=', story.id).executeTakeFirst()).toEqual({ id: story.id });
    expect((await server.db.selectFrom('news_story').select('visible_from').where('content_id', '=', unpublished).executeTakeFirstOrThrow()).visible_from).toBeNull();
    expect((await eventOf(event.id)).title_en).toBe('Edited by staff');
    expect((await sessionOf(cancelled.id)).cancelled_at).toBe(cancelled.cancelledAt);
    expect((await network.call('GET', '/audit?limit=5')).body.data.map((e: AuditEntry) => e.action)).not.toContain('seed.force');
  });

  it('npm run seed says so too, and exits with 1', async () => {
    const refused = await seedCommand([]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(REFUSAL.join('\n'));
    expect(refused.stderr).toContain('npm run seed -- --force');
    const wrong = await seedCommand(['--forse']);
    expect([wrong.code, wrong.stderr]).toEqual([2, 'Unexpected "--forse"\nusage: npm run seed [-- --force]\n']);
    expect(await menuTitle('BISZ', '0201')).toBe('Our Mission, by staff');
  });

  it('--force replaces them with the fixtures, says what it replaced and keeps what staff added; the audit log has it', async () => {
    const forced = await reseed(true);
    expect(reseedReport(forced)).toEqual([
      'Forced (--force): the fixtures replaced what staff had changed:',
      ...REFUSAL.slice(1, -1),
      'Published copy keeps its versions in the studio, to restore one by one.',
      'Kept: 1 calendar event and 1 information session staff added.',
    ]);
    expect(await menuTitle('BISZ', '0201')).toBe('Mission');
    expect(await menuTitle('BIGZ', '0201')).toBe('Mission');
    expect(await server.db.selectFrom('content').select('id').where('id', '=', story.id).executeTakeFirst()).toBeUndefined();
    expect(await server.db.selectFrom('news_story').select('visible_from').where('content_id', '=', unpublished).executeTakeFirst()).toBeUndefined();
    expect((await eventOf(event.id)).title_en).not.toBe('Edited by staff');
    expect((await sessionOf(cancelled.id)).cancelled_at).toBeNull();
    expect((await eventOf(added.id)).title_en).toBe('Staff picnic');
    expect((await sessionOf(addedSession.id)).created_by).toBe(officer.account.email);
    // The session is offered, and in the calendar, again; the one staff added too.
    const uids = (await new CalendarService(server.db).events('BISZ', 'en', '2026-27')).map((e) => e.uid);
    expect(uids).toEqual(expect.arrayContaining([`bisz-session-${cancelled.id}@calendar.lumina-schools.cn`, `bisz-session-${addedSession.id}@calendar.lumina-schools.cn`]));
    const [entry] = (await network.call('GET', '/audit?limit=1')).body.data as AuditEntry[];
    expect(entry).toEqual(expect.objectContaining({
      action: 'seed.force', actor: 'cli', site: null, after: null,
      before: { copy: { BIGZ: 1, BISZ: 1 }, newsWritten: { BISZ: 1 }, newsChanged: { BISZ: 1 }, pictures: { BISZ: 1 }, events: { BISZ: 1 }, sessions: { BISZ: 1 } },
    }));
  });

  it('after a forced seed, staff\'s changes count from it: a plain seed works, and refuses again once staff publish', async () => {
    expect(reseedReport(await reseed(false))).toEqual(['Kept: 1 calendar event and 1 information session staff added.']);
    expect((await publishMenu(editor, 'BISZ', '0201', 'Our Mission, again')).status).toBe(200);
    expect(await staffChanges(server.db)).toEqual({ copy: { BISZ: 1 }, newsWritten: {}, newsChanged: {}, pictures: {}, events: {}, sessions: {} });
    await expect(reseed(false)).rejects.toThrow('  - 1 piece of copy published by staff (BISZ 1)\nTo replace');
    expect(await menuTitle('BISZ', '0201')).toBe('Our Mission, again');
  });
});
