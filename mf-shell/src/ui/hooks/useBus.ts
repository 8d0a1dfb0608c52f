import { useSyncExternalStore } from 'react';
import type { BehaviorSubject } from 'rxjs';

/** The current value of a bus state channel; re-renders when it changes. */
export function useBehavior<T>(subject: BehaviorSubject<T>): T {
  return useSyncExternalStore(
    (onChange) => {
      const subscription = subject.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    () => subject.value,
  );
}
