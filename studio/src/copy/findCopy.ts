// Finding copy: a search over both languages that ranks what an editor most likely means first. Its
// exact name, or its page's, beats a whole word of the name (a page's visible heading, an item's
// title), which beats the start of one, which beats the page or section it is on; a word hidden inside
// another ("admissions" for "mission") comes last. Chinese has no spaces between words: a Chinese word
// found in a name counts as a whole word.
import type { CopyEntry } from './copyTree';

/** How well a search matches, best first. */
export const MATCH = { exactName: 0, nameWord: 1, nameStart: 2, context: 3, inside: 4 } as const;

export interface FoundCopy extends CopyEntry {
  match: (typeof MATCH)[keyof typeof MATCH];
}

const HAN = /\p{Script=Han}/u;

/** Lower case, full-width forms and accents folded (ｍｉｓｓｉｏｎ, é), Han apart from Latin ("AP课程" is two words). */
function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/(\p{Script=Han}+)/gu, ' $1 ');
}
const wordsOf = (text: string) => fold(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

type Level = 'word' | 'start' | 'inside' | undefined;

/** How one query word is in a text: a whole word of it, the start of one, inside one, or not. */
function levelIn(text: string, word: string): Level {
  const words = wordsOf(text);
  if (HAN.test(word)) return words.some((w) => w.includes(word)) ? 'word' : undefined;
  if (words.includes(word)) return 'word';
  if (words.some((w) => w.startsWith(word))) return 'start';
  return words.some((w) => w.includes(word)) ? 'inside' : undefined;
}
const best = (levels: Level[]): Level => (['word', 'start', 'inside'] as const).find((l) => levels.includes(l));

/** How an entry matches the query's words, or undefined when one of them is nowhere. */
function matchOf({ target, trail }: CopyEntry, query: string[]): FoundCopy['match'] | undefined {
  const names = [target.label.en, target.label.zh];
  // Exactly its name, or exactly the name of the page it is on: "Library" is every part of the Library page.
  const page = trail[trail.length - 1];
  const exact = [...names, ...(page ? [page.title.en, page.title.zh] : [])];
  if (exact.some((name) => wordsOf(name).join(' ') === query.join(' '))) return MATCH.exactName;
  // Where it is: the pages and section above it, and the visitor's address of its page.
  const context = [...trail.flatMap((node) => [node.title.en, node.title.zh]), target.route ?? ''];
  let worst: FoundCopy['match'] = MATCH.nameWord;
  for (const word of query) {
    const inName = best(names.map((name) => levelIn(name, word)));
    const inContext = best(context.map((text) => levelIn(text, word)));
    let match: FoundCopy['match'];
    if (inName === 'word') match = MATCH.nameWord;
    else if (inName === 'start') match = MATCH.nameStart;
    else if (inContext === 'word' || inContext === 'start') match = MATCH.context;
    else if (inName === 'inside') match = MATCH.inside;
    else return undefined;
    worst = Math.max(worst, match) as FoundCopy['match'];
  }
  return worst;
}

/** The entries matching every word of the query, best first, in the tree's order within a rank; [] for an empty query. */
export function findCopy(entries: readonly CopyEntry[], query: string): FoundCopy[] {
  const words = wordsOf(query);
  if (!words.length) return [];
  const found: FoundCopy[] = [];
  for (const entry of entries) {
    const match = matchOf(entry, words);
    if (match !== undefined) found.push({ ...entry, match });
  }
  // Array.prototype.sort is stable: the tree's order stays within each rank.
  return found.sort((a, b) => a.match - b.match);
}
