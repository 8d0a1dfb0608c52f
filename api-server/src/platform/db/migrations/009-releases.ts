// Section releases: one row per release or rollback; a section's newest row is what is live, so
// the import map that every API server serves is read from here (docs/decisions/0001-releases-in-the-database.md).
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect';

export const m009 = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.createTable('release')
      .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
        dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement())
      .addColumn('section', 'varchar(32)', (c) => c.notNull())
      .addColumn('action', 'varchar(16)', (c) => c.notNull())
      .addColumn('imports_before', 'text', (c) => c.notNull())
      .addColumn('imports', 'text', (c) => c.notNull())
      .addColumn('files', 'text', (c) => c.notNull())
      .addColumn('sizes', 'text', (c) => c.notNull())
      .addColumn('released_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('released_by', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('git_commit', 'varchar(64)', (c) => c.notNull())
      .addColumn('restores', 'integer')
      .addColumn('pruned_at', 'varchar(32)')
      .execute();
    await db.schema.createIndex('release_section').on('release').columns(['section', 'id']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('release').execute();
  },
});
