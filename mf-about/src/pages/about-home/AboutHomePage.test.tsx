/** @jest-environment jsdom */
import { act, screen, waitFor, within } from '@testing-library/react';
import { bus, getApi, type ContentItem } from '@schools/shared-api';
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

describe('/about as a hub', () => {
  afterEach(() => jest.restoreAllMocks());

  const hubCopy = () => [
    item({ menuId: '02', key: 'hub.intro', title: 'About Us', blocks: [
      text('Since 2006, a second home for families from 31 countries.'),
      { type: 'cta', links: [{ label: 'Book a visit', href: '/admissions/recruit', primary: true }, { label: 'Meet our leaders', href: '/about/management' }] },
      { type: 'facts', items: [{ value: '2006', label: 'the year we opened' }, { value: '980', label: 'students' }] },
    ] }),
    item({ menuId: '02', key: 'hub.welcome', title: 'A welcome from our Head of School', blocks: [{ type: 'quote', text: 'Boarders share a village with teachers.', cite: 'Richard Holloway, Head of School' }] }),
    item({ menuId: '02', key: 'hub.highlights', title: 'Achievements at a glance', blocks: [{ type: 'list', ordered: false, items: [
      [{ type: 'text', text: '234 offers', strong: true }, { type: 'text', text: ' from 108 universities. ' }, { type: 'link', text: 'College acceptances', href: '/about/achievements/CA' }],
    ] }] }),
  ];
  const news = [item({ id: 41, key: 'open-days', title: 'Visit us: open days', date: '2026-11-09' }), item({ id: 40, key: 'houses', title: 'New year, renovated houses', date: '2026-08-19' })];

  function mockApi() {
    jest.spyOn(getApi(), 'contentByMenu').mockImplementation(async ({ menuId }) => (menuId === '02' ? hubCopy() : []));
    return jest.spyOn(getApi(), 'contentList').mockImplementation(async ({ menuId }) => ({
      list: menuId === '07' ? news : [], page: 1, size: 3, total: menuId === '07' ? news.length : 0,
    }));
  }

  it("shows the school's words, key facts, the Head's welcome, the achievements and the latest news, each leading on", async () => {
    const contentList = mockApi();
    const { container } = renderAbout('#/about?lang=en');
    const welcome = (await screen.findByRole('region', { name: 'A welcome from our Head of School' }));
    expect(container.querySelector('.ui-hub__intro')!.textContent).toContain('a second home for families from 31 countries');
    expect(screen.getByRole('link', { name: 'Book a visit' }).getAttribute('href')).toBe('#/admissions/recruit?lang=en');
    expect([...container.querySelectorAll('.ui-rich__fact dd')].map((d) => d.textContent)).toEqual(['2006', '980']);
    expect(within(welcome).getByText('Boarders share a village with teachers.')).toBeTruthy();
    expect(within(welcome).getByRole('link', { name: 'Meet our leadership team' }).getAttribute('href')).toBe('#/about/management?lang=en');
    const highlights = screen.getByRole('region', { name: 'Achievements at a glance' });
    expect(within(highlights).getByText('234 offers').tagName).toBe('STRONG');
    expect(within(highlights).getByRole('link', { name: 'College acceptances' }).getAttribute('href')).toBe('#/about/achievements/CA?lang=en');
    const latest = screen.getByRole('region', { name: 'Latest news' });
    expect(within(latest).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Visit us: open days', '#/news_detail?id=41&lang=en'],
      ['New year, renovated houses', '#/news_detail?id=40&lang=en'],
      ['All news', '#/news_list?lang=en'],
    ]);
    expect(contentList).toHaveBeenCalledWith({ menuId: '07', page: 1, size: 3 });
  });

  it('on BBCD, which has no leadership page, neither the button nor the welcome lead there', async () => {
    mockApi();
    renderAbout('#/about?lang=en', 'BBCD');
    const welcome = await screen.findByRole('region', { name: 'A welcome from our Head of School' });
    expect(within(welcome).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Meet our leaders' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Book a visit' })).toBeTruthy();
  });

  it('shows nothing until the latest news has answered too, so that nothing arriving late pushes the page down', async () => {
    jest.spyOn(getApi(), 'contentByMenu').mockImplementation(async ({ menuId }) => (menuId === '02' ? hubCopy() : []));
    let answer: (page: { list: ContentItem[]; page: number; size: number; total: number }) => void = () => undefined;
    jest.spyOn(getApi(), 'contentList').mockImplementation(({ menuId }) => (menuId === '07'
      ? new Promise((resolve) => { answer = resolve; })
      : Promise.resolve({ list: [], page: 1, size: 1, total: 0 })));
    const { container } = renderAbout('#/about?lang=en');
    // Every call but the held one has answered and its render is committed: the page's loading count
    // (which ends a call's count only once its answer is on screen) is down to that one.
    await waitFor(() => expect(bus.loading.value).toBe(1));
    expect(container.querySelector('.ui-hub')).toBeNull();
    await act(async () => answer({ list: news, page: 1, size: 3, total: 2 }));
    expect(await screen.findByRole('region', { name: 'Latest news' })).toBeTruthy();
  });
});
