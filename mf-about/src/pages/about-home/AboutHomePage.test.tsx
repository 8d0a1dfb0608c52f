/** @jest-environment jsdom */
import { waitFor, within } from '@testing-library/react';
import { getApi } from '@schools/shared-api';
import { item, renderAbout } from '../../test-support/render';

describe('/about', () => {
  afterEach(() => jest.restoreAllMocks());

  it("lists the section's pages as cards, each with a picture from its own copy where it has one", async () => {
    jest.spyOn(getApi(), 'contentByMenu').mockImplementation(async ({ menuId }) => (menuId === '02'
      ? [item({ key: 'about.mission', blocks: [{ type: 'image', src: '/storage/bisz/about-mission.svg', alt: '', width: 800, height: 450 }] })]
      : []));
    jest.spyOn(getApi(), 'contentList').mockResolvedValue({ list: [item({ key: 'leader-1', urls: ['/storage/bisz/leader-01.svg'] })], page: 1, size: 1, total: 1 });
    const { container } = renderAbout('#/about?lang=en');
    await waitFor(() => expect(container.querySelectorAll('.ui-card img')).toHaveLength(2));
    const pictured = [...container.querySelectorAll('.ui-card')].map((card) => [card.querySelector('.ui-card__title')?.textContent, card.querySelector('img')?.getAttribute('src') ?? null]);
    expect(pictured).toEqual(expect.arrayContaining([
      ['Mission', '/storage/bisz/about-mission.svg'],
      ['School Leadership', '/storage/bisz/leader-01.svg'],
      ['Our Story', null],
    ]));
    expect(within(container.querySelector('.ui-card-list') as HTMLElement).getByRole('link', { name: 'Mission' }).getAttribute('href')).toBe('#/about/mission?lang=en');
  });
});
