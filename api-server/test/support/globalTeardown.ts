// Drops the PostgreSQL template of globalSetup.ts, then fails the run if a test wrote into the checkout.
// (The run's scratch folder, the SQLite template in it, goes when jest exits: config/lib/scratch.mjs.)
import { TEMPLATE_DB_ENV, TEMPLATE_DIR_ENV, onServer } from './seededData';
import { checkoutChanges } from './checkout';

export default async function globalTeardown(): Promise<void> {
  const dir = process.env[TEMPLATE_DIR_ENV];
  const written = dir ? checkoutChanges(dir) : [];
  const pgUrl = process.env.TEST_DATABASE_URL;
  const name = process.env[TEMPLATE_DB_ENV];
  if (pgUrl && name) await onServer(pgUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  if (written.length) {
    throw new Error(`Tests wrote into the checkout (a test's files belong in a temporary folder):\n  ${written.join('\n  ')}`);
  }
}
