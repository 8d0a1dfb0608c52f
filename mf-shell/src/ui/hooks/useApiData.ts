import { useCallback, useEffect, useState } from 'react';
import { beginLoading } from '@schools/shared-api';

export type ApiData<T> = (
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'ready'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown }
) & {
  /** Makes the call again (a FailureNotice's retry). */
  retry: () => void;
};

type State<T> = Omit<ApiData<T>, 'retry'>;

/**
 * Runs an API call when its inputs change and keeps the latest answer. A late answer for inputs that
 * are no longer current is dropped. Shows the loading overlay while pending.
 */
export function useApiData<T>(load: () => Promise<T>, deps: readonly unknown[]): ApiData<T> {
  const [state, setState] = useState<State<T>>({ status: 'loading', data: undefined, error: undefined });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    let current = true;
    const done = beginLoading();
    setState({ status: 'loading', data: undefined, error: undefined });
    load()
      .then((data) => current && setState({ status: 'ready', data, error: undefined }))
      .catch((error: unknown) => current && setState({ status: 'error', data: undefined, error }))
      .finally(done);
    return () => {
      current = false;
      done();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);
  return { ...state, retry } as ApiData<T>;
}
