/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { getApi, type ContentItem, type Page } from '@schools/shared-api';
import { NEWS_PAGE_SIZE } from './useNewsPage';
import { go, renderNews, story } from '../../test-support/render';

const page = (from: number, count: number, total: number, n: number): Page<ContentItem> => ({
  list: Array.from({ length: count }, (_, i) => story(from + i)), page: n, size: NEWS_PAGE_SIZE, total,
});

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('news list', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the first page as cards linking to their details, and Load more appends the rest then goes', async () => {
    const list = jest.spyOn(getApi(), 'contentList')
      .mockResolvedValueOnce(page(1, NEWS_PAGE_SIZE, 10, 1))
      .mockResolvedValueOnce(page(1 + NEWS_PAGE_SIZE, 10 - NEWS_PAGE_SIZE, 10, 2));
    renderNews('#/news_list?lang=en');
    await screen.findByText('Story 1');
    expect(titles()).toHaveLength(NEWS_PAGE_SIZE);
    expect(list).toHaveBeenCalledWith({ menuId: '07', page: 1, size: NEWS_PAGE_SIZE });
    const link = screen.getByRole('link', { name: 'Story 2' });
    expect(link.getAttribute('href')).toBe('#/news_detail?id=2&lang=en');
    expect(screen.getAllByText('20 December 2024')).toHaveLength(NEWS_PAGE_SIZE);

    const more = screen.getByRole('button', { name: 'Load more' });
    more.focus();
    fireEvent.click(more);
    await screen.findByText('Story 10');
    expect(list).toHaveBeenLastCalledWith({ menuId: '07', page: 2, size: NEWS_PAGE_SIZE });
    expect(titles()).toEqual(Array.from({ length: 10 }, (_, i) => `Story ${i + 1}`));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    // The button is gone: the focus is on the first new story, where the reader goes on.
    expect(document.activeElement).toBe(screen.getByRole('link', { name: `Story ${NEWS_PAGE_SIZE + 1}` }));
  });

  it('keeps Load more focusable while the next page loads, then focuses its first story', async () => {
    let answer: (p: Page<ContentItem>) => void = () => undefined;
    jest.spyOn(getApi(), 'contentList')
      .mockResolvedValueOnce(page(1, NEWS_PAGE_SIZE, 30, 1))
      .mockImplementationOnce(() => new Promise((resolve) => { answer = resolve; }));
    renderNews('#/news_list?lang=en');
    const more = await screen.findByRole('button', { name: 'Load more' });
    more.focus();
    fireEvent.click(more);
    expect(more.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(more);
    await act(async () => answer(page(1 + NEWS_PAGE_SIZE, NEWS_PAGE_SIZE, 30, 2)));
    expect(document.activeElement).toBe(screen.getByRole('link', { name: `Story ${NEWS_PAGE_SIZE + 1}` }));
    expect(screen.getByRole('button', { name: 'Load more' }).hasAttribute('aria-disabled')).toBe(false);
  });

  it('keeps the loaded pages while the visitor reads a story and comes back', async () => {
    jest.spyOn(getApi(), 'contentList')
      .mockResolvedValueOnce(page(1, NEWS_PAGE_SIZE, 20, 1))
      .mockResolvedValueOnce(page(1 + NEWS_PAGE_SIZE, NEWS_PAGE_SIZE, 20, 2));
    jest.spyOn(getApi(), 'contentDetail').mockImplementation(async ({ id }) => story(id));
    jest.spyOn(getApi(), 'newsIds').mockResolvedValue([1, 2, 3]);
    jest.spyOn(getApi(), 'contentView').mockResolvedValue({ id: 2, views: 5 });
    renderNews('#/news_list?lang=en');
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await screen.findByText(`Story ${2 * NEWS_PAGE_SIZE}`);

    go('#/news_detail?id=2&lang=en');
    await screen.findByText('Body of story 2');
    go('#/news_list?lang=en');
    const list = document.querySelector('[data-route="/news_list"]') as HTMLElement;
    expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(2 * NEWS_PAGE_SIZE);
    expect(getApi().contentList).toHaveBeenCalledTimes(2);
  });

  it('says in the page language when there is no news, with a way on', async () => {
    jest.spyOn(getApi(), 'contentList').mockResolvedValue({ list: [], page: 1, size: NEWS_PAGE_SIZE, total: 0 });
    renderNews('#/news_list?lang=cn', 'zh');
    expect(await screen.findByText('暂无新闻。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('#/home?lang=cn');
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
  });

  it('shows a failure in the page language and loads again on retry', async () => {
    jest.spyOn(getApi(), 'contentList')
      .mockRejectedValueOnce({ code: '500', message: 'down', data: null, status: 500 })
      .mockResolvedValueOnce(page(1, 3, 3, 1));
    renderNews('#/news_list?lang=cn', 'zh');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/[\u4e00-\u9fff]/);
    fireEvent.click(within(alert).getByRole('button'));
    await screen.findByText('Story 3');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
