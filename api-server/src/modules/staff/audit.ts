// The audit log: one row per change made through a staff call or the staff command, written in the
// same transaction as the change (a change that is rolled back leaves no row, a row never describes a
// change that did not happen). Before and after are the row as the staff see it, never a password hash.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { Actor } from './roles';

export type AuditAction =
  | 'comment.approve' | 'comment.reject' | 'comment.delete'
  | 'signup.contacted' | 'signup.cancel'
  | 'account.create' | 'account.disable' | 'account.enable' | 'account.role'
  | 'account.password-change' | 'account.password-set' | 'account.reset-link' | 'account.password-reset'
  | 'session.signout-everywhere'
  | 'media.upload' | 'media.alt' | 'media.focus' | 'media.publish' | 'media.unpublish' | 'media.delete' | 'media.replace'
  | 'studio.publish' | 'studio.restore' | 'studio.schedule' | 'studio.unschedule'
  | 'news.create' | 'news.update' | 'news.publish' | 'news.schedule' | 'news.unpublish'
  | 'calendar.add' | 'calendar.edit' | 'calendar.cancel'
  | 'session.add' | 'session.edit' | 'session.cancel'
  | 'settings.update'
  | 'alert.publish' | 'alert.correct' | 'alert.end'
  // npm run seed -- --force: the fixtures replaced what staff had changed (before: those changes, counted per campus)
  | 'seed.force';

export interface AuditChange {
  /** the campus the change concerns; null for what concerns the whole network */
  site: string | null;
  action: AuditAction;
  targetId: string | number | null;
  before: unknown;
  after: unknown;
}

export interface AuditEntry extends Omit<AuditChange, 'targetId'> {
  id: number;
  at: string;
  accountId: number | null;
  actor: string;
  targetId: string | null;
}

/** Who changes something, and the campus a staff call is scoped to (the row must belong to it). */
export interface ChangeBy {
  by?: Actor;
  site?: string;
}

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

export async function writeAudit(trx: Transaction<Database>, by: Actor, change: AuditChange, at: Date): Promise<void> {
  await trx.insertInto('staff_audit').values({
    at: at.toISOString(), account_id: by.accountId, actor: by.email, site: change.site, action: change.action,
    target_id: change.targetId === null ? null : String(change.targetId), before: json(change.before), after: json(change.after),
  }).execute();
}

/** Newest first; one campus's, or all. */
export async function readAudit(db: Kysely<Database>, { site, limit }: { site?: string; limit: number }): Promise<AuditEntry[]> {
  let query = db.selectFrom('staff_audit').selectAll();
  if (site) query = query.where('site', '=', site);
  const rows = await query.orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => ({
    id: Number(r.id), at: r.at, accountId: r.account_id, actor: r.actor, site: r.site, action: r.action as AuditAction,
    targetId: r.target_id, before: r.before === null ? null : JSON.parse(r.before), after: r.after === null ? null : JSON.parse(r.after),
  }));
}
