// Removes the run's scratch folder (the seeded template of globalSetup.ts and whatever the tests left
// there), then fails the run if a test wrote into the checkout.
import fs from 'node:fs';
import { SCRATCH_ENV, TEMPLATE_DB_ENV, TEMPLATE_DIR_ENV, onServer } from './seededData';
import { checkoutChanges } from './checkout';

export default async function globalTeardown(): Promise<void> {
  const dir = process.env[TEMPLATE_DIR_ENV];
  const written = dir ? checkoutChanges(dir) : [];
  const scratch = process.env[SCRATCH_ENV];
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  const pgUrl = process.env.TEST_DATABASE_URL;
  const name = process.env[TEMPLATE_DB_ENV];
  if (pgUrl && name) await onServer(pgUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  if (written.length) {
    throw new Error(`Tests wrote into the checkout (a test's files belong in a temporary folder):\n  ${written.join('\n  ')}`);
  }
}
