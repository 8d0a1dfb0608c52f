/** @jest-environment jsdom */
import { Profiler } from 'react';
import { act, render, screen } from '@testing-library/react';
import { TitleBox } from '@schools/ui';
import { TITLE_RESIZE_THROTTLE_MS, titleFontSize } from '../src/ui/components/TitleBox';

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
}

const fontSize = () => screen.getByRole('heading', { level: 1 }).style.fontSize;

afterEach(() => jest.useRealTimers());

describe('TitleBox', () => {
  it('sizes the title from the window width, within the type scale', () => {
    expect(TITLE_RESIZE_THROTTLE_MS).toBe(500);
    expect(titleFontSize(200)).toBe(22);
    expect(titleFontSize(320)).toBe(22);
    expect(titleFontSize(800)).toBe(30.5);
    expect(titleFontSize(390)).toBeCloseTo(23.24, 2);
    expect(titleFontSize(1280)).toBe(39);
    expect(titleFontSize(2560)).toBe(39);
  });

  it('follows resizes at most once per 500 ms: the first at once, the last at the end', () => {
    jest.useFakeTimers();
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1280 });
    // The size after each commit; React may commit an unchanged size again, so count only changes.
    const sizes: string[] = [];
    const changes = () => sizes.filter((size, i) => i === 0 || size !== sizes[i - 1]);
    render(
      <Profiler id="title" onRender={() => sizes.push(document.querySelector('h1')!.style.fontSize)}>
        <TitleBox>About Us</TitleBox>
      </Profiler>,
    );
    expect(fontSize()).toBe(''); // the stylesheet's size for the window it opened in, as on the server

    resizeTo(320); // leading: at once
    expect(fontSize()).toBe('22px');
    act(() => jest.advanceTimersByTime(100));
    resizeTo(500);
    act(() => jest.advanceTimersByTime(100));
    resizeTo(700);
    act(() => jest.advanceTimersByTime(100));
    resizeTo(1000);
    expect(fontSize()).toBe('22px'); // still throttled

    act(() => jest.advanceTimersByTime(TITLE_RESIZE_THROTTLE_MS - 300 - 1));
    expect(fontSize()).toBe('22px');
    act(() => jest.advanceTimersByTime(1)); // trailing: the final width
    expect(fontSize()).toBe(`${titleFontSize(1000)}px`);
    // Four resizes, two updates: none of the widths in between was ever shown.
    expect(changes()).toEqual(['', '22px', `${titleFontSize(1000)}px`]);
  });

  it('stays the page heading', () => {
    render(<TitleBox>关于我们</TitleBox>);
    expect(screen.getByRole('heading', { level: 1, name: '关于我们' }).closest('.ui-title-box')).not.toBeNull();
  });
});
