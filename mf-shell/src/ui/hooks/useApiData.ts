import { useCallback, useEffect, useRef, useState } from 'react';
import { beginLoading } from '@schools/shared-api';
import { useServerOutcome, type ServerOutcome } from '../server/serverData';
import { useCommitAnswer } from './useCommitAnswer';

export type ApiData<T> = (
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'ready'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown }
) & {
  /** Makes the call again (a FailureNotice's retry). */
  retry: () => void;
};

type State<T> = Omit<ApiData<T>, 'retry'>;

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

export interface ApiDataOptions {
  /**
   * The answer is the visitor's own (their sign-in): the server, whose page is the same for every
   * visitor, renders it as loading and leaves it out of the page's data; the browser asks for it.
   */
  ownToVisitor?: boolean;
}

function fromServer<T>(server: ServerOutcome<T>): State<T> {
  return server.ok ? { status: 'ready', data: server.data, error: undefined } : { status: 'error', data: undefined, error: server.error };
}

/**
 * Runs an API call when its inputs change and keeps the latest answer. A late answer for inputs that
 * are no longer current is dropped. Shows the loading overlay while pending. On the server, which
 * renders the page to HTML, the answer comes from the renderer (serverData.ts); in a hydration of that
 * HTML, from the answers the server wrote into the page, and the first call is not made again (a
 * failure is: it is no answer).
 */
export function useApiData<T>(load: () => Promise<T>, deps: readonly unknown[], options: ApiDataOptions = {}): ApiData<T> {
  const server = useServerOutcome(load, deps, options.ownToVisitor);
  const [state, setState] = useState<State<T>>(() => (server ? fromServer(server) : LOADING));
  // The server's answer stands for the first run of the effect below.
  const answered = useRef(server?.ok === true);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const commitAnswer = useCommitAnswer();
  useEffect(() => {
    if (answered.current) {
      answered.current = false;
      return;
    }
    let current = true;
    const done = beginLoading();
    // The reset belongs to the new request: after the old one's cleanup, so no late answer for the old inputs lands after it
    setState(LOADING);
    const settle = (next: State<T>) => (current ? commitAnswer(() => setState(next), done) : done());
    load().then(
      (data) => settle({ status: 'ready', data, error: undefined }),
      (error: unknown) => settle({ status: 'error', data: undefined, error }),
    );
    return () => {
      current = false;
      done();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps are what its load reads
  }, [...deps, attempt]);
  return { ...state, retry } as ApiData<T>;
}
