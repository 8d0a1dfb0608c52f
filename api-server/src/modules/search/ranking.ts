// The order of what a search found: a title match before a body match, a whole word before a fragment,
// the query as the whole title first of all, and among the best, the query's words in a row (a phrase)
// before the same words apart; with terms loosened (any of them), more terms matched first. Equal
// matches: a page before an FAQ answer, … a news story; then the site's order. Decided here, from what
// the query read, so that both databases order alike.
import type { Candidate, Mode } from './matchQuery';

/** A title match outweighs any number of body matches, a whole word a fragment. */
const TITLE = [0, 200, 400] as const;
const BODY = [0, 10, 20] as const;
const EXACT_TITLE = 1000;
/** The words in a row: more than a word of the title found as a fragment, less than one found whole. */
const PHRASE = 300;
/** How many of the best are looked at for the phrase (their text is read for it). */
export const PHRASE_WINDOW = 50;

export interface Ranked {
  id: number;
  /** how many of the terms it matches */
  matched: number;
  score: number;
  kindRank: number;
  position: number;
}

/** The candidates that match (every term, or any), best first. */
export function rank(candidates: readonly Candidate[], terms: number, mode: Mode): Ranked[] {
  return candidates
    .map((c) => {
      let matched = 0;
      let score = c.exactTitle ? EXACT_TITLE : 0;
      for (let i = 0; i < terms; i++) {
        if (c.title[i]! > 0 || c.body[i]! > 0) matched += 1;
        score += TITLE[c.title[i]!] + BODY[c.body[i]!];
      }
      return { id: c.id, matched, score, kindRank: c.kindRank, position: c.position };
    })
    .filter((r) => (mode === 'all' ? r.matched === terms : r.matched > 0))
    .sort(byRank);
}

const byRank = (a: Ranked, b: Ranked) => b.matched - a.matched || b.score - a.score || a.kindRank - b.kindRank || a.position - b.position;

/** The best PHRASE_WINDOW ranked again with the phrase's weight added to those that hold it; the rest as they were. */
export function favourPhrases(ranked: readonly Ranked[], holdsPhrase: ReadonlySet<number>): Ranked[] {
  const best = ranked.slice(0, PHRASE_WINDOW).map((r) => (holdsPhrase.has(r.id) ? { ...r, score: r.score + PHRASE } : r)).sort(byRank);
  return [...best, ...ranked.slice(PHRASE_WINDOW)];
}
