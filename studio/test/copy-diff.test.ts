// What the publish dialog shows: each language's copy as lines, and only what changed between the live
// copy and the copy to publish, words (English) or characters (Chinese) marked.
import type { Block } from '@schools/shared-api';
import type { ContentBody } from '@schools/api-server/staff-contract';
import { copyLines, diffCopy } from '../src/copy/copyDiff';

const p = (text: string): Block => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const body = (en: string[], zh: string[], title = { en: 'Mission', zh: '办学使命' }): ContentBody => ({
  title, summary: { en: '', zh: '' }, blocks: { en: en.map(p), zh: zh.map(p) },
});

describe('copyDiff', () => {
  it('reads a body as lines in each language, naming its fields, blocks as they read', () => {
    const b: ContentBody = { ...body(['One.'], ['一。']), blocks: { en: [{ type: 'heading', level: 2, text: 'Why' }, { type: 'list', ordered: false, items: [[{ type: 'text', text: 'a' }], [{ type: 'text', text: 'b' }]] }], zh: [p('一。')] } };
    expect(copyLines(b, 'en')).toEqual(['title: Mission', '## Why', '• a', '• b']);
    expect(copyLines(b, 'zh')).toEqual(['title: 办学使命', '一。']);
    // What has no language (a fee, a link) shows in both.
    expect(copyLines({ rows: [{ grade: { en: 'Grade 1', zh: '一年级' }, annualFee: 200000 }], otherFees: [], notes: [] }, 'zh')).toEqual(['rows 1 › grade: 一年级', 'rows 1 › annualFee: 200000']);
  });

  it('shows only what changed, with a line of context and the unchanged lines counted', () => {
    const before = body(['First.', 'Second.', 'Third.', 'Fourth.', 'We teach by doing.', 'Last.'], ['甲。']);
    const after = body(['First.', 'Second.', 'Third.', 'Fourth.', 'We teach by making.', 'Last.'], ['甲。']);
    const rows = diffCopy(copyLines(before, 'en'), copyLines(after, 'en'), 'en');
    expect(rows).toEqual([
      { kind: 'skipped', count: 4 },
      { kind: 'same', text: 'Fourth.' },
      { kind: 'changed', pieces: [{ text: 'We teach by ' }, { text: 'doing', change: 'removed' }, { text: 'making', change: 'added' }, { text: '.' }] },
      { kind: 'same', text: 'Last.' },
    ]);
    expect(diffCopy(copyLines(before, 'zh'), copyLines(after, 'zh'), 'zh')).toEqual([]);
  });

  it('marks Chinese by character, and lines added or removed whole', () => {
    const rows = diffCopy(copyLines(body([], ['我们重视阅读。']), 'zh'), copyLines(body([], ['我们重视写作。', '新的一段。']), 'zh'), 'zh');
    expect(rows).toEqual([
      { kind: 'same', text: 'title: 办学使命' },
      { kind: 'changed', pieces: [{ text: '我们重视' }, { text: '阅读', change: 'removed' }, { text: '写作', change: 'added' }, { text: '。' }] },
      { kind: 'added', text: '新的一段。' },
    ]);
  });
});
