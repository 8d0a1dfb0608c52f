// A result's snippet: plain text around the first match, with each match as a [start, end) range into
// it (never markup: the page marks them with <mark> as text). Matches are found as the index finds them:
// an English stem at a word's start, highlighted to the word's end; a Chinese run anywhere.
import type { Term } from './queryTerms';
import { isCjk, isWordChar, matchable } from './searchText';

/** About two lines of a results list. */
const SNIPPET_CHARS = 160;
/** How much comes before the first match, at most. */
const LEAD_CHARS = 40;
/** Where a snippet may start or end without cutting a word or a Chinese sentence. */
const BREAK = /[\s。！？；，、]/u;

export interface Snippet {
  snippet: string;
  highlights: [number, number][];
}

/** Whether a match of an English stem at `at` is at a word's start: nothing of a word, or a Chinese character, before it. */
function atWordStart(folded: string, at: number): boolean {
  const before = folded[at - 1];
  return before === undefined || !isWordChar(before) || isCjk(before);
}

/** Where the terms match in the text, in order, overlapping matches merged. */
export function matchesIn(text: string, terms: readonly Term[]): [number, number][] {
  const folded = matchable(text);
  const ranges: [number, number][] = [];
  for (const term of terms) {
    for (const stem of term.stems) {
      for (let at = folded.indexOf(stem); at >= 0; at = folded.indexOf(stem, at + 1)) {
        if (term.cjk) {
          ranges.push([at, at + stem.length]);
          continue;
        }
        if (!atWordStart(folded, at)) continue;
        let end = at + stem.length;
        while (end < folded.length && isWordChar(folded[end]!) && !isCjk(folded[end]!)) end += 1;
        ranges.push([at, end]);
      }
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const [start, end] of ranges) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

const isLowSurrogate = (text: string, at: number) => /[\uDC00-\uDFFF]/.test(text[at] ?? '');

/** The snippet of `text` for these terms: from shortly before the first match (its start when none matches). */
export function snippetOf(text: string, terms: readonly Term[]): Snippet {
  const matches = matchesIn(text, terms);
  const first = matches[0]?.[0] ?? 0;
  let start = Math.max(0, first - LEAD_CHARS);
  if (start > 0) {
    // Begin after a break between the lead's start and the match, if there is one.
    for (let i = start; i < first; i++) {
      if (BREAK.test(text[i]!)) {
        start = i + 1;
        break;
      }
    }
  }
  let end = Math.min(text.length, start + SNIPPET_CHARS);
  if (end < text.length) {
    for (let i = end; i > first + 1 && i > end - 20; i--) {
      if (BREAK.test(text[i]!)) {
        end = i;
        break;
      }
    }
  }
  // Never half of a character written with two UTF-16 units (an emoji, a rare Chinese character).
  if (isLowSurrogate(text, start)) start += 1;
  if (end < text.length && isLowSurrogate(text, end)) end -= 1;
  const lead = start > 0 ? '…' : '';
  const body = text.slice(start, end).trimEnd();
  const tail = start + body.length < text.length ? '…' : '';
  const shift = lead.length - start;
  const highlights = matches
    .filter(([s, e]) => s < start + body.length && e > start)
    .map(([s, e]): [number, number] => [Math.max(s, start) + shift, Math.min(e, start + body.length) + shift]);
  return { snippet: `${lead}${body}${tail}`, highlights };
}
