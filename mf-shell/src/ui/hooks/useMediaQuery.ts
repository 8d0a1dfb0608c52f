import { useSyncExternalStore } from 'react';

/** Narrower than SPEC 9's 450 px mobile breakpoint (the .98 keeps 450 px itself on the desktop side). */
export const PHONE_QUERY = '(max-width: 449.98px)';

/** Whether a media query matches now; re-renders when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    // Environments without matchMedia (old test DOMs) count as desktop.
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** True on a phone: below SPEC 9's mobile breakpoint. */
export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_QUERY);
}
