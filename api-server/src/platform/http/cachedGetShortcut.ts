import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { CachedResponse, ResponseCache } from './responseCache';
import { REQUEST_ID_HEADER, logsRequests } from './requestId';

/** How a cached route says how long a browser may keep one of its answers. */
export type CacheControl = (entry: CachedResponse) => string;

interface Remembered {
  key: string;
  cacheControl: CacheControl;
  /** the route's pattern, for the metrics */
  route: string;
}

/** Told of each answer given here (metrics.ts): method, route, status and seconds. */
export type Observe = (method: string, route: string, status: number, seconds: number) => void;

/**
 * The request headers a cached route's answer depends on, which the shortcut reads: the campus and
 * language (part of the request's identity), the studio's preview (never answered here) and the
 * validators. The same as the routes' header schema (`cachedHeaders`), which a test holds.
 */
export const READ_HEADERS = ['x-locale', 'x-school-code', 'x-studio-preview', 'if-none-match', 'accept-encoding'] as const;

/** Longer identities are not remembered: a client chooses the address and headers, not the server's memory. */
const MAX_IDENTITY = 1024;

/**
 * Repeated public GETs answered from the response cache before Fastify's pipeline (issue 18, item 5).
 * Routing, the request and reply objects, the hooks and the schemas cost a cached answer as much CPU
 * again as sending it; they decide nothing new for a request Fastify has already answered from the
 * cache. So the cached routes `remember` each request by all that their answer depends on (its address
 * and the language and campus headers), and the server asks `answer` first: a request seen before
 * whose cache entry still holds is answered here, with the same headers and bytes; anything else
 * (a first request, an entry expired or dropped by a write, a studio preview, another method, a
 * closing server) goes to Fastify, which fills the cache again. Each answer here carries its request
 * id and is logged like Fastify's (one line at info).
 */
export class CachedGetShortcut {
  private readonly known = new LRUCache<string, Remembered>({ max: 20_000 });
  private closing = false;
  private log?: FastifyBaseLogger;
  private clientAddress?: (request: IncomingMessage) => string;

  constructor(
    private readonly cache: ResponseCache,
    /** the security headers Fastify gives an answer at this address (securityHeaders.ts) */
    private readonly securityHeaders: (url: string) => Record<string, string>,
    /** the id of a request (requestId.ts), as Fastify gives its own */
    private readonly requestId: (request: IncomingMessage) => string,
    private readonly observe?: Observe,
  ) {}

  /** Where the answers given here are logged (the app's logger, once the app exists), each with its client's address. */
  logTo(log: FastifyBaseLogger, clientAddress: (request: IncomingMessage) => string): void {
    this.log = log;
    this.clientAddress = clientAddress;
  }

  /** Called by a cached route after answering `request` from the entry under `key`. */
  remember(request: IncomingMessage, key: string, cacheControl: CacheControl, route: string): void {
    const read = readHeaders(request);
    if (read && read.identity.length <= MAX_IDENTITY) this.known.set(read.identity, { key, cacheControl, route });
  }

  /**
   * From now on every request goes to Fastify, which answers a closing server's keep-alive clients
   * with `Connection: close`, so that their connections end and the server can close.
   */
  close(): void {
    this.closing = true;
  }

  /** Answers the request if it can (true); false leaves it to Fastify. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (this.closing) return false;
    const read = readHeaders(request);
    const remembered = read && this.known.get(read.identity);
    const entry = remembered && this.cache.current(remembered.key);
    if (!read || !remembered || !entry) return false;
    try {
      const started = performance.now();
      const { status, headers, body } = entry.answer(read.ifNoneMatch, read.acceptEncoding, remembered.cacheControl(entry));
      // Object.assign, not a spread: V8 spreads two objects and a key into a new one in microseconds, not nanoseconds.
      const sent = Object.assign({}, this.securityHeaders(request.url!), headers);
      if (body) sent['content-length'] = String(body.length);
      const reqId = this.requestId(request);
      sent[REQUEST_ID_HEADER] = reqId;
      response.writeHead(status, sent);
      response.end(body);
      this.observe?.('GET', remembered.route, status, (performance.now() - started) / 1000);
      if (this.log && logsRequests(this.log)) {
        this.log.info({ reqId, method: 'GET', url: request.url, ip: this.clientAddress?.(request), statusCode: status, responseTime: performance.now() - started, cached: true }, 'request');
      }
      return true;
    } catch (error) {
      // Nothing sent yet (compressing the entry failed, say): Fastify answers, and reports it.
      if (response.headersSent) throw error;
      return false;
    }
  }
}

interface ReadHeaders {
  /** all a cached answer depends on besides its validators */
  identity: string;
  ifNoneMatch?: string;
  acceptEncoding?: string;
}

/**
 * `t`, the client's cache-busting timestamp (SPEC 7), which the routes ignore: requests differing
 * only in its digits are one request. Every `t=<digits>` of the query is emptied, so an address
 * Fastify refuses (two `t`s, say) stays apart from the ones it answers.
 */
const CACHE_BUSTER = /([?&]t=)\d+(?=&|$)/g;

type ReadHeader = (typeof READ_HEADERS)[number];
/** The lengths of those names: only a name of one of them is lowercased and looked up. */
const READ_LENGTHS = new Set<number>(READ_HEADERS.map((name) => name.length));

/**
 * What the shortcut needs of a GET, read from Node's raw header list: `request.headers` builds an
 * object of every header on first use, which cost more than the rest of the answer. Undefined for a
 * request never answered from the cache (another method, a studio preview) and for one repeating a
 * header the shortcut reads (Node would join the copies; Fastify's path is left to). A header absent
 * and a header sent empty are told apart: Fastify may refuse the one and not the other.
 */
function readHeaders(request: IncomingMessage): ReadHeaders | undefined {
  if (request.method !== 'GET') return undefined;
  const raw = request.rawHeaders;
  const values: Partial<Record<ReadHeader, string>> = {};
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    if (!READ_LENGTHS.has(name.length)) continue;
    const lower = name.toLowerCase() as ReadHeader;
    if (!READ_HEADERS.includes(lower)) continue;
    if (values[lower] !== undefined) return undefined;
    values[lower] = raw[i + 1]!;
  }
  if (values['x-studio-preview'] !== undefined) return undefined;
  const url = request.url!;
  const query = url.indexOf('?');
  const address = query < 0 ? url : url.slice(0, query) + url.slice(query).replace(CACHE_BUSTER, '$1');
  const sent = (value: string | undefined) => (value === undefined ? '-' : `=${value}`);
  return {
    identity: `${address}\n${sent(values['x-locale'])}\n${sent(values['x-school-code'])}`,
    ifNoneMatch: values['if-none-match'],
    acceptEncoding: values['accept-encoding'],
  };
}
