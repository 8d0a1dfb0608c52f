/** @jest-environment jsdom */
import { waitFor, within } from '@testing-library/react';
import { getApi } from '@schools/shared-api';
import { item, renderAbout, text } from '../../test-support/render';

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

  it("sums up each card in its page's own words: the article's first paragraph, Leadership's introduction, the latest award", async () => {
    const picture = { type: 'image' as const, src: '/storage/bisz/x.svg', alt: '', width: 800, height: 450 };
    jest.spyOn(getApi(), 'contentByMenu').mockImplementation(async ({ menuId }) => {
      if (menuId === '02') return [item({ menuId, key: 'about.mission', blocks: [picture, text('Every student a curious learner.')] })];
      // Our School's picture is in its second article, its summary in the first.
      if (menuId === '0203') {
        return [
          item({ menuId, key: 'our_school.article_desc1', blocks: [text('Founded in 2003.')] }),
          item({ menuId, key: 'our_school.article_desc2', blocks: [picture, text('A 520-seat theatre.')] }),
        ];
      }
      if (menuId === '0204') return [item({ menuId, key: 'management.article_desc', blocks: [text('Led by experienced educators.')] })];
      return [];
    });
    jest.spyOn(getApi(), 'contentList').mockImplementation(async ({ menuId }) => ({
      list: [item({ key: 'x', title: menuId === '020603' ? 'Robotics team wins the regional final' : 'Margaret Ellison', urls: ['/storage/bisz/y.svg'] })],
      page: 1, size: 1, total: 1,
    }));
    const { container } = renderAbout('#/about?lang=en');
    const summaries = () => Object.fromEntries([...container.querySelectorAll('.ui-card')].map((card) => [
      card.querySelector('.ui-card__title')?.textContent, card.querySelector('.ui-card__summary')?.textContent ?? null,
    ]));
    await waitFor(() => expect(summaries()['Mission']).toBe('Every student a curious learner.'));
    expect(summaries()).toMatchObject({
      'Mission': 'Every student a curious learner.',
      'Our School': 'Founded in 2003.',
      'School Leadership': 'Led by experienced educators.',
      'Our Story': null,
    });

    const achievements = renderAbout('#/about/achievements?lang=en').container;
    await waitFor(() => expect(achievements.querySelector('.ui-card__summary')).not.toBeNull());
    const awards = [...achievements.querySelectorAll('.ui-card')].find((card) => card.querySelector('.ui-card__title')?.textContent === 'Awards and Distinctions');
    expect(awards?.querySelector('.ui-card__summary')?.textContent).toBe('Robotics team wins the regional final');
  });
});
