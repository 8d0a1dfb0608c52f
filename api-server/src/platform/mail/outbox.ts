// The outbox: e-mails written in the same transaction as what they tell of, then delivered by the
// sender (sender.ts). A message's key is unique, so writing it twice (a retried request, two
// instances scheduling the same digest) leaves one row. The sender claims due messages with one
// UPDATE … RETURNING: a claimed message is 'sending' until its claim ends, and each claim adds an
// attempt, which is also the claim's token (a late answer of an earlier claim changes nothing).
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Dialect } from '../db/dialect';
import type { Database, OutboxState, OutboxTable } from '../db/schema';

/** What an e-mail says, as it is sent. */
export interface MessageContent {
  subject: string;
  text: string;
  html: string;
  /** an iCalendar invitation (METHOD:REQUEST), sent as invitation.ics */
  ics?: string | null;
}

export interface OutgoingMessage extends MessageContent {
  /** unique: the same key is written once ('signup:42:confirmation') */
  key: string;
  kind: string;
  site: string;
  signupId?: number | null;
  recipient: string;
  replyTo?: string;
  lang: string;
  /** not before: now for a confirmation, the day before for a reminder */
  sendAt: Date;
  /** written for the record and never sent, with the reason (a digest with nothing to report) */
  skipped?: string;
}

export interface StoredMessage extends Required<Omit<OutgoingMessage, 'sendAt' | 'skipped' | 'signupId'>> {
  id: number;
  messageId: string;
  signupId: number | null;
  state: OutboxState;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  sentAt: string | null;
  createdAt: string;
}

/** How often and how long a message is tried. */
export interface RetryPolicy {
  maxAttempts: number;
  /** the wait after the first failure; it doubles after each one */
  baseMs: number;
  /** the longest wait between two attempts */
  maxMs: number;
}

/** The wait before attempt `attempts + 1`, after `attempts` failures: base, 2 × base, 4 × base… up to the cap. */
export function backoffMs(attempts: number, policy: RetryPolicy): number {
  return Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempts - 1));
}

type Row = Selectable<OutboxTable>;

function stored(r: Row): StoredMessage {
  return {
    id: Number(r.id), key: r.key, messageId: r.message_id, kind: r.kind, site: r.site, signupId: r.signup_id === null ? null : Number(r.signup_id),
    recipient: r.recipient, replyTo: r.reply_to, lang: r.lang, subject: r.subject, text: r.body_text, html: r.body_html, ics: r.ics,
    state: r.state, attempts: Number(r.attempts), nextAttemptAt: r.next_attempt_at, lastError: r.last_error, sentAt: r.sent_at, createdAt: r.created_at,
  };
}

/** An SMTP or network error in one line, for the staff page; long answers are cut. */
export function errorText(error: unknown): string {
  const e = error as { responseCode?: number; response?: string; code?: string; message?: string };
  const text = e.response ?? e.message ?? String(error);
  return `${e.code ? `${e.code}: ` : ''}${text}`.replace(/\s+/g, ' ').slice(0, 300);
}

export class Outbox {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
    /** the domain of the Message-IDs: the sending address's */
    private readonly domain: string,
  ) {}

  /** Writes a message in the caller's transaction; false when its key was written before (nothing changes). */
  async write(trx: Transaction<Database> | Kysely<Database>, message: OutgoingMessage, now: Date): Promise<boolean> {
    const result = await trx.insertInto('outbox').values({
      key: message.key, message_id: `<${randomUUID()}@${this.domain}>`, kind: message.kind, site: message.site, signup_id: message.signupId ?? null,
      recipient: message.recipient, reply_to: message.replyTo ?? '', lang: message.lang, subject: message.subject,
      body_text: message.text, body_html: message.html, ics: message.ics ?? null,
      state: message.skipped ? 'skipped' : 'pending', last_error: message.skipped ?? null,
      next_attempt_at: message.sendAt.toISOString(), claimed_until: null, sent_at: null, created_at: now.toISOString(),
    }).onConflict((oc) => oc.column('key').doNothing()).executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
  }

  /** Whether a message of this key has been written. */
  async has(keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await this.db.selectFrom('outbox').select('key').where('key', 'in', keys).execute();
    return new Set(rows.map((r) => r.key));
  }

  /** Takes a pending message of this key off the list, with the reason (a cancelled booking's reminder). */
  async skip(trx: Transaction<Database> | Kysely<Database>, key: string, reason: string): Promise<void> {
    await trx.updateTable('outbox').set({ state: 'skipped', last_error: reason, claimed_until: null })
      .where('key', '=', key).where('state', '=', 'pending').execute();
  }

  /**
   * Claims up to `limit` due messages for `claimMs`: pending ones whose time has come, and ones left
   * 'sending' by an instance whose claim has ended (it stopped, or died, before it recorded the outcome).
   * Two instances never hold the same claim: the UPDATE re-checks the row it changes (PostgreSQL
   * re-reads a row another transaction changed meanwhile; SKIP LOCKED passes over one being claimed),
   * and SQLite writes one transaction at a time.
   */
  async claim(now: Date, limit: number, claimMs: number): Promise<StoredMessage[]> {
    if (limit <= 0) return [];
    const at = now.toISOString();
    const until = new Date(now.getTime() + claimMs).toISOString();
    const rows = await this.db.updateTable('outbox')
      .set((eb) => ({ state: 'sending', claimed_until: until, next_attempt_at: until, attempts: eb('attempts', '+', 1) }))
      .where('id', 'in', (eb) => {
        const due = eb.selectFrom('outbox').select('id').where('state', 'in', ['pending', 'sending']).where('next_attempt_at', '<=', at)
          .orderBy('next_attempt_at').limit(limit);
        return this.dialect === 'postgres' ? due.forUpdate().skipLocked() : due;
      })
      .where('state', 'in', ['pending', 'sending']).where('next_attempt_at', '<=', at)
      .returningAll().execute();
    return rows.map(stored);
  }

  /** Records the delivery of the claim that made attempt `attempts` (whatever became of later claims: it was sent). */
  async sent(id: number, content: MessageContent, now: Date): Promise<void> {
    await this.db.updateTable('outbox').set({
      state: 'sent', sent_at: now.toISOString(), claimed_until: null, last_error: null,
      subject: content.subject, body_text: content.text, body_html: content.html, ics: content.ics ?? null,
    }).where('id', '=', id).where('state', '!=', 'sent').execute();
  }

  /** Records a failed attempt: tried again after the backoff, or 'failed' once the attempts are spent. Only the claim's own. */
  async failed(id: number, attempts: number, error: string, now: Date, policy: RetryPolicy): Promise<OutboxState> {
    const state: OutboxState = attempts >= policy.maxAttempts ? 'failed' : 'pending';
    await this.db.updateTable('outbox').set({
      state, last_error: error, claimed_until: null,
      next_attempt_at: new Date(now.getTime() + (state === 'failed' ? 0 : backoffMs(attempts, policy))).toISOString(),
    }).where('id', '=', id).where('state', '=', 'sending').where('attempts', '=', attempts).execute();
    return state;
  }

  /** Records that a claimed message is not to be sent after all (its booking was cancelled), with the reason. */
  async skipClaimed(id: number, attempts: number, reason: string): Promise<void> {
    await this.db.updateTable('outbox').set({ state: 'skipped', last_error: reason, claimed_until: null })
      .where('id', '=', id).where('state', '=', 'sending').where('attempts', '=', attempts).execute();
  }

  /** A campus's messages, newest first. */
  async list(site: string, limit: number): Promise<StoredMessage[]> {
    const rows = await this.db.selectFrom('outbox').selectAll().where('site', '=', site).orderBy('id', 'desc').limit(limit).execute();
    return rows.map(stored);
  }
}
