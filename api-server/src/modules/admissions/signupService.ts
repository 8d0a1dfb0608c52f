// Information sessions and families' sign-ups for them. Sessions are seeded content; a sign-up is
// a visitor's data: validated with the form's own rules, limited per client address, and only ever
// read back by the school's staff (signed in with an admissions or network account).
import type { Kysely, Selectable, Transaction } from 'kysely';
import { ERROR_CODES, type CampusCode, type InfoSession, type Lang, type SignupCreated, type SignupInput } from '@schools/shared-api';
import { chinaNow } from '@schools/shared-api/china-time';
import { SIGNUP_MESSAGES, normalizeMobile, signupProblems } from '@schools/shared-api/forms';
import { phoneAbroad } from '@schools/shared-api/phone';
import { chinaTime } from '../../platform/time';
import { lockKeys } from '../../platform/db/locks';
import type { Dialect } from '../../platform/db/dialect';
import type { Database, InfoSessionTable, SignupTable } from '../../platform/db/schema';
import { ApiError } from '../../platform/http/errors';
import { visitorText } from '../../platform/http/visitorText';
import { hasBegun } from './sessionEditor';
import { gradesOf } from './sessionGrades';
import { writeAudit, type ChangeBy } from '../staff/audit';
import type { BookingMail } from './bookingMail';
import { longDate } from './bookingText';

export const SIGNUP_RATE = {
  /** sign-ups one client may send per window */
  perClient: 5,
  windowMs: 60 * 60 * 1000,
} as const;


/** A sign-up as the school's staff see it. */
export interface StoredSignup {
  id: number;
  site: string;
  sessionId: number | null;
  /** the session's date and start, e.g. '2026-12-05 09:30'; empty without a session */
  session: string;
  name: string;
  mobile: string;
  email: string;
  grade: string;
  entry: string;
  message: string;
  lang: string;
  createdAt: string;
  contactedAt: string | null;
  /** when the family cancelled the booking from its e-mail: it no longer takes a place */
  cancelledAt: string | null;
  /** the family's other sign-ups at this campus (the same mobile or e-mail): 0 for a first booking */
  repeats: number;
}

/** How a family is recognised: its mobile in E.164 and its e-mail in lower case. */
function familyKeys(row: { mobile: string; email: string }): string[] {
  const mobile = normalizeMobile(row.mobile, phoneAbroad);
  return [`m:${mobile ?? row.mobile.replace(/[\s-]/g, '')}`, `e:${row.email.trim().toLowerCase()}`];
}

/** The kind answer to a family that books a session it is already booked for: which session, and that its place is kept. */
export function alreadyBookedMessage(lang: Lang, session: { date: string; start: string; audience: string }): string {
  const day = longDate(session.date, lang);
  return lang === 'zh'
    ? `您已预约${day}${session.start}的招生说明会（${session.audience}），名额已为您保留，无需重复预约。招生老师将在一个工作日内与您联系。`
    : `You are already booked for the information session on ${day} at ${session.start} (${session.audience}). Your place is kept, so there is no need to book again; our admissions team will be in touch within one working day.`;
}

export class SignupService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
    private readonly now: () => Date = () => new Date(),
    /** the booking's e-mails; without it a booking writes none (tests of other things) */
    private readonly mail?: BookingMail,
  ) {}

  /**
   * The campus's sessions still to come (China time) and not cancelled, with the places left; read on
   * `db` when given (the studio preview's transaction).
   */
  async sessions(site: CampusCode, lang: Lang, db: Kysely<Database> = this.db): Promise<InfoSession[]> {
    const now = this.now();
    const rows = (await db.selectFrom('info_session').selectAll()
      .where('site', '=', site).where('date', '>=', chinaNow(now).day).where('cancelled_at', 'is', null)
      .orderBy('date').orderBy('start').execute()).filter((r) => !hasBegun(r, now));
    const taken = await this.taken(rows.map((r) => r.id), db);
    return rows.map((r) => ({
      id: r.id, date: r.date, start: r.start, end: r.end, place: r[`place_${lang}`], language: r[`language_${lang}`],
      audience: r[`audience_${lang}`], grades: gradesOf(r), capacity: r.capacity, placesLeft: Math.max(0, r.capacity - (taken.get(r.id) ?? 0)),
    }));
  }

  private async taken(ids: number[], db: Kysely<Database> = this.db): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const counts = await db.selectFrom('signup').select(['session_id', (eb) => eb.fn.countAll<string | number>().as('n')])
      .where('session_id', 'in', ids).where('cancelled_at', 'is', null).groupBy('session_id').execute();
    return new Map(counts.map((c) => [Number(c.session_id), Number(c.n)]));
  }

  async signup(site: CampusCode, lang: Lang, input: Partial<SignupInput>, client: string): Promise<SignupCreated> {
    const problems = signupProblems(input, phoneAbroad);
    if (problems.length > 0) {
      throw ApiError.badRequest(`Invalid fields: ${problems.join(', ')}. ${problems.map((f) => SIGNUP_MESSAGES[f][lang]).join(' ')}`);
    }
    const contact = input.sessionId !== undefined && this.mail ? await this.mail.ready(site, lang) : undefined;
    // The limit per address, the places left and the insert are one transaction under locks on the
    // address and the session: concurrent sign-ups cannot all pass the counts, a full session stays full.
    // The booking's e-mails are written in it too: a booking that commits has them, one rolled back none.
    const created = await this.db.transaction().execute(async (trx): Promise<SignupCreated> => {
      let session: Selectable<InfoSessionTable> | undefined;
      await lockKeys(trx, this.dialect, [`signup-client:${client}`, ...(input.sessionId === undefined ? [] : [`signup-session:${input.sessionId}`])]);
      const since = new Date(this.now().getTime() - SIGNUP_RATE.windowMs).toISOString();
      const recent = await trx.selectFrom('signup').select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('client', '=', client).where('created_at', '>', since).executeTakeFirstOrThrow();
      if (Number(recent.n) >= SIGNUP_RATE.perClient) {
        throw new ApiError(429, ERROR_CODES.tooManyRequests,
          `Too many sign-ups from this address: at most ${SIGNUP_RATE.perClient} an hour`);
      }
      if (input.sessionId !== undefined) {
        session = await trx.selectFrom('info_session').selectAll()
          .where('site', '=', site).where('id', '=', input.sessionId).executeTakeFirst();
        // A session that has begun in China time (not only one of an earlier UTC day) is no longer booked.
        if (!session || hasBegun(session, this.now())) throw ApiError.notFound(`Session ${input.sessionId} is not an upcoming session of ${site}`);
        if (session.cancelled_at) throw ApiError.badRequest(`Session ${session.id} has been cancelled. ${SIGNUP_MESSAGES.sessionId[lang]}`);
        // One booking per family and session, decided under the session's lock like the places: the
        // session's sign-ups (at most its capacity) are compared by E.164 mobile and lower-case e-mail.
        const booked = await trx.selectFrom('signup').select(['id', 'mobile', 'email']).where('session_id', '=', session.id).where('cancelled_at', 'is', null).execute();
        const family = new Set(familyKeys({ mobile: input.mobile!, email: input.email! }));
        const same = booked.find((b) => familyKeys(b).some((k) => family.has(k)));
        if (same) {
          const audience = lang === 'zh' ? session.audience_zh : session.audience_en;
          return { id: Number(same.id), message: alreadyBookedMessage(lang, { date: session.date, start: session.start, audience }), alreadyBooked: true };
        }
        if (booked.length >= session.capacity) throw ApiError.badRequest(`Session ${session.id} is full. ${SIGNUP_MESSAGES.sessionId[lang]}`);
      }
      // A mainland number is kept as its 11 digits, as staff dial it; one from abroad in E.164.
      const e164 = normalizeMobile(input.mobile, phoneAbroad)!;
      const row = await trx.insertInto('signup').values({
        site, session_id: input.sessionId ?? null, name: visitorText(input.name), mobile: e164.startsWith('+86') ? e164.slice(3) : e164,
        email: visitorText(input.email), grade: visitorText(input.grade), entry: visitorText(input.entry), message: visitorText(input.message),
        lang, created_at: this.now().toISOString(), contacted_at: null, client,
      }).returning(['id', 'site', 'name', 'email', 'lang', 'cancelled_at']).executeTakeFirstOrThrow();
      if (session && this.mail && contact) await this.mail.booked(trx, { ...row, id: Number(row.id) }, session, contact);
      return { id: Number(row.id), message: SIGNUP_MESSAGES.submitted[lang], alreadyBooked: false };
    });
    if (!created.alreadyBooked) this.mail?.wake();
    return created;
  }

  // ---- the family's cancel link ----

  /** A booking as its cancel page shows it, in the booking's language; undefined when there is none. */
  async booking(id: number): Promise<CancelView | undefined> {
    const row = await this.db.selectFrom('signup').innerJoin('info_session', 'info_session.id', 'signup.session_id')
      .select(['signup.id', 'signup.site', 'signup.name', 'signup.lang', 'signup.cancelled_at', 'info_session.date', 'info_session.start', 'info_session.end',
        'info_session.place_en', 'info_session.place_zh', 'info_session.audience_en', 'info_session.audience_zh', 'info_session.cancelled_at as session_cancelled_at'])
      .where('signup.id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    const lang: Lang = row.lang === 'zh' ? 'zh' : 'en';
    return {
      id: Number(row.id), site: row.site as CampusCode, lang, name: row.name, date: row.date, start: row.start, end: row.end,
      place: row[`place_${lang}`], audience: row[`audience_${lang}`],
      state: row.cancelled_at ? 'cancelled' : row.session_cancelled_at ? 'session-cancelled' : hasBegun(row, this.now()) ? 'past' : 'booked',
    };
  }

  /**
   * Cancels a booking from the family's link: its place is free at once, its reminder is not sent, and
   * the audit log records it (actor 'family'), all in one transaction under the session's lock. A booking
   * already cancelled stays as it is; one whose session has begun or was cancelled cannot be.
   */
  async cancel(id: number): Promise<CancelView | undefined> {
    const view = await this.booking(id);
    if (!view || view.state !== 'booked') return view;
    await this.db.transaction().execute(async (trx) => {
      const find = () => this.withSession(trx).where('signup.id', '=', id).executeTakeFirstOrThrow();
      const { session_id: sessionId } = await find();
      await lockKeys(trx, this.dialect, [`signup-session:${sessionId}`]);
      const before = await find();
      if (before.cancelled_at) return;
      const now = this.now();
      await trx.updateTable('signup').set({ cancelled_at: now.toISOString() }).where('id', '=', id).execute();
      await this.mail?.cancelled(trx, id);
      await writeAudit(trx, FAMILY_ACTOR, { site: before.site, action: 'signup.cancel', targetId: id, before: stored(before), after: stored(await find()) }, now);
    });
    return this.booking(id);
  }

  // ---- staff ----

  /** Sign-ups with their session's date and start. */
  private withSession(db: Kysely<Database> | Transaction<Database> = this.db) {
    return db.selectFrom('signup').leftJoin('info_session', 'info_session.id', 'signup.session_id')
      .selectAll('signup').select(['info_session.date as session_date', 'info_session.start as session_start']);
  }

  async list(site?: CampusCode): Promise<StoredSignup[]> {
    let query = this.withSession();
    if (site) query = query.where('signup.site', '=', site);
    return withRepeats((await query.orderBy('signup.id', 'desc').execute()).map(stored));
  }

  /**
   * Marks a family contacted: a sign-up of `site` only when given (another campus's is "not found" and
   * stays as it is), with an audit row in the same transaction when `by` is given.
   */
  async markContacted(id: number, { site, by }: ChangeBy = {}): Promise<StoredSignup> {
    const one = await this.db.transaction().execute(async (trx) => {
      const find = () => {
        let query = this.withSession(trx).where('signup.id', '=', id);
        if (site) query = query.where('signup.site', '=', site);
        // PostgreSQL: the sign-up stays as read until the change commits, so the audit's "before" is exact.
        if (this.dialect === 'postgres') query = query.forUpdate('signup');
        return query.executeTakeFirst();
      };
      const row = await find();
      if (!row) throw ApiError.notFound(`Sign-up ${id} does not exist${site ? ` on ${site}` : ''}`).because('notFound');
      await trx.updateTable('signup').set({ contacted_at: this.now().toISOString() }).where('id', '=', id).execute();
      const after = stored((await find())!);
      if (by) await writeAudit(trx, by, { site: after.site, action: 'signup.contacted', targetId: id, before: stored(row), after }, this.now());
      return after;
    });
    return (await this.list(one.site as CampusCode)).find((s) => s.id === id) ?? one;
  }
}

/** Marks repeat families: how many other sign-ups of the same campus share a mobile (E.164) or an e-mail (lower case). */
function withRepeats(list: StoredSignup[]): StoredSignup[] {
  const byKey = new Map<string, Set<number>>();
  for (const s of list) {
    for (const k of familyKeys(s)) {
      const key = `${s.site}|${k}`;
      byKey.set(key, (byKey.get(key) ?? new Set()).add(s.id));
    }
  }
  return list.map((s) => {
    const others = new Set<number>();
    for (const k of familyKeys(s)) for (const id of byKey.get(`${s.site}|${k}`) ?? []) if (id !== s.id) others.add(id);
    return { ...s, repeats: others.size };
  });
}

/** Who the audit log says cancelled a booking from its e-mail's link. */
export const FAMILY_ACTOR = { accountId: null, email: 'family (cancel link)' } as const;

/** A booking as its cancel page shows it. */
export interface CancelView {
  id: number;
  site: CampusCode;
  lang: Lang;
  name: string;
  date: string;
  start: string;
  end: string;
  place: string;
  audience: string;
  /** booked: it can be cancelled; past: its session has begun; session-cancelled: the school cancelled the session */
  state: 'booked' | 'cancelled' | 'past' | 'session-cancelled';
}

function stored(row: Selectable<SignupTable> & { session_date: string | null; session_start: string | null }): StoredSignup {
  const session = row.session_date && row.session_start ? `${row.session_date} ${row.session_start}` : '';
  return {
    id: Number(row.id), site: row.site, sessionId: row.session_id, session, name: row.name, mobile: row.mobile,
    email: row.email, grade: row.grade, entry: row.entry, message: row.message, lang: row.lang,
    createdAt: row.created_at, contactedAt: row.contacted_at, cancelledAt: row.cancelled_at, repeats: 0,
  };
}

/** The CSV's columns; its times are China time like the session's and the staff page's, and its header says so. */
export const SIGNUP_CSV_HEAD = [
  'id', 'site', 'session', 'name', 'mobile', 'email', 'grade', 'entry', 'message', 'lang', 'received (China time UTC+8)', 'contacted (China time UTC+8)',
] as const;

/** Sign-ups as CSV (RFC 4180, with a BOM so spreadsheet programs read the Chinese correctly). */
export function signupsCsv(list: readonly StoredSignup[]): string {
  const head = SIGNUP_CSV_HEAD;
  // A cell that a spreadsheet would read as a formula is prefixed, so it stays text.
  const cell = (value: string | number | null) => {
    const text = String(value ?? '');
    const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const lines = list.map((s) => [s.id, s.site, s.session, s.name, s.mobile, s.email, s.grade, s.entry, s.message, s.lang, chinaTime(s.createdAt), chinaTime(s.contactedAt)].map(cell).join(','));
  return `\uFEFF${[head.map(cell).join(','), ...lines].join('\r\n')}\r\n`;
}
