// Issue 21, items 5 and 6: the studio's calendar and information sessions. An event keeps its key
// (its iCal UID) for life; an edit or a cancellation raises its SEQUENCE (RFC 5545) so calendar apps
// take the change, and a cancelled event stays, for the feed to say STATUS:CANCELLED. A cancelled
// session stays too: its bookings are the families the admissions office must call. created_by marks
// what staff made (null: the seed's), which a reseed keeps.
import type { Kysely, Migration } from 'kysely';

export const m013: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of ['calendar_event', 'info_session']) {
      await db.schema.alterTable(table).addColumn('cancelled_at', 'varchar(32)').execute();
      await db.schema.alterTable(table).addColumn('created_by', 'text').execute();
    }
    await db.schema.alterTable('calendar_event').addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.createIndex('signup_session').on('signup').column('session_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('signup_session').execute();
    await db.schema.alterTable('calendar_event').dropColumn('sequence').execute();
    for (const table of ['info_session', 'calendar_event']) {
      await db.schema.alterTable(table).dropColumn('created_by').execute();
      await db.schema.alterTable(table).dropColumn('cancelled_at').execute();
    }
  },
};
