// The sign-in throttle: failed attempts are counted in the database, per e-mail and per client address,
// so neither a restart nor a second instance resets the count; a browser that signed in to the account
// before (its device cookie, devices.ts) is counted per device instead, so that nobody can keep an
// account locked. A wrong current password given to change it counts as a failed sign-in, and a reset
// link that sets no password (unknown, used, replaced, expired) as a failed attempt from its address.
import type { Kysely, Transaction } from 'kysely';
import { ERROR_CODES } from '@schools/shared-api';
import { lockKeys } from '../../platform/db/locks';
import type { Dialect } from '../../platform/db/dialect';
import type { Database } from '../../platform/db/schema';
import { ApiError } from '../../platform/http/errors';

export const STAFF_SIGN_IN = {
  /** failed sign-ins for one e-mail address within the window, before it must wait */
  perAccount: 5,
  /** failed sign-ins from one client address (an IPv6 one by its /64) within the window: reset links included */
  perClient: 20,
  /** failed sign-ins from one browser with the account's device cookie, which the two limits above do not stop */
  perDevice: 5,
  windowMs: 15 * 60 * 1000,
} as const;

/** The e-mail key of a reset link's attempt: it names no address (no e-mail address is empty), so only its client's limit applies. */
const RESET_LINK = '';

/** What an attempt is counted by: the e-mail's key (null for a reset link), the client's address, the browser's device id. */
export interface Attempt {
  emailKey: string | null;
  client: string;
  device?: string;
}

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

export class SignInThrottle {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Refuses (429, Retry-After) an e-mail or a client over its limit, or, for a browser with the
   * account's device cookie, that device over its own; otherwise records the attempt and gives its id.
   * The count and the row are one transaction under locks on the e-mail and the client, so parallel
   * guesses cannot all pass it. A device's failures count towards the e-mail's and the address's
   * limits too (for the other browsers); a reset link's towards its address's only.
   */
  async count({ emailKey, client, device }: Attempt): Promise<number> {
    const now = this.now();
    const key = emailKey ?? RESET_LINK;
    return this.db.transaction().execute(async (trx) => {
      await lockKeys(trx, this.dialect, [
        ...(emailKey === null ? [] : [`staff-sign-in-email:${key}`]), `staff-sign-in-client:${client}`, ...(device ? [`staff-sign-in-device:${device}`] : []),
      ]);
      const since = new Date(now.getTime() - STAFF_SIGN_IN.windowMs).toISOString();
      const recent = await trx.selectFrom('staff_sign_in_attempt').select(['email_key', 'client', 'device', 'attempted_at'])
        .where('attempted_at', '>', since)
        .where((eb) => eb.or([...(emailKey === null ? [] : [eb('email_key', '=', key)]), eb('client', '=', client), ...(device ? [eb('device', '=', device)] : [])]))
        .execute();
      const window = `${STAFF_SIGN_IN.windowMs / 60000} minutes`;
      const byEmail = recent.filter((r) => r.email_key === key).map((r) => r.attempted_at);
      const byClient = recent.filter((r) => r.client === client).map((r) => r.attempted_at);
      const byDevice = recent.filter((r) => device && r.device === device).map((r) => r.attempted_at);
      const limits = emailKey === null
        ? [[byClient, STAFF_SIGN_IN.perClient, 'sign-ins and reset links from this address'] as const]
        : device
          ? [[byDevice, STAFF_SIGN_IN.perDevice, 'sign-ins from this browser'] as const]
          : [[byEmail, STAFF_SIGN_IN.perAccount, 'sign-ins for this e-mail address'] as const, [byClient, STAFF_SIGN_IN.perClient, 'sign-ins from this address'] as const];
      for (const [attempts, limit, what] of limits) {
        if (attempts.length < limit) continue;
        const seconds = retryAfter(attempts, limit, now);
        throw new ApiError(429, ERROR_CODES.tooManyRequests,
          `Too many failed ${what} (at most ${limit} in ${window}): try again in ${minutes(seconds)}`,
          { 'retry-after': String(seconds) }).because('signInThrottled');
      }
      const row = await trx.insertInto('staff_sign_in_attempt').values({ email_key: key, client, device: device ?? null, attempted_at: now.toISOString() })
        .returning('id').executeTakeFirstOrThrow();
      return Number(row.id);
    });
  }

  /**
   * A success: the e-mail's count ends (the right password, or a new one, ends it), and with it this
   * attempt, if one was counted; the address's other attempts still count.
   */
  async forget(trx: Transaction<Database>, emailKey: string, attempt?: number): Promise<void> {
    await trx.deleteFrom('staff_sign_in_attempt')
      .where((eb) => eb.or([eb('email_key', '=', emailKey), ...(attempt === undefined ? [] : [eb('id', '=', attempt)])])).execute();
  }
}
