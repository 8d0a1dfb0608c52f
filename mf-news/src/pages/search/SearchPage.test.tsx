/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { getApi, type SearchHit, type SearchResults } from '@schools/shared-api';
import { SEARCH_DEBOUNCE_MS } from './SearchPage';
import { SEARCH_PAGE_SIZE } from './useSearch';
import { go, renderNews } from '../../test-support/render';

const hit = (fields: Partial<SearchHit> = {}): SearchHit => ({
  kind: 'page', title: 'School Bus', section: 'Student Life', address: '/stuLife/studService/schoolBus',
  snippet: 'The school bus service runs 6 routes <b>daily</b>.', highlights: [[4, 10], [11, 14]], ...fields,
});
const results = (items: SearchHit[], fields: Partial<SearchResults> = {}): SearchResults => ({ total: items.length, items, otherLanguage: false, ...fields });

describe('search page', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it("shows what the address's query finds: the count said politely, each title a link of the site, the matched words marked in text", async () => {
    const search = jest.spyOn(getApi(), 'search').mockResolvedValue(results([hit(), hit({ kind: 'news', title: 'A new bus route', section: 'News', address: '/news_detail?id=71', highlights: [] })], { total: 2 }));
    renderNews('#/search?q=%20school%20bus%20&lang=en');
    expect((await screen.findByText('2 results for “school bus”')).closest('[role="status"]')).not.toBeNull();
    expect(search).toHaveBeenCalledWith({ q: 'school bus', limit: SEARCH_PAGE_SIZE });
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'School Bus' }).getAttribute('href')).toBe('#/stuLife/studService/schoolBus?lang=en');
    expect(within(second!).getByRole('link', { name: 'A new bus route' }).getAttribute('href')).toBe('#/news_detail?id=71&lang=en');
    expect([...first!.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['school', 'bus']);
    // The server's words are text: markup in them is shown, never made.
    expect(first!.querySelector('b')).toBeNull();
    expect(first!.textContent).toContain('<b>daily</b>');
    expect((screen.getByRole('searchbox', { name: 'Search this site' }) as HTMLInputElement).value).toBe(' school bus ');
  });

  it('follows the typing once it pauses, in place of the address (no history entry per word), then asks for the new words', async () => {
    const search = jest.spyOn(getApi(), 'search').mockResolvedValue(results([hit()]));
    renderNews('#/search?q=bus&lang=en');
    await screen.findByText('1 result for “bus”');
    jest.useFakeTimers();
    const entries = history.length;
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'tuit' } });
    act(() => void jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'tuition' } });
    act(() => void jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(location.hash).toBe('#/search?q=tuition&lang=en');
    expect(history.length).toBe(entries);
    jest.useRealTimers();
    go('#/search?q=tuition&lang=en');
    await screen.findByText('1 result for “tuition”');
    expect(search.mock.calls.map(([params]) => params.q)).toEqual(['bus', 'tuition']);
  });

  it('says when the results are in the other language, and marks them so', async () => {
    jest.spyOn(getApi(), 'search').mockResolvedValue(results([hit({ title: '校车', section: '学生生活', snippet: '校车服务', highlights: [[0, 2]] })], { otherLanguage: true }));
    renderNews('#/search?q=%E6%A0%A1%E8%BD%A6&lang=en');
    expect(await screen.findByText('Nothing matched in English; these pages are in Chinese.')).toBeTruthy();
    expect(screen.getByRole('listitem').getAttribute('lang')).toBe('zh-CN');
  });

  it('asks nothing for an empty query, and offers more results while there are', async () => {
    const search = jest.spyOn(getApi(), 'search').mockResolvedValue(results(Array.from({ length: SEARCH_PAGE_SIZE }, (_, i) => hit({ address: `/page/${i}` })), { total: 14 }));
    renderNews('#/search?lang=en');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
    expect(search).not.toHaveBeenCalled();
    go('#/search?q=school&lang=en');
    fireEvent.click(await screen.findByRole('button', { name: 'Show more results' }));
    await screen.findByText('14 results for “school”');
    expect(search).toHaveBeenLastCalledWith({ q: 'school', limit: 2 * SEARCH_PAGE_SIZE });
  });
});
