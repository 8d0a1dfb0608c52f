// Removes the seeded template of globalSetup.ts.
import fs from 'node:fs';
import { TEMPLATE_DB_ENV, TEMPLATE_DIR_ENV, onServer } from './seededData';

export default async function globalTeardown(): Promise<void> {
  const dir = process.env[TEMPLATE_DIR_ENV];
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  const pgUrl = process.env.TEST_DATABASE_URL;
  const name = process.env[TEMPLATE_DB_ENV];
  if (pgUrl && name) await onServer(pgUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
