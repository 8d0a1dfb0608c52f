// Issue 32, item 8: a browser that has signed in to a staff account before gets past that account's
// sign-in lockout (modules/staff/devices.ts). Its device cookie is signed with a key kept here, made
// once by this migration: every instance on the database signs and checks with the same key, and a
// restart keeps it. Each attempt also records its browser's device id, for the throttle per device.
import { randomBytes } from 'node:crypto';
import type { Kysely, Migration } from 'kysely';

export const m015: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createTable('server_secret')
      .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
      // base64url of 32 random bytes
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();
    await (db as Kysely<{ server_secret: { name: string; value: string } }>).insertInto('server_secret')
      .values({ name: 'staff-device', value: randomBytes(32).toString('base64url') }).execute();
    // null for a browser without a (valid) device cookie of the account
    await db.schema.alterTable('staff_sign_in_attempt').addColumn('device', 'varchar(64)').execute();
    await db.schema.createIndex('staff_sign_in_attempt_device').on('staff_sign_in_attempt').columns(['device', 'attempted_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('staff_sign_in_attempt_device').execute();
    await db.schema.alterTable('staff_sign_in_attempt').dropColumn('device').execute();
    await db.schema.dropTable('server_secret').execute();
  },
};
