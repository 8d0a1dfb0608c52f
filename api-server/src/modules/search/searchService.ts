// The site's search (issue 36): what a visitor of a campus typed, found in what they can read. Every
// term in the page's language first (a one-letter typo of an English word corrected when a word is
// nowhere in the campus's text), then every term in the other language (the answer says so); when
// nothing has every term, any of them, Chinese runs loosened to their pairs of characters, in the same
// order of languages. The best first (ranking.ts), with a snippet around the first match.
import { sql, type Kysely } from 'kysely';
import type { CampusCode, Lang, SearchHit, SearchKind, SearchResults } from '@schools/shared-api';
import type { Dialect } from '../../platform/db/dialect';
import type { Database } from '../../platform/db/schema';
import { candidates, type Mode } from './matchQuery';
import { insteadOf, looseTerms, termsOf, type Term } from './queryTerms';
import { PHRASE_WINDOW, favourPhrases, rank, type Ranked } from './ranking';
import type { SearchIndex } from './searchIndex';
import { spaced, wordsOf } from './searchText';
import { snippetOf } from './snippet';
import { TYPO_MIN_LENGTH, correctionsOf } from './typos';

const ENGLISH_WORD = /^[a-z]+$/;

/** What one pass found: the ranked entries and the terms they were found by (a typo's corrections included). */
interface Found {
  ranked: Ranked[];
  terms: Term[];
}

export class SearchService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
    private readonly index: SearchIndex,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** What the campus's visitor finds with `query` in `lang`: `limit` results from `offset`. */
  async search(site: CampusCode, lang: Lang, query: string, limit: number, offset: number): Promise<SearchResults> {
    const terms = termsOf(query);
    if (terms.length === 0) return { total: 0, items: [], otherLanguage: false };
    await this.index.ensure(site);
    const other: Lang = lang === 'en' ? 'zh' : 'en';
    const exact = spaced(terms.map((t) => t.word));
    const phrase = wordsOf(query);
    const passes: [Lang, Mode, Term[]][] = [[lang, 'all', terms], [other, 'all', terms]];
    const loose = looseTerms(terms);
    passes.push([lang, 'any', loose], [other, 'any', loose]);
    for (const [inLang, mode, passTerms] of passes) {
      const found = await this.find(site, inLang, passTerms, mode, exact);
      if (mode === 'all' && phrase.length >= 2 && found.ranked.length > 1) found.ranked = await this.favourPhrases(found.ranked, phrase);
      if (found.ranked.length) return { ...await this.page(found, limit, offset), otherLanguage: inLang !== lang };
    }
    return { total: 0, items: [], otherLanguage: false };
  }

  private async find(site: CampusCode, lang: Lang, terms: Term[], mode: Mode, exact: string): Promise<Found> {
    const where = { site, lang, now: this.clock().toISOString() };
    const ranked = rank(await candidates(this.db, this.dialect, where, terms, mode, exact), terms.length, mode);
    if (ranked.length || mode === 'any') return { ranked, terms };
    const corrected = await this.corrected(site, lang, terms);
    if (!corrected) return { ranked, terms };
    return { ranked: rank(await candidates(this.db, this.dialect, where, corrected, mode, exact), corrected.length, mode), terms: corrected };
  }

  /** The ranking with the entries that hold the query's words in a row (stop words included) moved up among the best. */
  private async favourPhrases(ranked: Ranked[], phrase: string[]): Promise<Ranked[]> {
    const ids = ranked.slice(0, PHRASE_WINDOW).map((r) => r.id);
    const rows = await this.db.selectFrom('search_entry').select(['id', 'title', 'body']).where('id', 'in', ids).execute();
    // " head of school" is the words in a row, the last one's start included ("head of schools").
    const inRow = ` ${phrase.join(' ')}`;
    const holding = new Set(rows.filter((r) => spaced(wordsOf(r.title)).includes(inRow) || spaced(wordsOf(r.body)).includes(inRow)).map((r) => Number(r.id)));
    return favourPhrases(ranked, holding);
  }

  /**
   * The terms with each English word of five letters or more that begins no word of the campus's text
   * in `lang` replaced by the words one edit from it (a typo's likely meanings); undefined when none is.
   */
  private async corrected(site: CampusCode, lang: Lang, terms: Term[]): Promise<Term[] | undefined> {
    let changed = false;
    const out: Term[] = [];
    for (const term of terms) {
      if (term.cjk || !ENGLISH_WORD.test(term.word) || term.word.length < TYPO_MIN_LENGTH || await this.known(site, lang, term)) {
        out.push(term);
        continue;
      }
      const n = term.word.length;
      const vocabulary = await this.db.selectFrom('search_word').select(['word', 'entries'])
        .where('site', '=', site).where('lang', '=', lang).where('length', '>=', n - 1).where('length', '<=', n + 1).execute();
      const corrections = correctionsOf(term.word, vocabulary.map((v) => ({ word: v.word, entries: Number(v.entries) })));
      if (corrections.length) changed = true;
      out.push(corrections.length ? insteadOf(term, corrections) : term);
    }
    return changed ? out : undefined;
  }

  /** Whether some word of the campus's text in `lang` begins with the term's stem. */
  private async known(site: CampusCode, lang: Lang, term: Term): Promise<boolean> {
    const stem = term.stems[0]!;
    const row = await this.db.selectFrom('search_word').select('word')
      .where('site', '=', site).where('lang', '=', lang)
      .where(sql<string>`substr(word, 1, ${stem.length})`, '=', stem)
      .limit(1).executeTakeFirst();
    return row !== undefined;
  }

  /** The page of results asked for, with their snippets. */
  private async page({ ranked, terms }: Found, limit: number, offset: number): Promise<Omit<SearchResults, 'otherLanguage'>> {
    const ids = ranked.slice(offset, offset + limit).map((r) => r.id);
    const rows = ids.length
      ? await this.db.selectFrom('search_entry').select(['id', 'kind', 'title', 'section', 'address', 'body']).where('id', 'in', ids).execute()
      : [];
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    // A build may have replaced the campus's rows since they were ranked: those are left out of this page.
    const items = ids.flatMap((id): SearchHit[] => {
      const row = byId.get(id);
      return row ? [{ kind: row.kind as SearchKind, title: row.title, section: row.section, ...snippetOf(row.body, terms), address: row.address }] : [];
    });
    return { total: ranked.length, items };
  }
}
