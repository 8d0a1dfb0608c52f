import type { Block, Inline } from '@schools/shared-api';

/** One entry of a hub list: its bold head (a date, a step, a name), its words, and its links. */
export interface HubEntry {
  head: string;
  text: string;
  links: { text: string; href: string }[];
}

/** Separators a head or text may start or end with in either language. */
const EDGE = /^[\s:：,，.。·-]+|[\s:：,，.。·-]+$/g;

/**
 * The entries of a copy item's lists (`- **head** words [link](href)`): what the hub shows as dates,
 * steps and contacts, so staff edit them as one list each in the admin.
 */
export function hubEntries(blocks: readonly Block[]): HubEntry[] {
  return blocks.flatMap((b) => (b.type === 'list' ? b.items.map(entryOf) : []));
}

function entryOf(runs: Inline[]): HubEntry {
  const head = runs.filter((r) => r.type === 'text' && r.strong).map((r) => r.text).join('');
  const text = runs.filter((r) => r.type === 'text' && !r.strong).map((r) => r.text).join('');
  const links = runs.flatMap((r) => (r.type === 'link' ? [{ text: r.text, href: r.href }] : []));
  return { head: head.replace(EDGE, ''), text: text.replace(EDGE, '').replace(/\s+/g, ' '), links };
}
