import { useEffect, useEffectEvent, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface FocusTrapOptions {
  /** Where focus goes when the trap starts (default: the container). */
  initialFocus?: () => HTMLElement | null | undefined;
  /** Escape, or a press outside the container: the owner closes (and the trap ends with it). */
  onDismiss: () => void;
  /** Where focus goes back when the trap ends (default: where it was before). */
  returnFocus?: () => HTMLElement | null | undefined;
}

/**
 * Keeps keyboard focus inside `ref` while `active`: Tab and Shift+Tab wrap around its focusable
 * elements, Escape or a press outside dismisses, and focus goes back when it ends. A few lines of
 * the platform instead of a focus-trap library on every page (the budget counts each kilobyte).
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, options: FocusTrapOptions): void {
  // The latest options, without starting the trap afresh when a parent passes new closures.
  const latest = useEffectEvent(() => options);

  useEffect(() => {
    const root = ref.current;
    if (!active || !root) return undefined;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (latest().initialFocus?.() ?? root).focus();

    const focusables = () => [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden], [inert]'));
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        latest().onDismiss();
        return;
      }
      if (event.key !== 'Tab') return;
      const list = focusables();
      const first = list[0];
      const last = list[list.length - 1];
      if (!first || !last) return;
      const current = document.activeElement;
      const inside = current instanceof Node && root.contains(current);
      if (event.shiftKey && (current === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    // A press outside closes, and the click goes through (a tap on the logo still goes home).
    const onPress = (event: MouseEvent) => {
      if (event.target instanceof Node && !root.contains(event.target)) latest().onDismiss();
    };
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('mousedown', onPress, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('mousedown', onPress, true);
      const back = latest().returnFocus?.() ?? before;
      if (back?.isConnected) back.focus();
    };
  }, [active, ref]);
}
