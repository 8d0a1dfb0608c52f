/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { bus, getApi, getCampus, parseHash, withSettings, type Block, type Campus, type CampusCode, type ContentItem, type Lang, type Page } from '@schools/shared-api';
import { RoutesContext } from '@schools/ui';
import { ROUTES } from '@schools/root-config/routes';
import { routeState } from '@schools/root-config/navigation';
import { mockScreen } from '@schools/ui/testing/match-media';
import { HomeApp } from './HomeApp';

const text = (t: string): Block => ({ type: 'paragraph', content: [{ type: 'text', text: t }] });
const heading = (t: string): Block => ({ type: 'heading', level: 2, text: t });
const item = (fields: Partial<ContentItem> & Pick<ContentItem, 'key'>): ContentItem => ({
  id: 1, menuId: '01', title: '', summary: '', blocks: [], urls: [], alts: [], link: '', path: '', date: '', views: 0, ...fields,
});
const page = (list: ContentItem[]): Page<ContentItem> => ({ list, page: 1, size: list.length, total: list.length });

const COPY = [
  item({ key: 'home.welcome', blocks: [heading('Every child is known'), text('We welcome 38 nationalities.'), { type: 'image', src: '/storage/bisz/home-classroom.svg', alt: 'A lesson', width: 800, height: 450 }, { type: 'facts', items: [{ label: 'students', value: '1,150' }] }] }),
  item({ key: 'home.sections', blocks: [heading('Discover our school'), text('Who we are.')] }),
  item({ key: 'home.apply', blocks: [heading('Join us'), { type: 'cta', links: [{ label: 'Start your application', href: '/admissions/apply', primary: true }] }] }),
];
const CONTACT = [
  item({ key: 'GeneralInformation.schoolAdd', menuId: '06', blocks: [text('1 Harbour Road, Shekou, Shenzhen')] }),
  item({ key: 'GeneralInformation.number_1', menuId: '06', blocks: [text('0755-2669 0001')] }),
  item({ key: 'GeneralInformation.number_2', menuId: '06', blocks: [text('0755-2669 0002')] }),
  item({ key: 'GeneralInformation.value_1', menuId: '06', blocks: [text('admissions@bisz.example.cn')] }),
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

function renderHome(campus: CampusCode | Campus = 'BISZ', lang: Lang = 'en') {
  mockScreen({ width: 390 });
  bus.campus.next(typeof campus === 'string' ? getCampus(campus) : campus);
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
  let failing = copyFails;
  byMenu.mockImplementation(async ({ menuId }) => {
    if (menuId === '06') return CONTACT;
    if (failing) {
      failing = false;
      throw { code: '500' };
    }
    return COPY;
  });
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
    expect(within(welcome).getByRole('img', { name: 'A lesson' }).getAttribute('src')).toBe('/storage/bisz/home-classroom.svg');
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

  it('ends with the call to apply, the contact details Contact Us gives and the links of a footer', async () => {
    const { byMenu } = mockApi();
    renderHome();
    const apply = await screen.findByRole('link', { name: 'Start your application' });
    expect(apply.getAttribute('href')).toBe('#/admissions/apply?lang=en');
    const last = apply.closest('section') as HTMLElement;
    expect(last.getAttribute('aria-label')).toBe('Join us');
    expect(byMenu).toHaveBeenCalledWith({ menuId: '06' });
    expect(within(last).getByText('1 Harbour Road, Shekou, Shenzhen').closest('address')).toBeTruthy();
    expect(within(last).getByRole('link', { name: '0755-2669 0002' }).getAttribute('href')).toBe('tel:+8675526690002');
    expect(within(last).getByRole('link', { name: 'admissions@bisz.example.cn' }).getAttribute('href')).toBe('mailto:admissions@bisz.example.cn');
    expect(within(last).getByRole('link', { name: 'Directions and office hours' }).getAttribute('href')).toBe('#/contact_us?lang=en');
    // The footer's links: sister schools (not this one), careers, the filing numbers.
    const sisters = within(within(last).getByRole('navigation', { name: 'Our sister schools' })).getAllByRole('link');
    expect(sisters).toHaveLength(9);
    expect(sisters.map((a) => a.textContent)).not.toContain(getCampus('BISZ').name.en);
    expect(within(last).getByRole('link', { name: /Careers at Lumina/ }).getAttribute('target')).toBe('_blank');
    // No filing number nor account the campus's IT has not entered: their row and links are empty, for home.css to hide.
    expect(last.textContent).not.toMatch(/ICP备|公网安备|WeChat:|Weibo/);
    expect([...last.querySelectorAll('.home-visit__legal a')].map((a) => a.querySelector(':scope > span:empty') !== null)).toEqual([true, true]);
    expect(last.querySelector('#home-visit-follow + ul:empty')).not.toBeNull();
  });

  it('gives the filing numbers and accounts the campus has entered in its settings', async () => {
    mockApi();
    const bisz = getCampus('BISZ');
    renderHome(withSettings(bisz, {
      address: bisz.address, hosts: bisz.hosts, applicationPortal: bisz.links.applicationPortal, wechatAccount: 'LuminaBISZ', wechatQrTarget: '',
      weibo: 'https://weibo.com/luminabisz', video: '', linkedin: '', icp: '粤ICP备12345678号-1', publicSecurity: '粤公网安备44030500000001号',
    }));
    const last = (await screen.findByRole('link', { name: 'Start your application' })).closest('section') as HTMLElement;
    expect(within(last).getByRole('link', { name: /粤ICP备12345678号-1/ }).getAttribute('href')).toBe('https://beian.miit.gov.cn/');
    expect(within(last).getByRole('link', { name: /粤公网安备44030500000001号/ }).getAttribute('href')).toContain('code=44030500000001');
    expect(within(last).getByText('WeChat: LuminaBISZ')).toBeTruthy();
    expect(within(last).getByRole('link', { name: /Weibo/ }).getAttribute('href')).toBe('https://weibo.com/luminabisz');
  });

  it('still leads on to Contact Us in Chinese when the contact details cannot load', async () => {
    const { byMenu } = mockApi();
    byMenu.mockImplementation(async ({ menuId }) => {
      if (menuId === '06') throw { code: '500' };
      return COPY;
    });
    renderHome('BBSZ', 'zh');
    const directions = await screen.findByRole('link', { name: '交通指引与办公时间' });
    expect(directions.getAttribute('href')).toBe('#/contact_us?lang=cn');
    expect(directions.closest('section')?.querySelector('address')).toBeNull();
    expect(screen.getByRole('navigation', { name: '姊妹学校' })).toBeTruthy();
  });

  it('shows no picture twice', async () => {
    mockApi();
    renderHome();
    await screen.findByRole('link', { name: 'Open days' });
    const srcs = [...document.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(srcs.length).toBeGreaterThan(0);
    expect(new Set(srcs).size).toBe(srcs.length);
  });

  it('offers a retry when the copy cannot be loaded, and the site\'s sections still lead on', async () => {
    const { byMenu } = mockApi({ copyFails: true });
    renderHome();
    const retry = await screen.findByRole('button', { name: /try again/i });
    // Without the API's cards the menu's sections are titled panels.
    expect(screen.getByRole('link', { name: 'Admissions' }).getAttribute('href')).toBe('#/admissions?lang=en');
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Every child is known' })).toBeTruthy());
    expect(byMenu.mock.calls.filter(([params]) => params.menuId === '01')).toHaveLength(2);
  });
});
