/** @jest-environment jsdom */
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Tabs } from '@schools/ui';

const TABS = [
  { id: 'all', label: 'All' },
  { id: 'news', label: 'News' },
  { id: 'events', label: 'Events' },
  { id: 'awards', label: 'Awards' },
];

/** A page that keeps the selected tab in its own state, as the cached pages do. */
function Page({ onSelect = () => undefined }: { onSelect?: (id: string) => void }) {
  const [selected, setSelected] = useState('all');
  return (
    <Tabs
      label="News categories"
      tabs={TABS}
      selected={selected}
      onSelect={(id) => {
        onSelect(id);
        setSelected(id);
      }}
    >
      <p>Panel of {selected}</p>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('is a labelled tablist whose selected tab controls the labelled panel, with one tab stop', () => {
    render(<Page />);
    expect(screen.getByRole('tablist', { name: 'News categories' })).toBeTruthy();
    expect(tab('All').getAttribute('aria-selected')).toBe('true');
    expect(TABS.map((t) => tab(t.label).tabIndex)).toEqual([0, -1, -1, -1]);
    const panel = screen.getByRole('tabpanel');
    expect(tab('All').getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('All').id);
    expect(panel.textContent).toBe('Panel of all');
  });

  it('moves focus and selection with the arrow keys, wrapping at both ends', () => {
    render(<Page />);
    tab('All').focus();
    fireEvent.keyDown(tab('All'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('News'));
    expect(tab('News').getAttribute('aria-selected')).toBe('true');
    expect(tab('All').getAttribute('aria-selected')).toBe('false');
    expect(tab('News').tabIndex).toBe(0);
    expect(tab('All').tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tab('News').id);
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel of news');

    fireEvent.keyDown(tab('News'), { key: 'ArrowLeft' });
    fireEvent.keyDown(tab('All'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Awards'));
    expect(tab('Awards').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Awards'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('All'));
  });

  it('goes to the first and last tab with Home and End', () => {
    const selections: string[] = [];
    render(<Page onSelect={(id) => selections.push(id)} />);
    tab('All').focus();
    fireEvent.keyDown(tab('All'), { key: 'End' });
    expect(document.activeElement).toBe(tab('Awards'));
    fireEvent.keyDown(tab('Awards'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('All'));
    expect(tab('All').getAttribute('aria-selected')).toBe('true');
    expect(selections).toEqual(['awards', 'all']);
  });

  it('leaves other keys alone and selects on click', () => {
    const selections: string[] = [];
    render(<Page onSelect={(id) => selections.push(id)} />);
    tab('All').focus();
    const event = fireEvent.keyDown(tab('All'), { key: 'ArrowDown' });
    expect(event).toBe(true); // not prevented: the page still scrolls
    expect(selections).toEqual([]);
    fireEvent.click(tab('Events'));
    expect(tab('Events').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(tab('Events'));
    expect(selections).toEqual(['events']);
  });

  it('scrolls a bar narrower than its tabs to the selected one, with a part of the next showing', () => {
    // jsdom lays nothing out: each tab is 100 px wide, side by side, in a bar 250 px wide.
    const index = (el: HTMLElement) => TABS.findIndex((t) => t.label === el.textContent);
    const layout = {
      offsetLeft: { get(this: HTMLElement) { return index(this) * 100; } },
      offsetWidth: { get: () => 100 },
      clientWidth: { get: () => 250 },
    };
    const saved = Object.keys(layout).map((key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)] as const);
    Object.defineProperties(HTMLElement.prototype, Object.fromEntries(Object.entries(layout).map(([k, d]) => [k, { ...d, configurable: true }])));
    try {
      render(<Page />);
      const list = screen.getByRole('tablist');
      tab('All').focus();
      fireEvent.keyDown(tab('All'), { key: 'End' });
      // Awards ends at 400: with 40 px of room after it, the bar shows 190 to 440.
      expect(list.scrollLeft).toBe(190);
      // Back to Events (200 to 300): the bar moves so that 40 px of News show before it.
      fireEvent.keyDown(tab('Awards'), { key: 'ArrowLeft' });
      expect(list.scrollLeft).toBe(160);
      fireEvent.keyDown(tab('Events'), { key: 'ArrowLeft' });
      expect(list.scrollLeft).toBe(60);
      // Events again: in view from 60 to 310 but for its 40 px of room after it.
      fireEvent.click(tab('Events'));
      expect(list.scrollLeft).toBe(90);
    } finally {
      for (const [key, descriptor] of saved) {
        if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
        else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[key];
      }
    }
  });

  it('keeps one tab reachable when the selection is not in the list', () => {
    render(<Tabs label="Years" tabs={TABS} selected="gone" onSelect={() => undefined} />);
    expect(tab('All').tabIndex).toBe(0);
    expect(tab('All').getAttribute('aria-selected')).toBe('true');
  });
});
