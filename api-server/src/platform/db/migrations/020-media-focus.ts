// Issue 33: a photograph's focal point, where its subject is (percent of its width and height from the
// top left), which every crop of it on the site keeps in view. The middle until an editor sets it.
import type { Kysely, Migration } from 'kysely';

export const m020: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('media').addColumn('focus_x', 'integer', (c) => c.notNull().defaultTo(50)).execute();
    await db.schema.alterTable('media').addColumn('focus_y', 'integer', (c) => c.notNull().defaultTo(50)).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('media').dropColumn('focus_y').execute();
    await db.schema.alterTable('media').dropColumn('focus_x').execute();
  },
};
