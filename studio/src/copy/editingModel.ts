// What the editor holds while staff type: the API's blocks, except that a paragraph and a list are
// kept as the text typed (the Markdown subset: **bold**, *italic*, [label](href); a list one item a
// line). Converting on every keystroke would turn a half-typed "**" into an escaped star; the text
// becomes Inline[] only when it is saved, previewed or published. Block i stays block i, so the
// server's problem paths (blocks.zh[3].content[0].href) point at the block being edited.
import type { Block } from '@schools/shared-api';
import { inlineMarkdown, inlinesToMarkdown } from '@schools/api-server/staff-contract';

export type EditBlock =
  | Exclude<Block, { type: 'paragraph' } | { type: 'list' }>
  | { type: 'paragraph'; text: string }
  | { type: 'list'; ordered: boolean; text: string };

export type EditBlockType = EditBlock['type'];

export const BLOCK_TYPES: EditBlockType[] = ['paragraph', 'heading', 'list', 'table', 'quote', 'facts', 'cta', 'image', 'gallery'];

export function toEditBlock(block: Block): EditBlock {
  if (block.type === 'paragraph') return { type: 'paragraph', text: inlinesToMarkdown(block.content) };
  if (block.type === 'list') return { type: 'list', ordered: block.ordered, text: block.items.map(inlinesToMarkdown).join('\n') };
  return block;
}

export function toBlock(block: EditBlock): Block {
  if (block.type === 'paragraph') return { type: 'paragraph', content: inlineMarkdown(block.text) };
  if (block.type === 'list') {
    return { type: 'list', ordered: block.ordered, items: block.text.split('\n').filter((line) => line.trim()).map((line) => inlineMarkdown(line)) };
  }
  return block;
}

/** A new, empty block of a type (what its fields start with). */
export function newBlock(type: EditBlockType): EditBlock {
  switch (type) {
    case 'paragraph': return { type, text: '' };
    case 'heading': return { type, level: 2, text: '' };
    case 'list': return { type, ordered: false, text: '' };
    case 'table': return { type, head: ['', ''], rows: [['', '']] };
    case 'quote': return { type, text: '' };
    case 'facts': return { type, items: [{ label: '', value: '' }] };
    case 'cta': return { type, links: [{ label: '', href: '/' }] };
    case 'image': return { type, src: '', alt: '', width: 1200, height: 800 };
    case 'gallery': return { type, images: [{ src: '', alt: '', width: 1200, height: 800 }] };
  }
}
