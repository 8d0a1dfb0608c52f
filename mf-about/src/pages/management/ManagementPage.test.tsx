/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import { getApi, type ContentItem } from '@schools/shared-api';
import { go, item, renderAbout, text } from '../../test-support/render';

const leader = (id: number, name: string, role: string, bio: string): ContentItem =>
  item({ id, menuId: '0204', key: `leader-${id}`, title: name, summary: role, urls: [`/storage/bisz/leader-${id}.svg`], path: '/about/management/detail', blocks: [text(bio)] });

const LEADERS = [
  leader(79, 'Margaret Ellison', 'Head of School', 'Margaret joined us in 2022.'),
  leader(80, 'Daniel Okafor', 'Deputy Head', 'Daniel teaches physics.'),
];

describe('School Leadership', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists every leader as a card with photo, name and role, each opening their profile', async () => {
    jest.spyOn(getApi(), 'contentByMenu').mockResolvedValue([item({ menuId: '0204', key: 'management.article_desc', blocks: [text('Led by experienced educators.')] })]);
    const list = jest.spyOn(getApi(), 'contentList').mockResolvedValue({ list: LEADERS, page: 1, size: 50, total: 2 });
    const { container } = renderAbout('#/about/management?lang=en');
    await waitFor(() => expect(screen.getByText('Margaret Ellison')).toBeTruthy());
    expect(list).toHaveBeenCalledWith({ menuId: '0204', page: 1, size: 50 });
    expect(screen.getByText('Led by experienced educators.')).toBeTruthy();
    const cards = [...container.querySelectorAll('.ui-card')];
    expect(cards.map((c) => [c.querySelector('.ui-card__title')?.textContent, c.querySelector('.ui-card__summary')?.textContent])).toEqual([
      ['Margaret Ellison', 'Head of School'],
      ['Daniel Okafor', 'Deputy Head'],
    ]);
    expect(cards[0]!.querySelector('img')?.getAttribute('src')).toBe('/storage/bisz/leader-79.svg');
    expect(within(cards[1] as HTMLElement).getByRole('link').getAttribute('href')).toBe('#/about/management/detail?id=80&lang=en');
  });

  it('shows a profile with photo, name, role and bio, and keeps the list as it was on return', async () => {
    jest.spyOn(getApi(), 'contentByMenu').mockResolvedValue([]);
    const list = jest.spyOn(getApi(), 'contentList').mockResolvedValue({ list: LEADERS, page: 1, size: 50, total: 2 });
    const detail = jest.spyOn(getApi(), 'contentDetail').mockImplementation(async ({ id }) => LEADERS.find((l) => l.id === id)!);
    const { container } = renderAbout('#/about/management?lang=en');
    await waitFor(() => expect(screen.getByText('Daniel Okafor')).toBeTruthy());

    go('#/about/management/detail?id=80&lang=en');
    await waitFor(() => expect(screen.getByText('Daniel teaches physics.')).toBeTruthy());
    expect(detail).toHaveBeenCalledWith({ id: 80 });
    const profile = container.querySelector('.about-detail') as HTMLElement;
    // The leader's name is the page's heading.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Daniel Okafor');
    expect(within(profile).getByText('Deputy Head')).toBeTruthy();
    expect(within(profile).getByRole('img', { name: 'Daniel Okafor' }).getAttribute('src')).toBe('/storage/bisz/leader-80.svg');
    expect(screen.getByRole('link', { name: /Back/ }).getAttribute('href')).toBe('#/about/management?lang=en');

    go('#/about/management?lang=en');
    // The cached list comes back without asking the API again.
    expect(screen.getByText('Margaret Ellison')).toBeTruthy();
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('says so when a profile does not exist', async () => {
    // An id the API does not know is a stale address: the page says so, and offers no retry.
    jest.spyOn(getApi(), 'contentDetail').mockRejectedValue({ code: '404' });
    renderAbout('#/about/management/detail?id=999&lang=en');
    expect(await screen.findByText('This page could not be found. It may have been moved or removed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /retry|try again/i })).toBeNull();
  });
});
