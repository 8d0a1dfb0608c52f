// npm run seed on a database that may hold staff's work: the fixtures in place of the content, unless
// staff have changed what the seed would replace since the last seed (staffChanges.ts). Then nothing
// is written and the refusal says what staff changed and the flag that replaces it anyway. Forced, the
// seed replaces everything as it always did, and writes an audit row of what it replaced in its own
// transaction, from which staff's changes count again. The server's seed of an empty database is
// seedSite alone: there is nothing of staff's to keep.
import type { DbHandle } from '../platform/db/connect';
import { writeAudit } from '../modules/staff/audit';
import { CLI_ACTOR } from '../modules/staff/roles';
import { seedSite } from './seedSite';
import type { SeedCounts } from './seed';
import { FORCED_SEED, anyChanges, describeChanges, keptByStaff, staffChanges, type KeptByStaff, type StaffChanges } from './staffChanges';

/** The flag, as the command is typed, that replaces staff's changes. */
export const FORCE_FLAG = '--force';
export const FORCE_COMMAND = `npm run seed -- ${FORCE_FLAG}`;

const KEPT_ALWAYS = 'Every seed keeps the events and sessions staff added, the photographs in the library, campus settings, accounts, comments and sign-ups.';

/** A seed refused because staff changed what it would replace: nothing was written. */
export class SeedRefused extends Error {
  constructor(readonly changes: StaffChanges) {
    super([
      'The seed was refused, nothing was written: since the site was last seeded, staff have changed what a seed replaces with the fixtures:',
      ...describeChanges(changes).map((line) => `  - ${line}`),
      `To replace them with the fixtures anyway, run: ${FORCE_COMMAND}`,
      `(Published copy keeps its versions in the studio, to restore one by one. ${KEPT_ALWAYS})`,
    ].join('\n'));
    this.name = 'SeedRefused';
  }
}

export interface Reseeded {
  counts: SeedCounts;
  /** what staff had changed and the forced seed replaced; null when there was nothing */
  replaced: StaffChanges | null;
  kept: KeptByStaff;
}

export async function reseedSite(database: Pick<DbHandle, 'db'>, config: { storageDir: string }, { force }: { force: boolean }): Promise<Reseeded> {
  let replaced: StaffChanges | null = null;
  const counts = await seedSite(database, config, async (trx) => {
    const changes = await staffChanges(trx);
    if (!anyChanges(changes)) return;
    if (!force) throw new SeedRefused(changes);
    replaced = changes;
    await writeAudit(trx, CLI_ACTOR, { site: null, action: FORCED_SEED, targetId: null, before: changes, after: null }, new Date());
  });
  return { counts, replaced, kept: await keptByStaff(database.db) };
}

/** What the command says after a seed: what a forced one replaced, and what staff added that every seed keeps. */
export function reseedReport({ replaced, kept }: Reseeded): string[] {
  const lines: string[] = [];
  if (replaced) {
    lines.push(`Forced (${FORCE_FLAG}): the fixtures replaced what staff had changed:`, ...describeChanges(replaced).map((line) => `  - ${line}`));
    lines.push('Published copy keeps its versions in the studio, to restore one by one.');
  }
  if (kept.events || kept.sessions) {
    lines.push(`Kept: ${kept.events} calendar event${kept.events === 1 ? '' : 's'} and ${kept.sessions} information session${kept.sessions === 1 ? '' : 's'} staff added.`);
  }
  return lines;
}
