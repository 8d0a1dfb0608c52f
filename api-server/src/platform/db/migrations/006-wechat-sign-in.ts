// Commenters sign in through WeChat: the single-use states of the QR sign-in, the sessions it
// starts, and the WeChat identity kept with each comment.
import type { Kysely, Migration } from 'kysely';

export const m006: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createTable('wechat_state')
      .addColumn('state_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('nonce_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('site', 'varchar(8)', (c) => c.notNull())
      .addColumn('return_to', 'text', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('used_at', 'varchar(32)')
      .execute();
    await db.schema.createTable('wechat_session')
      .addColumn('id_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('openid', 'varchar(64)', (c) => c.notNull())
      .addColumn('unionid', 'varchar(64)')
      .addColumn('nickname', 'text', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema.alterTable('comment').addColumn('openid', 'varchar(64)').execute();
    await db.schema.alterTable('comment').addColumn('unionid', 'varchar(64)').execute();
    await db.schema.createIndex('comment_openid').on('comment').columns(['openid', 'created_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('comment_openid').execute();
    await db.schema.alterTable('comment').dropColumn('unionid').execute();
    await db.schema.alterTable('comment').dropColumn('openid').execute();
    await db.schema.dropTable('wechat_session').execute();
    await db.schema.dropTable('wechat_state').execute();
  },
};
