import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect';
import { texts } from './helpers';

export const m001 = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await texts(
      db.schema.createTable('menu')
        .addColumn('site', 'varchar(8)', (c) => c.notNull())
        .addColumn('id', 'varchar(16)', (c) => c.notNull())
        .addColumn('parent_id', 'varchar(16)')
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull()),
      'title',
    ).addPrimaryKeyConstraint('menu_pk', ['site', 'id']).execute();

    await texts(
      db.schema.createTable('content')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('site', 'varchar(8)', (c) => c.notNull())
        .addColumn('menu_id', 'varchar(16)', (c) => c.notNull())
        .addColumn('key', 'varchar(64)', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('urls', 'text', (c) => c.notNull())
        .addColumn('link', 'text', (c) => c.notNull())
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('date', 'varchar(10)', (c) => c.notNull())
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0)),
      'title', 'summary', 'body',
    ).execute();
    await db.schema.createIndex('content_site_menu').on('content').columns(['site', 'menu_id', 'sort']).execute();

    await texts(
      db.schema.createTable('faq')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('site', 'varchar(8)', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull()),
      'question', 'answer',
    ).execute();

    await db.schema.createTable('document')
      .addColumn('site', 'varchar(8)', (c) => c.notNull())
      .addColumn('name', 'varchar(32)', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('document_pk', ['site', 'name'])
      .execute();

    await texts(
      db.schema.createTable('calendar')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('site', 'varchar(8)', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull()),
      'title',
    ).execute();

    await texts(
      db.schema.createTable('club')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('site', 'varchar(8)', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('pic', 'text', (c) => c.notNull()),
      'category', 'name', 'description',
    ).execute();

    await texts(
      db.schema.createTable('student')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('site', 'varchar(8)', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('pic', 'text', (c) => c.notNull()),
      'name', 'project_title', 'advisor', 'internship_location', 'onsite_mentor', 'project_abstract',
    ).execute();

    await texts(
      db.schema.createTable('post')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('site', 'varchar(8)', (c) => c.notNull())
        .addColumn('student_id', 'integer', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('date', 'varchar(10)', (c) => c.notNull())
        .addColumn('pic', 'text', (c) => c.notNull()),
      'title', 'summary', 'body',
    ).execute();
    await db.schema.createIndex('post_student').on('post').columns(['student_id', 'sort']).execute();

    // Comments are visitors' data: seeding never touches them.
    await db.schema.createTable('comment')
      .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
        dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement())
      .addColumn('site', 'varchar(8)', (c) => c.notNull())
      .addColumn('post_id', 'integer', (c) => c.notNull())
      .addColumn('reply_to', 'integer')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('comment', 'text', (c) => c.notNull())
      .addColumn('status', 'varchar(10)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('client', 'varchar(64)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('comment_post_status').on('comment').columns(['post_id', 'status']).execute();
    await db.schema.createIndex('comment_status').on('comment').columns(['status', 'id']).execute();
  },
  async down(db: Kysely<unknown>) {
    for (const t of ['comment', 'post', 'student', 'club', 'calendar', 'document', 'faq', 'content', 'menu']) {
      await db.schema.dropTable(t).execute();
    }
  },
});
