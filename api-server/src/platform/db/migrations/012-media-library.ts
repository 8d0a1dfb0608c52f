// The staff studio's media library: each campus's photographs, stored as AVIF and WebP variants and
// one JPEG under content-hashed names (media/processPhoto.ts), with their alt text in both
// languages and whether they may be used on the site yet. The files live in object storage.
import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../dialect';

export const m012 = (dialect: Dialect): Migration => ({
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
});
