// Tests never write into the checkout (issue 30): a developer's build, data and running site live
// there. The global setup notes every file and folder of it; the global teardown lists what changed.
import fs from 'node:fs';
import path from 'node:path';
import { changedFiles, snapshot } from '../../../scripts/lib/file-snapshot.mjs';

const CHECKOUT = path.resolve(__dirname, '../../..');
/** Written by tools other than the unit tests: the end-to-end runner's reports. */
const NOT_OURS = ['test-results', 'playwright-report', 'e2e/test-results', 'e2e/playwright-report'];
const noteFile = (dir: string) => path.join(dir, 'checkout.json');

export function noteCheckout(dir: string): void {
  // A developer's own data/ (npm start) may change while the tests run; one that appears is a test's.
  const skip = [...NOT_OURS, ...(fs.existsSync(path.join(CHECKOUT, 'data')) ? ['data'] : [])];
  fs.writeFileSync(noteFile(dir), JSON.stringify({ skip, files: [...snapshot(CHECKOUT, skip)] }));
}

/** What was added, removed or changed in the checkout since noteCheckout. */
export function checkoutChanges(dir: string): string[] {
  const { skip, files } = JSON.parse(fs.readFileSync(noteFile(dir), 'utf8')) as { skip: string[]; files: [string, string][] };
  return changedFiles(new Map(files), snapshot(CHECKOUT, skip));
}
