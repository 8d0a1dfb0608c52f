/** @jest-environment jsdom */
import { waitFor } from '@testing-library/react';
import { getApi, type Block } from '@schools/shared-api';
import { item, renderStudentLife } from '../../test-support/render';

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

  it('on BBCD neither lists nor asks for the pages it does not offer (campus life, courses)', async () => {
    const byMenu = jest.spyOn(getApi(), 'contentByMenu').mockResolvedValue([]);
    const { container } = renderStudentLife('#/stuLife?lang=cn', { campus: 'BBCD', lang: 'zh' });
    await waitFor(() => expect(byMenu).toHaveBeenCalled());
    const asked = byMenu.mock.calls.map(([params]) => params.menuId);
    expect(asked.filter((m) => m.startsWith('0304') || m.startsWith('0305'))).toEqual([]);
    expect([...container.querySelectorAll('.ui-card__title')].map((t) => t.textContent)).toEqual(['图书馆', '学生服务', '寄宿生活']);
  });
});
