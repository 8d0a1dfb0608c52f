// What a search engine and a share card read of a server-rendered page: title, description, canonical
// address, the other language's address, and the Open Graph card.
import { campusDefaultLanguage, htmlLang, type Campus, type Lang } from '@schools/shared-api';
import { ADDRESS_LANGS } from './realAddresses';

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text of an HTML fragment React rendered: tags dropped, its entities read, spaces collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/\s+/g, ' ')
    .trim();
}

/** What the rendered page itself says: its heading, its first real paragraph, its first picture. */
export interface PageFacts {
  heading?: string;
  paragraph?: string;
  picture?: string;
}

/** A paragraph shorter than this is a label or a date, not the page's copy. */
const MIN_PARAGRAPH = 24;

export function factsOf(html: string): PageFacts {
  const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  const headingText = heading === undefined ? undefined : textOf(heading);
  let paragraph: string | undefined;
  for (const match of html.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/g)) {
    const text = textOf(match[1] ?? '');
    // A line that repeats the heading (Home's slides name the campus above their words) describes nothing.
    if (text === headingText) continue;
    if (text.length >= MIN_PARAGRAPH || (/[\u4e00-\u9fff]/.test(text) && text.length >= MIN_PARAGRAPH / 2)) {
      paragraph = text;
      break;
    }
  }
  const picture = /<img\b[^>]*\bsrc="([^"]+)"/.exec(html)?.[1];
  return {
    ...(heading ? { heading: textOf(heading) } : {}),
    ...(paragraph ? { paragraph } : {}),
    ...(picture ? { picture: picture.replace(/&amp;/g, '&') } : {}),
  };
}

/** Search results show about 160 characters of English, 80 of Chinese. */
const DESCRIPTION_LENGTH: Record<Lang, number> = { en: 160, zh: 80 };

export function description(text: string, lang: Lang): string {
  const limit = DESCRIPTION_LENGTH[lang];
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  // English is cut at a word, Chinese anywhere.
  const end = lang === 'en' ? cut.lastIndexOf(' ') : -1;
  return `${(end > limit / 2 ? cut.slice(0, end) : cut).replace(/[\s,.;:，。；：、]+$/, '')}…`;
}

const TITLE_SEPARATOR: Record<Lang, string> = { en: ' – ', zh: '｜' };

export interface HeadInput {
  campus: Campus;
  lang: Lang;
  /** the page's heading, or its navigation title */
  title: string;
  home: boolean;
  description?: string;
  /** the share card's picture: its absolute address, and its size when known */
  picture?: { address: string; size?: { width: number; height: number } };
  /** absolute address of the page in each language */
  addresses: Record<Lang, string>;
  /**
   * The campus's front door (`https://bisz.lumina-schools.cn/`), when this is the home page served there:
   * its own canonical address, and the one for a visitor whose language has no page of its own (x-default).
   */
  frontDoor?: string;
}

/** The head of a server-rendered page: title, description, canonical, hreflang alternates, Open Graph. */
export function pageHead(input: HeadInput): { title: string; tags: string[] } {
  const { campus, lang, addresses } = input;
  const siteName = campus.name[lang];
  const title = input.home ? siteName : `${input.title}${TITLE_SEPARATOR[lang]}${siteName}`;
  const tags = [
    ...(input.description ? [`<meta name="description" content="${escapeHtml(input.description)}">`] : []),
    `<link rel="canonical" href="${escapeHtml(input.frontDoor ?? addresses[lang])}">`,
    ...ADDRESS_LANGS.map((l) => `<link rel="alternate" hreflang="${htmlLang(l)}" href="${escapeHtml(addresses[l])}">`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(input.frontDoor ?? addresses[campusDefaultLanguage(campus.sname)])}">`,
    `<meta property="og:type" content="${input.home ? 'website' : 'article'}">`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(input.home ? siteName : input.title)}">`,
    `<meta property="og:url" content="${escapeHtml(input.frontDoor ?? addresses[lang])}">`,
    `<meta property="og:locale" content="${lang === 'zh' ? 'zh_CN' : 'en_US'}">`,
    `<meta property="og:locale:alternate" content="${lang === 'zh' ? 'en_US' : 'zh_CN'}">`,
    ...(input.description ? [`<meta property="og:description" content="${escapeHtml(input.description)}">`] : []),
    ...(input.picture ? [`<meta property="og:image" content="${escapeHtml(input.picture.address)}">`] : []),
    ...(input.picture?.size
      ? [`<meta property="og:image:width" content="${input.picture.size.width}">`, `<meta property="og:image:height" content="${input.picture.size.height}">`]
      : []),
    `<meta name="twitter:card" content="${input.picture ? 'summary_large_image' : 'summary'}">`,
  ];
  return { title, tags };
}
