// What a visitor typed, as the terms the search looks for. An English word is found at the start of a
// word of the text by its stem ("admissions" finds Admission and admissions, "bus" buses, "apply"
// application), and counts as a whole word in its plural or singular form; a Chinese run is found
// anywhere in the text, as a fragment ("校车" in 学校校车路线). Deliberately small, and done here rather
// than by either database's stemmer, so that SQLite and PostgreSQL match exactly the same words.
import { distinct, isCjk, wordsOf } from './searchText';

export interface Term {
  /** the word as typed, folded */
  word: string;
  cjk: boolean;
  /** what a match begins with: an English word's stems, found at a word's start; a Chinese run, found anywhere */
  stems: string[];
  /** the words that count as this one whole (bus, buses) */
  forms: string[];
}

/** More terms than this are left out: a query is at most 100 characters, and no visitor needs more. */
export const MAX_TERMS = 8;

/** Words that say nothing of what is looked for: left out when the query has others. */
const STOP_WORDS = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'can', 'do', 'does', 'for', 'from', 'how', 'i', 'in', 'is', 'it', 'its', 'me', 'my',
  'of', 'on', 'or', 'our', 'that', 'the', 'there', 'this', 'to', 'we', 'what', 'when', 'where', 'which', 'who', 'with', 'you', 'your',
]);

const ENGLISH = /^[a-z]+$/;
const SIBILANT_ES = /(s|x|z|ch|sh)es$/;
const DOUBLED = /([bdglmnprt])\1$/;

/** A plural's singular (buses → bus, libraries → library, admissions → admission); other words as they are. */
export function singularOf(word: string): string {
  if (!ENGLISH.test(word) || word.length < 4) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (SIBILANT_ES.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * What every form of an English word begins with: its singular without -ing or -ed, and without a
 * final y or e (library → librar: library, libraries, librarian; course → cours: course, courses).
 * Short words, digits and other scripts are their own stem.
 */
export function stemOf(word: string): string {
  let stem = singularOf(word);
  if (!ENGLISH.test(stem) || stem.length < 5) return stem;
  if (stem.endsWith('ing') && stem.length >= 6) stem = stem.slice(0, -3).replace(DOUBLED, '$1');
  else if (stem.endsWith('ed') && stem.length >= 5) stem = stem.slice(0, -2).replace(DOUBLED, '$1');
  if (/[ye]$/.test(stem) && stem.length >= 5) stem = stem.slice(0, -1);
  return stem;
}

/** The words that are this one whole: its singular and plural. */
export function formsOf(word: string): string[] {
  if (!ENGLISH.test(word)) return [word];
  const one = singularOf(word);
  const plural = /[^aeiou]y$/.test(one) ? `${one.slice(0, -1)}ies` : SIBILANT_ES.test(`${one}es`) ? `${one}es` : `${one}s`;
  return distinct([word, one, plural]);
}

const term = (word: string): Term => (isCjk(word)
  ? { word, cjk: true, stems: [word], forms: [word] }
  : { word, cjk: false, stems: [stemOf(word)], forms: formsOf(word) });

/**
 * The terms of a query: its words, NFKC and folded, each once; stop words and single letters left out
 * when something else remains; at most MAX_TERMS. None when it has no word at all ("!!!", an emoji).
 */
export function termsOf(query: string): Term[] {
  const words = distinct(wordsOf(query));
  const telling = words.filter((w) => !STOP_WORDS.has(w) && !(w.length === 1 && !isCjk(w)));
  return (telling.length ? telling : words).slice(0, MAX_TERMS).map(term);
}

/**
 * The terms loosened, for when nothing has all of them: a Chinese run of three characters or more is
 * looked for by its pairs of characters (学校校车 by 学校, 校校, 校车), each a term.
 */
export function looseTerms(terms: readonly Term[]): Term[] {
  const words = terms.flatMap((t) => (t.cjk && [...t.word].length >= 3 ? pairs(t.word) : [t.word]));
  return distinct(words).slice(0, MAX_TERMS * 2).map(term);
}

function pairs(run: string): string[] {
  const chars = [...run];
  return chars.slice(0, -1).map((c, i) => c + chars[i + 1]!);
}

/** A term looked for as other words instead (a typo's corrections): found when any of them is. */
export function insteadOf(original: Term, words: readonly string[]): Term {
  return {
    word: original.word,
    cjk: false,
    stems: distinct(words.map(stemOf)),
    forms: distinct(words.flatMap(formsOf)),
  };
}
