// Information sessions (seeded content, deterministic ids) and families' sign-ups for them
// (visitors' data: seeding never touches it).
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect';
import { texts } from './helpers';

export const m004 = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await texts(
      db.schema.createTable('info_session')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('site', 'varchar(8)', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('date', 'varchar(10)', (c) => c.notNull())
        .addColumn('start', 'varchar(5)', (c) => c.notNull())
        .addColumn('end', 'varchar(5)', (c) => c.notNull())
        .addColumn('capacity', 'integer', (c) => c.notNull()),
      'place', 'language', 'audience',
    ).execute();
    await db.schema.createIndex('info_session_site').on('info_session').columns(['site', 'date']).execute();
    await db.schema.createTable('signup')
      .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
        dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement())
      .addColumn('site', 'varchar(8)', (c) => c.notNull())
      .addColumn('session_id', 'integer')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('grade', 'text', (c) => c.notNull())
      .addColumn('entry', 'varchar(7)', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('lang', 'varchar(2)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('contacted_at', 'varchar(32)')
      .addColumn('client', 'varchar(64)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('signup_site').on('signup').columns(['site', 'id']).execute();
    await db.schema.createIndex('signup_client').on('signup').columns(['client', 'created_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('signup').execute();
    await db.schema.dropTable('info_session').execute();
  },
});
