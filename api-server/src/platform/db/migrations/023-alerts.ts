// Issue 35: alerts. A typhoon closure, a change of timetable, a notice: published by staff to one
// campus, a city's or all, with a level, a title and body in both languages, an optional link, and a
// start and end (ISO UTC). A correction rewrites the row (the same id); ending it early sets ended_at.
// The campuses are stored resolved (a city or "all" as the codes it meant when published), with what
// was asked for beside them, so the studio shows it as it was chosen.
import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect';

export const m023 = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    const serial = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
    await db.schema.createTable('alert')
      .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', serial)
      // information, warning, emergency
      .addColumn('level', 'varchar(16)', (c) => c.notNull())
      .addColumn('title_en', 'text', (c) => c.notNull())
      .addColumn('title_zh', 'text', (c) => c.notNull())
      .addColumn('body_en', 'text', (c) => c.notNull())
      .addColumn('body_zh', 'text', (c) => c.notNull())
      // an http(s) address or a path of the site; '' for none
      .addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
      // JSON: what was chosen (["all"], ["city:Shenzhen"], ["BISZ","BIGZ"]) and the campus codes it meant
      .addColumn('audience', 'text', (c) => c.notNull())
      .addColumn('campuses', 'text', (c) => c.notNull())
      .addColumn('starts_at', 'varchar(32)', (c) => c.notNull())
      // null: until ended (an emergency only)
      .addColumn('ends_at', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_by', 'text', (c) => c.notNull())
      .addColumn('ended_at', 'varchar(32)')
      .addColumn('ended_by', 'text')
      .execute();
    // What the public call reads: the alerts not ended, by when they end.
    await db.schema.createIndex('alert_open').on('alert').columns(['ended_at', 'ends_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('alert').execute();
  },
});
