// A fresh, empty database for tests that work below the HTTP layer: a temporary SQLite file, or, when
// TEST_DATABASE_URL is set, a schema of its own in that PostgreSQL database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DbOptions } from '../../src/platform/db/connect';
import { requireDatabaseFile } from './databaseFiles';
import { onServer } from './seededData';

export interface TestDatabase {
  /** options for openDatabase, pointing at this database */
  options: DbOptions;
  remove(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  requireDatabaseFile();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'db-test-'));
  const sqliteFile = path.join(dir, 'test.sqlite');
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (!pgUrl) return { options: { sqliteFile }, remove: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  const schema = `d_${process.pid}_${Math.random().toString(36).slice(2, 8)}`.toLowerCase();
  await onServer(pgUrl, `CREATE SCHEMA "${schema}"`);
  return {
    options: { sqliteFile, databaseUrl: pgUrl, databaseSchema: schema },
    remove: async () => {
      await onServer(pgUrl, `DROP SCHEMA "${schema}" CASCADE`);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
