// Issue 19, item 5: sign-in starts are limited per client address (counted by client and time), and
// what expires is swept on a schedule by the columns it expires by: indexes for both.
import type { Kysely, Migration } from 'kysely';

export const m008: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('wechat_state').addColumn('client', 'varchar(64)', (c) => c.notNull().defaultTo('')).execute();
    await db.schema.createIndex('wechat_state_client').on('wechat_state').columns(['client', 'created_at']).execute();
    await db.schema.createIndex('wechat_state_created').on('wechat_state').column('created_at').execute();
    await db.schema.createIndex('wechat_session_expires').on('wechat_session').column('expires_at').execute();
    await db.schema.createIndex('content_viewer_viewed').on('content_viewer').column('viewed_at').execute();
  },
  async down(db: Kysely<unknown>) {
    for (const index of ['content_viewer_viewed', 'wechat_session_expires', 'wechat_state_created', 'wechat_state_client']) {
      await db.schema.dropIndex(index).execute();
    }
    await db.schema.alterTable('wechat_state').dropColumn('client').execute();
  },
};
