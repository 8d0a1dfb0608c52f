/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { bus, getCampus, parseHash } from '@schools/shared-api';
import { ROUTES } from '@schools/root-config/routes';
import { routeState } from '@schools/root-config/navigation';
import { LanguageSwitch } from '../src/header/LanguageSwitch';

function at(hash: string, lang: 'en' | 'zh') {
  window.history.replaceState(null, '', `/${hash}`);
  act(() => {
    bus.campus.next(getCampus('BISZ'));
    bus.language.next(lang);
    bus.route.next(routeState(ROUTES, parseHash(hash)));
  });
}

const key = (target: Element, k: string) => act(() => void fireEvent.keyDown(target, { key: k }));
const focused = () => document.activeElement;

function mount(lang: 'en' | 'zh' = 'en') {
  at(`#/about/mission?lang=${lang === 'zh' ? 'cn' : 'en'}`, lang);
  const view = render(<><LanguageSwitch /><a href="#/admissions/recruit">Apply Now</a></>);
  const toggle = screen.getByRole('button', { name: lang === 'zh' ? '语言：中文' : 'Language: English' });
  // The list the button controls, while it is shown.
  const list = { get hidden() { return toggle.getAttribute('aria-expanded') !== 'true' || document.getElementById(toggle.getAttribute('aria-controls') ?? '') === null; } };
  return { ...view, toggle, list };
}

describe('the language switch, a disclosure of links', () => {
  it('is a button that shows a list of links, one per language, with no listbox or option roles and no button inside', () => {
    const { container, toggle, list } = mount();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(list.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(list.hidden).toBe(false);
    expect(container.querySelector('[role="listbox"], [role="option"]')).toBeNull();
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)!.querySelector('button')).toBeNull();
    const chinese = screen.getByRole('link', { name: '中文' });
    // The same page in Chinese, so a new tab or a copied link works too.
    expect(chinese.getAttribute('href')).toBe('http://localhost/#/about/mission?lang=cn');
    expect(chinese.getAttribute('lang')).toBe('zh-CN');
    expect(chinese.getAttribute('hreflang')).toBe('zh-CN');
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBe('true');
    expect(chinese.hasAttribute('aria-current')).toBe(false);
  });

  it('opens with Down arrow at its first link, moves with arrows, Home and End, and Escape closes it with focus back on the button', () => {
    const { toggle, list } = mount();
    act(() => toggle.focus());
    key(toggle, 'ArrowDown');
    expect(list.hidden).toBe(false);
    expect(focused()).toBe(screen.getByRole('link', { name: 'English' }));
    key(focused()!, 'ArrowDown');
    expect(focused()).toBe(screen.getByRole('link', { name: '中文' }));
    key(focused()!, 'ArrowDown');
    expect(focused()).toBe(screen.getByRole('link', { name: 'English' }));
    key(focused()!, 'ArrowUp');
    expect(focused()).toBe(screen.getByRole('link', { name: '中文' }));
    key(focused()!, 'Home');
    expect(focused()).toBe(screen.getByRole('link', { name: 'English' }));
    key(focused()!, 'End');
    expect(focused()).toBe(screen.getByRole('link', { name: '中文' }));
    key(focused()!, 'Escape');
    expect(list.hidden).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(focused()).toBe(toggle);
  });

  it('choosing the language already shown closes the list and gives the focus back to the button', () => {
    const { toggle, list } = mount('zh');
    fireEvent.click(toggle);
    const chinese = screen.getByRole('link', { name: '中文' });
    act(() => chinese.focus());
    fireEvent.click(chinese);
    expect(list.hidden).toBe(true);
    expect(focused()).toBe(toggle);
    expect(window.location.hash).toBe('#/about/mission?lang=cn');
  });

  it('closes when the focus leaves it, so it never lies over Apply Now', () => {
    const { toggle, list } = mount();
    fireEvent.click(toggle);
    const last = screen.getByRole('link', { name: '中文' });
    act(() => last.focus());
    act(() => screen.getByRole('link', { name: 'Apply Now' }).focus());
    expect(list.hidden).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
