// Each API test server starts on a copy of one seeded database and storage folder, made once per run
// by the jest global setup (globalSetup.ts): seeding takes seconds, a copy milliseconds. On
// PostgreSQL (TEST_DATABASE_URL) the copy is a database made with CREATE DATABASE … TEMPLATE.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { requireDatabaseFile } from './databaseFiles';

/** Where the global setup left the seeded template: a folder with storage/ and, on SQLite, schools.sqlite. */
export const TEMPLATE_DIR_ENV = 'SCHOOLS_TEST_TEMPLATE_DIR';
/** The PostgreSQL database the global setup seeded, when TEST_DATABASE_URL is set. */
export const TEMPLATE_DB_ENV = 'SCHOOLS_TEST_TEMPLATE_DB';

export interface SeededData {
  sqliteFile: string;
  storageDir: string;
  /** a PostgreSQL database of this copy's own, when the suite runs on PostgreSQL */
  databaseUrl?: string;
  /** the settings of a server started as a process (dist/main.js) on this copy */
  env: Record<string, string>;
  remove(): Promise<void>;
}

/** The connection string of another database on the same PostgreSQL server. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs statements on the PostgreSQL server of TEST_DATABASE_URL, on one short connection. */
export async function onServer(url: string, ...statements: string[]): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

function templateDir(): string {
  const dir = process.env[TEMPLATE_DIR_ENV];
  if (!dir || !fs.existsSync(path.join(dir, 'storage'))) {
    throw new Error(`No seeded template (${TEMPLATE_DIR_ENV}): the api-server project's globalSetup makes it; run the tests through jest with the repository's jest.config.js`);
  }
  return dir;
}

/** A copy of the seeded content for one test server: its own SQLite file (or PostgreSQL database) and storage folder. */
export async function seededData(): Promise<SeededData> {
  requireDatabaseFile();
  const template = templateDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  const sqliteFile = path.join(dir, 'schools.sqlite');
  const storageDir = path.join(dir, 'storage');
  fs.cpSync(path.join(template, 'storage'), storageDir, { recursive: true });
  const pgUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (pgUrl) {
    const name = `t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await onServer(pgUrl, `CREATE DATABASE "${name}" TEMPLATE "${process.env[TEMPLATE_DB_ENV]}"`);
    databaseUrl = withDatabase(pgUrl, name);
    dropDatabase = () => onServer(pgUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } else {
    fs.copyFileSync(path.join(template, 'schools.sqlite'), sqliteFile);
  }
  return {
    sqliteFile,
    storageDir,
    databaseUrl,
    env: { DATA_DIR: dir, SQLITE_FILE: sqliteFile, OBJECT_STORAGE_DIR: storageDir, DATABASE_URL: databaseUrl ?? '', DATABASE_SCHEMA: '' },
    remove: async () => {
      await dropDatabase();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
