import { useEffect, useState } from 'react';
import { beginLoading } from '@schools/shared-api';

export type ApiData<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'ready'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

/**
 * Runs an API call when its inputs change and keeps the latest answer. A late answer for inputs that
 * are no longer current is dropped. Shows the loading overlay while pending.
 */
export function useApiData<T>(load: () => Promise<T>, deps: readonly unknown[]): ApiData<T> {
  const [state, setState] = useState<ApiData<T>>({ status: 'loading', data: undefined, error: undefined });
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
  }, deps);
  return state;
}
