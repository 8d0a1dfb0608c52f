import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/** Below this size compression is not worth its headers. */
const COMPRESS_MIN_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

/** What a cached GET sends: the same from its Fastify route and from the shortcut in front of it. */
export interface CachedAnswer {
  status: 200 | 304;
  headers: Record<string, string>;
  /** none for a 304 */
  body?: Buffer;
}

export class CachedResponse {
  private readonly encoded: Partial<Record<Encoding, Buffer>> = {};

  constructor(
    /** UTF-8 bytes, encoded once: a string body is re-measured and re-encoded on every send. */
    readonly body: Buffer,
    readonly etag: string,
    /** when the answer stops being true (ms since the epoch, by the cache's clock): a scheduled story appears then; null: only the TTL */
    readonly expiresAt: number | null = null,
  ) {}

  /**
   * The answer to a GET holding these request headers: 304 to the entry's own ETag, else the body in
   * the best encoding the client takes. `cacheControl` is the route's (how long a browser may keep it).
   */
  answer(ifNoneMatch: string | undefined, acceptEncoding: string | undefined, cacheControl: string): CachedAnswer {
    const headers: Record<string, string> = { etag: this.etag, 'cache-control': cacheControl, vary: 'accept-encoding, x-locale, x-school-code' };
    if (ifNoneMatch === this.etag) return { status: 304, headers };
    headers['content-type'] = 'application/json; charset=utf-8';
    const compressed = this.negotiate(acceptEncoding);
    if (!compressed) return { status: 200, headers, body: this.body };
    headers['content-encoding'] = compressed.encoding;
    return { status: 200, headers, body: compressed.payload };
  }

  /** The body compressed for the client's Accept-Encoding, compressed once per cache entry. */
  negotiate(acceptEncoding: string | undefined): { encoding: Encoding; payload: Buffer } | undefined {
    if (!acceptEncoding || this.body.length < COMPRESS_MIN_BYTES) return undefined;
    const encoding: Encoding | undefined = /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : undefined;
    if (!encoding) return undefined;
    this.encoded[encoding] ??= encoding === 'br'
      ? brotliCompressSync(this.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(this.body);
    return { encoding, payload: this.encoded[encoding]! };
  }
}

/**
 * Serialized GET answers keyed by campus, language, path and params. Concurrent misses share one
 * load. Entries expire by their own TTL, so a second API instance, which never hears of this one's
 * writes, serves a stale answer for at most that TTL.
 */
export class ResponseCache {
  private readonly entries = new LRUCache<string, Promise<CachedResponse>>({ max: 20_000, ttlAutopurge: false });
  /** each entry's answer once its load has finished, for `current` (which cannot wait) */
  private readonly settled = new WeakMap<Promise<CachedResponse>, CachedResponse>();

  /** `clock` decides when an answer's own end (`expiresAt`) has come; tests move it. */
  constructor(
    private readonly clock: () => Date = () => new Date(),
    /** told of each lookup: answered from the cache (true) or loaded (false); the metrics count them */
    private readonly looked: (hit: boolean) => void = () => undefined,
  ) {}

  /**
   * The cached answer, or `load`'s. `until`, asked before `load` runs, says when the answer about to
   * be read stops being true (a scheduled story's time): the entry is not served from then on, even
   * within its TTL. Asked first, so a story whose time falls during the load makes the entry end at once.
   */
  async get(key: string, ttlMs: number, load: () => Promise<unknown>, until?: () => Promise<number | null>): Promise<CachedResponse> {
    const hit = this.entries.get(key);
    if (hit) {
      const cached = await hit;
      if (cached.expiresAt === null || cached.expiresAt > this.clock().getTime()) {
        this.looked(true);
        return cached;
      }
      if (this.entries.get(key) === hit) this.entries.delete(key);
      return this.get(key, ttlMs, load, until);
    }
    this.looked(false);
    const pending = (async () => {
      const expiresAt = until ? await until() : null;
      const data = await load();
      const body = Buffer.from(JSON.stringify({ code: '000', data }));
      return new CachedResponse(body, `"${createHash('sha1').update(body).digest('base64url')}"`, expiresAt);
    })();
    this.entries.set(key, pending, { ttl: ttlMs });
    pending.then((answer) => this.settled.set(pending, answer), () => undefined);
    // A failed load is not kept: the next request tries again.
    pending.catch(() => this.entries.get(key) === pending && this.entries.delete(key));
    return pending;
  }

  /**
   * The entry under `key` if it is loaded and still true (within its TTL, not invalidated, before its
   * own end), without waiting: undefined otherwise, and `get` is the way to it.
   */
  current(key: string): CachedResponse | undefined {
    const pending = this.entries.get(key);
    const answer = pending && this.settled.get(pending);
    if (!answer || (answer.expiresAt !== null && answer.expiresAt <= this.clock().getTime())) return undefined;
    return answer;
  }

  private readonly invalidated: ((prefix: string) => void)[] = [];

  private readonly written: ((prefix: string) => void)[] = [];

  private published?: (prefix: string) => void;

  /** Drops every entry whose key starts with the prefix (writes call this), here and on the other instances. */
  invalidate(prefix: string): void {
    this.drop(prefix);
    this.published?.(prefix);
    for (const listener of this.written) listener(prefix);
  }

  /** Drops the entries under the prefix on this instance only (another instance's write). */
  drop(prefix: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
    for (const listener of this.invalidated) listener(prefix);
  }

  /** Where invalidations are also sent, for the other instances (platform/db/cacheBus.ts). */
  shareWith(publish: (prefix: string) => void): void {
    this.published = publish;
  }

  /**
   * Told of the invalidations of this instance's own writes only, not of those another instance
   * publishes: what a write needs done once whichever instance made it (the search index's build,
   * which every instance shares in the database).
   */
  onWrite(listener: (prefix: string) => void): void {
    this.written.push(listener);
  }

  /** Told of every invalidation: what was made of these answers (a server-rendered page) goes with them. */
  onInvalidate(listener: (prefix: string) => void): void {
    this.invalidated.push(listener);
  }

  clear(): void {
    this.entries.clear();
    for (const listener of this.invalidated) listener('');
  }

  static key(site: string, lang: string, path: string, params: Record<string, unknown>): string {
    const parts = Object.keys(params).filter((k) => k !== 't').sort().map((k) => `${k}=${String(params[k])}`);
    return `${site}|${path}|${parts.join('&')}|${lang}`;
  }
}
