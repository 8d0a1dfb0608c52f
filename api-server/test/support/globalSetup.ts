// Seeds the content once per jest run, into a template that every test server copies (seededData.ts):
// a SQLite file and storage folder, and on PostgreSQL (TEST_DATABASE_URL) a database to clone. It also
// notes every file of the checkout, which globalTeardown.ts checks: tests never write into it. The
// run's temporary files all go in one scratch folder (TMPDIR, which the workers inherit), removed when
// jest exits, so a test that forgets its own leaves nothing behind.
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../src/platform/db/connect';
import { seedSite } from '../../src/seed/seedSite';
import { makeScratch } from '@schools/config/lib/scratch.mjs';
import { TEMPLATE_DB_ENV, TEMPLATE_DIR_ENV, onServer, withDatabase } from './seededData';
import { noteCheckout } from './checkout';

export default async function globalSetup(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(makeScratch('schools-jest-'), 'template-'));
  noteCheckout(dir);
  const pgUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  if (pgUrl) {
    const name = `template_${process.pid}`;
    await onServer(pgUrl, `DROP DATABASE IF EXISTS "${name}"`, `CREATE DATABASE "${name}"`);
    databaseUrl = withDatabase(pgUrl, name);
    process.env[TEMPLATE_DB_ENV] = name;
  }
  const database = await openDatabase({ sqliteFile: path.join(dir, 'schools.sqlite'), databaseUrl });
  try {
    await seedSite(database, { storageDir: path.join(dir, 'storage') });
  } finally {
    // Closed before any copy: SQLite folds its WAL into the file, PostgreSQL lets a database with no
    // connection be a template.
    await database.close();
  }
  process.env[TEMPLATE_DIR_ENV] = dir;
}
