// Issue 21, item 1: staff accounts per campus with roles (replacing the one ADMIN_TOKEN), their
// sessions (only the SHA-256 of the cookie's value is stored), the sign-in attempts the throttle
// counts (kept in the database, so a restart or a second instance resets nothing) and the audit log
// of every change made through a staff call or the staff command.
import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../dialect';

export const m010 = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    const serial = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
    const idType = dialect === 'postgres' ? 'serial' : 'integer';
    await db.schema.createTable('staff_account')
      .addColumn('id', idType, serial)
      // As typed, for display; email_key (trimmed, lower case) is what makes it unique and what sign-in looks up.
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('email_key', 'varchar(320)', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('role', 'varchar(16)', (c) => c.notNull())
      .addColumn('campus', 'varchar(8)')
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('disabled_at', 'varchar(32)')
      .addCheckConstraint('staff_account_role', sql`role in ('network', 'editor', 'admissions', 'moderator')`)
      // A network administrator has no campus; every other account exactly one.
      .addCheckConstraint('staff_account_campus', sql`(role = 'network' and campus is null) or (role <> 'network' and campus is not null)`)
      .execute();
    await db.schema.createTable('staff_session')
      .addColumn('id_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('account_id', 'integer', (c) => c.notNull().references('staff_account.id').onDelete('cascade'))
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      // The absolute end; idle_until moves with use but never past it.
      .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('idle_until', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('staff_session_account').on('staff_session').column('account_id').execute();
    await db.schema.createIndex('staff_session_idle').on('staff_session').column('idle_until').execute();
    // One row per sign-in attempt until it succeeds (a success deletes it): what the throttle counts.
    await db.schema.createTable('staff_sign_in_attempt')
      .addColumn('id', idType, serial)
      .addColumn('email_key', 'varchar(320)', (c) => c.notNull())
      .addColumn('client', 'varchar(64)', (c) => c.notNull())
      .addColumn('attempted_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('staff_sign_in_attempt_email').on('staff_sign_in_attempt').columns(['email_key', 'attempted_at']).execute();
    await db.schema.createIndex('staff_sign_in_attempt_client').on('staff_sign_in_attempt').columns(['client', 'attempted_at']).execute();
    await db.schema.createIndex('staff_sign_in_attempt_at').on('staff_sign_in_attempt').column('attempted_at').execute();
    await db.schema.createTable('staff_audit')
      .addColumn('id', idType, serial)
      .addColumn('at', 'varchar(32)', (c) => c.notNull())
      // null for the staff command (actor 'cli')
      .addColumn('account_id', 'integer')
      .addColumn('actor', 'text', (c) => c.notNull())
      .addColumn('site', 'varchar(8)')
      .addColumn('action', 'varchar(64)', (c) => c.notNull())
      .addColumn('target_id', 'varchar(64)')
      .addColumn('before', 'text')
      .addColumn('after', 'text')
      .execute();
    await db.schema.createIndex('staff_audit_site').on('staff_audit').columns(['site', 'id']).execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['staff_audit', 'staff_sign_in_attempt', 'staff_session', 'staff_account']) await db.schema.dropTable(table).execute();
  },
});
