// Staff accounts, their sign-in and sessions. A session's id is 32 random bytes, sent once in an
// HttpOnly cookie; the table keeps its SHA-256 only, so a copy of the database signs nobody in. Failed
// sign-ins are counted by the sign-in throttle (signInThrottle.ts). Changing and resetting passwords is
// staffPasswords.ts's.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { ERROR_CODES, isCampusCode } from '@schools/shared-api';
import { lockKeys } from '../../platform/db/locks';
import type { Dialect } from '../../platform/db/dialect';
import type { Database, StaffAccountTable } from '../../platform/db/schema';
import { ApiError } from '../../platform/http/errors';
import { writeAudit } from './audit';
import { StaffDevices } from './devices';
import { endResets } from './passwordResets';
import { PASSWORD_RULES, SCRYPT, dummyHash, hashPassword, passwordProblem, verifyPassword, type ScryptCost } from './passwords';
import { ROLE_NAMES, STAFF_ROLES, type Actor, type StaffAccount, type StaffRole } from './roles';
import { SignInThrottle } from './signInThrottle';
import type { StaffReason } from '../../platform/http/refusals';

export { STAFF_SIGN_IN } from './signInThrottle';

const HOUR = 60 * 60 * 1000;

export const STAFF_SESSION = {
  /** a session unused this long ends */
  idleMs: 12 * HOUR,
  /** and any session ends this long after its sign-in */
  absoluteMs: 7 * 24 * HOUR,
  /** idle_until is written again only once it has moved this much: not a write per request */
  touchAfterMs: 60 * 1000,
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

/** An account's role, and its campus for every role but network. */
export interface RoleChange {
  role: StaffRole;
  campus?: string | null;
}

/** A refusal of an account's fields: the English message, and the reason the staff page words. */
type AccountProblem = { message: string; reason: StaffReason };

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

/** The key of the lock every change that could leave no enabled network administrator takes first. */
const NETWORK_ADMINISTRATORS = 'staff-network-administrators';

export function accountOf(row: Selectable<StaffAccountTable>): StaffAccount {
  return {
    id: Number(row.id), email: row.email, name: row.name, role: row.role, campus: row.campus,
    createdAt: row.created_at, disabledAt: row.disabled_at,
  };
}

/**
 * Ends the account's sessions in the caller's transaction: every one, or every one but `keep` (the
 * session of the member of staff who changes their own password); says how many.
 */
export async function endSessions(trx: Transaction<Database>, accountId: number, keep?: string): Promise<number> {
  let query = trx.deleteFrom('staff_session').where('account_id', '=', accountId);
  if (keep !== undefined) query = query.where('id_hash', '!=', digest(keep));
  return Number((await query.executeTakeFirst()).numDeletedRows);
}

/** A unique-constraint violation, on SQLite or PostgreSQL. */
const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: string }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

export class StaffService {
  private readonly devices: StaffDevices;
  private readonly throttle: SignInThrottle;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
    private readonly now: () => Date = () => new Date(),
    /** scrypt's cost for the passwords it hashes (a hash names its own cost, so any verifies) */
    private readonly passwordCost: ScryptCost = SCRYPT,
  ) {
    this.devices = new StaffDevices(db, now);
    this.throttle = new SignInThrottle(db, dialect, now);
  }

  // ---- accounts ----

  /** Why an account cannot be created as asked (in English, and the reason the staff page words); undefined when it can. The password's rules included. */
  static problemWith(input: Partial<NewAccount>): AccountProblem | undefined {
    const email = (input.email ?? '').trim();
    if (!EMAIL.test(email) || email.length > 320) return { message: 'The e-mail address must look like name@school.example.cn', reason: 'emailInvalid' };
    if (!(input.name ?? '').trim()) return { message: 'A name is required', reason: 'nameRequired' };
    const role = StaffService.roleProblem(input);
    if (role) return role;
    const password = passwordProblem(input.password);
    if (!password) return undefined;
    const reason = typeof input.password !== 'string' ? 'passwordRequired' : [...input.password.trim()].length < PASSWORD_RULES.minLength ? 'passwordTooShort' : 'passwordTooLong';
    return { message: password, reason };
  }

  /** Why a role and campus cannot be an account's (the same rules at creation and at a change); undefined when they can. */
  static roleProblem({ role, campus }: Partial<RoleChange>): AccountProblem | undefined {
    if (!STAFF_ROLES.includes(role as StaffRole)) return { message: `The role must be one of ${STAFF_ROLES.join(', ')}`, reason: 'roleUnknown' };
    if (role === 'network' && campus) return { message: 'A network administrator works on every campus: give no campus', reason: 'networkHasNoCampus' };
    if (role !== 'network' && !(campus && isCampusCode(campus))) {
      return { message: `An account of role ${role} belongs to one campus: give its code (BISZ, BIGZ, BIPH, BIHZ, BINJ, BBSZ, BISC, BIWH, BBGM or BBCD)`, reason: 'campusRequired' };
    }
    return undefined;
  }

  async createAccount(input: NewAccount, by: Actor): Promise<StaffAccount> {
    const problem = StaffService.problemWith(input);
    if (problem) throw ApiError.badRequest(problem.message).because(problem.reason);
    // Hashed before the transaction: the transaction holds no lock while scrypt works.
    const passwordHash = await hashPassword(input.password, this.passwordCost);
    const now = this.now().toISOString();
    try {
      return await this.db.transaction().execute(async (trx) => {
        const taken = await trx.selectFrom('staff_account').select(['id', 'disabled_at']).where('email_key', '=', emailKey(input.email)).executeTakeFirst();
        // A disabled account is the same person's, with its history: it is enabled again, not made twice.
        if (taken?.disabled_at) {
          throw new ApiError(409, ERROR_CODES.conflict, `An account with the e-mail address ${input.email.trim()} exists and is disabled (account ${taken.id}): `
            + `enable it (POST /api/staff/accounts/${taken.id}/enable, or npm run staff -- enable) instead of creating it again`).because('accountExistsDisabled');
        }
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
   * Disables an account and signs it out everywhere, in one transaction with its audit row; its reset
   * links end. An account disabled already stays as it is (nothing is written). Nobody disables their
   * own account (another network administrator must), nor the last enabled network administrator.
   */
  async disableAccount(id: number, by: Actor): Promise<StaffAccount> {
    if (by.accountId === id) throw ApiError.badRequest('You cannot disable your own account: another network administrator must').because('ownAccount');
    return this.db.transaction().execute(async (trx) => {
      await lockKeys(trx, this.dialect, [NETWORK_ADMINISTRATORS]);
      const before = await this.lockedAccount(trx, id);
      if (before.disabledAt) return before;
      if (before.role === 'network') await this.keepANetworkAdministrator(trx, before, 'disable');
      const updated = await trx.updateTable('staff_account').set({ disabled_at: this.now().toISOString() })
        .where('id', '=', id).returningAll().executeTakeFirstOrThrow();
      const sessions = await endSessions(trx, id);
      await endResets(trx, id);
      const after = accountOf(updated);
      await writeAudit(trx, by, { site: after.campus, action: 'account.disable', targetId: id, before, after: { ...after, sessionsEnded: sessions } }, this.now());
      return after;
    });
  }

  /**
   * Enables a disabled account again, with its audit row: it signs in with the password it had (a reset
   * link gives it a new one). An account enabled already stays as it is (nothing is written).
   */
  async enableAccount(id: number, by: Actor): Promise<StaffAccount> {
    return this.db.transaction().execute(async (trx) => {
      const before = await this.lockedAccount(trx, id);
      if (!before.disabledAt) return before;
      const after = accountOf(await trx.updateTable('staff_account').set({ disabled_at: null }).where('id', '=', id).returningAll().executeTakeFirstOrThrow());
      await writeAudit(trx, by, { site: after.campus, action: 'account.enable', targetId: id, before, after }, this.now());
      return after;
    });
  }

  /**
   * Changes an account's role and campus, by the rules of its creation (a network administrator has no
   * campus, every other role one), with its audit row; its sessions go on in the new role at their next
   * call. The last enabled network administrator keeps the role. The same role and campus change nothing.
   */
  async setRole(id: number, change: RoleChange, by: Actor): Promise<StaffAccount> {
    const problem = StaffService.roleProblem(change);
    if (problem) throw ApiError.badRequest(problem.message).because(problem.reason);
    const campus = change.role === 'network' ? null : change.campus!;
    return this.db.transaction().execute(async (trx) => {
      await lockKeys(trx, this.dialect, [NETWORK_ADMINISTRATORS]);
      const before = await this.lockedAccount(trx, id);
      if (before.role === change.role && before.campus === campus) return before;
      if (before.role === 'network' && change.role !== 'network' && !before.disabledAt) await this.keepANetworkAdministrator(trx, before, 'demote');
      const after = accountOf(await trx.updateTable('staff_account').set({ role: change.role, campus }).where('id', '=', id).returningAll().executeTakeFirstOrThrow());
      await writeAudit(trx, by, { site: after.campus ?? before.campus, action: 'account.role', targetId: id, before, after }, this.now());
      return after;
    });
  }

  /** The account, locked for the transaction on PostgreSQL (SQLite runs one at a time); 404 when there is none. */
  private async lockedAccount(trx: Transaction<Database>, id: number): Promise<StaffAccount> {
    let query = trx.selectFrom('staff_account').selectAll().where('id', '=', id);
    if (this.dialect === 'postgres') query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row) throw ApiError.notFound(`Account ${id} does not exist`).because('notFound');
    return accountOf(row);
  }

  /**
   * Refuses to disable or demote the last enabled network administrator: nobody could then manage the
   * accounts on the staff page. The caller holds the NETWORK_ADMINISTRATORS lock, so two such changes
   * at once cannot each leave the other as the last.
   */
  private async keepANetworkAdministrator(trx: Transaction<Database>, account: StaffAccount, change: 'disable' | 'demote'): Promise<void> {
    const others = await trx.selectFrom('staff_account').select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('role', '=', 'network').where('disabled_at', 'is', null).where('id', '!=', account.id).executeTakeFirstOrThrow();
    if (Number(others.n) > 0) return;
    throw new ApiError(409, ERROR_CODES.conflict, `${account.email} is the last enabled ${ROLE_NAMES.network}: `
      + `make another account a network administrator (or enable one) before you ${change} it, so that someone can still manage the accounts`).because('lastNetworkAdministrator');
  }

  // ---- sign-in and sessions ----

  /**
   * Signs in with an e-mail and a password. The attempt is counted before the password is checked
   * (signInThrottle.ts: parallel guesses cannot all pass the count) and forgotten if it succeeds. A wrong e-mail costs the same scrypt as
   * a wrong password and gets the same answer; so does a disabled account. `deviceCookie` is the
   * browser's device cookie: a valid one of this account puts the attempt under the device's limit
   * instead of the e-mail's and the address's.
   */
  async signIn(email: string, password: string, client: string, deviceCookie?: string): Promise<StaffSignIn> {
    const key = emailKey(email);
    const row = await this.db.selectFrom('staff_account').selectAll().where('email_key', '=', key).executeTakeFirst();
    const device = row ? await this.devices.deviceOf(deviceCookie, row.id) : undefined;
    const attempt = await this.throttle.count({ emailKey: key, client, device });
    const right = await verifyPassword(password, row?.password_hash ?? (await dummyHash(this.passwordCost)));
    if (!row || !right || row.disabled_at) throw new ApiError(401, ERROR_CODES.unauthorized, SIGN_IN_REFUSED).because('signInRefused');

    const sessionId = randomBytes(32).toString('base64url');
    const now = this.now();
    const expiresAt = new Date(now.getTime() + STAFF_SESSION.absoluteMs);
    await this.db.transaction().execute(async (trx) => {
      await this.throttle.forget(trx, key, attempt);
      await trx.insertInto('staff_session').values({
        id_hash: digest(sessionId), account_id: row.id, created_at: now.toISOString(), expires_at: expiresAt.toISOString(),
        idle_until: new Date(Math.min(now.getTime() + STAFF_SESSION.idleMs, expiresAt.getTime())).toISOString(),
      }).execute();
    });
    // The browser's device cookie, issued again (the same device, a new 180 days).
    return { sessionId, account: accountOf(row), expiresAt, device: await this.devices.issue(row.id, device) };
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
      const ended = await endSessions(trx, account.id);
      await writeAudit(trx, by, {
        site: account.campus, action: 'session.signout-everywhere', targetId: account.id, before: { sessions: ended }, after: { sessions: 0 },
      }, this.now());
      return ended;
    });
  }
}
