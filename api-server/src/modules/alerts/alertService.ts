// Alerts above the header of every page of their campuses (issue 35). Staff publish, correct (in place:
// the same id) and end them; each change writes the row and its audit entry in one transaction. Visitors
// read the alerts live now on their campus (alertRoutes.ts), a cached answer that ends at the next
// start or end of one of the campus's alerts, so a scheduled alert appears and an alert ends by the clock.
import type { Kysely, Selectable, Transaction } from 'kysely';
import { ERROR_CODES, type AlertLevel, type CampusCode, type Lang, type PublicAlert } from '@schools/shared-api';
import type { Dialect } from '../../platform/db/dialect';
import type { AlertTable, Database } from '../../platform/db/schema';
import { ApiError } from '../../platform/http/errors';
import { writeAudit } from '../staff/audit';
import { ROLE_NAMES, actorOf, type StaffAccount } from '../staff/roles';
import { checkAlert, type AlertInput, type CheckedAlert } from './alertInput';

/** Where an alert is in its life, by the clock: to come, shown, or over (its end passed, or ended early). */
export type AlertState = 'scheduled' | 'live' | 'ended';

/** An alert as the studio shows and audits it: both languages, where it is shown, who did what when. */
export interface StaffAlert extends CheckedAlert {
  id: number;
  state: AlertState;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  updatedBy: string;
  endedAt: string | null;
  endedBy: string | null;
  /** whether the account asking may correct and end it (an editor: alerts of their campus only) */
  editable: boolean;
}

type Row = Selectable<AlertTable>;
type Db = Kysely<Database> | Transaction<Database>;

/** Emergencies first, then warnings, then information; the newest first within a level. */
const SEVERITY: Record<AlertLevel, number> = { emergency: 0, warning: 1, information: 2 };

const campusesOf = (r: Row) => JSON.parse(r.campuses) as CampusCode[];

function stateOf(r: Row, now: string): AlertState {
  if (r.ended_at || (r.ends_at !== null && r.ends_at <= now)) return 'ended';
  return r.starts_at > now ? 'scheduled' : 'live';
}

/** An editor's alerts are their campus's alone; a network administrator's any. */
function mayEdit(account: StaffAccount, campuses: readonly CampusCode[]): boolean {
  return account.role === 'network' || (campuses.length > 0 && campuses.every((c) => c === account.campus));
}

/** 403 unless the account may publish on these campuses, in the guard's words. */
function checkScope(account: StaffAccount, campuses: readonly CampusCode[]): void {
  if (mayEdit(account, campuses)) return;
  const others = campuses.filter((c) => c !== account.campus);
  throw ApiError.forbidden(`Your account (${ROLE_NAMES[account.role]} of ${account.campus}) works on ${account.campus} only, not on ${others.join(', ')}`).because('otherCampus');
}

function staffAlert(r: Row, now: string, account: StaffAccount): StaffAlert {
  const campuses = campusesOf(r);
  return {
    id: Number(r.id), level: r.level as AlertLevel, audience: JSON.parse(r.audience) as string[], campuses,
    title: { en: r.title_en, zh: r.title_zh }, body: { en: r.body_en, zh: r.body_zh }, link: r.link,
    startsAt: r.starts_at, endsAt: r.ends_at, state: stateOf(r, now),
    createdAt: r.created_at, createdBy: r.created_by, updatedAt: r.updated_at, updatedBy: r.updated_by,
    endedAt: r.ended_at, endedBy: r.ended_by, editable: mayEdit(account, campuses),
  };
}

/** The audit's campus: the one an alert is shown on, or null for several (the network's). */
const auditSite = (campuses: readonly CampusCode[]) => (campuses.length === 1 ? campuses[0]! : null);

/** How far back the studio lists alerts that are over. */
const ENDED_LISTED_MS = 30 * 86_400_000;

export class AlertService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
    private readonly clock: () => Date = () => new Date(),
    /** told of the campuses whose alerts changed: their cached answers go, on every instance */
    private readonly changed: (campuses: readonly CampusCode[]) => void = () => undefined,
  ) {}

  /** The alerts not over yet (live or to come), whichever campus: few, so the campus is picked in code. */
  private async open(now: string): Promise<Row[]> {
    return this.db.selectFrom('alert').selectAll().where('ended_at', 'is', null)
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)])).execute();
  }

  /** The campus's alerts live now, in the language asked for: emergencies first. */
  async live(site: CampusCode, lang: Lang): Promise<PublicAlert[]> {
    const now = this.clock().toISOString();
    return (await this.open(now))
      .filter((r) => r.starts_at <= now && campusesOf(r).includes(site))
      .sort((a, b) => SEVERITY[a.level as AlertLevel] - SEVERITY[b.level as AlertLevel] || b.starts_at.localeCompare(a.starts_at) || Number(b.id) - Number(a.id))
      .map((r) => ({
        id: Number(r.id), level: r.level as AlertLevel, title: r[`title_${lang}`], body: r[`body_${lang}`], link: r.link,
        startsAt: r.starts_at, endsAt: r.ends_at, updatedAt: r.updated_at,
      }));
  }

  /**
   * When the campus's live alerts next change by the clock (ms since the epoch): the next start of one
   * to come or end of one shown; null when none will. A cached answer is not served past it.
   */
  async nextChange(site: CampusCode): Promise<number | null> {
    const now = this.clock().toISOString();
    const times = (await this.open(now)).filter((r) => campusesOf(r).includes(site))
      .flatMap((r) => [r.starts_at, r.ends_at]).filter((t): t is string => t !== null && t > now);
    return times.length ? Math.min(...times.map((t) => Date.parse(t))) : null;
  }

  /**
   * The alerts the account may see, newest first: a network administrator's of every campus (or of
   * one), an editor's of their campus (network-wide ones too, which they cannot change); those over
   * for more than 30 days are left out.
   */
  async list(account: StaffAccount, campus?: CampusCode): Promise<StaffAlert[]> {
    const site = account.role === 'network' ? campus : (campus ?? account.campus as CampusCode);
    if (site) checkScope(account, [site]);
    const now = this.clock();
    const since = new Date(now.getTime() - ENDED_LISTED_MS).toISOString();
    const rows = await this.db.selectFrom('alert').selectAll()
      .where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '>', since)]))
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', since)]))
      .orderBy('id', 'desc').limit(200).execute();
    return rows.filter((r) => !site || campusesOf(r).includes(site)).map((r) => staffAlert(r, now.toISOString(), account));
  }

  /** Publishes an alert: shown on its campuses from its start (at once without one) to its end. */
  async publish(input: AlertInput, account: StaffAccount): Promise<StaffAlert> {
    const now = this.clock();
    const alert = checkAlert(input, now, (campuses) => checkScope(account, campuses));
    const at = now.toISOString();
    const by = actorOf(account);
    const result = await this.db.transaction().execute(async (trx) => {
      const { id } = await trx.insertInto('alert').values({
        ...columns(alert), created_at: at, created_by: by.email, updated_at: at, updated_by: by.email, ended_at: null, ended_by: null,
      }).returning('id').executeTakeFirstOrThrow();
      const after = await this.reread(trx, Number(id), at, account);
      await writeAudit(trx, by, { site: auditSite(alert.campuses), action: 'alert.publish', targetId: `alert:${after.id}`, before: null, after }, now);
      return after;
    });
    this.changed(result.campuses);
    return result;
  }

  /**
   * Corrects an alert in place: the same id, every field as sent, its change time now (a dismissed
   * information alert shows again). The campuses it left see it go, those it reached see it come.
   */
  async correct(id: number, input: AlertInput, account: StaffAccount): Promise<StaffAlert> {
    const now = this.clock();
    const at = now.toISOString();
    const by = actorOf(account);
    const { before, after } = await this.db.transaction().execute(async (trx) => {
      const row = await this.find(trx, id, account, at);
      const alert = checkAlert(input, now, (campuses) => checkScope(account, campuses));
      await trx.updateTable('alert').set({ ...columns(alert), updated_at: at, updated_by: by.email }).where('id', '=', id).execute();
      const before = staffAlert(row, at, account);
      const after = await this.reread(trx, id, at, account);
      await writeAudit(trx, by, { site: auditSite([...new Set([...before.campuses, ...after.campuses])]), action: 'alert.correct', targetId: `alert:${id}`, before, after }, now);
      return { before, after };
    });
    this.changed([...new Set([...before.campuses, ...after.campuses])]);
    return after;
  }

  /** Ends an alert now: it leaves every page within a minute, and stays listed as ended. */
  async end(id: number, account: StaffAccount): Promise<StaffAlert> {
    const now = this.clock();
    const at = now.toISOString();
    const by = actorOf(account);
    const after = await this.db.transaction().execute(async (trx) => {
      const row = await this.find(trx, id, account, at);
      await trx.updateTable('alert').set({ ended_at: at, ended_by: by.email }).where('id', '=', id).execute();
      const after = await this.reread(trx, id, at, account);
      await writeAudit(trx, by, { site: auditSite(after.campuses), action: 'alert.end', targetId: `alert:${id}`, before: staffAlert(row, at, account), after }, now);
      return after;
    });
    this.changed(after.campuses);
    return after;
  }

  /** The alert to change: 404 if none, 403 if the account may not change it, 409 once it is over. */
  private async find(trx: Db, id: number, account: StaffAccount, now: string): Promise<Row> {
    let query = trx.selectFrom('alert').selectAll().where('id', '=', id);
    // PostgreSQL: the row stays as read until the change commits, so the audit's "before" is exact.
    if (this.dialect === 'postgres') query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row) throw ApiError.notFound(`Alert ${id} does not exist`).because('notFound');
    checkScope(account, campusesOf(row));
    if (stateOf(row, now) === 'ended') {
      throw new ApiError(409, ERROR_CODES.conflict, `Alert ${id} has ended (${row.ended_at ? `ended by ${row.ended_by}` : 'its end has passed'}): publish a new one`).because('alertEnded');
    }
    return row;
  }

  private async reread(trx: Db, id: number, now: string, account: StaffAccount): Promise<StaffAlert> {
    return staffAlert(await trx.selectFrom('alert').selectAll().where('id', '=', id).executeTakeFirstOrThrow(), now, account);
  }
}

const columns = (a: ReturnType<typeof checkAlert>) => ({
  level: a.level, title_en: a.title.en, title_zh: a.title.zh, body_en: a.body.en, body_zh: a.body.zh, link: a.link,
  audience: JSON.stringify(a.audience), campuses: JSON.stringify(a.campuses), starts_at: a.startsAt, ends_at: a.endsAt,
});
