// Issue 34, item 4: copy published at a set time, as news stories are. At most one scheduled publish
// per campus and target: its body, when it goes live and who set it; the server that finds it due
// publishes it (as that person) and deletes the row in the same transaction, so it goes live once.
import type { Kysely, Migration } from 'kysely';

export const m021: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createTable('studio_schedule')
      .addColumn('site', 'varchar(8)', (c) => c.notNull())
      .addColumn('target', 'varchar(64)', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      // when it goes live (ISO, UTC)
      .addColumn('at', 'varchar(32)', (c) => c.notNull())
      .addColumn('account_id', 'integer')
      .addColumn('scheduled_by', 'text', (c) => c.notNull())
      .addColumn('scheduled_at', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('studio_schedule_pk', ['site', 'target'])
      .execute();
    await db.schema.createIndex('studio_schedule_at').on('studio_schedule').column('at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('studio_schedule').execute();
  },
};
