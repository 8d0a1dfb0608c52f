import { useEffect, useRef, useState, type ReactNode } from 'react';
import { fromEvent, throttleTime, debounceTime } from 'rxjs';
import { useLang, usePhone, useReducedMotion } from '@schools/ui';

/** SPEC 9: a move from one section to the next takes 700 ms. */
export const FULLPAGE_SPEED_MS = 700;
/** SPEC 9: after free scrolling stops between sections, the page fits to the nearest one 1000 ms later. */
export const FULLPAGE_FIT_DELAY_MS = 1000;
/** SPEC 9: a swipe moves a section when it travels 5 % of the viewport's height. */
export const FULLPAGE_TOUCH_SENSITIVITY = 5;
/**
 * Wheel events closer together than this belong to one gesture: a turn of the wheel over several
 * notches, a trackpad's swipe and the momentum that follows it. A gesture moves one section at most.
 */
export const WHEEL_GESTURE_GAP_MS = 200;
/**
 * How far (px) a gesture scrolls before it moves a section: a mouse's notch (about 100 px) moves at once;
 * a trackpad's nudge of a few pixels per event moves nothing until it adds up to a deliberate swipe.
 */
export const WHEEL_THRESHOLD_PX = 50;
/** Pixels of a wheel event whose deltaMode counts lines (Firefox's mouse wheel). */
const WHEEL_LINE_PX = 40;
/** SPEC 9's scroll handler throttle. */
const SCROLL_THROTTLE_MS = 17;

export interface FullPageSection {
  id: string;
  /** Names the section in the dot navigation. */
  label: string;
  content: ReactNode;
}

const NAV_LABEL = { en: 'Sections of this page', zh: '本页版块' };

/**
 * SPEC 2's embedded full-page scroller. On desktop every section fills the viewport and the wheel, the
 * keyboard and swipes move one whole section: a wheel gesture (a turn over several notches, a trackpad's
 * swipe and its momentum) moves one once it has scrolled WHEEL_THRESHOLD_PX, and no more; free scrolling that stops between two sections fits to
 * the nearer. Under prefers-reduced-motion and on phones it is a plain page.
 */
export function FullPageScroller({ sections }: { sections: readonly FullPageSection[] }) {
  const lang = useLang();
  const phone = usePhone();
  const reducedMotion = useReducedMotion();
  const enabled = !phone && !reducedMotion;
  const refs = useRef<(HTMLElement | null)[]>([]);
  const [active, setActive] = useState(0);
  const scroller = useRef<Scroller | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const instance = new Scroller(() => refs.current.filter((el): el is HTMLElement => el !== null), setActive);
    scroller.current = instance;
    return () => {
      scroller.current = null;
      instance.stop();
    };
  }, [enabled, sections.length]);

  return (
    <div className="ui-fullpage">
      {sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-label={section.label}
          className="ui-fullpage__section"
          ref={(el) => {
            refs.current[index] = el;
          }}
        >
          {section.content}
        </section>
      ))}
      {/* On every screen, shown by the stylesheet where the scroller is on. */}
      {sections.length > 1 && (
        <nav className="ui-fullpage__dots" aria-label={NAV_LABEL[lang]}>
          <ul>
            {sections.map((section, index) => (
              <li key={section.id}>
                <button
                  type="button"
                  className="ui-fullpage__dot"
                  aria-current={index === active ? 'true' : undefined}
                  onClick={() => scroller.current?.goTo(index)}
                >
                  <span className="ui-fullpage__dot-label">{section.label}</span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}

interface Box {
  top: number;
  bottom: number;
}

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/** Elements where the arrow keys and Space belong to the element, not to the page. */
function ownsKeys(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('input, textarea, select, [role="listbox"], [role="menu"], [role="slider"]')) return true;
  return key === ' ' && target.closest('button, a[href], summary, [role="button"]') !== null;
}

/**
 * The behaviour on window scroll, outside React: section boxes are read from the DOM when needed, so
 * pictures loading or a resize never leave stale positions behind.
 */
class Scroller {
  private readonly cleanups: (() => void)[] = [];
  private frame = 0;
  private animating = false;
  /**
   * The wheel gesture under way: when its last event came, its direction, how far it went, and what it
   * did: nothing yet, moved a section, or scrolled natively inside a tall one.
   */
  private gesture = { last: -Infinity, direction: 0, travelled: 0, outcome: 'none' as 'none' | 'moved' | 'native' };
  private touchStartY: number | null = null;

  constructor(
    private readonly sections: () => HTMLElement[],
    private readonly onActive: (index: number) => void,
  ) {
    this.listen(window, 'wheel', this.onWheel, { passive: false });
    this.listen(window, 'keydown', this.onKey);
    this.listen(window, 'touchstart', this.onTouchStart, { passive: true });
    this.listen(window, 'touchmove', this.onTouchMove, { passive: false });
    this.listen(window, 'touchend', this.onTouchEnd, { passive: true });
    const scroll = fromEvent(window, 'scroll');
    const tracking = scroll
      .pipe(throttleTime(SCROLL_THROTTLE_MS, undefined, { leading: true, trailing: true }))
      .subscribe(() => this.onActive(this.current(window.innerHeight / 2)));
    const fitting = scroll.pipe(debounceTime(FULLPAGE_FIT_DELAY_MS)).subscribe(() => this.fit());
    this.cleanups.push(() => tracking.unsubscribe(), () => fitting.unsubscribe());
    this.onActive(this.current(window.innerHeight / 2));
  }

  stop(): void {
    cancelAnimationFrame(this.frame);
    this.cleanups.forEach((cleanup) => cleanup());
  }

  goTo(index: number): void {
    const box = this.boxes()[index];
    if (box) this.animateTo(box.top);
  }

  private listen<E extends Event>(target: Window, type: string, handler: (event: E) => void, options?: AddEventListenerOptions) {
    const listener = handler.bind(this) as EventListener;
    target.addEventListener(type, listener, options);
    this.cleanups.push(() => target.removeEventListener(type, listener, options));
  }

  private boxes(): Box[] {
    return this.sections().map((el) => {
      const rect = el.getBoundingClientRect();
      return { top: rect.top + window.scrollY, bottom: rect.bottom + window.scrollY };
    });
  }

  /** The index of the last section whose top is above the given line of the viewport. */
  private current(line = 1): number {
    const y = window.scrollY + line;
    const boxes = this.boxes();
    let index = 0;
    boxes.forEach((box, i) => {
      if (box.top <= y) index = i;
    });
    return index;
  }

  /**
   * Where one step in a direction goes from here, or null to let the browser scroll: inside a section
   * taller than the viewport (the last one, typically) scrolling stays native until its edge.
   */
  private step(direction: 1 | -1): number | null {
    const y = window.scrollY;
    const height = window.innerHeight;
    const boxes = this.boxes();
    const index = this.current();
    const box = boxes[index];
    if (!box) return null;
    const tall = box.bottom - box.top > height + 1;
    if (direction > 0) {
      if (tall && y + height < box.bottom - 1) return null;
      const next = boxes[index + 1];
      return next ? next.top : null;
    }
    if (y > box.top + 1) return tall ? null : box.top;
    const previous = boxes[index - 1];
    if (!previous) return null;
    // Coming back up into a tall section shows its end first, as native scrolling would.
    return previous.bottom - previous.top > height + 1 ? previous.bottom - height : previous.top;
  }

  private move(direction: 1 | -1, event: Event): void {
    const target = this.step(direction);
    if (target === null) return;
    event.preventDefault();
    if (!this.animating) this.animateTo(target);
  }

  private onWheel(event: WheelEvent): void {
    if (event.ctrlKey || Math.abs(event.deltaY) <= Math.abs(event.deltaX)) return; // zoom, sideways
    const now = performance.now();
    const direction = event.deltaY > 0 ? 1 : -1;
    const gesture = this.gesture;
    // A pause, or a turn the other way, starts a new gesture: the momentum of a swipe never turns back.
    if (now - gesture.last > WHEEL_GESTURE_GAP_MS || direction !== gesture.direction) {
      Object.assign(gesture, { direction, travelled: 0, outcome: 'none' });
    }
    gesture.last = now;
    // The rest of a gesture that moved a section, and its momentum, move nothing more (nor scroll the page).
    if (gesture.outcome === 'moved' || this.animating) {
      event.preventDefault();
      return;
    }
    const target = this.step(direction);
    // Native scrolling inside a tall section: reaching its edge, this gesture stops there.
    if (gesture.outcome === 'native' || target === null) {
      if (target === null) gesture.outcome = 'native';
      else event.preventDefault();
      return;
    }
    // Between sections the page itself does not scroll: the gesture either moves a whole section or nothing.
    event.preventDefault();
    const unit = event.deltaMode === 1 ? WHEEL_LINE_PX : event.deltaMode === 2 ? window.innerHeight : 1;
    gesture.travelled += Math.abs(event.deltaY) * unit;
    if (gesture.travelled < WHEEL_THRESHOLD_PX) return;
    gesture.outcome = 'moved';
    this.animateTo(target);
  }

  private onKey(event: KeyboardEvent): void {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || ownsKeys(event.target, event.key)) return;
    switch (event.key) {
      case 'PageDown':
      case 'ArrowDown':
        return this.move(1, event);
      case 'PageUp':
      case 'ArrowUp':
        return this.move(-1, event);
      case ' ':
        return this.move(event.shiftKey ? -1 : 1, event);
      case 'Home':
      case 'End': {
        const boxes = this.boxes();
        const box = event.key === 'Home' ? boxes[0] : boxes[boxes.length - 1];
        if (!box) return;
        event.preventDefault();
        this.animateTo(box.top);
        return;
      }
    }
  }

  private onTouchStart(event: TouchEvent): void {
    this.touchStartY = event.touches[0]?.clientY ?? null;
  }

  private onTouchMove(event: TouchEvent): void {
    const y = event.touches[0]?.clientY;
    if (this.touchStartY === null || y === undefined) return;
    // Where a swipe would move a section, the page must not also scroll under the finger.
    if (this.step(this.touchStartY > y ? 1 : -1) !== null) event.preventDefault();
  }

  private onTouchEnd(event: TouchEvent): void {
    const start = this.touchStartY;
    const end = event.changedTouches[0]?.clientY;
    this.touchStartY = null;
    if (start === null || end === undefined) return;
    const travelled = start - end;
    if (Math.abs(travelled) < (window.innerHeight * FULLPAGE_TOUCH_SENSITIVITY) / 100) return;
    const target = this.step(travelled > 0 ? 1 : -1);
    if (target !== null && !this.animating) this.animateTo(target);
  }

  /** After free scrolling stopped: to the nearest section edge, unless inside a tall section. */
  private fit(): void {
    if (this.animating) return;
    const y = window.scrollY;
    const height = window.innerHeight;
    const points: number[] = [];
    for (const box of this.boxes()) {
      if (box.bottom - box.top > height + 1) {
        if (y >= box.top && y <= box.bottom - height) return;
        points.push(box.top, box.bottom - height);
      } else {
        points.push(box.top);
      }
    }
    const nearest = points.reduce((best, p) => (Math.abs(p - y) < Math.abs(best - y) ? p : best), Number.POSITIVE_INFINITY);
    if (Number.isFinite(nearest) && Math.abs(nearest - y) > 1) this.animateTo(nearest);
  }

  private animateTo(target: number): void {
    // jsdom has no layout (scrollHeight 0): only a real page clamps to its end.
    const end = document.documentElement.scrollHeight - window.innerHeight;
    const to = end > 0 ? Math.min(Math.max(0, target), end) : Math.max(0, target);
    const from = window.scrollY;
    cancelAnimationFrame(this.frame);
    if (Math.abs(to - from) < 1) return;
    this.animating = true;
    let started: number | null = null;
    const tick = (now: number) => {
      started ??= now;
      const t = Math.min(1, (now - started) / FULLPAGE_SPEED_MS);
      window.scrollTo(0, from + (to - from) * easeInOutCubic(t));
      if (t < 1) this.frame = requestAnimationFrame(tick);
      else this.animating = false;
    };
    this.frame = requestAnimationFrame(tick);
  }
}
