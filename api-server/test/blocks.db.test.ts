// Page copy as typed blocks: the Markdown of the fixtures, the seed's validation (all or nothing),
// the migration of an existing database, and the OpenAPI description of blocks.
import { sql } from 'kysely';
import type { Block } from '@schools/shared-api';
import { ContentService } from '../src/modules/content/contentService';
import { openDatabase } from '../src/platform/db/connect';
import { blockProblems } from '../src/modules/content/blocks';
import { CAMPUS_SEEDS } from '../src/seed/fixtures';
import { inlineMarkdown, inlinesToMarkdown, markdownToBlocks } from '../src/modules/content/markdown';
import { seedDatabase, SeedContentError } from '../src/seed/seed';
import type { CampusSeed } from '../src/modules/content/campusContent';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';
import { raw, startTestServer } from './support/testServer';

// Each of these opens databases or a server; under a full parallel run they need more than the default 5 s.

const text = (t: string) => ({ type: 'text', text: t });

describe('Markdown of the fixtures', () => {
  it('turns the subset into blocks', () => {
    const blocks = markdownToBlocks([
      '## Opening hours',
      'Open **daily** from *07:30*, see [the apply page](/admissions/apply), [our partner](https://example.org), or write to office@school.cn.',
      '- one\n- two **bold**',
      '1. first\n2. second',
      '> Learning never ends.\n>\n> — The Head of School',
      '| Grade | Fee |\n|---|---|\n| K | 2,000 |\n| 1-5 | 3,000 |\n\nTable: Fees in yuan',
      '### 小标题\n\n学生**每天**学习中文。',
    ].join('\n\n'));
    expect(blocks).toEqual([
      { type: 'heading', level: 2, text: 'Opening hours' },
      { type: 'paragraph', content: [
        text('Open '), { type: 'text', text: 'daily', strong: true }, text(' from '), { type: 'text', text: '07:30', em: true }, text(', see '),
        { type: 'link', text: 'the apply page', href: '/admissions/apply' }, text(', '),
        { type: 'link', text: 'our partner', href: 'https://example.org' }, text(', or write to '),
        { type: 'link', text: 'office@school.cn', href: 'mailto:office@school.cn' }, text('.'),
      ] },
      { type: 'list', ordered: false, items: [[text('one')], [text('two '), { type: 'text', text: 'bold', strong: true }]] },
      { type: 'list', ordered: true, items: [[text('first')], [text('second')]] },
      { type: 'quote', text: 'Learning never ends.', cite: 'The Head of School' },
      { type: 'table', caption: 'Fees in yuan', head: ['Grade', 'Fee'], rows: [['K', '2,000'], ['1-5', '3,000']] },
      { type: 'heading', level: 3, text: '小标题' },
      { type: 'paragraph', content: [text('学生'), { type: 'text', text: '每天', strong: true }, text('学习中文。')] },
    ]);
  });

  it('keeps tags in copy as text', () => {
    expect(markdownToBlocks('Say <b>hi</b> and <script>alert(1)</script>')).toEqual([
      { type: 'paragraph', content: [text('Say <b>hi</b> and <script>alert(1)</script>')] },
    ]);
  });

  it('refuses what the subset does not have', () => {
    expect(() => markdownToBlocks('# Title')).toThrow(/only ## and ### headings/);
    expect(() => markdownToBlocks('```\ncode\n```')).toThrow(/unsupported Markdown block "code"/);
    expect(() => markdownToBlocks('![a picture](x.png)')).toThrow(/unsupported Markdown inline "image"/);
    expect(() => markdownToBlocks('- a\n  - nested')).toThrow(/lists do not nest/);
  });
});

describe('block validation', () => {
  it('accepts every kind of block', () => {
    const all: Block[] = [
      { type: 'heading', level: 2, text: 'A' },
      { type: 'paragraph', content: [text('a'), { type: 'link', text: 'b', href: 'tel:+8675526880101' }] },
      { type: 'list', ordered: false, items: [[text('a')]] },
      { type: 'table', head: ['a', 'b'], rows: [['1', '2']] },
      { type: 'image', src: 'x.svg', alt: 'x', width: 800, height: 450, caption: 'c' },
      { type: 'gallery', images: [{ src: 'x.svg', alt: 'x', width: 800, height: 450 }] },
      { type: 'quote', text: 'q', cite: 'c' },
      { type: 'facts', items: [{ label: 'books', value: '30,000' }] },
      { type: 'cta', links: [{ label: 'Apply', href: '/admissions/apply', primary: true }, { label: 'Mail', href: 'mailto:a@b.cn' }] },
    ] as Block[];
    expect(blockProblems(all)).toEqual([]);
  });

  it('says where a block is wrong', () => {
    expect(blockProblems([
      { type: 'heading', level: 1, text: 'A' },
      { type: 'video', src: 'x' },
      { type: 'paragraph', content: [{ type: 'link', text: 'x', href: 'javascript:alert(1)' }] },
      { type: 'paragraph', content: [{ type: 'link', text: 'x', href: 'http://insecure.example' }, { type: 'image' }] },
      { type: 'table', head: ['a', 'b'], rows: [['1']] },
      { type: 'image', src: 'x.svg', alt: 'x', width: 800 },
      { type: 'facts', items: [{ label: 'a', value: '1', extra: true }] },
      { type: 'paragraph', content: [{ type: 'image' }] },
    ])).toEqual([
      'blocks[0].level: must be equal to one of the allowed values',
      'blocks[1]: type: must be one of heading, paragraph, list, table, image, gallery, quote, facts, cta',
      'blocks[2].content[0].href: must be an in-site path, https:, mailto: or tel:',
      'blocks[3].content[0].href: must be an in-site path, https:, mailto: or tel:',
      'blocks[4].rows[0]: must have 2 cells like the head, has 1',
      "blocks[5]: must have required property 'height'",
      'blocks[6].items[0]: unknown property "extra"',
      'blocks[7].content[0]: type: must be one of text, link',
    ]);
  });
});

describe('the seed', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.remove());

  it('refuses fixtures with a bad block, naming campus, key and block, and writes nothing', async () => {
    const handle = await openDatabase(database.options);
    try {
      await seedDatabase(handle.db, CAMPUS_SEEDS);
      const before = await handle.db.selectFrom('content').select(['id', 'blocks_en']).orderBy('id').execute();

      const seeds = structuredClone(CAMPUS_SEEDS) as CampusSeed[];
      const bisz = seeds.find((s) => s.code === 'BISZ')!;
      bisz.groups.about.mission = { en: 'Changed **copy**', zh: '改过的文字' }; // valid, and must not be written either
      const bigz = seeds.find((s) => s.code === 'BIGZ')!;
      const cta = (href: string, label: string): Block[] => [
        { type: 'heading', level: 2, text: label },
        { type: 'cta', links: [{ label, href }] },
      ];
      // about.mission becomes two paragraphs of Markdown, so the call to action is blocks[3].
      (bigz.groups.about as Record<string, unknown>).mission = [{ en: 'One paragraph.\n\nAnother paragraph.', zh: '第一段。\n\n第二段。' }, { en: cta('javascript:alert(1)', 'Apply'), zh: cta('/admissions/apply', '申请') }];

      const refused = seedDatabase(handle.db, seeds);
      await expect(refused).rejects.toThrow(SeedContentError);
      await expect(refused).rejects.toThrow('BIGZ about.mission blocks[3].links[0].href: must be an in-site path, https:, mailto: or tel: (en)');
      const after = await handle.db.selectFrom('content').select(['id', 'blocks_en']).orderBy('id').execute();
      expect(after).toEqual(before);
      expect(JSON.stringify(after)).not.toContain('Changed');
    } finally {
      await handle.close();
    }
  });
});

describe('migration 002_content_blocks', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.remove());

  it('turns the plain-text body of an existing database into paragraph blocks', async () => {
    const old = await openDatabase({ ...database.options, migrateTo: '001_content' });
    try {
      await sql`insert into content (id, site, menu_id, key, sort, urls, link, path, date, views,
          title_en, title_zh, summary_en, summary_zh, body_en, body_zh)
        values (7, 'BIGZ', '0201', 'about.mission', 0, '[]', '', '', '', 0, 'About', '关于', '', '',
          ${'First paragraph.\n\nSecond paragraph,\nstill the second.\n\n\n'}, ${'第一段。\n\n第二段。'})`.execute(old.db);
    } finally {
      await old.close();
    }

    const migrated = await openDatabase(database.options);
    try {
      const content = new ContentService(migrated.db, '/storage');
      expect((await content.detail('BIGZ', 'en', 7)).blocks).toEqual([
        { type: 'paragraph', content: [text('First paragraph.')] },
        { type: 'paragraph', content: [text('Second paragraph,\nstill the second.')] },
      ]);
      expect((await content.detail('BIGZ', 'zh', 7)).blocks).toEqual([
        { type: 'paragraph', content: [text('第一段。')] },
        { type: 'paragraph', content: [text('第二段。')] },
      ]);
      const columns = migrated.dialect === 'sqlite'
        ? (await sql<{ name: string }>`select name from pragma_table_info('content')`.execute(migrated.db)).rows.map((r) => r.name)
        : (await sql<{ name: string }>`select column_name as name from information_schema.columns where table_name = 'content' and table_schema = current_schema()`.execute(migrated.db)).rows.map((r) => r.name);
      expect(columns).toEqual(expect.arrayContaining(['blocks_en', 'blocks_zh']));
      expect(columns).not.toContain('body_en');
      expect(columns).not.toContain('body_zh');
    } finally {
      await migrated.close();
    }
  });
});

describe('the OpenAPI document', () => {
  it('describes blocks exactly', async () => {
    const server = await startTestServer();
    try {
      const doc = (await raw(server.base, '/api/openapi.json')).body;
      const text = JSON.stringify(doc);
      const item = doc.paths['/api/{site}/user/content/content-detail'].get.responses['200'].content['application/json'].schema.properties.data;
      expect(JSON.stringify(item.properties.blocks)).toMatch(/"\$ref":"#\/components\/schemas\/[^"]+"/);
      expect(item.properties.body).toBeUndefined();
      const block = Object.values(doc.components.schemas as Record<string, { oneOf?: { properties: { type: { enum: string[] } } }[] }>)
        .find((s) => s.oneOf?.some((m) => m.properties.type.enum[0] === 'gallery'))!;
      expect(block.oneOf!.map((m) => m.properties.type.enum[0])).toEqual(['heading', 'paragraph', 'list', 'table', 'image', 'gallery', 'quote', 'facts', 'cta']);
      expect(text).toContain('mailto:');
    } finally {
      await server.close();
    }
  });
});

describe("the studio's inline Markdown", () => {
  it('reads **bold**, *italic* and [label](href) as runs, line breaks as spaces', () => {
    expect(inlineMarkdown('A **bold** and *quiet*\nword, see [the fees](/admissions/tuition).')).toEqual([
      { type: 'text', text: 'A ' }, { type: 'text', text: 'bold', strong: true }, { type: 'text', text: ' and ' },
      { type: 'text', text: 'quiet', em: true }, { type: 'text', text: ' word, see ' },
      { type: 'link', text: 'the fees', href: '/admissions/tuition' }, { type: 'text', text: '.' },
    ]);
  });

  it('gives back the runs it was given, whatever characters they hold', () => {
    const runs = [
      [{ type: 'text', text: 'Fees: 2*3 = 6, a_b, [not a link], `code`, <b>tag</b> and \\ backslash' }],
      [{ type: 'text', text: 'Lead ' }, { type: 'text', text: 'strong words', strong: true }, { type: 'text', text: ' then ' }, { type: 'text', text: 'both', strong: true, em: true }],
      [{ type: 'link', text: 'Apply [now]', href: 'https://example.cn/apply?a=(1)' }, { type: 'text', text: ' 或致电' }, { type: 'link', text: '电话', href: 'tel:+8675512345678' }],
      [{ type: 'text', text: '中文的**不是粗体**，也不是*斜体*。' }],
    ] as const;
    for (const run of runs) expect(inlineMarkdown(inlinesToMarkdown(run as never))).toEqual(run);
  });
});
