// The academic calendar's events (seeded content): whole days as YYYY-MM-DD, the last day
// inclusive; timed events as ISO date-times in China time. `key` names the event within its
// campus and year, so its iCal UID survives reseeds.
import type { Kysely, Migration } from 'kysely';
import { texts } from './helpers';

export const m005: Migration = {
  async up(db: Kysely<unknown>) {
    await texts(
      db.schema.createTable('calendar_event')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('site', 'varchar(8)', (c) => c.notNull())
        .addColumn('year', 'varchar(7)', (c) => c.notNull())
        .addColumn('key', 'varchar(64)', (c) => c.notNull())
        .addColumn('category', 'varchar(16)', (c) => c.notNull())
        .addColumn('start', 'varchar(25)', (c) => c.notNull())
        .addColumn('end', 'varchar(25)', (c) => c.notNull())
        .addColumn('all_day', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull()),
      'title', 'description', 'location',
    ).addUniqueConstraint('calendar_event_key', ['site', 'year', 'key']).execute();
    await db.schema.createIndex('calendar_event_site').on('calendar_event').columns(['site', 'year', 'start']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('calendar_event').execute();
  },
};
