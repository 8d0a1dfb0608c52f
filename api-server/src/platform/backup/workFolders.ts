// A backup or restore is written into a hidden folder beside its target, named after the target, what
// it is for and the writing process (`.name.partial-1234`), and renamed onto the target only once
// whole: a process killed half-way leaves the target as it was. The next run removes what a dead
// process left.
import fs from 'node:fs';
import path from 'node:path';
import { flush } from './fileCopies';

export type WorkPurpose = 'partial' | 'previous' | 'restoring';

/** This process's work folder of that purpose beside `target`. */
export function workFolder(target: string, purpose: WorkPurpose): string {
  return path.join(path.dirname(target), `.${path.basename(target)}.${purpose}-${process.pid}`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Work folders of that purpose beside `target` whose process no longer runs. */
export function leftovers(target: string, purpose: WorkPurpose): string[] {
  const dir = path.dirname(target);
  const prefix = `.${path.basename(target)}.${purpose}-`;
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir)
    .filter((name) => name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length)) && !isRunning(Number(name.slice(prefix.length))))
    .map((name) => path.join(dir, name));
}

/**
 * Puts the staged folder in the target's place. An existing target (a previous backup, an empty
 * folder) is moved aside first and removed after: between the two renames, a kill leaves it as
 * `.name.previous-<pid>`, which the next backup puts back (restoreInterruptedSwap).
 */
export async function moveIntoPlace(staged: string, target: string): Promise<void> {
  if (fs.existsSync(target)) {
    const previous = workFolder(target, 'previous');
    fs.renameSync(target, previous);
    fs.renameSync(staged, target);
    fs.rmSync(previous, { recursive: true, force: true });
  } else {
    fs.renameSync(staged, target);
  }
  await flush(path.dirname(target));
}

/** After a kill between the two renames of moveIntoPlace: the previous target back in its place. */
export function restoreInterruptedSwap(target: string): string | undefined {
  const [previous] = leftovers(target, 'previous');
  if (!previous) return undefined;
  if (fs.existsSync(target)) {
    fs.rmSync(previous, { recursive: true, force: true });
    return undefined;
  }
  fs.renameSync(previous, target);
  return previous;
}
