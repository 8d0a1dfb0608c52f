// Staff accounts, their sign-in and sessions. A session's id is 32 random bytes, sent once in an
// HttpOnly cookie; the table keeps its SHA-256 only, so a copy of the database signs nobody in. Failed
// sign-ins are counted in the database, per e-mail and per client address, so neither a restart nor a
// second instance resets the count; a browser that signed in to the account before (its device cookie,
// devices.ts) is counted per device instead, so that nobody can keep an account locked.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { ERROR_CODES, isCampusCode } from '@schools/shared-api';
import { lockKeys } from '../../platform/db/locks';
import type { Dialect } from '../../platform/db/dialect';
import type { Database, StaffAccountTable } from '../../platform/db/schema';
import { ApiError } from '../../platform/http/errors';
import { writeAudit } from './audit';
import { StaffDevices } from './devices';
import { PASSWORD_RULES, SCRYPT, dummyHash, hashPassword, passwordProblem, verifyPassword, type ScryptCost } from './passwords';
import { STAFF_ROLES, type Actor, type StaffAccount, type StaffRole } from './roles';
import type { StaffReason } from '../../platform/http/refusals';

const HOUR = 60 * 60 * 1000;

export const STAFF_SESSION = {
  /** a session unused this long ends */
  idleMs: 12 * HOUR,
  /** and any session ends this long after its sign-in */
  absoluteMs: 7 * 24 * HOUR,
  /** idle_until is written again only once it has moved this much: not a write per request */
  touchAfterMs: 60 * 1000,
} as const;

export const STAFF_SIGN_IN = {
  /** failed sign-ins for one e-mail address within the window, before it must wait */
  perAccount: 5,
  /** failed sign-ins from one client address (an IPv6 one by its /64) within the window */
  perClient: 20,
  /** failed sign-ins from one browser with the account's device cookie, which the two limits above do not stop */
  perDevice: 5,
  windowMs: 15 * 60 * 1000,
} as const;

/** The one answer to a wrong e-mail, a wrong password and a disabled account alike. */
export const SIGN_IN_REFUSED = 'The e-mail address or the password is not right';

/** What a sign-in gives: the cookie's value (never stored), the account and the session's end, and the browser's device cookie. */
export interface StaffSignIn {
  sessionId: string;
  account: StaffAccount;
  expiresAt: Date;
  /** the value of the device cookie (devices.ts) that lets this browser past the account's lockout from now on */
  device: string;
}

/** A request's signed-in account, with the CSRF token its session's writes must carry. */
export interface SignedIn {
  account: StaffAccount;
  sessionId: string;
}

export interface NewAccount {
  email: string;
  name: string;
  role: StaffRole;
  campus?: string | null;
  password: string;
}

const digest = (value: string) => createHash('sha256').update(value).digest('hex');

/** The key an e-mail address is unique by and looked up by: trimmed, lower case. */
export const emailKey = (email: string) => email.trim().toLowerCase();

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The CSRF token of a session: an HMAC of a fixed label keyed by the session's id. Only the browser
 * that holds the cookie can have it, and the server needs to store nothing more to check it.
 */
export function csrfTokenOf(sessionId: string): string {
  return createHmac('sha256', sessionId).update('staff-csrf').digest('base64url');
}

/** Whether a request's x-csrf-token is its session's, compared in constant time. */
export function csrfMatches(sessionId: string, given: unknown): boolean {
  if (typeof given !== 'string' || given === '') return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(csrfTokenOf(sessionId)).digest();
  return timingSafeEqual(a, b);
}

export function accountOf(row: Selectable<StaffAccountTable>): StaffAccount {
  return {
    id: Number(row.id), email: row.email, name: row.name, role: row.role, campus: row.campus,
    createdAt: row.created_at, disabledAt: row.disabled_at,
  };
}

/** A unique-constraint violation, on SQLite or PostgreSQL. */
const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: string }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

/** How long until the oldest of the attempts that must leave the window has left it, in whole seconds. */
function retryAfter(attempts: string[], limit: number, now: Date): number {
  const sorted = [...attempts].sort();
  const leaving = sorted[sorted.length - limit]!;
  return Math.max(1, Math.ceil((Date.parse(leaving) + STAFF_SIGN_IN.windowMs - now.getTime()) / 1000));
}

const minutes = (seconds: number) => {
  const m = Math.ceil(seconds / 60);
  return `${m} minute${m === 1 ? '' : 's'}`;
};

export class StaffService {
  private readonly devices: StaffDevices;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
    private readonly now: () => Date = () => new Date(),
    /** scrypt's cost for the passwords it hashes (a hash names its own cost, so any verifies) */
    private readonly passwordCost: ScryptCost = SCRYPT,
  ) {
    this.devices = new StaffDevices(db, now);
  }

  // ---- accounts ----

  /** Why an account cannot be created as asked (in English, and the reason the staff page words); undefined when it can. The password's rules included. */
  static problemWith(input: Partial<NewAccount>): { message: string; reason: StaffReason } | undefined {
    const email = (input.email ?? '').trim();
    if (!EMAIL.test(email) || email.length > 320) return { message: 'The e-mail address must look like name@school.example.cn', reason: 'emailInvalid' };
    if (!(input.name ?? '').trim()) return { message: 'A name is required', reason: 'nameRequired' };
    if (!STAFF_ROLES.includes(input.role as StaffRole)) return { message: `The role must be one of ${STAFF_ROLES.join(', ')}`, reason: 'roleUnknown' };
    if (input.role === 'network' && input.campus) return { message: 'A network administrator works on every campus: give no campus', reason: 'networkHasNoCampus' };
    if (input.role !== 'network' && !(input.campus && isCampusCode(input.campus))) {
      return { message: `An account of role ${input.role} belongs to one campus: give its code (BISZ, BIGZ, BIPH, BIHZ, BINJ, BBSZ, BISC, BIWH, BBGM or BBCD)`, reason: 'campusRequired' };
    }
    const password = passwordProblem(input.password);
    if (!password) return undefined;
    const reason = typeof input.password !== 'string' ? 'passwordRequired' : [...input.password.trim()].length < PASSWORD_RULES.minLength ? 'passwordTooShort' : 'passwordTooLong';
    return { message: password, reason };
  }

  async createAccount(input: NewAccount, by: Actor): Promise<StaffAccount> {
    const problem = StaffService.problemWith(input);
    if (problem) throw ApiError.badRequest(problem.message).because(problem.reason);
    // Hashed before the transaction: the transaction holds no lock while scrypt works.
    const passwordHash = await hashPassword(input.password, this.passwordCost);
    const now = this.now().toISOString();
    try {
      return await this.db.transaction().execute(async (trx) => {
        const taken = await trx.selectFrom('staff_account').select('id').where('email_key', '=', emailKey(input.email)).executeTakeFirst();
        if (taken) throw new ApiError(409, ERROR_CODES.conflict, `An account with the e-mail address ${input.email.trim()} exists already`).because('accountExists');
        const row = await trx.insertInto('staff_account').values({
          email: input.email.trim(), email_key: emailKey(input.email), name: input.name.trim(), role: input.role,
          campus: input.role === 'network' ? null : input.campus!, password_hash: passwordHash, created_at: now, disabled_at: null,
        }).returningAll().executeTakeFirstOrThrow();
        const account = accountOf(row);
        await writeAudit(trx, by, { site: account.campus, action: 'account.create', targetId: account.id, before: null, after: account }, this.now());
        return account;
      });
    } catch (error) {
      // Two creations of one address at once: the unique index refuses the second.
      if (isUniqueViolation(error)) throw new ApiError(409, ERROR_CODES.conflict, `An account with the e-mail address ${input.email.trim()} exists already`).because('accountExists');
      throw error;
    }
  }

  async listAccounts(): Promise<StaffAccount[]> {
    return (await this.db.selectFrom('staff_account').selectAll().orderBy('id').execute()).map(accountOf);
  }

  async accountByEmail(email: string): Promise<StaffAccount | undefined> {
    const row = await this.db.selectFrom('staff_account').selectAll().where('email_key', '=', emailKey(email)).executeTakeFirst();
    return row ? accountOf(row) : undefined;
  }

  /**
   * Disables an account and signs it out everywhere, in one transaction with its audit row. An account
   * disabled already stays as it is (nothing is written). Nobody disables their own account: another
   * network administrator must, so the last one cannot lock everybody out.
   */
  async disableAccount(id: number, by: Actor): Promise<StaffAccount> {
    if (by.accountId === id) throw ApiError.badRequest('You cannot disable your own account: another network administrator must').because('ownAccount');
    return this.db.transaction().execute(async (trx) => {
      let query = trx.selectFrom('staff_account').selectAll().where('id', '=', id);
      if (this.dialect === 'postgres') query = query.forUpdate();
      const row = await query.executeTakeFirst();
      if (!row) throw ApiError.notFound(`Account ${id} does not exist`).because('notFound');
      const before = accountOf(row);
      if (before.disabledAt) return before;
      const updated = await trx.updateTable('staff_account').set({ disabled_at: this.now().toISOString() })
        .where('id', '=', id).returningAll().executeTakeFirstOrThrow();
      const sessions = await this.endSessions(trx, id);
      const after = accountOf(updated);
      await writeAudit(trx, by, { site: after.campus, action: 'account.disable', targetId: id, before, after: { ...after, sessionsEnded: sessions } }, this.now());
      return after;
    });
  }

  private async endSessions(trx: Transaction<Database>, accountId: number): Promise<number> {
    const ended = await trx.deleteFrom('staff_session').where('account_id', '=', accountId).executeTakeFirst();
    return Number(ended.numDeletedRows);
  }

  // ---- sign-in and sessions ----

  /**
   * Signs in with an e-mail and a password. The attempt is counted before the password is checked
   * (the count and the row are one transaction under locks on the e-mail and the client, so parallel
   * guesses cannot all pass it) and forgotten if it succeeds. A wrong e-mail costs the same scrypt as
   * a wrong password and gets the same answer; so does a disabled account. `deviceCookie` is the
   * browser's device cookie: a valid one of this account puts the attempt under the device's limit
   * instead of the e-mail's and the address's.
   */
  async signIn(email: string, password: string, client: string, deviceCookie?: string): Promise<StaffSignIn> {
    const key = emailKey(email);
    const row = await this.db.selectFrom('staff_account').selectAll().where('email_key', '=', key).executeTakeFirst();
    const device = row ? await this.devices.deviceOf(deviceCookie, row.id) : undefined;
    const attempt = await this.countAttempt(key, client, device);
    const right = await verifyPassword(password, row?.password_hash ?? (await dummyHash(this.passwordCost)));
    if (!row || !right || row.disabled_at) throw new ApiError(401, ERROR_CODES.unauthorized, SIGN_IN_REFUSED).because('signInRefused');

    const sessionId = randomBytes(32).toString('base64url');
    const now = this.now();
    const expiresAt = new Date(now.getTime() + STAFF_SESSION.absoluteMs);
    await this.db.transaction().execute(async (trx) => {
      // A right password ends the e-mail's count (this attempt's row included); the address's other attempts still count.
      await trx.deleteFrom('staff_sign_in_attempt').where((eb) => eb.or([eb('email_key', '=', key), eb('id', '=', attempt)])).execute();
      await trx.insertInto('staff_session').values({
        id_hash: digest(sessionId), account_id: row.id, created_at: now.toISOString(), expires_at: expiresAt.toISOString(),
        idle_until: new Date(Math.min(now.getTime() + STAFF_SESSION.idleMs, expiresAt.getTime())).toISOString(),
      }).execute();
    });
    // The browser's device cookie, issued again (the same device, a new 180 days).
    return { sessionId, account: accountOf(row), expiresAt, device: await this.devices.issue(row.id, device) };
  }

  /**
   * Refuses (429, Retry-After) an e-mail or a client over its limit, or, for a browser with the
   * account's device cookie, that device over its own; otherwise records the attempt. A device's
   * failures count towards the e-mail's and the address's limits too (for the other browsers).
   */
  private async countAttempt(key: string, client: string, device: string | undefined): Promise<number> {
    const now = this.now();
    return this.db.transaction().execute(async (trx) => {
      await lockKeys(trx, this.dialect, [`staff-sign-in-email:${key}`, `staff-sign-in-client:${client}`, ...(device ? [`staff-sign-in-device:${device}`] : [])]);
      const since = new Date(now.getTime() - STAFF_SIGN_IN.windowMs).toISOString();
      const recent = await trx.selectFrom('staff_sign_in_attempt').select(['email_key', 'client', 'device', 'attempted_at'])
        .where('attempted_at', '>', since)
        .where((eb) => eb.or([eb('email_key', '=', key), eb('client', '=', client), ...(device ? [eb('device', '=', device)] : [])]))
        .execute();
      const window = `${STAFF_SIGN_IN.windowMs / 60000} minutes`;
      const byEmail = recent.filter((r) => r.email_key === key).map((r) => r.attempted_at);
      const byClient = recent.filter((r) => r.client === client).map((r) => r.attempted_at);
      const byDevice = recent.filter((r) => device && r.device === device).map((r) => r.attempted_at);
      const limits = device
        ? [[byDevice, STAFF_SIGN_IN.perDevice, 'from this browser'] as const]
        : [[byEmail, STAFF_SIGN_IN.perAccount, 'for this e-mail address'] as const, [byClient, STAFF_SIGN_IN.perClient, 'from this address'] as const];
      for (const [attempts, limit, what] of limits) {
        if (attempts.length < limit) continue;
        const seconds = retryAfter(attempts, limit, now);
        throw new ApiError(429, ERROR_CODES.tooManyRequests,
          `Too many failed sign-ins ${what} (at most ${limit} in ${window}): try again in ${minutes(seconds)}`,
          { 'retry-after': String(seconds) }).because('signInThrottled');
      }
      const row = await trx.insertInto('staff_sign_in_attempt').values({ email_key: key, client, device: device ?? null, attempted_at: now.toISOString() })
        .returning('id').executeTakeFirstOrThrow();
      return Number(row.id);
    });
  }

  /** The account of a session cookie, while the session lasts and the account is enabled; its idle end moves on. */
  async session(sessionId: string | undefined): Promise<SignedIn | undefined> {
    if (!sessionId) return undefined;
    const now = this.now();
    const row = await this.db.selectFrom('staff_session').innerJoin('staff_account', 'staff_account.id', 'staff_session.account_id')
      .selectAll('staff_account').select(['staff_session.id_hash', 'staff_session.idle_until', 'staff_session.expires_at'])
      .where('staff_session.id_hash', '=', digest(sessionId)).where('staff_session.idle_until', '>', now.toISOString())
      .where('staff_account.disabled_at', 'is', null)
      .executeTakeFirst();
    if (!row) return undefined;
    const idleUntil = Math.min(now.getTime() + STAFF_SESSION.idleMs, Date.parse(row.expires_at));
    if (idleUntil - Date.parse(row.idle_until) >= STAFF_SESSION.touchAfterMs) {
      await this.db.updateTable('staff_session').set({ idle_until: new Date(idleUntil).toISOString() }).where('id_hash', '=', row.id_hash).execute();
    }
    return { account: accountOf(row), sessionId };
  }

  async signOut(sessionId: string): Promise<void> {
    await this.db.deleteFrom('staff_session').where('id_hash', '=', digest(sessionId)).execute();
  }

  /** Ends every session of the account (this one too), with its audit row. */
  async signOutEverywhere(account: StaffAccount, by: Actor): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const ended = await this.endSessions(trx, account.id);
      await writeAudit(trx, by, {
        site: account.campus, action: 'session.signout-everywhere', targetId: account.id, before: { sessions: ended }, after: { sessions: 0 },
      }, this.now());
      return ended;
    });
  }
}
