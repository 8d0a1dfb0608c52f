// Copy is written in a small Markdown subset and stored as blocks: marked's lexer reads it, and this
// turns its tokens into the API's Block list. Anything outside the subset is refused, so a stray
// Markdown construct in copy fails the seed instead of reaching visitors. The seed converts whole
// fixtures; the studio's editor converts one paragraph or list item at a time (inlineMarkdown) and
// back (inlinesToMarkdown), so staff type **bold**, *italic* and [label](href) in a text field.
import { marked, type Token, type Tokens } from 'marked';
import type { Block, Inline } from '@schools/shared-api';

interface Style { strong?: boolean; em?: boolean }

/** Plain text of inline tokens (headings, table cells, link labels). */
function plain(tokens: Token[] | undefined): string {
  return (tokens ?? []).map((t) => ('tokens' in t && t.tokens ? plain(t.tokens) : t.type === 'br' ? ' ' : 'text' in t ? String(t.text) : '')).join('');
}

function inlines(tokens: Token[], style: Style = {}): Inline[] {
  const out: Inline[] = [];
  const push = (text: string, s: Style) => {
    if (!text) return;
    const last = out[out.length - 1];
    if (last?.type === 'text' && !!last.strong === !!s.strong && !!last.em === !!s.em) last.text += text;
    else out.push({ type: 'text', text, ...(s.strong ? { strong: true } : {}), ...(s.em ? { em: true } : {}) });
  };
  for (const t of tokens) {
    switch (t.type) {
      case 'strong':
      case 'em':
        out.push(...inlines(t.tokens ?? [], { ...style, [t.type]: true }));
        break;
      case 'link':
        out.push({ type: 'link', text: plain(t.tokens), href: (t as Tokens.Link).href });
        break;
      case 'text':
        if ('tokens' in t && t.tokens?.length) out.push(...inlines(t.tokens, style));
        else push(t.text.replace(/\n/g, ' '), style);
        break;
      case 'escape':
      case 'codespan':
      case 'html': // a tag in copy is text, never markup
        push(t.type === 'html' ? t.raw : t.text, style);
        break;
      case 'br':
        push(' ', style);
        break;
      case 'del':
        out.push(...inlines(t.tokens ?? [], style));
        break;
      default:
        throw new Error(`unsupported Markdown inline "${t.type}" in "${t.raw}"`);
    }
  }
  // Runs were merged above; merge again across nested styles that ended up equal.
  return out.reduce<Inline[]>((acc, run) => {
    const last = acc[acc.length - 1];
    if (last?.type === 'text' && run.type === 'text' && !!last.strong === !!run.strong && !!last.em === !!run.em) last.text += run.text;
    else acc.push(run);
    return acc;
  }, []);
}

/** A list item's own text: marked wraps it in a text token (tight list) or paragraphs (loose list). */
function itemInlines(item: Tokens.ListItem): Inline[] {
  return item.tokens.flatMap((t): Inline[] => {
    if (t.type === 'text' || t.type === 'paragraph') return inlines('tokens' in t && t.tokens ? t.tokens : [t]);
    if (t.type === 'space') return [];
    throw new Error(`unsupported Markdown in a list item: "${t.type}" (lists do not nest)`);
  });
}

/** A `Table: caption` paragraph right after a table captions it (Pandoc's convention). */
const CAPTION = /^Table:\s*(.+)$/s;

/** Markdown (paragraphs, ## and ### headings, - and 1. lists, **strong**, *em*, links, > quotes, GFM tables) to blocks. */
export function markdownToBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  for (const t of marked.lexer(markdown, { gfm: true })) {
    switch (t.type) {
      case 'space':
        break;
      case 'heading':
        if (t.depth !== 2 && t.depth !== 3) throw new Error(`only ## and ### headings are allowed, got "${t.raw.trim()}"`);
        blocks.push({ type: 'heading', level: t.depth, text: plain(t.tokens) });
        break;
      case 'paragraph': {
        const last = blocks[blocks.length - 1];
        const caption = CAPTION.exec(t.text);
        if (last?.type === 'table' && !last.caption && caption?.[1]) last.caption = caption[1].trim();
        else blocks.push({ type: 'paragraph', content: inlines(t.tokens ?? []) });
        break;
      }
      case 'list':
        blocks.push({ type: 'list', ordered: (t as Tokens.List).ordered, items: (t as Tokens.List).items.map(itemInlines) });
        break;
      case 'blockquote': {
        // "> text" then "> — Someone": the last paragraph names the source when it starts with a dash.
        const paragraphs = (t.tokens ?? []).filter((p) => p.type === 'paragraph').map((p) => plain((p as Tokens.Paragraph).tokens).trim());
        const last = paragraphs[paragraphs.length - 1] ?? '';
        const cite = /^(—|--)\s*(.+)$/.exec(last);
        const body = cite ? paragraphs.slice(0, -1) : paragraphs;
        blocks.push({ type: 'quote', text: body.join('\n\n'), ...(cite?.[2] ? { cite: cite[2] } : {}) });
        break;
      }
      case 'table': {
        const table = t as Tokens.Table;
        blocks.push({ type: 'table', head: table.header.map((c) => plain(c.tokens)), rows: table.rows.map((r) => r.map((c) => plain(c.tokens))) });
        break;
      }
      default:
        throw new Error(`unsupported Markdown block "${t.type}" in "${t.raw.trim().slice(0, 60)}"`);
    }
  }
  return blocks;
}

/** One paragraph or list item typed in the studio: **strong**, *em* and [label](href); line breaks are spaces. */
export function inlineMarkdown(text: string): Inline[] {
  return inlines(marked.Lexer.lexInline(text.replace(/\s*\n\s*/g, ' ').trim(), { gfm: true }));
}

/** Characters that would start Markdown in plain text: escaped so that a run reads back as it was. */
const SPECIAL = /[\\`*_[\]<>~]/g;
const escaped = (text: string) => text.replace(SPECIAL, (c) => `\\${c}`);

/** Runs back to the text inlineMarkdown reads: inlineMarkdown(inlinesToMarkdown(runs)) gives the runs again. */
export function inlinesToMarkdown(runs: readonly Inline[]): string {
  return runs.map((run) => {
    if (run.type === 'link') return `[${escaped(run.text)}](${run.href.replace(/[()\s]/g, encodeURIComponent)})`;
    // Spaces stay outside the markers: "** bold**" is not bold in Markdown.
    const [, lead, core, trail] = /^(\s*)([\s\S]*?)(\s*)$/.exec(run.text)!;
    if (!core) return run.text;
    const mark = `${run.strong ? '**' : ''}${run.em ? '*' : ''}`;
    return `${lead}${mark}${escaped(core!)}${[...mark].reverse().join('')}${trail}`;
  }).join('');
}
