import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, type Migration, type MigrationProvider } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

/** Migrations in code, run at start. The same steps build the schema on SQLite and PostgreSQL. */
export function migrations(dialect: Dialect): Record<string, Migration> {
  /** Adds a `_en` and a `_zh` text column for each name. */
  const texts = <T extends string>(builder: CreateTableBuilder<T, string>, ...names: string[]) =>
    names.reduce(
      (b, n) => b.addColumn(`${n}_en`, 'text', (c) => c.notNull()).addColumn(`${n}_zh`, 'text', (c) => c.notNull()),
      builder as CreateTableBuilder<T, string>,
    );
  return {
    '001_content': {
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
    },
    // Page copy becomes typed blocks (shared-api's Block[] as JSON text). An existing database keeps
    // its copy: each blank-line-separated paragraph of the old plain-text body becomes one paragraph block.
    '002_content_blocks': {
      async up(db: Kysely<unknown>) {
        for (const lang of LANGS) {
          await db.schema.alterTable('content').addColumn(`blocks_${lang}`, 'text', (c) => c.notNull().defaultTo('[]')).execute();
        }
        const rows = await sql<{ id: number; body_en: string; body_zh: string }>`select id, body_en, body_zh from content`.execute(db);
        for (const row of rows.rows) {
          await sql`update content set blocks_en = ${JSON.stringify(paragraphBlocks(row.body_en))},
            blocks_zh = ${JSON.stringify(paragraphBlocks(row.body_zh))} where id = ${row.id}`.execute(db);
        }
        // One column per statement: SQLite's ALTER TABLE takes one change at a time.
        for (const lang of LANGS) await db.schema.alterTable('content').dropColumn(`body_${lang}`).execute();
      },
      async down(db: Kysely<unknown>) {
        for (const lang of LANGS) {
          await db.schema.alterTable('content').addColumn(`body_${lang}`, 'text', (c) => c.notNull().defaultTo('')).execute();
        }
        const rows = await sql<{ id: number; blocks_en: string; blocks_zh: string }>`select id, blocks_en, blocks_zh from content`.execute(db);
        for (const row of rows.rows) {
          await sql`update content set body_en = ${blocksText(row.blocks_en)}, body_zh = ${blocksText(row.blocks_zh)} where id = ${row.id}`.execute(db);
        }
        for (const lang of LANGS) await db.schema.alterTable('content').dropColumn(`blocks_${lang}`).execute();
      },
    },
    // Who has seen what: a view counts once per visitor (the API's visitor cookie) and item.
    '003_content_viewer': {
      async up(db: Kysely<unknown>) {
        await db.schema.createTable('content_viewer')
          .addColumn('site', 'varchar(8)', (c) => c.notNull())
          .addColumn('content_id', 'integer', (c) => c.notNull())
          .addColumn('visitor', 'varchar(64)', (c) => c.notNull())
          .addPrimaryKeyConstraint('content_viewer_pk', ['site', 'content_id', 'visitor'])
          .execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('content_viewer').execute();
      },
    },
    // Information sessions (seeded content, deterministic ids) and families' sign-ups for them
    // (visitors' data: seeding never touches it).
    '004_admissions': {
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
    },
    // The academic calendar's events (seeded content): whole days as YYYY-MM-DD, the last day
    // inclusive; timed events as ISO date-times in China time. `key` names the event within its
    // campus and year, so its iCal UID survives reseeds.
    '005_calendar_event': {
      async up(db: Kysely<unknown>) {
        await texts(
          db.schema.createTable('calendar_event')
            .addColumn('id', 'integer', (c) => c.primaryKey())
            .addColumn('site', 'varchar(8)', (c) => c.notNull())
            .addColumn('year', 'varchar(7)', (c) => c.notNull())
            .addColumn('key', 'varchar(64)', (c) => c.notNull())
            .addColumn('category', 'varchar(16)', (c) => c.notNull())
            .addColumn('start', 'varchar(25)', (c) => c.notNull())
            .addColumn('end', 'varchar(25)', (c) => c.notNull())
            .addColumn('all_day', 'integer', (c) => c.notNull())
            .addColumn('updated_at', 'varchar(32)', (c) => c.notNull()),
          'title', 'description', 'location',
        ).addUniqueConstraint('calendar_event_key', ['site', 'year', 'key']).execute();
        await db.schema.createIndex('calendar_event_site').on('calendar_event').columns(['site', 'year', 'start']).execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('calendar_event').execute();
      },
    },
    // Commenters sign in through WeChat: the single-use states of the QR sign-in, the sessions it
    // starts, and the WeChat identity kept with each comment.
    '006_wechat_sign_in': {
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
    },
    // A view counts once per visitor and item in a window: when each visitor (a cookie, or an
    // address without one) last counted.
    '007_view_window': {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable('content_viewer').addColumn('viewed_at', 'varchar(32)', (c) => c.notNull().defaultTo('')).execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.alterTable('content_viewer').dropColumn('viewed_at').execute();
      },
    },
    // Issue 19, item 5: sign-in starts are limited per client address (counted by client and time), and
    // what expires is swept on a schedule by the columns it expires by: indexes for both.
    '008_hardening_sign_in_limit_and_expiry': {
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
    },
    // Section releases: one row per release or rollback; a section's newest row is what is live, so
    // the import map that every API server serves is read from here (ARCHITECTURE.md, releasing).
    '009_releases': {
      async up(db: Kysely<unknown>) {
        await db.schema.createTable('release')
          .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
            dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement())
          .addColumn('section', 'varchar(32)', (c) => c.notNull())
          .addColumn('action', 'varchar(16)', (c) => c.notNull())
          .addColumn('imports_before', 'text', (c) => c.notNull())
          .addColumn('imports', 'text', (c) => c.notNull())
          .addColumn('files', 'text', (c) => c.notNull())
          .addColumn('sizes', 'text', (c) => c.notNull())
          .addColumn('released_at', 'varchar(32)', (c) => c.notNull())
          .addColumn('released_by', 'text', (c) => c.notNull())
          .addColumn('message', 'text', (c) => c.notNull())
          .addColumn('git_commit', 'varchar(64)', (c) => c.notNull())
          .addColumn('restores', 'integer')
          .addColumn('pruned_at', 'varchar(32)')
          .execute();
        await db.schema.createIndex('release_section').on('release').columns(['section', 'id']).execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('release').execute();
      },
    },
    // Issue 21, item 1: staff accounts per campus with roles (replacing the one ADMIN_TOKEN), their
    // sessions (only the SHA-256 of the cookie's value is stored), the sign-in attempts the throttle
    // counts (kept in the database, so a restart or a second instance resets nothing) and the audit log
    // of every change made through a staff call or the staff command.
    '010_staff_accounts': {
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
    },
    // Issue 21, item 2: the studio's copy editor. A draft per campus and editable target (at most one:
    // the campus's editors share it), and every published version of a target, the first of them the
    // target as it was before the studio first published it, so a restore can always bring that back.
    '011_studio_versions': {
      async up(db: Kysely<unknown>) {
        const idType = dialect === 'postgres' ? 'serial' : 'integer';
        await db.schema.createTable('studio_draft')
          .addColumn('site', 'varchar(8)', (c) => c.notNull())
          // 'content:123', 'faq:7', 'menu:0201', 'document:tuition'
          .addColumn('target', 'varchar(64)', (c) => c.notNull())
          .addColumn('body', 'text', (c) => c.notNull())
          .addColumn('account_id', 'integer')
          .addColumn('saved_by', 'text', (c) => c.notNull())
          .addColumn('saved_at', 'varchar(32)', (c) => c.notNull())
          .addPrimaryKeyConstraint('studio_draft_pk', ['site', 'target'])
          .execute();
        await db.schema.createTable('studio_version')
          .addColumn('id', idType, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
          .addColumn('site', 'varchar(8)', (c) => c.notNull())
          .addColumn('target', 'varchar(64)', (c) => c.notNull())
          // 'original' (as it was before the studio), 'publish' or 'restore'
          .addColumn('action', 'varchar(16)', (c) => c.notNull())
          .addColumn('body', 'text', (c) => c.notNull())
          .addColumn('account_id', 'integer')
          .addColumn('actor', 'text', (c) => c.notNull())
          .addColumn('at', 'varchar(32)', (c) => c.notNull())
          .addColumn('restored_from', 'integer')
          .addCheckConstraint('studio_version_action', sql`action in ('original', 'publish', 'restore')`)
          .execute();
        await db.schema.createIndex('studio_version_target').on('studio_version').columns(['site', 'target', 'id']).execute();
      },
      async down(db: Kysely<unknown>) {
        for (const table of ['studio_version', 'studio_draft']) await db.schema.dropTable(table).execute();
      },
    },
    // The staff studio's media library: each campus's photographs, stored as AVIF and WebP variants and
    // one JPEG under content-hashed names (media/processPhoto.ts), with their alt text in both
    // languages and whether they may be used on the site yet. The files live in object storage.
    '012_media_library': {
      async up(db: Kysely<unknown>) {
        const serial = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
        await db.schema.createTable('media')
          .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', serial)
          .addColumn('site', 'varchar(8)', (c) => c.notNull())
          // the SHA-256 prefix of the uploaded bytes: the same photograph uploaded twice is one row
          .addColumn('hash', 'varchar(16)', (c) => c.notNull())
          // the JPEG's storage key; the variants' keys derive from it (shared-api's mediaVariant)
          .addColumn('key', 'text', (c) => c.notNull())
          .addColumn('format', 'varchar(8)', (c) => c.notNull())
          .addColumn('original_name', 'text', (c) => c.notNull())
          .addColumn('original_width', 'integer', (c) => c.notNull())
          .addColumn('original_height', 'integer', (c) => c.notNull())
          .addColumn('original_bytes', 'integer', (c) => c.notNull())
          .addColumn('width', 'integer', (c) => c.notNull())
          .addColumn('height', 'integer', (c) => c.notNull())
          // JSON: [{ format, width, height, bytes }]
          .addColumn('variants', 'text', (c) => c.notNull())
          .addColumn('alt_en', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('alt_zh', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('state', 'varchar(16)', (c) => c.notNull().defaultTo('draft'))
          .addColumn('uploaded_by', 'integer')
          .addColumn('uploaded_by_email', 'text', (c) => c.notNull())
          .addColumn('uploaded_at', 'varchar(32)', (c) => c.notNull())
          .addColumn('published_at', 'varchar(32)')
          .addCheckConstraint('media_state', sql`state in ('draft', 'published')`)
          // A published picture has its alt text in both languages.
          .addCheckConstraint('media_published_alt', sql`state = 'draft' or (alt_en <> '' and alt_zh <> '')`)
          .addUniqueConstraint('media_site_hash', ['site', 'hash'])
          .execute();
        await db.schema.createIndex('media_site').on('media').columns(['site', 'id']).execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('media').execute();
      },
    },
    // Issue 21, items 5 and 6: the studio's calendar and information sessions. An event keeps its key
    // (its iCal UID) for life; an edit or a cancellation raises its SEQUENCE (RFC 5545) so calendar apps
    // take the change, and a cancelled event stays, for the feed to say STATUS:CANCELLED. A cancelled
    // session stays too: its bookings are the families the admissions office must call. created_by marks
    // what staff made (null: the seed's), which a reseed keeps.
    '013_studio_calendar': {
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
    },
    // The studio's news: a story's state beside its `content` row (deleted with it, so a reseed leaves
    // none behind). Visitors see a story from `visible_from` (UTC, ISO 8601) on, compared with the
    // clock in every visitor's query, so a scheduled story appears at its time without any write then;
    // null hides it (a draft, or unpublished). A story of the seed has no row: it is simply published.
    '014_studio_news': {
      async up(db: Kysely<unknown>) {
        await db.schema.createTable('news_story')
          .addColumn('content_id', 'integer', (c) => c.primaryKey().references('content.id').onDelete('cascade'))
          .addColumn('site', 'varchar(8)', (c) => c.notNull())
          .addColumn('visible_from', 'varchar(32)')
          // when it was first (to be) shown: null for a story never published, a draft
          .addColumn('first_published_at', 'varchar(32)')
          .addColumn('created_by', 'text', (c) => c.notNull())
          .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
          .addColumn('updated_by', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('news_story_site_visible').on('news_story').columns(['site', 'visible_from']).execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('news_story').execute();
      },
    },
  };
}

const LANGS = ['en', 'zh'] as const;

// A migration keeps its own copy of what it needs, so later changes elsewhere cannot change what it did.
type Run = { type: 'text'; text: string } | { type: 'link'; text: string };

/** Plain text with blank lines between paragraphs -> paragraph blocks. */
function paragraphBlocks(body: string): { type: 'paragraph'; content: Run[] }[] {
  return body.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean).map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] }));
}

/** Blocks -> plain text again (going down loses structure, keeps the words). */
function blocksText(json: string): string {
  const blocks = JSON.parse(json) as { type: string; text?: string; content?: Run[] }[];
  return blocks.map((b) => b.text ?? (b.content ?? []).map((r) => r.text).join('')).filter(Boolean).join('\n\n');
}

export function migrationProvider(dialect: Dialect): MigrationProvider {
  return { getMigrations: async () => migrations(dialect) };
}

export { sql };
