import path from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  /** repository root: import-map.json and every package's dist folder */
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
  /** local folder behind storageBase when it is a path of this server */
  storageDir: string;
  /** moderation routes are off when unset */
  adminToken?: string;
  /** largest request body accepted, in bytes */
  bodyLimit: number;
  /** Baidu Tongji site id of this deployment; no analytics script is loaded when unset */
  baiduTongjiId?: string;
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
    adminToken: env.ADMIN_TOKEN || undefined,
    bodyLimit: 16 * 1024,
    baiduTongjiId: tongji,
  };
}
