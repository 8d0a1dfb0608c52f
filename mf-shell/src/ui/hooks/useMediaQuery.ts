import { useCallback, useSyncExternalStore } from 'react';

/** SPEC 9's mobile breakpoint (450 px), the same width as the kit's stylesheets use. */
export const PHONE_QUERY = '(max-width: 450px)';
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

export const usePhone = (): boolean => useMediaQuery(PHONE_QUERY);
export const useReducedMotion = (): boolean => useMediaQuery(REDUCED_MOTION_QUERY);
