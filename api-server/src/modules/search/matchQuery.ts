// The entries of a campus and language that may match the terms, each with how well each term matches
// its title and its words: the one query of a search. A trigram index narrows the rows (SQLite: FTS5
// MATCH on the stems of three characters or more; PostgreSQL: LIKE '%stem%', which pg_trgm's GIN index
// answers), and plain string functions that both databases have (instr / strpos on the folded, spaced
// words) decide each level, so both answer the same rows with the same levels. What the visitor typed
// reaches SQL only as bound parameters, or, in FTS5's syntax, as quoted strings of letters and digits.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Dialect } from '../../platform/db/dialect';
import type { Database } from '../../platform/db/schema';
import type { Term } from './queryTerms';

/** How a term matches a field: not at all, a fragment (a word's start, a part of a Chinese run), a whole word. */
export type Level = 0 | 1 | 2;

export interface Candidate {
  id: number;
  kindRank: number;
  position: number;
  /** per term, in the terms' order */
  title: Level[];
  body: Level[];
  /** the title is the query's words, no more, no fewer */
  exactTitle: boolean;
}

/** Whether every term must match, or any. */
export type Mode = 'all' | 'any';

/** Where a term's fragment is looked for: an English stem after a space (a word's start), a Chinese run anywhere. */
const fragmentsOf = (t: Term) => t.stems.map((s) => (t.cjk ? s : ` ${s}`));
const wholesOf = (t: Term) => t.forms.map((f) => ` ${f} `);
/** FTS5 trigrams need three characters: a shorter stem cannot narrow, only be checked row by row. */
const indexable = (t: Term) => t.stems.every((s) => [...s].length >= 3);
/** A string in FTS5's query syntax: quoted, quotes doubled (the stems hold letters and digits only, but it is the syntax's rule). */
const ftsString = (s: string) => `"${s.replace(/"/g, '""')}"`;
const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, '\\$&')}%`;

export async function candidates(
  db: Kysely<Database>, dialect: Dialect, where: { site: string; lang: string; now: string }, terms: readonly Term[], mode: Mode, exactTitle: string,
): Promise<Candidate[]> {
  const find = sql.raw(dialect === 'postgres' ? 'strpos' : 'instr');
  const has = (column: 'title_norm' | 'words_norm', needle: string) => sql`${find}(e.${sql.raw(column)}, ${needle}) > 0`;
  const any = (parts: RawBuilder<unknown>[]) => sql`(${sql.join(parts, sql` or `)})`;
  const joined = (parts: RawBuilder<unknown>[]) => sql`(${sql.join(parts, mode === 'all' ? sql` and ` : sql` or `)})`;
  const level = (column: 'title_norm' | 'words_norm', t: Term) =>
    sql`case when ${any(wholesOf(t).map((w) => has(column, w)))} then 2 when ${any(fragmentsOf(t).map((f) => has(column, f)))} then 1 else 0 end`;

  // A row kept holds every term (or one, for any) somewhere: a superset of the matches, which the levels then decide.
  let narrow: RawBuilder<unknown>;
  if (dialect === 'postgres') {
    narrow = joined(terms.map((t) => any(t.stems.map((s) => sql`(e.title_norm || e.words_norm) like ${likePattern(s)}`))));
  } else {
    const inText = joined(terms.map((t) => any(t.stems.flatMap((s) => [has('title_norm', s), has('words_norm', s)]))));
    const groups = terms.filter(indexable).map((t) => `(${t.stems.map(ftsString).join(' OR ')})`);
    const usable = mode === 'all' ? groups : groups.length === terms.length ? groups : [];
    narrow = usable.length
      ? sql`e.id in (select rowid from search_fts where search_fts match ${usable.join(mode === 'all' ? ' AND ' : ' OR ')}) and ${inText}`
      : inText;
  }
  const levels = terms.flatMap((t, i) => [sql`${level('title_norm', t)} as ${sql.raw(`t${i}`)}`, sql`${level('words_norm', t)} as ${sql.raw(`b${i}`)}`]);
  const { rows } = await sql<Record<string, number | boolean | string>>`
    select e.id, e.kind_rank, e.position, ${sql.join(levels)}, case when e.title_norm = ${exactTitle} then 1 else 0 end as exact
    from search_entry e
    where e.site = ${where.site} and e.lang = ${where.lang} and (e.visible_from is null or e.visible_from <= ${where.now}) and ${narrow}
  `.execute(db);
  return rows.map((r) => ({
    id: Number(r.id),
    kindRank: Number(r.kind_rank),
    position: Number(r.position),
    title: terms.map((_, i) => Number(r[`t${i}`]) as Level),
    body: terms.map((_, i) => Number(r[`b${i}`]) as Level),
    exactTitle: Number(r.exact) === 1,
  }));
}
