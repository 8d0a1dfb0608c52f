// Issue 34, item 6: sessions and the calendar are one thing. The calendar now derives its information
// sessions from `info_session` when it is read, so a session keeps what the feed needs of a revision
// (RFC 5545): `updated_at` (DTSTAMP, LAST-MODIFIED) and `sequence`, as calendar events do (migration 013).
// The events the seed used to write for the sessions (keys 'info-session-…', created_by null) would
// now show each session twice: they go. Events staff added are theirs and stay.
import { sql, type Kysely, type Migration } from 'kysely';

export const m022: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('info_session').addColumn('updated_at', 'varchar(32)', (c) => c.notNull().defaultTo('')).execute();
    await db.schema.alterTable('info_session').addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    // The sessions there are were last revised, as far as anything says, now.
    await sql`update info_session set updated_at = ${new Date().toISOString()}`.execute(db);
    await sql`delete from calendar_event where created_by is null and key like 'info-session-%'`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('info_session').dropColumn('sequence').execute();
    await db.schema.alterTable('info_session').dropColumn('updated_at').execute();
  },
};
