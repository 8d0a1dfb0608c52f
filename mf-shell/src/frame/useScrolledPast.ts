import { useEffect, useState } from 'react';
import { fromEvent, throttleTime } from 'rxjs';
import { useHydrating } from '@schools/ui';

/** Scroll handler throttle (SPEC 9). */
export const SCROLL_THROTTLE_MS = 17;

/**
 * Whether the page is scrolled beyond `px`, read at most every 17 ms (first and last event kept). A
 * page the server rendered starts at its top, as the server's markup does (its effect reads the scroll).
 */
export function useScrolledPast(px: number): boolean {
  const hydrating = useHydrating();
  const [past, setPast] = useState(() => !hydrating && window.scrollY > px);
  useEffect(() => {
    const update = () => setPast(window.scrollY > px);
    update();
    const subscription = fromEvent(window, 'scroll', { passive: true })
      .pipe(throttleTime(SCROLL_THROTTLE_MS, undefined, { leading: true, trailing: true }))
      .subscribe(update);
    return () => subscription.unsubscribe();
  }, [px]);
  return past;
}
