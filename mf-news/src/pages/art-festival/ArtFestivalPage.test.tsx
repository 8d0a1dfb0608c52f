/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { getApi, type ContentItem } from '@schools/shared-api';
import { renderNews } from '../../test-support/render';

const copy: ContentItem = {
  id: 1, menuId: '0701', key: 'art_festival.article_desc', title: '艺术节', summary: '', urls: [], alts: [], link: '', path: '', date: '', views: 0,
  blocks: [
    { type: 'paragraph', content: [{ type: 'text', text: '每年春天，学校都会变身为美术馆。' }] },
    { type: 'gallery', images: [{ src: '/storage/a.svg', alt: '学生作品展', width: 800, height: 450 }] },
  ],
};

describe('art festival', () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows the campus's art festival copy and gallery from the API", async () => {
    const call = jest.spyOn(getApi(), 'contentByMenu').mockImplementation(async ({ menuId }) => (menuId === '0701' ? [copy] : []));
    renderNews('#/art_festival?lang=cn', 'zh');
    expect(await screen.findByText('每年春天，学校都会变身为美术馆。')).toBeTruthy();
    expect(screen.getByAltText('学生作品展')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('艺术节');
    expect(call).toHaveBeenCalledWith({ menuId: '0701' });
  });
});
