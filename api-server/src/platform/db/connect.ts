import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CompiledQuery, Kysely, Migrator, PostgresDialect, SqliteDialect, type Driver } from 'kysely';
import { Pool } from 'pg';
import type { Dialect } from './dialect';
import { migrationProvider } from './migrations';
import type { Database } from './schema';
import type { PoolStats } from '../metrics';

export interface DbHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL's pool now (undefined on SQLite, which has one connection) */
  poolStats?: () => PoolStats;
  close(): Promise<void>;
}

export interface DbOptions {
  /** PostgreSQL connection string; when absent, embedded SQLite at sqliteFile */
  databaseUrl?: string;
  /** PostgreSQL schema for the tables (search_path and migration tables); default public */
  databaseSchema?: string;
  sqliteFile: string;
  /** migrate up to this migration only (tests of a later migration); default: all */
  migrateTo?: string;
}

/** Connections per server process to PostgreSQL in its pool (one more listens for cache invalidations: docs/operate/scaling.md). */
export const POOL_SIZE = 10;
/** How long a query waits for a connection to PostgreSQL before it fails (and its request answers 503). */
export const CONNECT_TIMEOUT_MS = 5000;

/**
 * SQLite whose transactions take the write lock when they begin (BEGIN IMMEDIATE). A deferred
 * transaction takes it at its first write, and if another process (a release, npm run staff, a second
 * server) writes meanwhile, SQLite fails it at once with "database is locked": the busy timeout does
 * not apply to that upgrade. Taken up front, the lock is waited for within the busy timeout instead.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}

/** Opens the database (PostgreSQL when a URL is given, else embedded SQLite in WAL mode) and migrates it. */
export async function openDatabase(options: DbOptions): Promise<DbHandle> {
  let db: Kysely<Database>;
  let dialect: Dialect;
  let poolStats: DbHandle['poolStats'];
  if (options.databaseUrl) {
    dialect = 'postgres';
    const schema = options.databaseSchema;
    if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`DATABASE_SCHEMA must be a plain lower-case identifier, got "${schema}"`);
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: POOL_SIZE,
      // While the database is down a request waits this long for a connection, then answers 503.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    // PostgreSQL may end any connection (a restart, a failover, idle_session_timeout, an administrator's
    // pg_terminate_backend). A query in flight on it fails (answered 503: databaseUnavailable.ts); the
    // pool drops the connection and opens another when needed. Unheard, the error event of an idle
    // connection (the pool's) or of one held between two statements (the client's) would end the process.
    pool.on('error', (error) => console.error(`PostgreSQL ended an idle connection of the pool (${error.message}); the next query opens a new one`));
    pool.on('connect', (client) => {
      client.on('error', (error) => console.error(`PostgreSQL ended a connection in use (${error.message}); its request fails, the next opens a new one`));
    });
    poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  } else {
    dialect = 'sqlite';
    fs.mkdirSync(path.dirname(options.sqliteFile), { recursive: true });
    const sqlite = new SQLite(options.sqliteFile);
    sqlite.pragma('journal_mode = WAL');
    // FULL in WAL mode: every commit is fsynced before the answer leaves, so what the API
    // acknowledges survives a power cut too, not only a killed process (NORMAL would lose the last
    // commits on power loss).
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('foreign_keys = ON');
    db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) });
  }
  const migrator = new Migrator({
    db,
    provider: migrationProvider(dialect),
    // Kysely looks for its own tables by schema; name it so two schemas of one database stay apart.
    ...(dialect === 'postgres' && options.databaseSchema ? { migrationTableSchema: options.databaseSchema } : {}),
  });
  const { error, results } = await (options.migrateTo ? migrator.migrateTo(options.migrateTo) : migrator.migrateToLatest());
  for (const r of results ?? []) if (r.status === 'Error') console.error(`migration ${r.migrationName} failed`);
  if (error) {
    await db.destroy();
    throw error instanceof Error ? error : new Error(String(error));
  }
  return { db, dialect, poolStats, close: () => db.destroy() };
}
