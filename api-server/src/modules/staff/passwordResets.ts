// Single-use links to set a new password (issue 34). The token is 32 random bytes (base64url) that only
// the link holds; the table keeps its SHA-256, so neither a copy of the database nor a log holds a link
// that works. A link lasts an hour and works once; a newer link, a new password or disabling the account
// ends the links not used yet. Until the link is used, the old password still works.
import { createHash, randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import { CAMPUS_CODES, type CampusCode } from '@schools/shared-api';
import type { Database } from '../../platform/db/schema';
import type { Actor } from './roles';

export const PASSWORD_RESET = {
  /** how long a link can be used */
  lifetimeMs: 60 * 60 * 1000,
} as const;

/**
 * Where a link opens the staff page: its reset view, with the token in the fragment, which a browser
 * never sends to a server (nor in a Referer), so no access log keeps it.
 */
export const RESET_PATH = '/admin#/reset?token=';

/**
 * The link on the staff page at `origin` (https://host, no trailing slash needed). It names the account's
 * e-mail after the token, in the fragment too, so the page says whose password it sets before anything
 * is typed (the e-mail goes to that address, or the administrator hands it to that person).
 */
export const resetLink = (origin: string, token: string, email: string) =>
  `${origin.replace(/\/+$/, '')}${RESET_PATH}${token}&email=${encodeURIComponent(email)}`;

/**
 * The campus on whose published address an account's link opens the staff page: its own, or for a
 * network administrator (every campus's) the first. Never the host a request happened to use, as with
 * every link the site e-mails.
 */
export const linkCampus = (campus: string | null): CampusCode => (campus ?? CAMPUS_CODES[0]) as CampusCode;

/** 32 bytes in base64url: anything else is no token of ours (and is not looked up). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** A link just made: its row, the token (never stored, given out once) and its end. */
export interface IssuedReset {
  id: number;
  token: string;
  expiresAt: string;
}

/** Ends the account's links not used yet; gives their ids (whose e-mails, if still waiting, are taken off the outbox). */
export async function endResets(trx: Transaction<Database>, accountId: number): Promise<number[]> {
  const rows = await trx.deleteFrom('staff_password_reset').where('account_id', '=', accountId).where('used_at', 'is', null).returning('id').execute();
  return rows.map((r) => Number(r.id));
}

/** A new link for the account, in the caller's transaction (which has ended the older ones). */
export async function issueReset(trx: Transaction<Database>, accountId: number, by: Actor, now: Date): Promise<IssuedReset> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET.lifetimeMs).toISOString();
  const row = await trx.insertInto('staff_password_reset').values({
    account_id: accountId, token_hash: digest(token), created_at: now.toISOString(), expires_at: expiresAt, used_at: null, created_by: by.email,
  }).returning('id').executeTakeFirstOrThrow();
  return { id: Number(row.id), token, expiresAt };
}

/**
 * Marks the link of `token` used, if it can still be used (unused, within its hour), and gives its
 * account; undefined otherwise. One UPDATE claims it: of two uses at once, one sets the password.
 */
export async function useReset(trx: Transaction<Database>, token: string, now: Date): Promise<{ id: number; accountId: number } | undefined> {
  if (!TOKEN.test(token)) return undefined;
  const row = await trx.updateTable('staff_password_reset').set({ used_at: now.toISOString() })
    .where('token_hash', '=', digest(token)).where('used_at', 'is', null).where('expires_at', '>', now.toISOString())
    .returning(['id', 'account_id']).executeTakeFirst();
  return row ? { id: Number(row.id), accountId: Number(row.account_id) } : undefined;
}
