import { copyTitle, hubEntries, type Block, type ContentItem } from '@schools/shared-api';

const list = (block: Extract<Block, { type: 'list' }>): Block[] => [block];

describe('hubEntries', () => {
  it('reads each list item as its bold head, its words and its links, without the separators between them', () => {
    const blocks = list({
      type: 'list', ordered: false, items: [
        [{ type: 'text', text: '07:20', strong: true }, { type: 'text', text: ' Buses arrive. ' }, { type: 'link', text: 'School bus', href: '/stuLife/studService/schoolBus' }],
        [{ type: 'text', text: '25 January 2027:', strong: true }, { type: 'text', text: '  Priority\ndeadline. ' }],
        [{ type: 'text', text: '第一步', strong: true }, { type: 'text', text: '：咨询。' }],
      ],
    });
    expect(hubEntries(blocks)).toEqual([
      { head: '07:20', text: 'Buses arrive', links: [{ text: 'School bus', href: '/stuLife/studService/schoolBus' }] },
      { head: '25 January 2027', text: 'Priority deadline', links: [] },
      { head: '第一步', text: '咨询', links: [] },
    ]);
  });

  it('takes the items of every list and ignores the other blocks', () => {
    const blocks: Block[] = [
      { type: 'paragraph', content: [{ type: 'text', text: 'Intro', strong: true }] },
      { type: 'list', ordered: true, items: [[{ type: 'text', text: 'One', strong: true }]] },
      { type: 'list', ordered: false, items: [[{ type: 'text', text: 'Two', strong: true }]] },
    ];
    expect(hubEntries(blocks).map((e) => e.head)).toEqual(['One', 'Two']);
  });
});

describe('copyTitle', () => {
  const item = (key: string, title: string) => ({ key, title }) as ContentItem;
  it("is the title of the copy with that key, '' without one", () => {
    expect(copyTitle([item('hub.day', 'A school day'), item('hub.intro', 'Student Life')], 'hub.day')).toBe('A school day');
    expect(copyTitle([item('hub.intro', 'Student Life')], 'hub.day')).toBe('');
  });
});
