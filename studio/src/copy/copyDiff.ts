// What a publish changes, for the editor to confirm: each language's copy as lines of text (a field's
// words, a block as it reads), and the lines that differ between what is live and what goes live, with
// the words (English) or characters (Chinese) that differ marked. jsdiff does the diffing.
import { diffArrays, diffChars, diffWordsWithSpace } from 'diff';
import type { Block } from '@schools/shared-api';
import { inlinesToMarkdown, type StudioBody } from '@schools/api-server/staff-contract';

type Lang = 'en' | 'zh';

/** A part of a changed line: kept, added or removed. */
export interface Piece {
  text: string;
  change?: 'added' | 'removed';
}

export type DiffRow =
  | { kind: 'same'; text: string }
  | { kind: 'added' | 'removed'; text: string }
  | { kind: 'changed'; pieces: Piece[] }
  | { kind: 'skipped'; count: number };

const isBilingual = (value: object): value is Record<Lang, unknown> => 'en' in value && 'zh' in value && Object.keys(value).length === 2;
const isBlockList = (value: unknown): value is Block[] => Array.isArray(value) && value.every((b) => typeof b === 'object' && b !== null && 'type' in b);

/** A block as it reads, one line per paragraph, list item, table row or fact. */
function blockLines(block: Block | { type: 'cta'; links: { label: string; href: string }[] }): string[] {
  switch (block.type) {
    case 'heading': return [`${'#'.repeat(block.level)} ${block.text}`];
    case 'paragraph': return [inlinesToMarkdown(block.content)];
    case 'list': return block.items.map((item) => `• ${inlinesToMarkdown(item)}`);
    case 'table': return [...(block.caption ? [block.caption] : []), block.head.join(' | '), ...block.rows.map((r) => r.join(' | '))];
    case 'image': return [`[${block.alt || block.src}]`];
    case 'gallery': return block.images.map((i) => `[${i.alt || i.src}]`);
    case 'quote': return [`“${block.text}”${block.cite ? ` (${block.cite})` : ''}`];
    case 'facts': return block.items.map((f) => `${f.label}: ${f.value}`);
    case 'cta': return block.links.map((l) => `${l.label} → ${l.href}`);
    default: return [JSON.stringify(block)];
  }
}

/**
 * A body's copy in one language as lines: a bilingual field's words in that language (named by where
 * it is, `title`, `rows 2 › grade`, each key as `name` words it), blocks as they read, and what has no language (an address, a fee)
 * in both, so that its change shows in either.
 */
export function copyLines(body: StudioBody, lang: Lang, name: (key: string) => string = (key) => key): string[] {
  const lines: string[] = [];
  const walk = (value: unknown, where: string): void => {
    if (value === null || value === undefined || value === '') return;
    if (typeof value !== 'object') {
      lines.push(where ? `${where}: ${String(value)}` : String(value));
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, where ? `${where} ${i + 1}` : String(i + 1)));
      return;
    }
    if (isBilingual(value)) {
      const mine = value[lang];
      if (isBlockList(mine)) lines.push(...mine.flatMap((b) => blockLines(b)));
      else walk(mine, where);
      return;
    }
    for (const [key, inner] of Object.entries(value)) walk(inner, where ? `${where} › ${name(key)}` : name(key));
  };
  walk(body, '');
  return lines.filter((line) => line.trim() !== '');
}

/**
 * The rows that show a change from `before` to `after`: changed lines with their differing words
 * marked, added and removed lines, one unchanged line either side of a change, and how many unchanged
 * lines are left out between. No rows when nothing changed.
 */
export function diffCopy(before: string[], after: string[], lang: Lang): DiffRow[] {
  const parts = diffArrays(before, after);
  if (parts.every((p) => !p.added && !p.removed)) return [];
  const rows: DiffRow[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (!part.added && !part.removed) {
      const lines = part.value;
      const keepStart = i > 0 ? 1 : 0;
      const keepEnd = i < parts.length - 1 ? 1 : 0;
      if (lines.length <= keepStart + keepEnd + 1) {
        rows.push(...lines.map((text): DiffRow => ({ kind: 'same', text })));
      } else {
        rows.push(...lines.slice(0, keepStart).map((text): DiffRow => ({ kind: 'same', text })));
        rows.push({ kind: 'skipped', count: lines.length - keepStart - keepEnd });
        rows.push(...lines.slice(lines.length - keepEnd).map((text): DiffRow => ({ kind: 'same', text })));
      }
      continue;
    }
    const next = parts[i + 1];
    if (part.removed && next?.added) {
      // Removed lines followed by added ones: paired, line by line, their differences marked inside.
      const pairs = Math.min(part.value.length, next.value.length);
      for (let j = 0; j < pairs; j++) rows.push({ kind: 'changed', pieces: pieces(part.value[j]!, next.value[j]!, lang) });
      rows.push(...part.value.slice(pairs).map((text): DiffRow => ({ kind: 'removed', text })));
      rows.push(...next.value.slice(pairs).map((text): DiffRow => ({ kind: 'added', text })));
      i++;
      continue;
    }
    rows.push(...part.value.map((text): DiffRow => ({ kind: part.added ? 'added' : 'removed', text })));
  }
  return rows;
}

function pieces(before: string, after: string, lang: Lang): Piece[] {
  // Chinese has no spaces between words: characters are its unit of change.
  const changes = lang === 'zh' ? diffChars(before, after) : diffWordsWithSpace(before, after);
  return changes.map((c) => ({ text: c.value, ...(c.added ? { change: 'added' as const } : c.removed ? { change: 'removed' as const } : {}) }));
}
