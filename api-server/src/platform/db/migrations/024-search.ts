// Issue 36: site search. What a visitor of a campus can read (pages' copy, news, FAQ, clubs, courses,
// calendar events, information sessions), one row per thing and language, with its words folded
// (modules/search/searchText.ts). Matching is substring matching on both databases, made fast by a
// trigram index: SQLite's FTS5 `trigram` tokenizer (an external-content table over the rows: no second
// copy of the text), PostgreSQL's pg_trgm GIN index, which LIKE '%…%' uses. Both find Chinese
// fragments without a word list; the server then decides and ranks the same way on either database.
import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * Where pg_trgm lives: the database's copy if it has one, else a new one in public. An extension
 * belongs to one schema of a database; in a schema of the server's own (DATABASE_SCHEMA) it would go
 * with that schema, and the indexes of every other schema with it. pg_trgm is a trusted extension: a
 * database's owner may create it (PostgreSQL 13 on).
 */
async function trigramSchema(db: Kysely<unknown>): Promise<string> {
  // Two servers migrating two schemas of one database at once would both create it: one waits for the other.
  await sql`select pg_advisory_xact_lock(hashtext('schools:pg_trgm'))`.execute(db);
  const installed = async () => (await sql<{ schema: string }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)).rows[0]?.schema;
  const found = await installed();
  if (found) return found;
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  return (await installed()) ?? 'public';
}

export const m024 = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    const serial = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
    await db.schema.createTable('search_entry')
      .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', serial)
      .addColumn('site', 'varchar(8)', (c) => c.notNull())
      .addColumn('lang', 'varchar(2)', (c) => c.notNull())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('kind_rank', 'integer', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('section', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('title_norm', 'text', (c) => c.notNull())
      .addColumn('words_norm', 'text', (c) => c.notNull())
      .addColumn('visible_from', 'varchar(32)')
      .execute();
    await db.schema.createIndex('search_entry_site').on('search_entry').columns(['site', 'lang']).execute();
    if (dialect === 'postgres') {
      // What every search reads kept in the row, uncompressed: a Chinese query of two characters (校车),
      // which no trigram narrows, reads every row of the campus's language (a fifth faster so). The
      // shown text goes out of the row first when a row is too long.
      await sql`alter table search_entry alter column title_norm set storage main, alter column words_norm set storage main`.execute(db);
      await sql`alter table search_entry set (toast_tuple_target = 8160)`.execute(db);
      const schema = await trigramSchema(db);
      // The expression every search's LIKE names: a term (never a space) cannot match across the two.
      await sql`create index search_entry_trigram on search_entry using gin ((title_norm || words_norm) ${sql.id(schema)}.gin_trgm_ops)`.execute(db);
    } else {
      // case_sensitive 0 although the columns are folded already: a row written by hand still matches.
      await sql`create virtual table search_fts using fts5(title_norm, words_norm, content='search_entry', content_rowid='id', tokenize='trigram case_sensitive 0')`.execute(db);
    }
    await db.schema.createTable('search_word')
      .addColumn('site', 'varchar(8)', (c) => c.notNull())
      .addColumn('lang', 'varchar(2)', (c) => c.notNull())
      .addColumn('word', 'text', (c) => c.notNull())
      .addColumn('length', 'integer', (c) => c.notNull())
      .addColumn('entries', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('search_word_pk', ['site', 'lang', 'word'])
      .execute();
    await db.schema.createIndex('search_word_length').on('search_word').columns(['site', 'lang', 'length']).execute();
    await db.schema.createTable('search_campus')
      .addColumn('site', 'varchar(8)', (c) => c.primaryKey())
      .addColumn('wanted', 'integer', (c) => c.notNull())
      .addColumn('built', 'integer', (c) => c.notNull())
      .addColumn('built_at', 'varchar(32)')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('search_campus').execute();
    await db.schema.dropTable('search_word').execute();
    if (dialect === 'sqlite') await sql`drop table search_fts`.execute(db);
    await db.schema.dropTable('search_entry').execute();
  },
});
