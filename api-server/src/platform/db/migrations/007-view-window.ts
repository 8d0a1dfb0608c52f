// A view counts once per visitor and item in a window: when each visitor (a cookie, or an
// address without one) last counted.
import type { Kysely, Migration } from 'kysely';

export const m007: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('content_viewer').addColumn('viewed_at', 'varchar(32)', (c) => c.notNull().defaultTo('')).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('content_viewer').dropColumn('viewed_at').execute();
  },
};
