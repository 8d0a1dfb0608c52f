// Information sessions and families' sign-ups for them. Sessions are seeded content; a sign-up is
// a visitor's data: validated with the form's own rules, limited per client address, and only ever
// read back by the school's staff (behind the admin token).
import type { Kysely, Selectable } from 'kysely';
import { ERROR_CODES, type CampusCode, type InfoSession, type Lang, type SignupCreated, type SignupInput } from '@schools/shared-api';
import { SIGNUP_MESSAGES, signupProblems } from '../../../shared-api/src/forms/signup';
import { chinaTime } from '../admin/chinaTime';
import { lockKeys } from '../db/locks';
import type { Dialect } from '../db/migrations';
import type { Database, SignupTable } from '../db/schema';
import { ApiError } from '../http/errors';
import { visitorText } from '../http/visitorText';

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
}

export class SignupService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The campus's sessions from today on, with the places left. */
  async sessions(site: CampusCode, lang: Lang): Promise<InfoSession[]> {
    const today = this.now().toISOString().slice(0, 10);
    const rows = await this.db.selectFrom('info_session').selectAll()
      .where('site', '=', site).where('date', '>=', today).orderBy('date').orderBy('start').execute();
    const taken = await this.taken(rows.map((r) => r.id));
    return rows.map((r) => ({
      id: r.id, date: r.date, start: r.start, end: r.end, place: r[`place_${lang}`], language: r[`language_${lang}`],
      audience: r[`audience_${lang}`], capacity: r.capacity, placesLeft: Math.max(0, r.capacity - (taken.get(r.id) ?? 0)),
    }));
  }

  private async taken(ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const counts = await this.db.selectFrom('signup').select(['session_id', (eb) => eb.fn.countAll<string | number>().as('n')])
      .where('session_id', 'in', ids).groupBy('session_id').execute();
    return new Map(counts.map((c) => [Number(c.session_id), Number(c.n)]));
  }

  async signup(site: CampusCode, lang: Lang, input: Partial<SignupInput>, client: string): Promise<SignupCreated> {
    const problems = signupProblems(input);
    if (problems.length > 0) {
      throw ApiError.badRequest(`Invalid fields: ${problems.join(', ')}. ${problems.map((f) => SIGNUP_MESSAGES[f][lang]).join(' ')}`);
    }
    // The limit per address, the places left and the insert are one transaction under locks on the
    // address and the session: concurrent sign-ups cannot all pass the counts, a full session stays full.
    return this.db.transaction().execute(async (trx) => {
      await lockKeys(trx, this.dialect, [`signup-client:${client}`, ...(input.sessionId === undefined ? [] : [`signup-session:${input.sessionId}`])]);
      const since = new Date(this.now().getTime() - SIGNUP_RATE.windowMs).toISOString();
      const recent = await trx.selectFrom('signup').select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('client', '=', client).where('created_at', '>', since).executeTakeFirstOrThrow();
      if (Number(recent.n) >= SIGNUP_RATE.perClient) {
        throw new ApiError(429, ERROR_CODES.tooManyRequests,
          `Too many sign-ups from this address: at most ${SIGNUP_RATE.perClient} an hour`);
      }
      if (input.sessionId !== undefined) {
        const session = await trx.selectFrom('info_session').select(['id', 'capacity', 'date'])
          .where('site', '=', site).where('id', '=', input.sessionId).executeTakeFirst();
        const today = this.now().toISOString().slice(0, 10);
        if (!session || session.date < today) throw ApiError.notFound(`Session ${input.sessionId} is not an upcoming session of ${site}`);
        const taken = await trx.selectFrom('signup').select((eb) => eb.fn.countAll<string | number>().as('n'))
          .where('session_id', '=', session.id).executeTakeFirstOrThrow();
        if (Number(taken.n) >= session.capacity) throw ApiError.badRequest(`Session ${session.id} is full. ${SIGNUP_MESSAGES.sessionId[lang]}`);
      }
      const row = await trx.insertInto('signup').values({
        site, session_id: input.sessionId ?? null, name: visitorText(input.name), mobile: visitorText(input.mobile).replace(/[\s-]/g, ''),
        email: visitorText(input.email), grade: visitorText(input.grade), entry: visitorText(input.entry), message: visitorText(input.message),
        lang, created_at: this.now().toISOString(), contacted_at: null, client,
      }).returning('id').executeTakeFirstOrThrow();
      return { id: Number(row.id), message: SIGNUP_MESSAGES.submitted[lang] };
    });
  }

  // ---- staff ----

  /** Sign-ups with their session's date and start. */
  private withSession() {
    return this.db.selectFrom('signup').leftJoin('info_session', 'info_session.id', 'signup.session_id')
      .selectAll('signup').select(['info_session.date as session_date', 'info_session.start as session_start']);
  }

  async list(site?: CampusCode): Promise<StoredSignup[]> {
    let query = this.withSession();
    if (site) query = query.where('signup.site', '=', site);
    return (await query.orderBy('signup.id', 'desc').execute()).map(stored);
  }

  async markContacted(id: number): Promise<StoredSignup> {
    const updated = await this.db.updateTable('signup').set({ contacted_at: this.now().toISOString() })
      .where('id', '=', id).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw ApiError.notFound(`Sign-up ${id} does not exist`);
    return stored(await this.withSession().where('signup.id', '=', id).executeTakeFirstOrThrow());
  }
}

function stored(row: Selectable<SignupTable> & { session_date: string | null; session_start: string | null }): StoredSignup {
  const session = row.session_date && row.session_start ? `${row.session_date} ${row.session_start}` : '';
  return {
    id: Number(row.id), site: row.site, sessionId: row.session_id, session, name: row.name, mobile: row.mobile,
    email: row.email, grade: row.grade, entry: row.entry, message: row.message, lang: row.lang,
    createdAt: row.created_at, contactedAt: row.contacted_at,
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
