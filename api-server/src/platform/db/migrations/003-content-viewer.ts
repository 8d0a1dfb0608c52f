// Who has seen what: a view counts once per visitor (the API's visitor cookie) and item.
import type { Kysely, Migration } from 'kysely';

export const m003: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createTable('content_viewer')
      .addColumn('site', 'varchar(8)', (c) => c.notNull())
      .addColumn('content_id', 'integer', (c) => c.notNull())
      .addColumn('visitor', 'varchar(64)', (c) => c.notNull())
      .addPrimaryKeyConstraint('content_viewer_pk', ['site', 'content_id', 'visitor'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('content_viewer').execute();
  },
};
