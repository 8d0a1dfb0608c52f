// The admissions office's information sessions in the studio: every session of the campus (to come and
// past) with its bookings, adding, editing and cancelling one, and the families who booked a session.
// Each change writes the row and its audit entry (before and after) in one transaction, under the same
// lock as a family's booking of that session, so a capacity is never set below the places booked while
// a booking slips in. A cancelled session stays, with its bookings: those families must be called.
// Every change is a revision for the calendar feed, which shows the sessions (updated_at, sequence).
import type { Kysely, Selectable, Transaction } from 'kysely';
import { ERROR_CODES, type GradeRange } from '@schools/shared-api';
import { chinaNow } from '@schools/shared-api/china-time';
import { STAFF_ROW_IDS_FROM } from '../calendar/calendarEditor';
import type { Bilingual } from '../calendar/eventInput';
import { lockKeys } from '../../platform/db/locks';
import type { Dialect } from '../../platform/db/dialect';
import type { Database, InfoSessionTable } from '../../platform/db/schema';
import { ApiError } from '../../platform/http/errors';
import { writeAudit } from '../staff/audit';
import type { Actor } from '../staff/roles';
import { Problems } from '../staff/fieldRefusal';
import { gradeColumns, gradesOf } from './sessionGrades';
import { checkSession, type CheckedSession, type SessionInput } from './sessionInput';

/** A session as the admissions office sees and the audit log records it. */
export interface StaffInfoSession {
  id: number;
  date: string;
  start: string;
  end: string;
  place: Bilingual;
  language: Bilingual;
  audience: Bilingual;
  /** the grades it is for; null: every grade */
  grades: GradeRange | null;
  capacity: number;
  /** the families booked (sign-ups for it) */
  booked: number;
  cancelledAt: string | null;
  /** it has begun (China time): no longer booked, changed or cancelled */
  past: boolean;
  createdBy: string | null;
}

/** A family that booked a session: whom the office calls when it is cancelled. */
export interface SessionFamily {
  /** the sign-up's id (mark it contacted with the sign-ups' call) */
  id: number;
  name: string;
  mobile: string;
  email: string;
  /** the language of the page the family booked from: the one to call them in */
  lang: string;
  createdAt: string;
  contactedAt: string | null;
}

type Row = Selectable<InfoSessionTable>;
type Db = Kysely<Database> | Transaction<Database>;

/** Whether a session has begun: its day and start in China time are not after now. */
export function hasBegun(session: { date: string; start: string }, now: Date): boolean {
  const { day, time } = chinaNow(now);
  return session.date < day || (session.date === day && session.start <= time);
}

/** The row's columns of a checked session; its grades only when it names them (an edit without them keeps the row's). */
const columns = (s: CheckedSession) => ({
  date: s.date, start: s.start, end: s.end, capacity: s.capacity, place_en: s.place.en, place_zh: s.place.zh,
  language_en: s.language.en, language_zh: s.language.zh, audience_en: s.audience.en, audience_zh: s.audience.zh,
  ...(s.grades === undefined ? {} : gradeColumns(s.grades)),
});

/** A revision's columns: the feed's SEQUENCE one more, its DTSTAMP now. */
const revised = (row: Row, now: Date) => ({ sequence: Number(row.sequence) + 1, updated_at: now.toISOString() });

export class SessionEditor {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private staffSession(r: Row, booked: number): StaffInfoSession {
    return {
      id: Number(r.id), date: r.date, start: r.start, end: r.end, place: { en: r.place_en, zh: r.place_zh },
      language: { en: r.language_en, zh: r.language_zh }, audience: { en: r.audience_en, zh: r.audience_zh }, grades: gradesOf(r),
      capacity: Number(r.capacity), booked, cancelledAt: r.cancelled_at, past: hasBegun(r, this.now()), createdBy: r.created_by,
    };
  }

  private async booked(db: Db, id: number): Promise<number> {
    const row = await db.selectFrom('signup').select((eb) => eb.fn.countAll<string | number>().as('n')).where('session_id', '=', id).where('cancelled_at', 'is', null).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Every session of the campus, by date and start, with its bookings. */
  async list(site: string): Promise<StaffInfoSession[]> {
    const rows = await this.db.selectFrom('info_session').selectAll().where('site', '=', site).orderBy('date').orderBy('start').orderBy('id').execute();
    if (!rows.length) return [];
    const counts = await this.db.selectFrom('signup').select(['session_id', (eb) => eb.fn.countAll<string | number>().as('n')])
      .where('site', '=', site).where('session_id', 'is not', null).where('cancelled_at', 'is', null).groupBy('session_id').execute();
    const byId = new Map(counts.map((c) => [Number(c.session_id), Number(c.n)]));
    return rows.map((r) => this.staffSession(r, byId.get(Number(r.id)) ?? 0));
  }

  /** The session of the campus, locked for the change (and against bookings) until the transaction ends. */
  private async find(trx: Transaction<Database>, site: string, id: number): Promise<Row> {
    await lockKeys(trx, this.dialect, [`signup-session:${id}`]);
    let query = trx.selectFrom('info_session').selectAll().where('id', '=', id).where('site', '=', site);
    if (this.dialect === 'postgres') query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row) throw ApiError.notFound(`Session ${id} does not exist on ${site}`).because('notFound');
    return row;
  }

  private async reread(trx: Transaction<Database>, id: number): Promise<StaffInfoSession> {
    const row = await trx.selectFrom('info_session').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return this.staffSession(row, await this.booked(trx, id));
  }

  private checked(input: SessionInput, extra: (session: CheckedSession, problems: Problems) => void = () => undefined): CheckedSession {
    const problems = new Problems();
    const session = checkSession(input, problems);
    if (!problems.has('date') && !problems.has('start') && hasBegun(session, this.now())) {
      problems.add('date', 'inPast', 'must be still to come: a session is added or moved to a day and time after now (China time)');
    }
    extra(session, problems);
    problems.refuse('session');
    return session;
  }

  /** Adds a session to come; families can book it at once. */
  async add(site: string, input: SessionInput, by: Actor): Promise<StaffInfoSession> {
    const session = this.checked(input);
    return this.db.transaction().execute(async (trx) => {
      await lockKeys(trx, this.dialect, ['info_session:new']);
      const max = await trx.selectFrom('info_session').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
      const id = Math.max(Number(max?.id ?? 0), STAFF_ROW_IDS_FROM) + 1;
      const sort = await trx.selectFrom('info_session').select((eb) => eb.fn.max('sort').as('sort')).where('site', '=', site).executeTakeFirst();
      await trx.insertInto('info_session').values({
        // A new session sent without its grades is for every grade.
        id, site, sort: Number(sort?.sort ?? -1) + 1, ...columns({ ...session, grades: session.grades ?? null }), cancelled_at: null, created_by: by.email,
        updated_at: this.now().toISOString(), sequence: 0,
      }).execute();
      const after = await this.reread(trx, id);
      await writeAudit(trx, by, { site, action: 'session.add', targetId: `session:${id}`, before: null, after }, this.now());
      return after;
    });
  }

  /** Edits a session to come; its capacity never below the places booked. */
  async edit(site: string, id: number, input: SessionInput, by: Actor): Promise<StaffInfoSession> {
    return this.db.transaction().execute(async (trx) => {
      const row = await this.find(trx, site, id);
      this.refuseClosed(row, id, 'changed');
      const booked = await this.booked(trx, id);
      const session = this.checked(input, (s, problems) => {
        if (!problems.has('capacity') && s.capacity < booked) {
          problems.add('capacity', 'belowBooked', `must be at least ${booked}: ${booked} place${booked === 1 ? ' is' : 's are'} booked already`, booked);
        }
      });
      await trx.updateTable('info_session').set({ ...columns(session), ...revised(row, this.now()) }).where('id', '=', id).execute();
      const after = await this.reread(trx, id);
      await writeAudit(trx, by, { site, action: 'session.edit', targetId: `session:${id}`, before: this.staffSession(row, booked), after }, this.now());
      return after;
    });
  }

  /** Cancels a session to come: no longer offered or booked; its bookings stay, for the office to call. */
  async cancel(site: string, id: number, by: Actor): Promise<StaffInfoSession> {
    return this.db.transaction().execute(async (trx) => {
      const row = await this.find(trx, site, id);
      this.refuseClosed(row, id, 'cancelled');
      const booked = await this.booked(trx, id);
      await trx.updateTable('info_session').set({ cancelled_at: this.now().toISOString(), ...revised(row, this.now()) }).where('id', '=', id).execute();
      const after = await this.reread(trx, id);
      await writeAudit(trx, by, { site, action: 'session.cancel', targetId: `session:${id}`, before: this.staffSession(row, booked), after }, this.now());
      return after;
    });
  }

  private refuseClosed(row: Row, id: number, verb: string): void {
    if (row.cancelled_at) throw new ApiError(409, ERROR_CODES.conflict, `Session ${id} is cancelled already: it cannot be ${verb}`).because('sessionCancelled');
    if (hasBegun(row, this.now())) throw new ApiError(409, ERROR_CODES.conflict, `Session ${id} has begun (${row.date} ${row.start}, China time): it cannot be ${verb}`).because('sessionBegun');
  }

  /** The families booked for a session of the campus (not those who cancelled), in the order they booked. */
  async families(site: string, id: number): Promise<SessionFamily[]> {
    const session = await this.db.selectFrom('info_session').select('id').where('id', '=', id).where('site', '=', site).executeTakeFirst();
    if (!session) throw ApiError.notFound(`Session ${id} does not exist on ${site}`).because('notFound');
    const rows = await this.db.selectFrom('signup').select(['id', 'name', 'mobile', 'email', 'lang', 'created_at', 'contacted_at'])
      // A family that cancelled its booking needs no call when the session is cancelled.
      .where('session_id', '=', id).where('site', '=', site).where('cancelled_at', 'is', null).orderBy('id').execute();
    return rows.map((r) => ({
      id: Number(r.id), name: r.name, mobile: r.mobile, email: r.email, lang: r.lang, createdAt: r.created_at, contactedAt: r.contacted_at,
    }));
  }
}
