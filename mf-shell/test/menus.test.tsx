/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { bus, getCampus, parseHash } from '@schools/shared-api';
import { RoutesContext } from '@schools/ui';
import { ROUTES } from '@schools/root-config/routes';
import { routeState } from '@schools/root-config/navigation';
import { MobileMenu } from '../src/header/MobileMenu';
import { SUBMENU_HIDE_DELAY_MS, TopMenu } from '../src/header/TopMenu';
import type { NavNode } from '../src/navigation/navTree';

const leaf = (path: string, name: string, extra: Partial<NavNode> = {}): NavNode => ({ path, name, children: [], ...extra });

const TREE: NavNode[] = [
  leaf('/home', 'Home'),
  {
    path: '/about',
    name: 'About Us',
    children: [
      leaf('/about/mission', 'Mission'),
      leaf('/about/our_story', 'Our Story'),
      {
        path: '/about/school/no-link',
        name: 'Our Campuses',
        children: [
          leaf('http://bigz.localhost:8080/#/home?lang=en', 'Guangzhou campus', { external: true }),
          leaf('/about/school/no-link/BBSZ', 'Shenzhen bilingual campus'),
        ],
      },
      leaf('/about/join_us', 'Work for Us'),
    ],
  },
  { path: '/admissions', name: 'Admissions', children: [leaf('/admissions/apply', 'How to Apply'), leaf('/admissions/tuition', 'Tuition')] },
  leaf('/contact_us', 'Contact Us'),
];

function at(path: string, lang: 'en' | 'zh' = 'en') {
  act(() => {
    bus.campus.next(getCampus('BISZ'));
    bus.language.next(lang);
    bus.route.next(routeState(ROUTES, parseHash(`#${path}?lang=${lang === 'zh' ? 'cn' : 'en'}`)));
  });
}

const focused = () => document.activeElement;
const key = (element: Element, k: string, init: KeyboardEventInit = {}) => fireEvent.keyDown(element, { key: k, ...init });

afterEach(() => {
  jest.useRealTimers();
  document.body.style.overflow = '';
});

describe('TopMenu', () => {
  const aboutItem = () => screen.getByRole('link', { name: 'About Us' }).closest('li')!;
  const aboutToggle = () => screen.getByRole('button', { name: 'About Us submenu' });
  const aboutSub = () => document.getElementById(aboutToggle().getAttribute('aria-controls')!)!;

  it('opens a submenu on hover and hides it 500 ms after the pointer leaves, unless the pointer comes back', () => {
    jest.useFakeTimers();
    at('/home');
    render(<TopMenu tree={TREE} />);
    expect(SUBMENU_HIDE_DELAY_MS).toBe(500);
    expect(aboutSub().hidden).toBe(true);

    fireEvent.mouseEnter(aboutItem());
    expect(aboutSub().hidden).toBe(false);
    expect(aboutToggle().getAttribute('aria-expanded')).toBe('true');

    fireEvent.mouseLeave(aboutItem());
    act(() => jest.advanceTimersByTime(SUBMENU_HIDE_DELAY_MS - 1));
    expect(aboutSub().hidden).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(aboutSub().hidden).toBe(true);

    // Into the submenu (it lies inside the item) before the delay ends: it stays.
    fireEvent.mouseEnter(aboutItem());
    fireEvent.mouseLeave(aboutItem());
    act(() => jest.advanceTimersByTime(300));
    fireEvent.mouseEnter(aboutItem());
    act(() => jest.advanceTimersByTime(SUBMENU_HIDE_DELAY_MS * 2));
    expect(aboutSub().hidden).toBe(false);
  });

  it('shows one submenu at a time and lets Escape dismiss a hovered one', () => {
    at('/home');
    render(<TopMenu tree={TREE} />);
    fireEvent.mouseEnter(aboutItem());
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Admissions' }).closest('li')!);
    expect(aboutSub().hidden).toBe(true);
    expect(screen.getByRole('link', { name: 'How to Apply' })).toBeTruthy();
    key(document.body, 'Escape');
    expect(screen.queryByRole('link', { name: 'How to Apply' })).toBeNull();
  });

  it('opens from its button with Enter, moves through the items with arrows, Home and End, and Escape returns focus', () => {
    at('/home');
    render(<TopMenu tree={TREE} />);
    const toggle = aboutToggle();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(aboutSub().tagName).toBe('UL');

    act(() => toggle.focus());
    key(toggle, 'Enter');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(focused()).toBe(screen.getByRole('link', { name: 'Mission' }));

    key(focused()!, 'ArrowDown');
    expect(focused()).toBe(screen.getByRole('link', { name: 'Our Story' }));
    // The group label is skipped; the unlinked campus is not focusable either.
    key(focused()!, 'ArrowDown');
    expect(focused()!.textContent).toContain('Guangzhou campus');
    key(focused()!, 'ArrowDown');
    expect(focused()).toBe(screen.getByRole('link', { name: 'Work for Us' }));
    key(focused()!, 'ArrowDown');
    expect(focused()).toBe(screen.getByRole('link', { name: 'Mission' }));
    key(focused()!, 'ArrowUp');
    expect(focused()).toBe(screen.getByRole('link', { name: 'Work for Us' }));
    key(focused()!, 'Home');
    expect(focused()).toBe(screen.getByRole('link', { name: 'Mission' }));
    key(focused()!, 'End');
    expect(focused()).toBe(screen.getByRole('link', { name: 'Work for Us' }));

    key(focused()!, 'Escape');
    expect(aboutSub().hidden).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(focused()).toBe(toggle);

    // Space opens too; Enter on the open button closes it.
    key(toggle, ' ');
    expect(focused()).toBe(screen.getByRole('link', { name: 'Mission' }));
    act(() => toggle.focus());
    key(toggle, 'Enter');
    expect(aboutSub().hidden).toBe(true);
  });

  it('keeps the section page a link: Enter on it is left to the browser, ArrowDown opens the submenu', () => {
    at('/home');
    render(<TopMenu tree={TREE} />);
    const about = screen.getByRole('link', { name: 'About Us' });
    expect(about.getAttribute('href')).toBe('#/about?lang=en');
    act(() => about.focus());
    expect(key(about, 'Enter')).toBe(true); // not prevented: the link navigates
    expect(aboutSub().hidden).toBe(true);

    key(about, 'ArrowDown');
    expect(focused()).toBe(screen.getByRole('link', { name: 'Mission' }));
    key(focused()!, 'Escape');
    expect(focused()).toBe(about);
  });

  it('moves between top entries with ArrowLeft and ArrowRight, wrapping', () => {
    at('/home');
    render(<TopMenu tree={TREE} />);
    const home = screen.getByRole('link', { name: 'Home' });
    act(() => home.focus());
    key(home, 'ArrowRight');
    expect(focused()).toBe(screen.getByRole('link', { name: 'About Us' }));
    key(aboutToggle(), 'ArrowRight');
    expect(focused()).toBe(screen.getByRole('link', { name: 'Admissions' }));
    key(focused()!, 'ArrowLeft');
    expect(focused()).toBe(screen.getByRole('link', { name: 'About Us' }));
    key(home, 'ArrowLeft');
    expect(focused()).toBe(screen.getByRole('link', { name: 'Contact Us' }));
    key(focused()!, 'ArrowRight');
    expect(focused()).toBe(home);
    // The first item (home) and a section without children have no submenu button.
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['About Us submenu', 'Admissions submenu']);
  });

  it('closes the submenu when Tab takes focus out of it', () => {
    at('/home');
    render(<TopMenu tree={TREE} />);
    act(() => aboutToggle().focus());
    key(aboutToggle(), 'ArrowUp');
    expect(focused()).toBe(screen.getByRole('link', { name: 'Work for Us' }));
    // Back to the button (still inside the section): it stays open.
    act(() => aboutToggle().focus());
    expect(aboutSub().hidden).toBe(false);
    act(() => screen.getByRole('link', { name: 'Admissions' }).focus());
    expect(aboutSub().hidden).toBe(true);
  });

  it('names things in Chinese and marks links that open a new tab and entries that do not navigate', () => {
    at('/about/mission', 'zh');
    render(<TopMenu tree={TREE} />);
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'About Us子菜单' });
    fireEvent.click(toggle);
    const sub = within(document.getElementById(toggle.getAttribute('aria-controls')!)!);
    const external = sub.getByRole('link', { name: /Guangzhou campus/ });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(external.textContent).toContain('（在新标签页打开）');
    expect(sub.queryByRole('link', { name: 'Shenzhen bilingual campus' })).toBeNull();
    expect(sub.getByText('Shenzhen bilingual campus').tabIndex).toBe(-1);
    expect(sub.queryByRole('link', { name: 'Our Campuses' })).toBeNull();
    expect(sub.getByRole('list', { name: 'Our Campuses' })).toBeTruthy();
    expect(sub.getByRole('link', { name: 'Mission' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'About Us' }).closest('li')!.classList.contains('is-active')).toBe(true);
  });

  it('links each academic calendar year to the calendar page with its year, current only on that year', () => {
    const calendarTree: NavNode[] = [leaf('/home', 'Home'), {
      path: '/academics', name: 'Academics', children: [{
        path: '/academics/calendar/no-link', name: 'Academic Calendar', children: [
          leaf('/academics/calendar', 'Calendar 2025-26', { query: { year: '2025-26' } }),
          leaf('/academics/calendar', 'Calendar 2026-27', { query: { year: '2026-27' } }),
        ],
      }],
    }];
    at('/academics/calendar');
    act(() => bus.route.next(routeState(ROUTES, parseHash('#/academics/calendar?year=2026-27&lang=en'))));
    render(<TopMenu tree={calendarTree} />);
    fireEvent.click(screen.getByRole('button', { name: 'Academics submenu' }));
    const first = screen.getByRole('link', { name: 'Calendar 2025-26' });
    const second = screen.getByRole('link', { name: 'Calendar 2026-27' });
    expect(first.getAttribute('href')).toBe('#/academics/calendar?year=2025-26&lang=en');
    expect(first.getAttribute('target')).toBeNull();
    expect(first.getAttribute('aria-current')).toBeNull();
    expect(second.getAttribute('aria-current')).toBe('page');
  });

  it("marks a detail page's list section as the current one: a story is in News", () => {
    at('/news_detail');
    const tree = [...TREE, leaf('/news_list', 'News')];
    render(<RoutesContext.Provider value={ROUTES}><TopMenu tree={tree} /></RoutesContext.Provider>);
    const active = [...document.querySelectorAll('.shell-menu__item.is-active')].map((li) => li.getAttribute('data-path'));
    expect(active).toEqual(['/news_list']);
    // The list is where the story sits, not the page the visitor is on.
    expect(screen.getByRole('link', { name: 'News' }).getAttribute('aria-current')).toBeNull();
  });

  it('pins a hovered submenu on a click of its button instead of closing it under the pointer', () => {
    jest.useFakeTimers();
    at('/home');
    render(<TopMenu tree={TREE} />);
    fireEvent.mouseEnter(aboutItem());
    fireEvent.click(aboutToggle());
    fireEvent.mouseLeave(aboutItem());
    act(() => jest.advanceTimersByTime(SUBMENU_HIDE_DELAY_MS));
    expect(aboutSub().hidden).toBe(false);
    fireEvent.click(aboutToggle());
    expect(aboutSub().hidden).toBe(true);
  });
});

describe('MobileMenu', () => {
  const toggle = () => document.querySelector<HTMLButtonElement>('.shell-mobile__toggle')!;

  it('is a labelled modal dialog that takes focus, keeps Tab inside and gives focus back to the toggle on Escape', async () => {
    at('/home');
    document.body.style.overflow = 'scroll';
    render(<MobileMenu tree={TREE} />);
    expect(toggle().getAttribute('aria-label')).toBe('Open menu');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => toggle().focus());
    fireEvent.click(toggle());
    const dialog = screen.getByRole('dialog', { name: 'Site menu' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(toggle().getAttribute('aria-controls')).toBe(dialog.id);
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(toggle().getAttribute('aria-label')).toBe('Close menu');
    expect(document.body.style.overflow).toBe('hidden');
    const first = within(dialog).getByRole('link', { name: 'Home' });
    await waitFor(() => expect(focused()).toBe(first));

    // The cycle: toggle, the dialog's items, back to the toggle, both ways (the steps in between are
    // the browser's own; jsdom does not take them, the e2e spec does).
    const last = within(dialog).getByRole('button', { name: '中文' });
    act(() => last.focus());
    key(last, 'Tab');
    expect(focused()).toBe(toggle());
    key(toggle(), 'Tab', { shiftKey: true });
    expect(focused()).toBe(last);

    key(last, 'Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(focused()).toBe(toggle()));
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('closes from the toggle, and speaks Chinese on a Chinese page', async () => {
    at('/home', 'zh');
    render(<MobileMenu tree={TREE} />);
    expect(toggle().getAttribute('aria-label')).toBe('打开菜单');
    fireEvent.click(toggle());
    expect(screen.getByRole('dialog', { name: '网站菜单' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '立即申请' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '联系我们' })).toBeTruthy();
    expect(toggle().getAttribute('aria-label')).toBe('关闭菜单');
    await waitFor(() => expect(screen.getByRole('dialog').contains(focused())).toBe(true));
    fireEvent.click(toggle());
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(focused()).toBe(toggle()));
  });

  it('expands and collapses the route tree with buttons that say so', () => {
    at('/home');
    render(<MobileMenu tree={TREE} />);
    fireEvent.click(toggle());
    const about = screen.getByRole('button', { name: 'About Us' });
    const list = document.getElementById(about.getAttribute('aria-controls')!)!;
    expect(about.getAttribute('aria-expanded')).toBe('false');
    expect(list.hidden).toBe(true);
    fireEvent.click(about);
    expect(about.getAttribute('aria-expanded')).toBe('true');
    expect(list.hidden).toBe(false);
    // The section's own page comes first in its list; a group is a button again.
    expect(within(list).getAllByRole('link')[0]!.getAttribute('href')).toBe('#/about?lang=en');
    const campuses = within(list).getByRole('button', { name: 'Our Campuses' });
    fireEvent.click(campuses);
    expect(within(list).getByRole('link', { name: /Guangzhou campus/ }).getAttribute('target')).toBe('_blank');
    fireEvent.click(about);
    expect(list.hidden).toBe(true);
  });

  it('closes on navigation and leaves the page scrollable again', () => {
    at('/home');
    render(<MobileMenu tree={TREE} />);
    fireEvent.click(toggle());
    expect(document.body.style.overflow).toBe('hidden');
    at('/contact_us');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });
});
