/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { bus, getApi, getCampus, parseHash, type Block, type CampusCode, type ContentItem, type Lang, type Page } from '@schools/shared-api';
import { RoutesContext } from '@schools/ui';
import { ROUTES } from '@schools/root-config/routes';
import { routeState } from '@schools/root-config/navigation';
import { mockScreen } from '@schools/ui/testing/match-media';
import { HomeApp } from './HomeApp';

const text = (t: string): Block => ({ type: 'paragraph', content: [{ type: 'text', text: t }] });
const heading = (t: string): Block => ({ type: 'heading', level: 2, text: t });
const item = (fields: Partial<ContentItem> & Pick<ContentItem, 'key'>): ContentItem => ({
  id: 1, menuId: '01', title: '', summary: '', blocks: [], urls: [], link: '', path: '', date: '', views: 0, ...fields,
});
const page = (list: ContentItem[]): Page<ContentItem> => ({ list, page: 1, size: list.length, total: list.length });

const COPY = [
  item({ key: 'home.welcome', blocks: [heading('Every child is known'), text('We welcome 38 nationalities.'), { type: 'facts', items: [{ label: 'students', value: '1,150' }] }] }),
  item({ key: 'home.sections', blocks: [heading('Discover our school'), text('Who we are.')] }),
  item({ key: 'home.apply', blocks: [heading('Join us'), { type: 'cta', links: [{ label: 'Start your application', href: '/admissions/apply', primary: true }] }] }),
];
const CARDS = [
  item({ id: 11, key: 'card-1', path: '/about', title: 'About us', summary: 'Our story.', urls: ['/storage/bisz/home-about.svg'] }),
  item({ id: 12, key: 'card-2', path: '/admissions', title: 'Admissions', summary: 'How to apply.', urls: ['/storage/bisz/home-admissions.svg'] }),
  item({ id: 13, key: 'card-3', path: '/no-such-section', title: 'Gone', summary: 'A section the site no longer has.' }),
];
const NEWS = [
  item({ id: 101, menuId: '07', key: 'news-1', path: '/news_detail', title: 'Open days', summary: 'Come and see.', date: '2026-11-21', urls: ['/storage/bisz/n1.svg'] }),
  item({ id: 102, menuId: '07', key: 'news-2', path: '/news_detail', title: 'Science fair', summary: 'Projects.', date: '2026-11-01' }),
];

function renderHome(campus: CampusCode = 'BISZ', lang: Lang = 'en') {
  mockScreen({ width: 390 });
  bus.campus.next(getCampus(campus));
  bus.language.next(lang);
  act(() => bus.route.next(routeState(ROUTES, parseHash(`#/home?lang=${lang === 'zh' ? 'cn' : 'en'}`))));
  return render(
    <RoutesContext.Provider value={ROUTES}>
      <HomeApp />
    </RoutesContext.Provider>,
  );
}

function mockApi({ copyFails = false } = {}) {
  const api = getApi();
  jest.spyOn(api, 'homeBanner').mockRejectedValue({ code: '500' });
  const byMenu = jest.spyOn(api, 'contentByMenu');
  if (copyFails) byMenu.mockRejectedValueOnce({ code: '500' });
  byMenu.mockResolvedValue(COPY);
  const list = jest.spyOn(api, 'contentList').mockImplementation(async ({ menuId }) => page(menuId === '01' ? CARDS : NEWS));
  return { byMenu, list };
}

describe('Home', () => {
  afterEach(() => jest.restoreAllMocks());

  it('welcomes with the campus copy and key facts, and leads on to Our School', async () => {
    const { byMenu } = mockApi();
    renderHome();
    const welcome = (await screen.findByRole('heading', { name: 'Every child is known' })).closest('section') as HTMLElement;
    expect(byMenu).toHaveBeenCalledWith({ menuId: '01' });
    expect(within(welcome).getByText('We welcome 38 nationalities.')).toBeTruthy();
    expect(within(welcome).getByText('1,150')).toBeTruthy();
    expect(within(welcome).getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe('#/about/our_school?lang=en');
    // The carousel could not load: the campus's name is still the page's heading.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(getCampus('BISZ').name.en);
  });

  it('shows a pictured card per section of the site, in the API order, leaving out what the site does not have', async () => {
    const { list } = mockApi();
    renderHome();
    const intro = await screen.findByRole('heading', { name: 'Discover our school' });
    const cards = within(intro.closest('section') as HTMLElement).getAllByRole('listitem');
    const first = cards[0]!;
    expect(list).toHaveBeenCalledWith({ menuId: '01', page: 1, size: 12 });
    expect(cards.map((c) => within(c).getByRole('link').textContent)).toEqual(['About us', 'Admissions']);
    expect(within(first).getByRole('link').getAttribute('href')).toBe('#/about?lang=en');
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/storage/bisz/home-about.svg');
    expect(screen.queryByText('Gone')).toBeNull();
  });

  it('shows the three newest stories under the news title, each opening its story, and the way to all news', async () => {
    const { list } = mockApi();
    renderHome('BBSZ', 'zh');
    const story = await screen.findByRole('link', { name: 'Open days' });
    expect(list).toHaveBeenCalledWith({ menuId: '07', page: 1, size: 3 });
    expect(story.getAttribute('href')).toBe('#/news_detail?id=101&lang=cn');
    const news = story.closest('section') as HTMLElement;
    expect(within(news).getByRole('heading', { level: 2 }).textContent).toBe('新闻动态');
    expect(within(news).getByText('2026年11月21日')).toBeTruthy();
    expect(within(news).getByRole('link', { name: '更多新闻' }).getAttribute('href')).toBe('#/news_list?lang=cn');
  });

  it('ends with the call to apply from the API', async () => {
    mockApi();
    renderHome();
    const apply = await screen.findByRole('link', { name: 'Start your application' });
    expect(apply.getAttribute('href')).toBe('#/admissions/apply?lang=en');
    expect(apply.closest('section')?.getAttribute('aria-label')).toBe('Join us');
  });

  it('offers a retry when the copy cannot be loaded, and the site\'s sections still lead on', async () => {
    const { byMenu } = mockApi({ copyFails: true });
    renderHome();
    const retry = await screen.findByRole('button', { name: /try again/i });
    // Without the API's cards the menu's sections are titled panels.
    expect(screen.getByRole('link', { name: 'Admissions' }).getAttribute('href')).toBe('#/admissions?lang=en');
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Every child is known' })).toBeTruthy());
    expect(byMenu).toHaveBeenCalledTimes(2);
  });
});
