import proxyAddr from '@fastify/proxy-addr';
import path from 'node:path';
import { defaultMaxConnections, openFileLimit, type ConnectionLimits } from './platform/http/connectionLimits';
import { releaseStorageFromEnv, type ReleaseStorage } from './platform/storage/objectStore';
import { BODY_LIMIT } from './platform/http/schemas';
import { WECHAT_SIMULATOR, type WeChatConfig } from './modules/wechat/wechatConfig';
import type { MailSettings } from './platform/mail/sender';

export type { WeChatConfig };

export interface ServerConfig {
  port: number;
  host: string;
  /** repository root: the packages' build folders (development flavour, staff page) and the release builds */
  rootDir: string;
  /** development mode: development flavour of the shared dependencies, overrides UI always shown */
  development: boolean;
  /** PostgreSQL connection string; embedded SQLite when unset */
  databaseUrl?: string;
  /** PostgreSQL schema of the tables; the connection's default (public) when unset */
  databaseSchema?: string;
  sqliteFile: string;
  /** where images are served from, as the API writes it into answers; no trailing slash */
  storageBase: string;
  /** local folder behind storageBase when it is a path of this server; released front-end files live in its modules/ */
  storageDir: string;
  /** where released front-end files go: the storage folder (served under /modules/) or an S3-compatible bucket */
  releaseStorage: ReleaseStorage;
  /** where the media library's photographs go: the storage folder (served under storageBase) or an S3-compatible bucket */
  mediaStorage: ReleaseStorage;
  /** largest request body accepted, in bytes */
  bodyLimit: number;
  /** Baidu Tongji site id of this deployment; no analytics script is loaded when unset */
  baiduTongjiId?: string;
  /** WeChat sign-in of commenters (or, asked for, its simulator); comments are closed when unset */
  wechat?: WeChatConfig;
  /** whose X-Forwarded-For is believed, as Fastify's trustProxy takes it */
  trustProxy: boolean | number | string;
  /**
   * origins of development servers (besides localhost, 127.0.0.1) that an opted-in developer may
   * load import-map overrides from; the page's Content-Security-Policy allows them too
   */
  devOrigins: string[];
  /** how often expired sign-in states, sessions and view-counter rows are swept, in ms */
  pruneIntervalMs: number;
  /** how often scheduled studio copy is looked for, in ms: it goes live within this of its time */
  studioScheduleMs: number;
  /** timeouts and caps that keep slow or numerous clients from starving the server */
  connections: ConnectionLimits;
  /** after SIGTERM, how long requests in flight may take to finish before every connection is closed (STOP_GRACE_MS) */
  stopGraceMs: number;
  /** where the metrics are served, never on the site's port (METRICS_PORT, METRICS_HOST); unset: no metrics */
  metrics?: { port: number; host: string };
  /** families' and admissions' e-mail: the outbox always fills; it is sent only with SMTP_URL */
  mail: MailSettings;
}

/** How often expired sign-in states, sessions and view-counter rows are swept (pruning.ts): each sweep deletes a few minutes' worth. */
export const PRUNE_INTERVAL_MS = 5 * 60 * 1000;
export const STUDIO_SCHEDULE_MS = 15 * 1000;


const DEV_ORIGINS_HELP = 'DEV_ORIGINS is a comma-separated list of origins such as https://dev.school.example.cn:8443 (scheme, host and optional port, no path)';

/** DEV_ORIGINS as exact origins (`https://host:port`): anything with a path, a wildcard or another scheme stops the start. */
export function devOriginsFromEnv(value: string | undefined): string[] {
  const entries = (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  return entries.map((entry) => {
    let url: URL | undefined;
    try {
      url = new URL(entry);
    } catch {
      url = undefined;
    }
    // The origin must be the whole entry (give or take a trailing slash), with a plain host name or IPv4
    // address: a path, query, credentials, wildcard or IPv6 literal is something the CSP (whose host
    // grammar has no IPv6) and boot.js could not both express.
    const originOnly = url && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    if (!url || !originOnly || !['http:', 'https:'].includes(url.protocol) || !/^[a-z0-9.-]+$/.test(url.hostname)) {
      throw new Error(`${DEV_ORIGINS_HELP}; got "${entry}"`);
    }
    return url.origin;
  });
}

const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const TRUST_PROXY_HELP =
  'TRUST_PROXY is true (any proxy), false (none), a number of proxies in front of this server, or addresses, ' +
  'subnets and the names loopback, linklocal, uniquelocal, separated by commas';

/** TRUST_PROXY as Fastify documents trustProxy; nonsense stops the start with a message that says why. */
export function trustProxyFromEnv(value: string | undefined): boolean | number | string {
  const text = (value ?? '').trim();
  if (text === '') return 'loopback';
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  // proxy-addr reads "1.5" as 1.0.0.5: an IPv4 address must have its four numbers.
  const bad = entries.find((entry) => !(TRUST_PROXY_NAMES.has(entry) || /^\d{1,3}(\.\d{1,3}){3}(\/\d{1,2})?$/.test(entry) || /^[0-9a-f:.]*:[0-9a-f:.]*(\/\d{1,3})?$/i.test(entry)));
  if (bad !== undefined) throw new Error(`${TRUST_PROXY_HELP}; got "${value}" ("${bad}" is not an address written in full, a subnet or one of the names)`);
  try {
    proxyAddr.compile(entries);
  } catch (error) {
    throw new Error(`${TRUST_PROXY_HELP}; got "${value}" (${error instanceof Error ? error.message : String(error)})`);
  }
  return entries.join(',');
}


/** WECHAT_SIMULATOR: 1 or true switches the simulator on; unset, empty, 0 or false leave it off; anything else stops the start. */
function simulatorFromEnv(value: string | undefined): boolean {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '1' || text === 'true') return true;
  if (text === '' || text === '0' || text === 'false') return false;
  throw new Error(`WECHAT_SIMULATOR is 1 (the local WeChat simulator, for development and tests) or 0; got "${value}"`);
}

/**
 * WECHAT_APPID and WECHAT_SECRET together switch on the real WeChat sign-in (hosts overridable for a
 * proxy). The simulator, which signs anyone in as a sample user, runs only when WECHAT_SIMULATOR=1
 * asks for it (npm run dev and the tests do), never in production. Otherwise comments are closed.
 */
function wechatFromEnv(env: NodeJS.ProcessEnv): WeChatConfig | undefined {
  const appId = env.WECHAT_APPID || undefined;
  const secret = env.WECHAT_SECRET || undefined;
  const simulator = simulatorFromEnv(env.WECHAT_SIMULATOR);
  if (Boolean(appId) !== Boolean(secret)) throw new Error('WECHAT_APPID and WECHAT_SECRET go together: set both (WeChat sign-in) or neither');
  if (simulator && appId) throw new Error('WECHAT_SIMULATOR=1 and WECHAT_APPID/WECHAT_SECRET exclude each other: the real WeChat sign-in or its simulator, not both');
  if (simulator && env.NODE_ENV === 'production') {
    throw new Error('WECHAT_SIMULATOR=1 lets anyone sign in as a sample user: it never runs with NODE_ENV=production');
  }
  if (appId && secret) {
    if (!/^wx[0-9a-f]{16}$/.test(appId)) throw new Error(`WECHAT_APPID must be a WeChat AppID ("wx" and 16 hexadecimal digits), got "${appId}"`);
    const base = (name: string, fallback: string) => {
      const value = (env[name] || fallback).replace(/\/+$/, '');
      if (!/^https?:\/\//.test(value)) throw new Error(`${name} must be an http(s) address, got "${value}"`);
      return value;
    };
    return {
      appId, secret, simulator: false,
      openBase: base('WECHAT_OPEN_BASE', 'https://open.weixin.qq.com'),
      apiBase: base('WECHAT_API_BASE', 'https://api.weixin.qq.com'),
    };
  }
  return simulator ? WECHAT_SIMULATOR : undefined;
}

/** A whole number of at least `min` from the environment, or `fallback` when unset or empty; anything else stops the start. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, what: string): number {
  const text = (env[name] ?? '').trim();
  if (text === '') return fallback;
  if (!/^\d+$/.test(text) || Number(text) < min) throw new Error(`${name} is ${what}, a whole number of at least ${min}; got "${env[name]}"`);
  return Number(text);
}

/** The timeouts and connection caps (connectionLimits.ts) from the environment; the defaults hold a slow client at most 30 s. */
export function connectionsFromEnv(env: NodeJS.ProcessEnv): ConnectionLimits {
  const limits: ConnectionLimits = {
    headersTimeoutMs: wholeNumber(env, 'HEADERS_TIMEOUT_MS', 15_000, 1, 'milliseconds within which the request headers must arrive'),
    requestTimeoutMs: wholeNumber(env, 'REQUEST_TIMEOUT_MS', 30_000, 1, 'milliseconds within which the whole request must arrive'),
    idleTimeoutMs: wholeNumber(env, 'IDLE_TIMEOUT_MS', 30_000, 1, 'milliseconds after which a connection that sends and reads nothing is closed'),
    maxConnections: wholeNumber(env, 'MAX_CONNECTIONS', defaultMaxConnections(openFileLimit()), 1, 'the number of connections open at once'),
    maxConnectionsPerAddress: wholeNumber(env, 'MAX_CONNECTIONS_PER_ADDRESS', 256, 1, 'the number of connections open at once from one client address'),
  };
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    throw new Error(`HEADERS_TIMEOUT_MS (${limits.headersTimeoutMs}) cannot be longer than REQUEST_TIMEOUT_MS (${limits.requestTimeoutMs}): the headers are part of the request`);
  }
  return limits;
}

const SMTP_URL_HELP = 'SMTP_URL is smtp://host:port (STARTTLS when the server offers it) or smtps://host:465 (TLS from the start), ' +
  'with user:password@ before the host when the server asks for them (percent-encode @, : and / in them)';

/** SMTP_URL: unset or empty sends nothing; anything but an smtp(s) address with a host stops the start, never showing the password. */
export function smtpUrlFromEnv(value: string | undefined): string | undefined {
  const text = (value ?? '').trim();
  if (text === '') return undefined;
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname) {
    // What was given, with whatever stands between a colon and an @ (a password) hidden.
    throw new Error(`${SMTP_URL_HELP}; got "${text.replace(/:[^:@/]*@/, ':***@')}"`);
  }
  return url.toString();
}

/** MAIL_FROM: the sender every e-mail names; it must hold one address (a name before it in angle brackets is welcome). */
export function mailFromEnv(value: string | undefined): string {
  const text = (value ?? '').trim() || DEFAULT_MAIL_FROM;
  const address = /<([^<>\s]+)>\s*$/.exec(text)?.[1] ?? text;
  if (!/^[^\s@<>"]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(address)) {
    throw new Error(`MAIL_FROM is an e-mail address, optionally with a name: "Lumina Admissions <admissions@school.example.cn>"; got "${value}"`);
  }
  return text;
}

/** The sender when MAIL_FROM is unset: its domain must have the SPF and DKIM records of the SMTP service (docs/school-it/email.md). */
export const DEFAULT_MAIL_FROM = 'Lumina Schools Admissions <admissions@lumina-schools.cn>';

/** The e-mail settings (platform/mail/sender.ts) from the environment. */
export function mailFromEnvironment(env: NodeJS.ProcessEnv): MailSettings {
  return {
    smtpUrl: smtpUrlFromEnv(env.SMTP_URL),
    from: mailFromEnv(env.MAIL_FROM),
    timeoutMs: wholeNumber(env, 'SMTP_TIMEOUT_MS', 30_000, 100, 'milliseconds the SMTP server gets for each step (connecting, greeting, each answer)'),
    retry: {
      maxAttempts: wholeNumber(env, 'MAIL_MAX_ATTEMPTS', 10, 1, 'the number of times an e-mail is tried before it is marked failed'),
      baseMs: wholeNumber(env, 'MAIL_RETRY_MS', 60_000, 1, 'milliseconds before an e-mail that failed is tried again (doubled after each failure, at most an hour)'),
      maxMs: 60 * 60 * 1000,
    },
    pollMs: 5_000,
    concurrency: 4,
  };
}

/** The repository root, seen from dist/main.js or src/config.ts alike. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const tongji = env.BAIDU_TONGJI_ID || undefined;
  if (tongji && !/^[0-9a-f]{32}$/i.test(tongji)) {
    throw new Error(`BAIDU_TONGJI_ID must be the 32 hexadecimal digits of a Baidu Tongji site id, got "${tongji}"`);
  }
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, 'data'));
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    rootDir: env.SITE_ROOT ? path.resolve(env.SITE_ROOT) : REPO_ROOT,
    development: env.NODE_ENV === 'development',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    sqliteFile: path.resolve(env.SQLITE_FILE ?? path.join(dataDir, 'schools.sqlite')),
    storageBase: (env.OBJECT_STORAGE_BASE ?? '/storage').replace(/\/+$/, ''),
    storageDir: path.resolve(env.OBJECT_STORAGE_DIR ?? path.join(dataDir, 'storage')),
    releaseStorage: releaseStorageFromEnv(env),
    mediaStorage: releaseStorageFromEnv(env, 'MEDIA_S3'),
    bodyLimit: BODY_LIMIT,
    baiduTongjiId: tongji,
    wechat: wechatFromEnv(env),
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    devOrigins: devOriginsFromEnv(env.DEV_ORIGINS),
    pruneIntervalMs: PRUNE_INTERVAL_MS,
    studioScheduleMs: STUDIO_SCHEDULE_MS,
    connections: connectionsFromEnv(env),
    stopGraceMs: wholeNumber(env, 'STOP_GRACE_MS', 10_000, 0, 'milliseconds that requests in flight get to finish after SIGTERM'),
    metrics: (env.METRICS_PORT ?? '').trim() === '' ? undefined : {
      port: wholeNumber(env, 'METRICS_PORT', 0, 1, 'the port the metrics are served on (GET /metrics)'),
      host: (env.METRICS_HOST ?? '').trim() || '127.0.0.1',
    },
    mail: mailFromEnvironment(env),
  };
}
