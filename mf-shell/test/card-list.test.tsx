/** @jest-environment jsdom */
import { act, render, screen, within } from '@testing-library/react';
import { bus, getCampus, parseHash } from '@schools/shared-api';
import { CardList, PHONE_QUERY, RoutesContext, SectionPage, type CardItem } from '@schools/ui';
import { DEFAULT_CARD_WIDTH } from '../src/ui/components/CardList';
import { ROUTES } from '@schools/root-config/routes';
import { routeState } from '@schools/root-config/navigation';

/** A matchMedia of a window `width` px wide that can be resized; jsdom has none. */
function mockViewport(width: number) {
  const lists: { query: string; listeners: Set<() => void> }[] = [];
  const matches = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return max ? width <= Number(max[1]) : false;
  };
  window.matchMedia = (query: string) => {
    const entry = { query, listeners: new Set<() => void>() };
    lists.push(entry);
    return {
      get matches() {
        return matches(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_: string, fn: () => void) => entry.listeners.add(fn),
      removeEventListener: (_: string, fn: () => void) => entry.listeners.delete(fn),
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  };
  return {
    resize(next: number) {
      width = next;
      act(() => lists.forEach((entry) => entry.listeners.forEach((fn) => fn())));
    },
  };
}

const EXTERNAL: CardItem = { urls: ['/storage/fair.svg'], title: 'Art fair', link: 'https://example.org/fair' };
const INTERNAL: CardItem = { urls: [], title: 'Our Mission', path: '/about/mission', query: { tab: 'vision' } };

beforeEach(() =>
  act(() => {
    bus.language.next('en');
    bus.campus.next(getCampus('BISZ'));
  }),
);

describe('CardList', () => {
  it('links an in-site card through the router, carrying the language and its query', () => {
    mockViewport(1280);
    render(<CardList items={[INTERNAL]} />);
    expect(screen.getByRole('link', { name: 'Our Mission' }).getAttribute('href')).toBe('#/about/mission?tab=vision&lang=en');
    act(() => bus.language.next('zh'));
    render(<CardList items={[INTERNAL]} />);
    expect(screen.getAllByRole('link', { name: 'Our Mission' })[1]!.getAttribute('href')).toBe('#/about/mission?tab=vision&lang=cn');
  });

  it('opens an external card in a new tab on a desktop and in the same tab on a phone, live', () => {
    const viewport = mockViewport(1280);
    render(<CardList items={[EXTERNAL]} />);
    const link = () => screen.getByRole('link', { name: /Art fair/ });
    expect(link().getAttribute('href')).toBe('https://example.org/fair');
    expect(link().getAttribute('target')).toBe('_blank');
    expect(link().getAttribute('rel')).toBe('noopener noreferrer');
    expect(link().textContent).toContain('(opens in a new tab)');
    viewport.resize(390);
    expect(link().getAttribute('target')).toBeNull();
    expect(link().textContent).toBe('Art fair');
    viewport.resize(450); // the breakpoint itself is not a phone
    expect(link().getAttribute('target')).toBe('_blank');
    expect(PHONE_QUERY).toBe('(max-width: 449.98px)');
  });

  it('opens in the same tab on a phone from the first render', () => {
    mockViewport(390);
    render(<CardList items={[EXTERNAL]} />);
    expect(screen.getByRole('link', { name: 'Art fair' }).getAttribute('target')).toBeNull();
  });

  it('makes each card one link, its picture the first url at 3:2, with summary and date', () => {
    mockViewport(1280);
    const item: CardItem = { ...EXTERNAL, urls: ['/storage/fair.svg', '/storage/other.svg'], summary: 'Works of grade 9', date: '2024-12-20' };
    const { container } = render(<CardList items={[item]} headingLevel={2} />);
    const card = container.querySelector('.ui-card') as HTMLElement;
    expect(within(card).getAllByRole('link')).toHaveLength(1);
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toContain('Art fair');
    const picture = card.querySelector('.ui-img') as HTMLElement;
    expect(picture.style.aspectRatio).toBe(String(3 / 2));
    expect(card.querySelector('img')!.getAttribute('src')).toBe('/storage/fair.svg');
    expect(within(card).getByText('Works of grade 9')).toBeTruthy();
    expect(card.querySelector('time')!.textContent).toBe('20 December 2024');
    act(() => bus.language.next('zh'));
    expect(card.querySelector('time')!.textContent).toBe('2024年12月20日');
  });

  it('shows a placeholder panel with the title for a card without a picture', () => {
    mockViewport(1280);
    const { container } = render(<CardList items={[INTERNAL]} />);
    expect(container.querySelector('img')).toBeNull();
    const panel = container.querySelector('.ui-card__panel') as HTMLElement;
    expect(within(panel).getByRole('heading', { level: 3, name: 'Our Mission' })).toBeTruthy();
  });

  it('loads the first cards\' pictures at once with high priority when asked, the rest lazily', () => {
    mockViewport(1280);
    const items = [1, 2, 3].map((n) => ({ urls: [`/storage/n${n}.svg`], title: `Story ${n}`, path: '/news_detail', query: { id: String(n) } }));
    const { container } = render(<CardList items={items} eagerCount={1} />);
    const images = [...container.querySelectorAll('img')];
    expect(images.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([['eager', 'high'], ['lazy', null], ['lazy', null]]);
  });

  it('lays cards out at least 256 px wide by default, or as wide as asked', () => {
    mockViewport(1280);
    expect(DEFAULT_CARD_WIDTH).toBe(256);
    const { container, rerender } = render(<CardList items={[INTERNAL]} />);
    const list = container.querySelector('.ui-card-list') as HTMLElement;
    expect(list.style.getPropertyValue('--card-width')).toBe('256px');
    rerender(<CardList items={[INTERNAL]} cardWidth={320} />);
    expect(list.style.getPropertyValue('--card-width')).toBe('320px');
  });
});

describe('SectionPage', () => {
  it('shows the banner fallback, the title and the child pages as cards', () => {
    mockViewport(1280);
    act(() => bus.route.next(routeState(ROUTES, parseHash('#/admissions?lang=en'))));
    const { container } = render(
      <RoutesContext.Provider value={ROUTES}>
        <SectionPage />
      </RoutesContext.Provider>,
    );
    expect(container.querySelector('.ui-banner--fallback')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBeTruthy();
    const cards = container.querySelectorAll('.ui-card-list .ui-card__link');
    expect([...cards].map((a) => a.textContent)).toContain('Tuition and Fees');
    const list = container.querySelector('.ui-card-list') as HTMLElement;
    expect(within(list).getByRole('link', { name: 'Tuition and Fees' }).getAttribute('href')).toBe('#/admissions/tuition?lang=en');
  });

  it("heads a detail page with the route's title and a Back link by default, or with the page's own title and label", () => {
    mockViewport(1280);
    act(() => bus.language.next('en'));
    act(() => bus.route.next(routeState(ROUTES, parseHash('#/news_detail?id=3&lang=en'))));
    const { container, rerender } = render(
      <RoutesContext.Provider value={ROUTES}>
        <SectionPage />
      </RoutesContext.Provider>,
    );
    const region = container.querySelector('[data-route="/news_detail"]') as HTMLElement;
    expect(within(region).getByRole('heading', { level: 1 }).textContent).toBe('News Detail');
    expect(within(region).getByRole('link', { name: '← Back' }).getAttribute('href')).toBe('#/news_list?lang=en');
    rerender(
      <RoutesContext.Provider value={ROUTES}>
        <SectionPage title="Open days for 2027-28" backLabel="All news" />
      </RoutesContext.Provider>,
    );
    expect(within(region).getByRole('heading', { level: 1 }).textContent).toBe('Open days for 2027-28');
    expect(within(region).getByRole('link', { name: '← All news' }).getAttribute('href')).toBe('#/news_list?lang=en');
  });

  it("names its own title on the bus for the document title once it is no longer pending, and the route's title never", () => {
    mockViewport(1280);
    act(() => bus.language.next('en'));
    act(() => bus.route.next(routeState(ROUTES, parseHash('#/course_detail?id=4&lang=en'))));
    const titles: unknown[] = [];
    const sub = bus.messages.subscribe((m) => m.type === 'page-title' && titles.push(m));
    const page = (props: { title?: string; pending?: boolean }) => (
      <RoutesContext.Provider value={ROUTES}><SectionPage {...props} /></RoutesContext.Provider>
    );
    const { rerender } = render(page({}));
    rerender(page({ title: 'Robotics', pending: true }));
    expect(titles).toEqual([]);
    rerender(page({ title: 'Robotics' }));
    rerender(page({ title: 'Robotics' }));
    expect(titles).toEqual([{ type: 'page-title', path: '/course_detail', title: 'Robotics' }]);
    sub.unsubscribe();
  });

  it('gives cards of one route and different queries their own identity', () => {
    const items: CardItem[] = [1, 2].map((id) => ({ urls: [], title: `Story ${id}`, path: '/news_detail', query: { id: String(id) } }));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<CardList items={items} />);
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['#/news_detail?id=1&lang=en', '#/news_detail?id=2&lang=en']);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
