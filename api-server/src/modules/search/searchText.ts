// How the search reads text, the same for what it indexes and for what a visitor types: NFKC (full-width
// letters and digits, ideographic spaces and compatibility forms become the plain ones), lower case,
// and words: runs of letters, digits and marks, Chinese split from Latin where they touch ("AP成绩" is
// "ap" and "成绩"). A Chinese run is one "word": it is matched as a fragment, without a word list.

/** A character of a word: a letter, a digit or a combining mark, of any script. */
const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;
const NOT_WORD = /[^\p{L}\p{N}\p{M}]+/gu;
/** Scripts written without spaces between words. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** A Chinese (Japanese, Korean) character beside a character of another script, in either order. */
const SCRIPT_BOUNDARY = /(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])(?=[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\s])|(?<=[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\s])(?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])/gu;

export const isCjk = (text: string) => CJK.test(text);
export const isWordChar = (char: string) => WORD_CHAR.test(char);

/**
 * Text as it is stored and shown: as written (a Chinese text keeps its full-width punctuation), with
 * runs of white space as one space. Matching reads it through matchable().
 */
export function displayText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * NFKC and folded, character by character, each kept as long as it was: positions in the result are
 * positions in the text, so a match found in the one is highlighted in the other ("ＡＰ" is "ap").
 */
export function matchable(text: string): string {
  let plain = '';
  for (const char of text) {
    const normal = char.normalize('NFKC');
    plain += normal.length === char.length ? normal : char;
  }
  return fold(plain);
}

/**
 * Lower case, each character as long as it was (one whose lower case is longer, such as "İ", stays as
 * it is): positions in the folded text are positions in the text, so matches found in the one are
 * highlighted in the other.
 */
export function fold(text: string): string {
  let folded = '';
  for (const unit of text) {
    const lower = unit.toLowerCase();
    folded += lower.length === unit.length ? lower : unit;
  }
  return folded;
}

/** The words of a text (NFKC, folded), in order, repeats kept. */
export function wordsOf(text: string): string[] {
  return fold(text.normalize('NFKC')).replace(NOT_WORD, ' ').replace(SCRIPT_BOUNDARY, ' ').split(' ').filter(Boolean);
}

/** Words as the index keeps them: one space between, one at each end, so " word " is a whole word and " wor" a word's start. */
export const spaced = (words: readonly string[]) => ` ${words.join(' ')} `;

/** The distinct words, in the order they first appear. */
export const distinct = (words: readonly string[]) => [...new Set(words)];
