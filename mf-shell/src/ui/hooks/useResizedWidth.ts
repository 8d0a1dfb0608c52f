import { useEffect, useState } from 'react';
import { fromEvent, map, throttleTime } from 'rxjs';

/**
 * The window's inner width once the window has been resized, re-read at most once per `throttleMs`:
 * the first resize of a burst answers at once (leading), the last one is never lost (trailing).
 * Undefined until the first resize: what the window opened at is the stylesheet's to size, as on the
 * server, which renders the page without knowing the window, so the page's first render is the same
 * on both and a hydration changes nothing.
 */
export function useResizedWidth(throttleMs: number): number | undefined {
  const [width, setWidth] = useState<number>();
  useEffect(() => {
    const subscription = fromEvent(window, 'resize')
      .pipe(
        throttleTime(throttleMs, undefined, { leading: true, trailing: true }),
        // Read after throttling, so the trailing update sees the final size.
        map(() => window.innerWidth),
      )
      .subscribe(setWidth);
    return () => subscription.unsubscribe();
  }, [throttleMs]);
  return width;
}
