// Commenters' sign-in: a single-use state per QR sign-in, bound to the browser that asked for it and
// valid for 10 minutes, and the session that the callback starts. Only hashes of the random values
// are stored, so a copy of the database signs nobody in.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ERROR_CODES, type CampusCode } from '@schools/shared-api';
import { lockKeys } from '../../platform/db/locks';
import type { Dialect } from '../../platform/db/dialect';
import type { Database } from '../../platform/db/schema';
import { ApiError } from '../../platform/http/errors';
import type { WeChatClient, WeChatUser } from './wechatClient';

const STATE_TTL_MS = 10 * 60 * 1000;

export const SIGN_IN = {
  stateTtlMs: STATE_TTL_MS,
  sessionTtlMs: 7 * 24 * 60 * 60 * 1000,
  /**
   * Sign-ins one client may start per window: each is a write. More than a household or a class
   * needs (comments are limited to 5 per 10 minutes per address anyway). The window is the state's
   * lifetime, so the states it counts are never swept before it ends.
   */
  perClient: 30,
  windowMs: STATE_TTL_MS,
} as const;

const token = () => randomBytes(24).toString('base64url');
const digest = (value: string) => createHash('sha256').update(value).digest('hex');

/** A signed-in commenter, as a comment stores them. */
export type Commenter = WeChatUser;

/** Why a callback did not sign in: a state unknown, used, expired or from another browser, or WeChat's refusal. */
export class SignInRefused extends Error {}

/** Control characters (C0, DEL and C1): never part of an address a visitor is sent back to. */
export const CONTROL_CHARACTERS = '\\u0000-\\u001f\\u007f-\\u009f';
const UNSAFE = new RegExp(`[\\s${CONTROL_CHARACTERS}]`, 'u');
/** Where the address is resolved to check it stays on this site: any origin would do, it is never used. */
const THIS_SITE = 'http://site.invalid';

/**
 * A relative address of this site, as a Location header can carry it: the sign-in never sends a
 * visitor elsewhere, and never fails on the way back. An address starting with a single "/", without
 * white space or control characters, and resolving to a path of this site; percent-encoded as a browser
 * would (Chinese in a query becomes %E6%98%A5..., an escape already made stays as it is), so the
 * header is plain ASCII whatever the visitor's page held. Anything else: undefined.
 */
export function safeReturnTo(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 500 || !/^\/(?![\\/])/.test(value) || UNSAFE.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, THIS_SITE);
  } catch {
    return undefined;
  }
  const address = `${url.pathname}${url.search}${url.hash}`;
  // Resolving "/..//evil.example" gives "//evil.example": as a Location, another site. Refused.
  return url.origin === THIS_SITE && !address.startsWith('//') ? address : undefined;
}

export class SignInService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
    private readonly wechat: WeChatClient,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** WeChat's QR page for this sign-in, sending the visitor back to `callback`. */
  qrConnectUrl(callback: string, state: string): string {
    return this.wechat.qrConnectUrl(callback, state);
  }

  /**
   * Starts a QR sign-in: the state for WeChat and the nonce for the browser's cookie. One write (expired
   * states are swept on a schedule, see pruning.ts), and none once the client has started
   * SIGN_IN.perClient in the window: the count and the insert are one transaction under a lock on the
   * client, so concurrent starts cannot all pass the count.
   */
  async start(site: CampusCode, returnTo: string, client: string): Promise<{ state: string; nonce: string }> {
    const state = token();
    const nonce = token();
    const now = this.now();
    await this.db.transaction().execute(async (trx) => {
      await lockKeys(trx, this.dialect, [`sign-in-client:${client}`]);
      const since = new Date(now.getTime() - SIGN_IN.windowMs).toISOString();
      const recent = await trx.selectFrom('wechat_state').select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('client', '=', client).where('created_at', '>', since).executeTakeFirstOrThrow();
      if (Number(recent.n) >= SIGN_IN.perClient) {
        throw new ApiError(429, ERROR_CODES.tooManyRequests,
          `Too many WeChat sign-ins started from this address: at most ${SIGN_IN.perClient} every ${SIGN_IN.windowMs / 60000} minutes`);
      }
      await trx.insertInto('wechat_state').values({
        state_hash: digest(state), nonce_hash: digest(nonce), site, return_to: returnTo, created_at: now.toISOString(), used_at: null, client,
      }).execute();
    });
    return { state, nonce };
  }

  /**
   * The callback: uses up the state (once, atomically), checks it belongs to this browser and is
   * fresh, exchanges the code with WeChat and starts a session.
   */
  async finish(state: string, nonce: string | undefined, code: string): Promise<{ sessionId: string; returnTo: string; commenter: Commenter }> {
    const now = this.now();
    const row = await this.db.selectFrom('wechat_state').selectAll().where('state_hash', '=', digest(state)).executeTakeFirst();
    if (!row) throw new SignInRefused('unknown state');
    const used = await this.db.updateTable('wechat_state').set({ used_at: now.toISOString() })
      .where('state_hash', '=', row.state_hash).where('used_at', 'is', null).executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw new SignInRefused('state already used');
    if (now.getTime() - Date.parse(row.created_at) > SIGN_IN.stateTtlMs) throw new SignInRefused('state expired');
    if (!nonce || digest(nonce) !== row.nonce_hash) throw new SignInRefused('state started in another browser');

    let commenter: Commenter;
    try {
      commenter = await this.wechat.user(code);
    } catch (error) {
      throw new SignInRefused(error instanceof Error ? error.message : String(error));
    }
    const sessionId = token();
    await this.db.insertInto('wechat_session').values({
      id_hash: digest(sessionId), openid: commenter.openid, unionid: commenter.unionid ?? null, nickname: commenter.nickname,
      created_at: now.toISOString(), expires_at: new Date(now.getTime() + SIGN_IN.sessionTtlMs).toISOString(),
    }).execute();
    return { sessionId, returnTo: row.return_to, commenter };
  }

  /** The commenter of a session cookie, while it lasts. */
  async commenter(sessionId: string | undefined): Promise<Commenter | undefined> {
    if (!sessionId) return undefined;
    const row = await this.db.selectFrom('wechat_session').selectAll().where('id_hash', '=', digest(sessionId))
      .where('expires_at', '>', this.now().toISOString()).executeTakeFirst();
    return row ? { openid: row.openid, ...(row.unionid ? { unionid: row.unionid } : {}), nickname: row.nickname } : undefined;
  }

  async end(sessionId: string | undefined): Promise<void> {
    if (sessionId) await this.db.deleteFrom('wechat_session').where('id_hash', '=', digest(sessionId)).execute();
  }
}
