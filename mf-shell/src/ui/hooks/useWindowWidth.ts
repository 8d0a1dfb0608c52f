import { useEffect, useState } from 'react';
import { fromEvent, map, throttleTime } from 'rxjs';
import { useHydrating } from './useHydrating';

/**
 * The window's inner width, re-read on resize at most once per `throttleMs`: the first resize of a
 * burst answers at once (leading), the last one is never lost (trailing). Undefined on the server,
 * which renders the page without knowing the window, and so in the browser's hydration of that page
 * until it has hydrated.
 */
export function useWindowWidth(throttleMs: number): number | undefined {
  const hydrating = useHydrating();
  const [width, setWidth] = useState<number | undefined>(() => (hydrating ? undefined : window.innerWidth));
  useEffect(() => {
    const subscription = fromEvent(window, 'resize')
      .pipe(
        throttleTime(throttleMs, undefined, { leading: true, trailing: true }),
        // Read after throttling, so the trailing update sees the final size.
        map(() => window.innerWidth),
      )
      .subscribe(setWidth);
    // A resize between the first render and this subscription would otherwise be missed.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- catches up with the window, an external value, once subscribed
    setWidth(window.innerWidth);
    return () => subscription.unsubscribe();
  }, [throttleMs]);
  return width;
}
