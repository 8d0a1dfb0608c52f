/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { VIEWS_SHOWN_FROM, bus, getApi } from '@schools/shared-api';
import { renderNews, story } from '../../test-support/render';

function mockApi(views = 120) {
  const detail = jest.spyOn(getApi(), 'contentDetail').mockImplementation(async ({ id }) => {
    if (id === 99) throw { code: '404', message: 'none', data: null, status: 404 };
    // An id of the home page's copy, not of a story.
    if (id === 1) return { ...story(id, 'Home'), menuId: '01' };
    return story(id, bus.language.getValue() === 'zh' ? `新闻 ${id}` : `Story ${id}`);
  });
  const ids = jest.spyOn(getApi(), 'newsIds').mockResolvedValue([3, 5, 8]);
  const view = jest.spyOn(getApi(), 'contentView').mockImplementation(async ({ id }) => ({ id, views }));
  return { detail, ids, view };
}

describe('news detail', () => {
  afterEach(() => jest.restoreAllMocks());

  it("heads the page with the story's title, shows date, views, body, and its neighbours", async () => {
    const api = mockApi();
    renderNews('#/news_detail?id=5&lang=en');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Story 5');
    await screen.findByText('Body of story 5');
    expect(screen.getByText('20 December 2024')).toBeTruthy();
    expect(await screen.findByText('120 views')).toBeTruthy();
    const previous = await screen.findByRole('link', { name: /Previous.*Story 3/ });
    expect(previous.getAttribute('href')).toBe('#/news_detail?id=3&lang=en');
    expect(screen.getByRole('link', { name: /Next.*Story 8/ }).getAttribute('href')).toBe('#/news_detail?id=8&lang=en');
    expect(screen.getByRole('link', { name: /Back$/ }).getAttribute('href')).toBe('#/news_list?lang=en');
    expect(screen.getByRole('link', { name: 'Back to the news list' })).toBeTruthy();
    expect(api.ids).toHaveBeenCalledWith({ menuId: '07' });
    expect(api.view).toHaveBeenCalledTimes(1);
    expect(api.view).toHaveBeenCalledWith({ id: 5 });
  });

  it('has no previous at the head of the list, and records one view however often the language changes', async () => {
    const api = mockApi();
    renderNews('#/news_detail?id=3&lang=en');
    await screen.findByRole('link', { name: /Next.*Story 5/ });
    expect(screen.queryByRole('link', { name: /Previous/ })).toBeNull();
    act(() => bus.language.next('zh'));
    expect((await screen.findByRole('heading', { level: 1, name: '新闻 3' }))).toBeTruthy();
    expect(await screen.findByRole('link', { name: /下一篇.*新闻 5/ })).toBeTruthy();
    expect(screen.getByText('阅读 120')).toBeTruthy();
    expect(api.view).toHaveBeenCalledTimes(1);
  });

  it(`shows no count below ${VIEWS_SHOWN_FROM} views, in either language, but still records the view`, async () => {
    const api = mockApi(VIEWS_SHOWN_FROM - 1);
    const { container } = renderNews('#/news_detail?id=5&lang=en');
    await screen.findByText('Body of story 5');
    await act(async () => undefined);
    expect(api.view).toHaveBeenCalledTimes(1);
    expect(container.querySelector('.news-detail__meta')!.textContent).toBe('20 December 2024');
    act(() => bus.language.next('zh'));
    await screen.findByRole('heading', { level: 1, name: '新闻 5' });
    expect(screen.queryByText(/阅读/)).toBeNull();
  });

  it('says when the story does not exist, in the page language, with the way back to the list', async () => {
    mockApi();
    renderNews('#/news_detail?id=99&lang=cn', 'zh');
    expect(await screen.findByText('未找到这篇新闻。')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: '返回新闻列表' }));
    expect(window.location.hash).toMatch(/^#\/news_list\?/);
  });

  it('treats the id of anything but a story as a story that does not exist', async () => {
    mockApi();
    renderNews('#/news_detail?id=1&lang=en');
    expect(await screen.findByText('This story could not be found.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Home' })).toBeNull();
  });
});

describe('news detail without an id', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the route title and the way back, and asks the API nothing', async () => {
    const api = mockApi();
    renderNews('#/news_detail?lang=en');
    expect(await screen.findByText('This story could not be found.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('News Detail');
    expect(api.detail).not.toHaveBeenCalled();
    expect(api.ids).not.toHaveBeenCalled();
    expect(api.view).not.toHaveBeenCalled();
  });
});
