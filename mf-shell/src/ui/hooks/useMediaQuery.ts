import { useCallback, useSyncExternalStore } from 'react';

/** Below SPEC 9's 450 px mobile breakpoint (the .98 keeps 450 px itself on the desktop side). */
export const PHONE_QUERY = '(max-width: 449.98px)';
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether a media query matches now; re-renders when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  // Without matchMedia (old engines, plain jsdom) nothing matches: the desktop, full-motion page.
  const matches = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matches, () => false);
}

/** True on a phone: below the mobile breakpoint. */
export const usePhone = (): boolean => useMediaQuery(PHONE_QUERY);
export const useReducedMotion = (): boolean => useMediaQuery(REDUCED_MOTION_QUERY);
