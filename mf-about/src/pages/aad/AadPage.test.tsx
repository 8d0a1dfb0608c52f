/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getApi, type ContentItem } from '@schools/shared-api';
import { go, item, renderAbout, text } from '../../test-support/render';
import { AWARDS_PAGE_SIZE } from './useAwards';

const award = (n: number): ContentItem =>
  item({ id: 100 + n, menuId: '020603', key: `aad-${n}`, title: `Award ${n}`, summary: `Summary ${n}`, date: '2026-05-05', urls: [`/storage/bisz/aad-${n}.svg`], blocks: [text(`Story of award ${n}`)] });

const ALL = Array.from({ length: AWARDS_PAGE_SIZE + 2 }, (_, i) => award(i + 1));

describe('Awards and Distinctions', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows pictured, dated cards and loads more until every award is shown, then keeps them on return', async () => {
    jest.spyOn(getApi(), 'contentByMenu').mockResolvedValue([]);
    const list = jest.spyOn(getApi(), 'contentList').mockImplementation(async ({ page = 1, size = 10 }) => ({
      list: ALL.slice((page - 1) * size, page * size), page, size, total: ALL.length,
    }));
    jest.spyOn(getApi(), 'contentDetail').mockImplementation(async ({ id }) => ALL.find((a) => a.id === id)!);
    const { container } = renderAbout('#/about/achievements/AAD?lang=en');
    await waitFor(() => expect(container.querySelectorAll('.ui-card')).toHaveLength(AWARDS_PAGE_SIZE));
    expect(list).toHaveBeenCalledWith({ menuId: '020603', page: 1, size: AWARDS_PAGE_SIZE });
    const first = container.querySelector('.ui-card') as HTMLElement;
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/storage/bisz/aad-1.svg');
    expect(within(first).getByText('5 May 2026')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(container.querySelectorAll('.ui-card')).toHaveLength(ALL.length));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    const last = ALL.length;
    go(`#/about/achievements/AAD/detail?id=${100 + last}&lang=en`);
    await waitFor(() => expect(screen.getByText(`Story of award ${last}`)).toBeTruthy());
    expect(screen.getByRole('heading', { level: 1, name: `Award ${last}` })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back/ }).getAttribute('href')).toBe('#/about/achievements/AAD?lang=en');
    go('#/about/achievements/AAD?lang=en');
    expect(container.querySelectorAll('.ui-page-slot:not([hidden]) .ui-card')).toHaveLength(ALL.length);
    expect(list).toHaveBeenCalledTimes(2);
  });
});
