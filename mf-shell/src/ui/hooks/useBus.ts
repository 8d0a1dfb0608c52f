import { useSyncExternalStore } from 'react';
import type { BehaviorSubject } from 'rxjs';

/** The current value of a bus state channel; re-renders when it changes. */
export function useBehavior<T>(subject: BehaviorSubject<T>): T {
  const read = () => subject.value;
  return useSyncExternalStore(
    (onChange) => {
      const subscription = subject.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    read,
    // On the server the bus holds the page being rendered (ssr/renderPage.tsx).
    read,
  );
}
