import { useCallback, useState } from 'react';

/** A counter to put in an API call's inputs: bumping it makes the call again (FailureNotice's retry). */
export function useRetry(): [number, () => void] {
  const [attempt, setAttempt] = useState(0);
  return [attempt, useCallback(() => setAttempt((n) => n + 1), [])];
}
