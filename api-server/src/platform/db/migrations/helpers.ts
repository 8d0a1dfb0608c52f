// What several migrations share. A migration keeps its own copy of anything else it needs, so later
// changes elsewhere cannot change what it did.
import type { CreateTableBuilder } from 'kysely';

/** Adds a `_en` and a `_zh` text column for each name. */
export const texts = <T extends string>(builder: CreateTableBuilder<T, string>, ...names: string[]) =>
  names.reduce(
    (b, n) => b.addColumn(`${n}_en`, 'text', (c) => c.notNull()).addColumn(`${n}_zh`, 'text', (c) => c.notNull()),
    builder as CreateTableBuilder<T, string>,
  );

export const LANGS = ['en', 'zh'] as const;

export type Run = { type: 'text'; text: string } | { type: 'link'; text: string };

/** Plain text with blank lines between paragraphs -> paragraph blocks. */
export function paragraphBlocks(body: string): { type: 'paragraph'; content: Run[] }[] {
  return body.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean).map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] }));
}

/** Blocks -> plain text again (going down loses structure, keeps the words). */
export function blocksText(json: string): string {
  const blocks = JSON.parse(json) as { type: string; text?: string; content?: Run[] }[];
  return blocks.map((b) => b.text ?? (b.content ?? []).map((r) => r.text).join('')).filter(Boolean).join('\n\n');
}
