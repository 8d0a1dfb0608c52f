// No campus's About or News copy is another's with the names and numbers changed. Each page is cut
// into sentences (headings, list items, table rows, captions and picture descriptions count as
// sentences of their own), and each sentence is normalized: campus, city and brand names, every
// per-campus fact of facts.ts, leaders' names, addresses, numbers, years, dates and months become
// placeholders; case and spacing are ignored. For every pair of campuses and each language, the
// sentences of the shorter page found in the other may be at most 30 % of it. Lists (leaders' messages,
// awards, news) are compared item by item, every item of one campus against every item of the other,
// and the news as a whole page too. The worst pair of each kind of page is printed.
import { BRAND, CAMPUSES, type Block, type Inline, type Lang } from '@schools/shared-api';
import { CAMPUS_SEEDS, FACTS } from '../src/seed/fixtures';
import { richBlocks } from '../src/seed/seed';
import type { Article, CampusSeed, RichText } from '../src/modules/content/campusContent';

const LIMIT = 0.3;
const LANGS: Lang[] = ['en', 'zh'];

// ---- sentences ----

const inline = (runs: Inline[]): string => runs.map((r) => r.text).join('');

/** Splits prose at sentence ends in both languages (the end stays with its sentence). */
function split(text: string): string[] {
  return text
    .split(/(?<=[。！？])|(?<=[.!?])\s+(?=\S)/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Every sentence a visitor reads in a page's blocks: headings, list items, rows, captions and pictures' descriptions apart. */
export function sentencesOf(blocks: Block[]): string[] {
  return blocks.flatMap((b): string[] => {
    switch (b.type) {
      case 'heading': return [b.text];
      case 'paragraph': return split(inline(b.content));
      case 'list': return b.items.flatMap((item) => split(inline(item)));
      case 'table': return [...(b.caption ? split(b.caption) : []), b.head.join(' | '), ...b.rows.map((r) => r.join(' | '))];
      case 'image': return [b.alt];
      case 'gallery': return b.images.map((i) => i.alt);
      case 'quote': return [...split(b.text), ...(b.cite ? [b.cite] : [])];
      case 'facts': return b.items.map((i) => `${i.value} ${i.label}`);
      case 'cta': return b.links.map((l) => l.label);
    }
  });
}

// ---- normalization ----

/** Every string value of a fact sheet, in one language. */
function strings(value: unknown, lang: Lang): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((v) => strings(v, lang));
  if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    if (typeof obj.en === 'string' && typeof obj.zh === 'string') return [obj[lang] as string];
    return Object.values(obj).flatMap((v) => strings(v, lang));
  }
  return [];
}

/** What differs from campus to campus by nature: names, places, facts and people, longest first. */
const PROPER: Record<Lang, string[]> = (() => {
  const out = {} as Record<Lang, string[]>;
  for (const lang of LANGS) {
    const words = new Set<string>();
    const add = (s: string): void => {
      const t = s.replace(/\{brand\}/g, BRAND[lang]).trim();
      if (t.length >= (lang === 'zh' ? 2 : 3)) words.add(t);
    };
    for (const c of CAMPUSES) {
      add(c.name[lang]);
      add(c.name[lang].replace(BRAND[lang], '').trim());
      add(c.city[lang]);
    }
    add(BRAND[lang]);
    for (const f of FACTS) {
      for (const s of strings({ ...f, bank: undefined, code: undefined, slug: undefined, calendars: undefined }, lang)) add(s);
      add(f.code);
    }
    for (const seed of CAMPUS_SEEDS) for (const l of seed.leaders) add(l.name[lang]);
    out[lang] = [...words].filter((w) => !/^\d+$/.test(w)).sort((a, b) => b.length - a.length);
  }
  return out;
})();

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PROPER_RE: Record<Lang, RegExp> = {
  en: new RegExp(PROPER.en.map(escape).join('|'), 'gi'),
  zh: new RegExp(PROPER.zh.map(escape).join('|'), 'g'),
};

const EN_NUMBER_WORDS = [
  'zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve',
  'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty', 'thirty', 'forty',
  'fifty', 'sixty', 'seventy', 'eighty', 'ninety', 'hundred', 'thousand',
  'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth',
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
];
const EN_NUMBERS = new RegExp(`\\b(${EN_NUMBER_WORDS.join('|')})\\b`, 'g');

/** A sentence with everything that differs by campus by nature replaced; '' when nothing but placeholders is left. */
export function normalize(sentence: string, lang: Lang): string {
  let s = sentence.replace(PROPER_RE[lang], '§');
  s = s.toLowerCase();
  s = s.replace(/\b[\w.+-]+@[\w.-]+\b/g, '§').replace(/https?:\/\/\S+/g, '§');
  s = s.replace(/\d+(?:[,.:]\d+)*(?:st|nd|rd|th|s)?/g, '#');
  s = s.replace(/[〇零一二两三四五六七八九十百千万]+/g, '#');
  if (lang === 'en') s = s.replace(EN_NUMBERS, '#');
  s = s.replace(/[\s\u3000]+/g, ' ');
  s = s.replace(/[#§](?:[\s\-–~.,、，]*[#§])+/g, '#');
  s = s.replace(/^[\s\-–:：,，.。!！?？;；"“”'‘’()（）]+|[\s\-–:：,，.。!！?？;；"“”'‘’()（）]+$/g, '');
  return /[a-z\u4e00-\u9fff]/.test(s.replace(/[#§]/g, '')) ? s : '';
}

const sentenceSet = (blocks: Block[], lang: Lang): Set<string> =>
  new Set(sentencesOf(blocks).map((s) => normalize(s, lang)).filter(Boolean));

// ---- pages ----

interface Page { campus: string; item: string; sentences: Record<Lang, Set<string>> }

const page = (campus: string, item: string, text: RichText): Page => {
  const blocks = richBlocks(text);
  return { campus, item, sentences: { en: sentenceSet(blocks.en, 'en'), zh: sentenceSet(blocks.zh, 'zh') } };
};
const articlePage = (campus: string, item: string, a: Article): Page =>
  page(campus, item, [{ en: `## ${a.title.en}\n\n${a.summary.en}`, zh: `## ${a.title.zh}\n\n${a.summary.zh}` }, a.body]);
const union = (campus: string, item: string, pages: Page[]): Page => ({
  campus, item,
  sentences: { en: new Set(pages.flatMap((p) => [...p.sentences.en])), zh: new Set(pages.flatMap((p) => [...p.sentences.zh])) },
});

/** The About and News pages of a campus, by kind; a kind with several items is a list. */
function pagesOf(seed: CampusSeed): Record<string, Page[]> {
  const c = seed.code;
  const g = seed.groups;
  const news = seed.news.map((a, i) => articlePage(c, `news-${i + 1} ${a.date}`, a));
  return {
    'About > Mission': [page(c, 'about.mission', g.about.mission)],
    'About > Our Story': [page(c, 'about.our_story', g.about.our_story)],
    'About > Our School (introduction)': [page(c, 'our_school.article_desc1', g.our_school.article_desc1)],
    'About > Our School (campus)': [page(c, 'our_school.article_desc2', g.our_school.article_desc2)],
    'About > Our School (boarding or day school)': [page(c, 'our_school.dormLife', g.our_school.dormLife)],
    'About > School Leadership (introduction)': [page(c, 'management.article_desc', g.management.article_desc)],
    'About > School Leadership (each leader)': seed.leaders.map((l, i) => page(c, `leader-${i + 1} ${l.name.en}`, l.bio)),
    'About > Work for Us': [page(c, 'about.join_us', g.about.join_us)],
    'About > Work for Us (recruitment)': [page(c, 'school_recruit.article_desc', g.school_recruit.article_desc)],
    'About > Achievements': [page(c, 'about.achievements', g.about.achievements)],
    'About > Achievements > AP': [page(c, 'about.AP', g.about.AP)],
    'About > Achievements > CA': [page(c, 'about.CA', g.about.CA)],
    'About > Achievements > IB': [page(c, 'about.IB', g.about.IB)],
    'About > Achievements > AAD (each award)': seed.aad.map((a, i) => articlePage(c, `aad-${i + 1} ${a.date}`, a)),
    'Art Festival': [page(c, 'art_festival.article_desc', g.art_festival.article_desc)],
    'News (each story)': news,
    'News (the whole list)': [union(c, 'news', news)],
  };
}

// ---- comparison ----

interface Overlap { kind: string; lang: Lang; a: string; b: string; shared: number; of: number; share: number; examples: string[] }

function overlap(kind: string, lang: Lang, p: Page, q: Page): Overlap {
  const [short, long] = p.sentences[lang].size <= q.sentences[lang].size ? [p, q] : [q, p];
  const shared = [...short.sentences[lang]].filter((s) => long.sentences[lang].has(s));
  const of = short.sentences[lang].size;
  return {
    kind, lang, a: `${p.campus} ${p.item}`, b: `${q.campus} ${q.item}`,
    shared: shared.length, of, share: of ? shared.length / of : 0, examples: shared.slice(0, 3),
  };
}

const ALL = CAMPUS_SEEDS.map(pagesOf);
const KINDS = Object.keys(ALL[0] ?? {});

/** The worst overlap of each kind and language, and every overlap over the limit. */
function compare(): { worst: Overlap[]; over: Overlap[] } {
  const worst: Overlap[] = [];
  const over: Overlap[] = [];
  for (const kind of KINDS) {
    for (const lang of LANGS) {
      let top: Overlap | null = null;
      for (let i = 0; i < ALL.length; i++) {
        for (let j = i + 1; j < ALL.length; j++) {
          for (const p of ALL[i]![kind]!) {
            for (const q of ALL[j]![kind]!) {
              const o = overlap(kind, lang, p, q);
              if (!top || o.share > top.share) top = o;
              if (o.share > LIMIT) over.push(o);
            }
          }
        }
      }
      if (top) worst.push(top);
    }
  }
  return { worst, over };
}

const pct = (x: number): string => `${Math.round(x * 100)}%`;

describe('copy of one campus is not another campus\'s copy with the names changed', () => {
  const { worst, over } = compare();

  it('prints the worst pair of each kind of page', () => {
    const lines = worst.map((o) => `${o.kind} (${o.lang}): ${pct(o.share)} (${o.shared} of ${o.of}) ${o.a} ~ ${o.b}`);
    console.log(`Worst pairs (limit ${pct(LIMIT)}):\n${lines.join('\n')}`);
    expect(worst.length).toBe(KINDS.length * LANGS.length);
  });

  it('cuts pages into normalized sentences', () => {
    expect(normalize('Lumina International School Shenzhen opened in 2003 in Nanshan District, Shenzhen.', 'en'))
      .toBe(normalize('Lumina International School Wuhan opened in 2013 in East Lake High-tech Zone, Wuhan.', 'en'));
    expect(normalize('明光国际学校（深圳）于2003年在深圳市南山区创办。', 'zh')).toBe(normalize('明光双语学校（成都）于2017年在成都市高新区创办。', 'zh'));
    expect(sentencesOf(richBlocks({ en: '## A heading\n\nOne. Two? Three!\n\n- Item one. Item two', zh: '## 标题\n\n一。二？三！\n\n- 甲。乙' }).en))
      .toEqual(['A heading', 'One.', 'Two?', 'Three!', 'Item one.', 'Item two']);
    for (const seed of CAMPUS_SEEDS) for (const pages of Object.values(pagesOf(seed))) for (const p of pages) {
      for (const lang of LANGS) expect([seed.code, p.item, lang, p.sentences[lang].size > 0]).toEqual([seed.code, p.item, lang, true]);
    }
  });

  it(`no two campuses share more than ${pct(LIMIT)} of a page's sentences, in either language`, () => {
    const byKind = new Map<string, Overlap[]>();
    for (const o of over) byKind.set(`${o.kind} (${o.lang})`, [...(byKind.get(`${o.kind} (${o.lang})`) ?? []), o]);
    const report = [...byKind].map(([kind, list]) => {
      const sorted = [...list].sort((x, y) => y.share - x.share);
      const top = sorted[0]!;
      return `${kind}: ${list.length} pairs over the limit, worst ${pct(top.share)} (${top.shared} of ${top.of}) ${top.a} ~ ${top.b}; e.g. "${top.examples.join('" / "')}"`;
    });
    expect(report).toEqual([]);
  });
});
