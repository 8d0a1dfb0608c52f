/** @jest-environment jsdom */
import { waitFor } from '@testing-library/react';
import { getApi, type Block } from '@schools/shared-api';
import { item, renderStudentLife, text } from '../../test-support/render';

const picture = (src: string): Block => ({ type: 'image', src, alt: 'A picture', width: 800, height: 450 });

describe('/stuLife', () => {
  afterEach(() => jest.restoreAllMocks());

  it("lists the section's pages as cards pictured by their own copy", async () => {
    jest.spyOn(getApi(), 'contentByMenu').mockImplementation(async ({ menuId }) => (menuId === '0303'
      ? [item({ menuId, key: 'stay.article_desc', blocks: [picture('/storage/bisz/life-boarding.svg')] })]
      : []));
    const { container } = renderStudentLife('#/stuLife?lang=en');
    await waitFor(() => expect(container.querySelector('.ui-card img')?.getAttribute('src')).toBe('/storage/bisz/life-boarding.svg'));
    const titles = [...container.querySelectorAll('.ui-card__title')].map((t) => t.textContent);
    expect(titles).toEqual(['Library', 'Student Services', 'Boarding Life', 'Campus Life', 'Courses']);
  });

  it("sums up each card in its page's first paragraph, and a group by the pages it holds", async () => {
    jest.spyOn(getApi(), 'contentByMenu').mockImplementation(async ({ menuId }) => {
      if (menuId === '0301') return [item({ menuId, key: 'library.content_1', blocks: [picture('/storage/bisz/library.svg'), text('The library is the reading heart of the school.'), text('Its second paragraph.')] })];
      if (menuId === '0303') return [item({ menuId, key: 'stay.article_desc', blocks: [{ type: 'heading', level: 2, text: 'A day school' }, text('Students go home every afternoon.')] })];
      // The group's picture comes from its first page, whose words are not the group's.
      if (menuId === '0302') return [item({ menuId, key: 'studService.Dining', blocks: [picture('/storage/bisz/dining.svg'), text('Lunch is cooked on campus.')] })];
      if (menuId === '030502') return [item({ menuId, key: 'course.intro', blocks: [text('STEM is hands-on.')] })];
      return [];
    });
    const { container } = renderStudentLife('#/stuLife?lang=en');
    const summaries = () => Object.fromEntries([...container.querySelectorAll('.ui-card')].map((card) => [
      card.querySelector('.ui-card__title')?.textContent, card.querySelector('.ui-card__summary')?.textContent ?? null,
    ]));
    await waitFor(() => expect(summaries()['Library']).toBe('The library is the reading heart of the school.'));
    expect(summaries()).toEqual({
      'Library': 'The library is the reading heart of the school.',
      'Student Services': 'Dining, School Bus, School Uniform, Counseling',
      'Boarding Life': 'Students go home every afternoon.',
      'Campus Life': 'Clubs, Featured Events, Community Service, Field Trips',
      'Courses': 'ICT, STEM, Art and Drama, AP Courses, Humanities, Sports, Chinese',
    });
  });

  it('lists a group\'s pages in Chinese with the Chinese enumeration comma', async () => {
    jest.spyOn(getApi(), 'contentByMenu').mockResolvedValue([]);
    const { container } = renderStudentLife('#/stuLife?lang=cn', { lang: 'zh' });
    await waitFor(() => expect(container.querySelector('.ui-card__summary')).not.toBeNull());
    expect(container.querySelector('.ui-card__summary')!.textContent).toBe('餐饮、校车、校服、心理辅导');
  });

  it('on BBCD neither lists nor asks for the pages it does not offer (campus life, courses)', async () => {
    const byMenu = jest.spyOn(getApi(), 'contentByMenu').mockResolvedValue([]);
    const { container } = renderStudentLife('#/stuLife?lang=cn', { campus: 'BBCD', lang: 'zh' });
    await waitFor(() => expect(byMenu).toHaveBeenCalled());
    const asked = byMenu.mock.calls.map(([params]) => params.menuId);
    expect(asked.filter((m) => m.startsWith('0304') || m.startsWith('0305'))).toEqual([]);
    // The cards show once their pictures are known.
    await waitFor(() => expect([...container.querySelectorAll('.ui-card__title')].map((t) => t.textContent)).toEqual(['图书馆', '学生服务', '寄宿生活']));
  });
});
