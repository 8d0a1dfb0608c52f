import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

/** Applies an answer to the component's state; `done` ends its loading count once that is on screen. */
export type CommitAnswer = (apply: () => void, done: () => void) => void;

/**
 * Puts an API answer on screen in a transition, which React renders in slices of a few milliseconds
 * rather than in one long task that holds the page's input, and ends its loading count
 * (`beginLoading`'s `done`) only once that render has been committed: the server page's hand-over
 * (server-page.js) and the Connecting overlay read the count, and must never see a region whose answer
 * has arrived but is not yet in the document.
 */
export function useCommitAnswer(): CommitAnswer {
  const [committed, setCommitted] = useState(0);
  const requested = useRef(0);
  const pending = useRef<Array<{ commit: number; done: () => void }>>([]);

  useEffect(() => {
    const settled = pending.current.filter((p) => p.commit <= committed);
    pending.current = pending.current.filter((p) => p.commit > committed);
    for (const p of settled) p.done();
  }, [committed]);
  // Unmounted before its answer was committed: nothing will be, and the count must not stay up.
  useEffect(
    () => () => {
      for (const p of pending.current) p.done();
      pending.current = [];
    },
    [],
  );

  return useCallback<CommitAnswer>((apply, done) => {
    const commit = ++requested.current;
    pending.current.push({ commit, done });
    startTransition(() => {
      apply();
      setCommitted(commit);
    });
  }, []);
}
