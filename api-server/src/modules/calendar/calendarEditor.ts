// The studio's side of the academic calendar: a campus's events of a school year in both languages,
// and adding, editing and cancelling one. Each change writes the row and its audit entry (before and
// after) in one transaction; the caller then drops the campus's cached answers, so the calendar page
// and the feed show it on the next load. An event keeps its key (the feed's UID) for life; an edit and
// a cancellation raise its SEQUENCE and DTSTAMP, and a cancelled event stays for the feed to say so.
import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { ERROR_CODES, type CalendarCategory } from '@schools/shared-api';
import { chinaNow, schoolYearOf } from '@schools/shared-api/china-time';
import { lockKeys } from '../../platform/db/locks';
import type { Dialect } from '../../platform/db/dialect';
import type { CalendarEventTable, Database } from '../../platform/db/schema';
import { ApiError } from '../../platform/http/errors';
import { writeAudit } from '../staff/audit';
import type { Actor } from '../staff/roles';
import { checkSchoolYear, eventUid } from './calendarService';
import { checkEvent, type Bilingual, type EventInput } from './eventInput';

/** Rows staff add are numbered from here on, far above the seed's, so a reseed never takes their ids. */
export const STAFF_ROW_IDS_FROM = 1_000_000;

/** An event as the studio shows and audits it: both languages, its key, SEQUENCE and state. */
export interface StaffCalendarEvent {
  id: number;
  key: string;
  uid: string;
  year: string;
  title: Bilingual;
  description: Bilingual;
  location: Bilingual;
  category: CalendarCategory;
  allDay: boolean;
  start: string;
  end: string;
  sequence: number;
  updatedAt: string;
  cancelledAt: string | null;
  /** the member of staff who added it; null for the seed's */
  createdBy: string | null;
}

export interface StaffCalendar {
  year: string;
  /** the school years with events, and the current and next ones, oldest first */
  years: string[];
  events: StaffCalendarEvent[];
}

type Row = Selectable<CalendarEventTable>;
type Db = Kysely<Database> | Transaction<Database>;

const bi = (r: Row, field: 'title' | 'description' | 'location'): Bilingual => ({ en: r[`${field}_en`], zh: r[`${field}_zh`] });

export function staffEvent(r: Row): StaffCalendarEvent {
  return {
    id: Number(r.id), key: r.key, uid: eventUid(r), year: r.year, title: bi(r, 'title'), description: bi(r, 'description'),
    location: bi(r, 'location'), category: r.category as CalendarCategory, allDay: r.all_day === 1, start: r.start, end: r.end,
    sequence: Number(r.sequence), updatedAt: r.updated_at, cancelledAt: r.cancelled_at, createdBy: r.created_by,
  };
}

/** A readable, unique key: the English title's words and a random tail ('open-day-3f9a2c1b'). */
function newKey(title: string): string {
  const words = title.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40).replace(/-+$/, '');
  return `${words || 'event'}-${randomBytes(4).toString('hex')}`;
}

const columns = (e: ReturnType<typeof checkEvent>) => ({
  title_en: e.title.en, title_zh: e.title.zh, description_en: e.description.en, description_zh: e.description.zh,
  location_en: e.location.en, location_zh: e.location.zh, category: e.category, all_day: e.allDay ? 1 : 0, start: e.start, end: e.end,
});

export class CalendarEditor {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The campus's events of a school year (cancelled ones too), sorted by start, and the years to choose from. */
  async list(site: string, year: string): Promise<StaffCalendar> {
    checkSchoolYear(year);
    const rows = await this.db.selectFrom('calendar_event').selectAll().where('site', '=', site).where('year', '=', year)
      .orderBy('start').orderBy('end').orderBy('key').execute();
    const stored = await this.db.selectFrom('calendar_event').select('year').distinct().where('site', '=', site).execute();
    const current = schoolYearOf(chinaNow(this.now()).day);
    const next = `${Number(current.slice(0, 4)) + 1}-${String((Number(current.slice(0, 4)) + 2) % 100).padStart(2, '0')}`;
    const years = [...new Set([...stored.map((r) => r.year), current, next, year])].sort();
    return { year, years, events: rows.map(staffEvent) };
  }

  private async find(trx: Db, site: string, id: number): Promise<Row> {
    let query = trx.selectFrom('calendar_event').selectAll().where('id', '=', id).where('site', '=', site);
    // PostgreSQL: the row stays as read until the change commits, so the audit's "before" is exact.
    if (this.dialect === 'postgres') query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row) throw ApiError.notFound(`Event ${id} does not exist on ${site}`).because('notFound');
    return row;
  }

  private async reread(trx: Db, id: number): Promise<StaffCalendarEvent> {
    return staffEvent(await trx.selectFrom('calendar_event').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
  }

  /** Adds an event to a school year of the campus, under a new key. */
  async add(site: string, year: string, input: EventInput, by: Actor): Promise<StaffCalendarEvent> {
    checkSchoolYear(year);
    const event = checkEvent(input, year);
    return this.db.transaction().execute(async (trx) => {
      // One new id at a time (PostgreSQL's integer key has no sequence; SQLite has one writer anyway).
      await lockKeys(trx, this.dialect, ['calendar_event:new']);
      const max = await trx.selectFrom('calendar_event').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
      const id = Math.max(Number(max?.id ?? 0), STAFF_ROW_IDS_FROM) + 1;
      const at = this.now().toISOString();
      await trx.insertInto('calendar_event').values({
        id, site, year, key: newKey(event.title.en), ...columns(event), updated_at: at, sequence: 0, cancelled_at: null, created_by: by.email,
      }).execute();
      const after = await this.reread(trx, id);
      await writeAudit(trx, by, { site, action: 'calendar.add', targetId: `event:${id}`, before: null, after }, new Date(at));
      return after;
    });
  }

  /** Edits an event: the same key (UID), SEQUENCE one more, DTSTAMP now. A cancelled event is not edited. */
  async edit(site: string, id: number, input: EventInput, by: Actor): Promise<StaffCalendarEvent> {
    return this.db.transaction().execute(async (trx) => {
      const row = await this.find(trx, site, id);
      if (row.cancelled_at) throw new ApiError(409, ERROR_CODES.conflict, `Event ${id} was cancelled; a cancelled event is not edited: add a new one`).because('eventCancelled');
      const event = checkEvent(input, row.year);
      const at = this.now().toISOString();
      await trx.updateTable('calendar_event').set({ ...columns(event), sequence: Number(row.sequence) + 1, updated_at: at }).where('id', '=', id).execute();
      const after = await this.reread(trx, id);
      await writeAudit(trx, by, { site, action: 'calendar.edit', targetId: `event:${id}`, before: staffEvent(row), after }, new Date(at));
      return after;
    });
  }

  /** Cancels an event: it stays, marked cancelled, with SEQUENCE one more, for the feed's STATUS:CANCELLED. */
  async cancel(site: string, id: number, by: Actor): Promise<StaffCalendarEvent> {
    return this.db.transaction().execute(async (trx) => {
      const row = await this.find(trx, site, id);
      if (row.cancelled_at) throw new ApiError(409, ERROR_CODES.conflict, `Event ${id} is cancelled already`).because('eventCancelled');
      const at = this.now().toISOString();
      await trx.updateTable('calendar_event').set({ cancelled_at: at, sequence: Number(row.sequence) + 1, updated_at: at }).where('id', '=', id).execute();
      const after = await this.reread(trx, id);
      await writeAudit(trx, by, { site, action: 'calendar.cancel', targetId: `event:${id}`, before: staffEvent(row), after }, new Date(at));
      return after;
    });
  }
}
