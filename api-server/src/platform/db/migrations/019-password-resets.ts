// Issue 34, item 1: a network administrator (or npm run staff -- reset) gives a member of staff a
// single-use link to set a new password, valid one hour. The table keeps the SHA-256 of the link's
// token only, so a copy of the database holds no link that works; the old password works until the
// new one is set. Failed uses of a link are counted by the sign-in throttle (staff_sign_in_attempt).
import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect';

export const m019 = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    const serial = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
    await db.schema.createTable('staff_password_reset')
      .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', serial)
      .addColumn('account_id', 'integer', (c) => c.notNull().references('staff_account.id').onDelete('cascade'))
      // hex SHA-256 of the token (32 random bytes, base64url), which only the link holds
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
      // set when the link set a new password: it works once
      .addColumn('used_at', 'varchar(32)')
      // the administrator's e-mail, or 'cli'
      .addColumn('created_by', 'text', (c) => c.notNull())
      .execute();
    // A newer link, a new password or disabling the account ends the account's links; the sweep reads expires_at.
    await db.schema.createIndex('staff_password_reset_account').on('staff_password_reset').column('account_id').execute();
    await db.schema.createIndex('staff_password_reset_expires').on('staff_password_reset').column('expires_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('staff_password_reset').execute();
  },
});
