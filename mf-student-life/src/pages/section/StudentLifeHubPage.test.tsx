/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import { getApi, type Block, type Club } from '@schools/shared-api';
import { item, renderStudentLife, text } from '../../test-support/render';

const day: Block = { type: 'list', ordered: false, items: [
  [{ type: 'text', text: '07:20', strong: true }, { type: 'text', text: ' Buses arrive. ' }, { type: 'link', text: 'School bus', href: '/stuLife/studService/schoolBus' }],
  [{ type: 'text', text: '15:30', strong: true }, { type: 'text', text: ' Clubs and sport.' }],
] };
const clubs: Club[] = [
  { id: 3, category: 'Sports', name: 'Swim Squad', summary: '', pic: '', picAlt: '' },
  { id: 5, category: 'Arts', name: "Children's Choir", summary: '', pic: '', picAlt: '' },
  { id: 4, category: 'Sports', name: 'Football Club', summary: '', pic: '', picAlt: '' },
];

function mockApi() {
  jest.spyOn(getApi(), 'contentByMenu').mockImplementation(async ({ menuId }) => (menuId === '03'
    ? [
        item({ menuId, key: 'hub.intro', title: 'Student Life', blocks: [text('A day here is more than its lessons.')] }),
        item({ menuId, key: 'hub.day', title: 'A school day', blocks: [day] }),
      ]
    : []));
  return jest.spyOn(getApi(), 'clubList').mockResolvedValue(clubs);
}

describe('/stuLife as a hub', () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows the school's words, its day as a timeline and its clubs by category, each club linked to its page", async () => {
    mockApi();
    const { container } = renderStudentLife('#/stuLife?lang=en');
    const dayPanel = await screen.findByRole('region', { name: 'A school day' });
    expect(container.querySelector('.ui-hub__intro')!.textContent).toBe('A day here is more than its lessons.');
    expect([...dayPanel.querySelectorAll('.ui-hub__times li')].map((li) => [li.querySelector('strong')!.textContent, li.querySelector('span')!.textContent])).toEqual([
      ['07:20', 'Buses arrive'], ['15:30', 'Clubs and sport'],
    ]);
    expect(within(dayPanel).getByRole('link', { name: 'School bus' }).getAttribute('href')).toBe('#/stuLife/studService/schoolBus?lang=en');
    const clubPanel = screen.getByRole('region', { name: 'Clubs this year' });
    expect([...clubPanel.querySelectorAll('li')].map((li) => [li.querySelector('strong')!.textContent, [...li.querySelectorAll('a')].map((a) => a.textContent)])).toEqual([
      ['Sports', ['Swim Squad', 'Football Club']],
      ['Arts', ["Children's Choir"]],
    ]);
    expect(within(clubPanel).getByRole('link', { name: 'Football Club' }).getAttribute('href')).toBe('#/stuLife/wonderfulLife/club?club=4&lang=en');
  });

  it('on BBCD, which offers no campus-life pages, neither asks for its clubs nor lists them', async () => {
    const clubList = mockApi();
    renderStudentLife('#/stuLife?lang=cn', { campus: 'BBCD', lang: 'zh' });
    expect(await screen.findByRole('region', { name: 'A school day' })).toBeTruthy();
    expect(clubList).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: '本学年社团' })).toBeNull();
  });

  it("keeps its groups' pages as plain card pages: Student Services has no hub", async () => {
    mockApi();
    const { container } = renderStudentLife('#/stuLife/studService?lang=en');
    await waitFor(() => expect(container.querySelectorAll('.ui-card')).not.toHaveLength(0));
    expect(container.querySelector('.ui-hub')).toBeNull();
  });
});
