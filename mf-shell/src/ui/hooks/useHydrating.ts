import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * True while this render must give the server's markup: on the server, and in the browser while a
 * section hydrates it (React reads the server's snapshot then, and renders again with the browser's
 * once hydrated). A component whose first state the browser would choose otherwise (a picture's fade,
 * the window's width) starts from the server's in that render, so the two markups match.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(never, () => false, () => true);
}
