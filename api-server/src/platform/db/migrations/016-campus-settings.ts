// Each campus's settings that a school's IT changes without a developer: where the site is published,
// its hosts, its filing numbers, its application portal and social accounts (shared-api's
// CampusSettings, as JSON). The catalog in code fills a missing row when the server starts; after that
// the row is the truth, edited by network administrators on the staff page.
import type { Kysely, Migration } from 'kysely';

export const m016: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createTable('campus_settings')
      .addColumn('site', 'varchar(8)', (c) => c.primaryKey())
      .addColumn('settings', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      // who last changed them: a staff account's e-mail, or 'catalog' for the seeded values
      .addColumn('updated_by', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('campus_settings').execute();
  },
};
