// Page copy becomes typed blocks (shared-api's Block[] as JSON text). An existing database keeps
// its copy: each blank-line-separated paragraph of the old plain-text body becomes one paragraph block.
import { sql, type Kysely, type Migration } from 'kysely';
import { LANGS, blocksText, paragraphBlocks } from './helpers';

export const m002: Migration = {
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
};
