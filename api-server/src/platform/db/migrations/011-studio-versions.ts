// Issue 21, item 2: the studio's copy editor. A draft per campus and editable target (at most one:
// the campus's editors share it), and every published version of a target, the first of them the
// target as it was before the studio first published it, so a restore can always bring that back.
import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../dialect';

export const m011 = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    const idType = dialect === 'postgres' ? 'serial' : 'integer';
    await db.schema.createTable('studio_draft')
      .addColumn('site', 'varchar(8)', (c) => c.notNull())
      // 'content:123', 'faq:7', 'menu:0201', 'document:tuition'
      .addColumn('target', 'varchar(64)', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('account_id', 'integer')
      .addColumn('saved_by', 'text', (c) => c.notNull())
      .addColumn('saved_at', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('studio_draft_pk', ['site', 'target'])
      .execute();
    await db.schema.createTable('studio_version')
      .addColumn('id', idType, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
      .addColumn('site', 'varchar(8)', (c) => c.notNull())
      .addColumn('target', 'varchar(64)', (c) => c.notNull())
      // 'original' (as it was before the studio), 'publish' or 'restore'
      .addColumn('action', 'varchar(16)', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('account_id', 'integer')
      .addColumn('actor', 'text', (c) => c.notNull())
      .addColumn('at', 'varchar(32)', (c) => c.notNull())
      .addColumn('restored_from', 'integer')
      .addCheckConstraint('studio_version_action', sql`action in ('original', 'publish', 'restore')`)
      .execute();
    await db.schema.createIndex('studio_version_target').on('studio_version').columns(['site', 'target', 'id']).execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['studio_version', 'studio_draft']) await db.schema.dropTable(table).execute();
  },
});
