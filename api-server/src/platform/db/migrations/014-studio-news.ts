// The studio's news: a story's state beside its `content` row (deleted with it, so a reseed leaves
// none behind). Visitors see a story from `visible_from` (UTC, ISO 8601) on, compared with the
// clock in every visitor's query, so a scheduled story appears at its time without any write then;
// null hides it (a draft, or unpublished). A story of the seed has no row: it is simply published.
import type { Kysely, Migration } from 'kysely';

export const m014: Migration = {
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
};
