// One-letter typos of English words: "scolarship" for scholarship, "tution" for tuition, "bsu" for bus
// is too short to guess (words of five letters or more only: below that one edit reaches too many words).

/** The shortest word a typo of which is corrected. */
export const TYPO_MIN_LENGTH = 5;

/** Corrections kept for a word, the commonest first: enough for a typo between two real words. */
export const MAX_CORRECTIONS = 3;

/** Whether two words are one edit apart: a letter changed, added or left out, or two neighbours swapped. */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) {
    const differ: number[] = [];
    for (let i = 0; i < a.length && differ.length <= 2; i++) if (a[i] !== b[i]) differ.push(i);
    if (differ.length === 1) return true;
    const [i, j] = differ as [number, number];
    return differ.length === 2 && j === i + 1 && a[i] === b[j] && a[j] === b[i];
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  return short.slice(i) === long.slice(i + 1);
}

/**
 * The words of `vocabulary` one edit from `word`, the commonest first (then alphabetical, so that every
 * database's answer is the same), at most MAX_CORRECTIONS.
 */
export function correctionsOf(word: string, vocabulary: readonly { word: string; entries: number }[]): string[] {
  return vocabulary.filter((v) => oneEditApart(word, v.word))
    .sort((x, y) => y.entries - x.entries || (x.word < y.word ? -1 : x.word > y.word ? 1 : 0))
    .slice(0, MAX_CORRECTIONS).map((v) => v.word);
}
