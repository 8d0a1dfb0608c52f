import type { Block, ContentItem, Inline } from './types';

/** The copy of `key` (e.g. 'about.mission') among a menu's items, or none. */
export function copyOf(items: readonly ContentItem[], key: string): Block[] {
  return items.find((item) => item.key === key)?.blocks ?? [];
}

/** The title staff gave the copy of `key`, e.g. a hub panel's heading; '' without that copy. */
export function copyTitle(items: readonly ContentItem[], key: string): string {
  return items.find((item) => item.key === key)?.title ?? '';
}

/** The plain text of copy that is words only (a label, a title, a field): its paragraphs' runs. */
export function plainText(blocks: readonly Block[]): string {
  return blocks
    .flatMap((b) => (b.type === 'paragraph' ? b.content.map((run) => run.text) : []))
    .join('')
    .trim();
}

/** The menu of a campus's GeneralInformation copy: its address, phone numbers and e-mail addresses. */
export const CONTACT_MENU_ID = '06';
/** The phone-number fields of a campus's GeneralInformation copy (SPEC 1), in the order pages list them. */
export const CONTACT_PHONES = ['number_1', 'number_2', 'number_3', 'number_4', 'number_5'] as const;
/** Its e-mail fields; value_1 is the admissions office's. */
export const CONTACT_EMAILS = ['value_1', 'value_2', 'value_3', 'value_4'] as const;
export type ContactField = (typeof CONTACT_PHONES)[number] | (typeof CONTACT_EMAILS)[number] | 'schoolAdd';

/** One field of the GeneralInformation copy (menu 06) as text: the address, a number, an e-mail; '' when absent. */
export function contactField(items: readonly ContentItem[], field: ContactField): string {
  return plainText(copyOf(items, `GeneralInformation.${field}`));
}

/** A phone number as a tel: address: +86, then the digits without the trunk 0 (an international number as given). */
export function telHref(number: string): string {
  const digits = number.replace(/[^\d+]/g, '');
  return digits.startsWith('+') ? `tel:${digits}` : `tel:+86${digits.replace(/^0/, '')}`;
}

/** The plain text of a page's first paragraph, wherever it stands (after a picture or a heading), for its card. */
export function leadText(blocks: readonly Block[]): string {
  const lead = blocks.find((b) => b.type === 'paragraph');
  return lead ? plainText([lead]) : '';
}

/**
 * A story's view count shows from this many views on: "1 view" tells a parent that nobody reads the
 * news, not that a story matters. The count is still kept (content-view) and shows once it says something.
 */
export const VIEWS_SHOWN_FROM = 50;

/** Whether a rejected call means "there is no such item" (a stale or mistyped id), not a failure to retry. */
export function isNotFound(error: unknown): boolean {
  return ['400', '404'].includes(String((error as { code?: unknown } | undefined)?.code));
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

/** One entry of a hub list: its bold head (a date, a step, a name, a time), its words, and its links. */
export interface HubEntry {
  head: string;
  text: string;
  links: { text: string; href: string }[];
}

/** Separators a head or text may start or end with in either language. */
const EDGE = /^[\s:：,，.。·-]+|[\s:：,，.。·-]+$/g;

/**
 * The entries of a copy item's lists (`- **head** words [link](href)`): what a hub shows as dates,
 * steps, people or times, so that staff edit each as one list.
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
