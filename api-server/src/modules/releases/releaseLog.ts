// The record of releases, in the database: one row per release or rollback. A section's newest row
// is what is live, so every API server reading this table serves the same import map, and the table
// is the history. Switching a section is one short transaction that holds that section's lock: two
// releases of one section queue, releases of different sections do not wait for each other.
import type { Kysely } from 'kysely';
import { lockKeys } from '../../platform/db/locks';
import type { Dialect } from '../../platform/db/dialect';
import type { Database, ReleaseTable } from '../../platform/db/schema';

export type Imports = Record<string, string>;

export interface Release {
  id: number;
  section: string;
  action: 'release' | 'rollback';
  importsBefore: Imports;
  imports: Imports;
  files: string[];
  sizes: Record<string, number>;
  releasedAt: string;
  releasedBy: string;
  message: string;
  gitCommit: string;
  restores: number | null;
  prunedAt: string | null;
}

export type NewRelease = Omit<Release, 'id' | 'importsBefore' | 'releasedAt' | 'prunedAt'>;

type Row = ReleaseTable & { id: number };

function fromRow(row: Row): Release {
  return {
    id: Number(row.id),
    section: row.section,
    action: row.action === 'rollback' ? 'rollback' : 'release',
    importsBefore: JSON.parse(row.imports_before) as Imports,
    imports: JSON.parse(row.imports) as Imports,
    files: JSON.parse(row.files) as string[],
    sizes: JSON.parse(row.sizes) as Record<string, number>,
    releasedAt: row.released_at,
    releasedBy: row.released_by,
    message: row.message,
    gitCommit: row.git_commit,
    restores: row.restores === null ? null : Number(row.restores),
    prunedAt: row.pruned_at,
  };
}

/** The same entries, whatever their order. */
export function sameImports(a: Imports, b: Imports): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

export interface SwitchResult {
  /** the new row; undefined when the section already had exactly these entries */
  release?: Release;
  /** what was live before */
  before?: Release;
}

export class ReleaseLog {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  /** The live release of every section that has one. */
  async live(): Promise<Map<string, Release>> {
    const newest = this.db.selectFrom('release').select((eb) => eb.fn.max('id').as('id')).groupBy('section');
    const rows = await this.db.selectFrom('release').selectAll().where('id', 'in', newest).execute();
    return new Map(rows.map((row) => [row.section, fromRow(row as Row)]));
  }

  /** The live import map: every section's entries together. */
  async liveImports(): Promise<Imports> {
    const imports: Imports = {};
    for (const release of (await this.live()).values()) Object.assign(imports, release.imports);
    return imports;
  }

  async liveOf(section: string, db: Kysely<Database> = this.db): Promise<Release | undefined> {
    const row = await db.selectFrom('release').selectAll().where('section', '=', section).orderBy('id', 'desc').limit(1).executeTakeFirst();
    return row ? fromRow(row as Row) : undefined;
  }

  /** Newest first; one section's or all. */
  async history(section?: string, limit = 1000): Promise<Release[]> {
    let query = this.db.selectFrom('release').selectAll().orderBy('id', 'desc').limit(limit);
    if (section) query = query.where('section', '=', section);
    return (await query.execute()).map((row) => fromRow(row as Row));
  }

  async find(id: number, db: Kysely<Database> = this.db): Promise<Release | undefined> {
    const row = await db.selectFrom('release').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? fromRow(row as Row) : undefined;
  }

  /**
   * Makes `next` the section's live release, in one transaction under the section's lock, unless the
   * section has exactly these entries already. The row's "before" is read inside that transaction, so
   * no release is ever lost between another's read and write.
   */
  async switchTo(next: NewRelease, now = new Date()): Promise<SwitchResult> {
    return this.exclusive(next.section, async (db) => {
      const before = await this.liveOf(next.section, db);
      if (before && sameImports(before.imports, next.imports)) return { before };
      const row = await db
        .insertInto('release')
        .values({
          section: next.section,
          action: next.action,
          imports_before: JSON.stringify(before?.imports ?? {}),
          imports: JSON.stringify(next.imports),
          files: JSON.stringify(next.files),
          sizes: JSON.stringify(next.sizes),
          released_at: now.toISOString(),
          released_by: next.releasedBy,
          message: next.message,
          git_commit: next.gitCommit,
          restores: next.restores,
          pruned_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { before, release: await this.find(Number(row.id), db) };
    });
  }

  async markPruned(ids: number[], now = new Date()): Promise<void> {
    if (ids.length) await this.db.updateTable('release').set({ pruned_at: now.toISOString() }).where('id', 'in', ids).where('pruned_at', 'is', null).execute();
  }

  /**
   * Runs `work` alone among the writers of this section: PostgreSQL takes the section's advisory lock
   * in a transaction; SQLite's transactions take the database's write lock when they begin (connect.ts),
   * so a read inside cannot be overtaken by another process's write.
   */
  private async exclusive<T>(section: string, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      await lockKeys(trx, this.dialect, [`release:${section}`]);
      return work(trx);
    });
  }
}
