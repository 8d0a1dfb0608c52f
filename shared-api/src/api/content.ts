import type { Block, ContentItem } from './types';

/** The copy of `key` (e.g. 'about.mission') among a menu's items, or none. */
export function copyOf(items: readonly ContentItem[], key: string): Block[] {
  return items.find((item) => item.key === key)?.blocks ?? [];
}

/** A page's copy split for its layout: the leading picture goes to the banner, the first paragraph leads. */
export interface PageCopy {
  banner?: string;
  intro?: Extract<Block, { type: 'paragraph' }>;
  body: Block[];
}

export function splitCopy(blocks: readonly Block[]): PageCopy {
  let rest = [...blocks];
  let banner: string | undefined;
  const first = rest[0];
  if (first?.type === 'image') {
    banner = first.src;
    rest = rest.slice(1);
  }
  const lead = rest[0];
  if (lead?.type === 'paragraph') return { banner, intro: lead, body: rest.slice(1) };
  return { banner, body: rest };
}

/** The first picture a page's copy shows (image or gallery), for its card and banner. */
export function firstPicture(blocks: readonly Block[]): string | undefined {
  for (const block of blocks) {
    if (block.type === 'image') return block.src;
    if (block.type === 'gallery' && block.images[0]) return block.images[0].src;
  }
  return undefined;
}
