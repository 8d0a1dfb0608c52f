import type { Block, ContentItem } from './types';

/** The copy of `key` (e.g. 'about.mission') among a menu's items, or none. */
export function copyOf(items: readonly ContentItem[], key: string): Block[] {
  return items.find((item) => item.key === key)?.blocks ?? [];
}
