// What expires is deleted on a schedule rather than on a visitor's request: WeChat sign-in states
// after their 10 minutes, commenters' sessions once they end, and the view counter's rows once their
// day is over (a view counts once per visitor and day: an older row decides nothing); staff sessions
// past their idle or absolute end, staff sign-in attempts older than the throttle's window, and
// password-reset links past their hour (used or not, they set nothing more). Each delete reads an
// indexed column (migrations 008, 010 and 019). Every instance may sweep: the deletes are idempotent.
import type { Kysely } from 'kysely';
import { VIEW_WINDOW_MS } from './modules/content/contentService';
import { STAFF_SIGN_IN } from './modules/staff/staffService';
import { SIGN_IN } from './modules/wechat/signIn';
import type { Database } from './platform/db/schema';

export interface Pruned {
  states: number;
  sessions: number;
  viewers: number;
  staffSessions: number;
  staffAttempts: number;
  passwordResets: number;
}

/** Deletes the rows that can no longer count for anything at `now`; says how many. */
export async function pruneExpired(db: Kysely<Database>, now: Date = new Date()): Promise<Pruned> {
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
  // Exactly what the readers refuse: a state older than its lifetime, a session past its end, a view
  // outside the counting window.
  const states = await db.deleteFrom('wechat_state').where('created_at', '<', before(SIGN_IN.stateTtlMs)).executeTakeFirst();
  const sessions = await db.deleteFrom('wechat_session').where('expires_at', '<=', now.toISOString()).executeTakeFirst();
  const viewers = await db.deleteFrom('content_viewer').where('viewed_at', '<=', before(VIEW_WINDOW_MS)).executeTakeFirst();
  // idle_until never passes expires_at, so it alone says when a staff session has ended.
  const staffSessions = await db.deleteFrom('staff_session').where('idle_until', '<=', now.toISOString()).executeTakeFirst();
  const staffAttempts = await db.deleteFrom('staff_sign_in_attempt').where('attempted_at', '<=', before(STAFF_SIGN_IN.windowMs)).executeTakeFirst();
  const passwordResets = await db.deleteFrom('staff_password_reset').where('expires_at', '<=', now.toISOString()).executeTakeFirst();
  return {
    states: Number(states.numDeletedRows), sessions: Number(sessions.numDeletedRows), viewers: Number(viewers.numDeletedRows),
    staffSessions: Number(staffSessions.numDeletedRows), staffAttempts: Number(staffAttempts.numDeletedRows), passwordResets: Number(passwordResets.numDeletedRows),
  };
}

/**
 * Sweeps now and then every `intervalMs` (one sweep at a time; a failure is reported and the next one
 * tries again). Resolves the returned stop() once a sweep under way has finished, so the database can
 * then be closed.
 */
export function schedulePruning(db: Kysely<Database>, intervalMs: number, onError: (error: unknown) => void): () => Promise<void> {
  let running: Promise<void> | undefined;
  const sweep = () => {
    running ??= pruneExpired(db).then(() => undefined, onError).finally(() => {
      running = undefined;
    });
  };
  sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
