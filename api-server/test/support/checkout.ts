// Tests never write into the checkout (issue 30): a developer's build, data and running site live
// there. The global setup notes every file and folder of it; the global teardown lists what changed.
import fs from 'node:fs';
import path from 'node:path';
import { changedFiles, snapshot } from '@schools/config/lib/file-snapshot.mjs';

const CHECKOUT = path.resolve(__dirname, '../../..');
/** Written by tools other than the unit tests: the end-to-end runner's reports. */
const NOT_OURS = ['test-results', 'playwright-report', 'e2e/test-results', 'e2e/playwright-report'];
const noteFile = (dir: string) => path.join(dir, 'checkout.json');

export function noteCheckout(dir: string): void {
  // A developer's own data/ (npm start) may change while the tests run; one that appears is a test's.
  const skip = [...NOT_OURS, ...(fs.existsSync(path.join(CHECKOUT, 'data')) ? ['data'] : [])];
  fs.writeFileSync(noteFile(dir), JSON.stringify({ skip, files: [...snapshot(CHECKOUT, skip)] }));
}

/** An editor's own files (swap files, backups): a developer may edit while the tests run. */
const EDITORS = /(^|\/)(\.[^/]*|[^/]*~)\/?$/;
/** A build's output, which no test may rewrite. */
const BUILT = /(^|\/)dist\//;

/**
 * What tests added or removed in the checkout since noteCheckout, or changed in a build's output. A
 * change to an existing source file is a developer's edit meanwhile, not a test's.
 */
export function checkoutChanges(dir: string): string[] {
  const { skip, files } = JSON.parse(fs.readFileSync(noteFile(dir), 'utf8')) as { skip: string[]; files: [string, string][] };
  const before = new Map(files);
  const after = snapshot(CHECKOUT, skip);
  return changedFiles(before, after).filter((file) => !EDITORS.test(file) && (!before.has(file) || !after.has(file) || BUILT.test(file)));
}
