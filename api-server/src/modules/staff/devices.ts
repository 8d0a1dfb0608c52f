// The staff's device cookies (issue 32, item 8). Five wrong passwords lock an account's sign-in for
// 15 minutes, so anyone could keep any account locked; a browser that has signed in to the account
// before carries this cookie and is let past that lock, throttled on its own instead. The cookie is
// `<account id>.<device id>.<issued, s>.<HMAC-SHA256>`, signed with a key kept in the database
// (migration 015): the same on every instance, kept across restarts, nothing stored per device.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

/** The cookie's name. */
export const DEVICE_COOKIE = 'staff_device';
/** Where the browser sends it: the sign-in only. */
export const DEVICE_COOKIE_PATH = '/api/staff/session';
/** How long a browser is known after its last sign-in to the account. */
export const DEVICE_LIFETIME_MS = 180 * 24 * 60 * 60 * 1000;

const FORMAT = /^(\d{1,10})\.([A-Za-z0-9_-]{22})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export class StaffDevices {
  private key: Promise<Buffer> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** A cookie value for this browser and account: its device id again when it had one, a new one otherwise. */
  async issue(accountId: number, deviceId: string = randomBytes(16).toString('base64url')): Promise<string> {
    const issued = Math.floor(this.now().getTime() / 1000);
    return `${accountId}.${deviceId}.${issued}.${await this.mac(accountId, deviceId, issued)}`;
  }

  /**
   * The device id of a cookie value if it is one this server signed, for this account, less than
   * DEVICE_LIFETIME_MS ago; undefined for anything else (absent, altered, forged, another account's, old).
   */
  async deviceOf(value: string | undefined, accountId: number): Promise<string | undefined> {
    const parts = FORMAT.exec(value ?? '');
    if (!parts) return undefined;
    const [, account, deviceId, issuedText, mac] = parts as unknown as [string, string, string, string, string];
    const issued = Number(issuedText);
    if (Number(account) !== accountId) return undefined;
    const age = this.now().getTime() - issued * 1000;
    if (age < 0 || age > DEVICE_LIFETIME_MS) return undefined;
    const expected = Buffer.from(await this.mac(accountId, deviceId, issued));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : undefined;
  }

  private async mac(accountId: number, deviceId: string, issued: number): Promise<string> {
    return createHmac('sha256', await this.secret()).update(`staff-device:${accountId}:${deviceId}:${issued}`).digest('base64url');
  }

  /** The signing key, read once per process (it never changes). */
  private secret(): Promise<Buffer> {
    this.key ??= this.db.selectFrom('server_secret').select('value').where('name', '=', 'staff-device').executeTakeFirstOrThrow()
      .then((row) => Buffer.from(row.value, 'base64url'))
      .catch((error: unknown) => {
        // Not kept failed: a database briefly away must not leave the key unreadable for good.
        this.key = undefined;
        throw error;
      });
    return this.key;
  }
}
