/** @jest-environment jsdom */
import fs from 'node:fs';
import path from 'node:path';
import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  FullPageScroller,
  FULLPAGE_FIT_DELAY_MS,
  FULLPAGE_SPEED_MS,
  FULLPAGE_TOUCH_SENSITIVITY,
  WHEEL_GESTURE_GAP_MS,
  WHEEL_THRESHOLD_PX,
  type FullPageSection,
} from '@schools/ui-motion';
import { mockScreen } from './matchMedia';

const VIEWPORT = 800;
// The last section is taller than the viewport: it scrolls natively to its end.
const HEIGHTS = [800, 800, 1600];
const TOPS = [0, 800, 1600];

const SECTIONS: FullPageSection[] = ['hero', 'sections', 'news'].map((id) => ({
  id,
  label: `Label ${id}`,
  content: <p>{id}</p>,
}));

let scrollTo: jest.Mock;

/** jsdom has no layout: sections stack at HEIGHTS, and window.scrollTo moves the page. */
function fakeLayout() {
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: VIEWPORT });
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 });
  scrollTo = jest.fn((_x: number, y: number) => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const index = SECTIONS.findIndex((s) => s.id === this.id);
    const top = (TOPS[index] ?? 0) - window.scrollY;
    const height = HEIGHTS[index] ?? 0;
    return { top, bottom: top + height, height, left: 0, right: 1280, width: 1280, x: 0, y: top, toJSON: () => ({}) };
  });
}

function scrollFreelyTo(y: number) {
  act(() => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  });
}

const wheel = (deltaY: number, deltaMode = 0) => fireEvent.wheel(window, { deltaY, deltaMode });
/** A gesture: wheel events `every` ms apart; returns how many the page was left to scroll natively. */
function gesture(deltas: readonly number[], every = 16): number {
  let native = 0;
  for (const delta of deltas) {
    if (wheel(delta)) native++;
    act(() => jest.advanceTimersByTime(every));
  }
  return native;
}
const pause = () => act(() => jest.advanceTimersByTime(WHEEL_GESTURE_GAP_MS + 50));
const settle = () => act(() => jest.advanceTimersByTime(FULLPAGE_SPEED_MS + 50));

beforeEach(() => {
  jest.useFakeTimers();
  mockScreen({ width: 1280 });
  fakeLayout();
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

it('has the defaults of SPEC 9', () => {
  expect(FULLPAGE_SPEED_MS).toBe(700);
  expect(FULLPAGE_FIT_DELAY_MS).toBe(1000);
  expect(FULLPAGE_TOUCH_SENSITIVITY).toBe(5);
});

it('moves one section per wheel gesture, however long its momentum, animated over 700 ms', () => {
  render(<FullPageScroller sections={SECTIONS} />);
  // A flick with a trackpad's inertia: wheel events every 40 ms for over a second.
  expect(gesture(Array(30).fill(60), 40)).toBe(0);
  settle();
  expect(window.scrollY).toBe(800);
  // A mouse's notch after a pause is a gesture of its own; halfway through the move the page is on its way.
  pause();
  wheel(100);
  act(() => jest.advanceTimersByTime(FULLPAGE_SPEED_MS / 2));
  expect(window.scrollY).toBeGreaterThan(800);
  expect(window.scrollY).toBeLessThan(1600);
  settle();
  expect(window.scrollY).toBe(1600);
});

it("moves nothing on a trackpad's small scroll, then one section once the gesture adds up, and nothing more until its momentum ends", () => {
  render(<FullPageScroller sections={SECTIONS} />);
  // Small deltas, below the threshold together: the page neither scrolls natively nor moves a section.
  const small = Array(Math.ceil(WHEEL_THRESHOLD_PX / 4) - 1).fill(4);
  expect(gesture(small)).toBe(0);
  expect(scrollTo).not.toHaveBeenCalled();
  // The same gesture goes on past the threshold: one section.
  gesture([4, 4]);
  expect(scrollTo).toHaveBeenCalled();
  // Its momentum, two seconds of it, on long after the move ended: no second section.
  expect(gesture(Array(125).fill(30))).toBe(0);
  expect(window.scrollY).toBe(800);
  // A new gesture after the momentum stopped moves one more.
  pause();
  gesture([20, 20, 20]);
  settle();
  expect(window.scrollY).toBe(1600);
});

it('moves one section per gesture of a wheel that counts lines, and back up with a gesture the other way', () => {
  render(<FullPageScroller sections={SECTIONS} />);
  wheel(3, 1); // Firefox: three lines a notch
  settle();
  expect(window.scrollY).toBe(800);
  pause();
  expect(wheel(-1, 1)).toBe(false); // 40 px: not yet
  act(() => jest.advanceTimersByTime(WHEEL_GESTURE_GAP_MS - 50));
  expect(window.scrollY).toBe(800);
  wheel(-1, 1);
  settle();
  expect(window.scrollY).toBe(0);
});

it('leaves the wheel to the browser inside the last, taller section, and scrolls back up a section', () => {
  render(<FullPageScroller sections={SECTIONS} />);
  scrollFreelyTo(1600);
  expect(wheel(60)).toBe(true); // not prevented: native scrolling down the tall section
  pause();
  expect(wheel(-100)).toBe(false);
  settle();
  expect(window.scrollY).toBe(800);
});

it('moves with PageDown, ArrowDown, Space, PageUp, ArrowUp, End and Home', () => {
  render(<FullPageScroller sections={SECTIONS} />);
  const press = (key: string, shiftKey = false) => {
    fireEvent.keyDown(document.body, { key, shiftKey });
    settle();
    return window.scrollY;
  };
  expect(press('PageDown')).toBe(800);
  expect(press('PageUp')).toBe(0);
  expect(press('ArrowDown')).toBe(800);
  expect(press('ArrowUp')).toBe(0);
  expect(press(' ')).toBe(800);
  expect(press(' ', true)).toBe(0);
  expect(press('End')).toBe(1600);
  expect(press('Home')).toBe(0);
});

it('leaves the keys alone in a form field', () => {
  render(
    <>
      <input aria-label="name" />
      <FullPageScroller sections={SECTIONS} />
    </>,
  );
  fireEvent.keyDown(screen.getByLabelText('name'), { key: 'PageDown' });
  fireEvent.keyDown(screen.getByLabelText('name'), { key: ' ' });
  settle();
  expect(scrollTo).not.toHaveBeenCalled();
});

it('fits to the nearest section 1000 ms after free scrolling stops between two', () => {
  render(<FullPageScroller sections={SECTIONS} />);
  scrollFreelyTo(500);
  act(() => jest.advanceTimersByTime(FULLPAGE_FIT_DELAY_MS - 10));
  expect(scrollTo).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(10));
  settle();
  expect(window.scrollY).toBe(800);
  // Inside the tall last section the visitor reads on: no fit.
  scrollTo.mockClear();
  scrollFreelyTo(2000);
  act(() => jest.advanceTimersByTime(FULLPAGE_FIT_DELAY_MS * 2));
  expect(scrollTo).not.toHaveBeenCalled();
});

it('moves a section on a swipe of 5 % of the viewport height, not on a shorter one', () => {
  render(<FullPageScroller sections={SECTIONS} />);
  const swipe = (from: number, to: number) => {
    fireEvent.touchStart(window, { touches: [{ clientY: from }] });
    fireEvent.touchMove(window, { touches: [{ clientY: to }] });
    fireEvent.touchEnd(window, { changedTouches: [{ clientY: to }] });
    settle();
  };
  const threshold = (VIEWPORT * FULLPAGE_TOUCH_SENSITIVITY) / 100;
  swipe(500, 500 - threshold + 2);
  expect(scrollTo).not.toHaveBeenCalled();
  swipe(500, 500 - threshold);
  expect(window.scrollY).toBe(800);
});

it('jumps with the dots, which name the sections and mark the current one', () => {
  render(<FullPageScroller sections={SECTIONS} />);
  const dots = screen.getAllByRole('button');
  expect(dots.map((d) => d.textContent)).toEqual(['Label hero', 'Label sections', 'Label news']);
  expect(dots[0]!.getAttribute('aria-current')).toBe('true');
  fireEvent.click(screen.getByRole('button', { name: 'Label news' }));
  settle();
  expect(window.scrollY).toBe(1600);
  expect(dots[2]!.getAttribute('aria-current')).toBe('true');
  expect(dots[0]!.getAttribute('aria-current')).toBeNull();
});

describe.each([
  ['under prefers-reduced-motion', { width: 1280, reducedMotion: true }],
  ['on a 390 px phone', { width: 390 }],
])('%s it is a plain page', (_name, screenSize) => {
  it('does not intercept the wheel, keys or scrolling, and its stylesheet shows no dots', () => {
    mockScreen(screenSize);
    render(<FullPageScroller sections={SECTIONS} />);
    expect(wheel(60)).toBe(true);
    expect(fireEvent.keyDown(document.body, { key: 'PageDown' })).toBe(true);
    scrollFreelyTo(500);
    act(() => jest.advanceTimersByTime(FULLPAGE_FIT_DELAY_MS * 2));
    expect(scrollTo).not.toHaveBeenCalled();
    // The dots and the full screens are the stylesheet's, on the scroller's own media: the same markup everywhere.
    const css = fs.readFileSync(path.join(__dirname, '../src/ui-motion/full-page-scroller.css'), 'utf8');
    expect(css).toMatch(/\.ui-fullpage__dots \{ display: none; \}\s*@media \(min-width: 450px\) and \(prefers-reduced-motion: no-preference\) \{[^@]*\.ui-fullpage__dots \{ display: block; \}/);
    expect(screen.getByText('news')).toBeTruthy();
  });
});
