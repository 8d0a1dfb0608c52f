// Issue 33: a booking's e-mails (confirmation, reminder) and each campus's daily digest go through a
// durable outbox. A message is written in the same transaction as what it tells of, so a booking that
// commits always has its confirmation and one that rolls back has none; a sender loop delivers due
// messages and records the outcome. A family can cancel its booking from the e-mail: the sign-up then
// keeps its row (the office sees who cancelled) and stops counting against the session's places.
import { randomBytes } from 'node:crypto';
import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect';

export const m017 = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    const serial = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
    await db.schema.createTable('outbox')
      .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', serial)
      // what makes a message be written once: 'signup:42:confirmation', 'digest:BISZ:2026-05-01'
      .addColumn('key', 'varchar(80)', (c) => c.notNull().unique())
      // the Message-ID header, made when the message is written: a copy sent twice is recognisable
      .addColumn('message_id', 'varchar(160)', (c) => c.notNull())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('site', 'varchar(8)', (c) => c.notNull())
      .addColumn('signup_id', 'integer')
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('reply_to', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('lang', 'varchar(8)', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('body_text', 'text', (c) => c.notNull())
      .addColumn('body_html', 'text', (c) => c.notNull())
      // the .ics invitation (iCalendar text), or null
      .addColumn('ics', 'text')
      // pending, sending, sent, failed, skipped
      .addColumn('state', 'varchar(12)', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'varchar(32)', (c) => c.notNull())
      // while 'sending': until when the instance that claimed it may still be sending it
      .addColumn('claimed_until', 'varchar(32)')
      // the last failure, or why a message was skipped
      .addColumn('last_error', 'text')
      .addColumn('sent_at', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    // What the sender looks up on every round, and what the staff page lists.
    await db.schema.createIndex('outbox_due').on('outbox').columns(['state', 'next_attempt_at']).execute();
    await db.schema.createIndex('outbox_site').on('outbox').columns(['site', 'id']).execute();
    await db.schema.alterTable('signup').addColumn('cancelled_at', 'varchar(32)').execute();
    // Signs the cancel links of the e-mails: the same key for every instance, kept across restarts.
    await (db as Kysely<{ server_secret: { name: string; value: string } }>).insertInto('server_secret')
      .values({ name: 'booking-cancel', value: randomBytes(32).toString('base64url') }).execute();
  },
  async down(db: Kysely<unknown>) {
    await (db as Kysely<{ server_secret: { name: string; value: string } }>).deleteFrom('server_secret').where('name', '=', 'booking-cancel').execute();
    await db.schema.alterTable('signup').dropColumn('cancelled_at').execute();
    await db.schema.dropTable('outbox').execute();
  },
});
