import { useCallback, useEffect, useRef, useState } from 'react';
import { beginLoading, getApi, type ContentItem } from '@schools/shared-api';
import { useServerOutcome } from '../server/serverData';
import { useCampus, useLang } from './useSite';
import { useCommitAnswer } from './useCommitAnswer';

export interface PagedList {
  status: 'loading' | 'ready' | 'error';
  items: ContentItem[];
  total: number;
  /** A later page is being fetched (the items so far stay on screen). */
  loadingMore: boolean;
  hasMore: boolean;
  loadMore: () => void;
  /** After a failure: the first page again, or the page that failed (what is shown stays). */
  retry: () => void;
}

/**
 * A menu's list (content-list) in the page's campus and language, a page at a time: the first page on
 * entry, the next one appended on `loadMore`. A change of campus or language starts again.
 */
export function usePagedList(menuId: string, pageSize: number): PagedList {
  const campus = useCampus();
  const lang = useLang();
  // The first page, when the server renders the page to HTML, and in the browser's hydration of it
  // (the answer the server wrote into the page).
  const server = useServerOutcome(() => getApi().contentList({ menuId, page: 1, size: pageSize }), [menuId, pageSize, campus.sname, lang]);
  const [items, setItems] = useState<ContentItem[]>(() => (server?.ok ? server.data.list : []));
  const [total, setTotal] = useState(() => (server?.ok ? server.data.total : 0));
  const [status, setStatus] = useState<PagedList['status']>(() => (server ? (server.ok ? 'ready' : 'error') : 'loading'));
  const [loadingMore, setLoadingMore] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Bumped on each restart, so a late answer for an earlier campus or language is dropped.
  const generation = useRef(0);
  const nextPage = useRef(server?.ok ? 2 : 1);
  // The server's first page stands for the first run of the effect below.
  const answered = useRef(server?.ok === true);

  const commitAnswer = useCommitAnswer();

  const fetchPage = useCallback((page: number, gen: number, append: boolean) => {
    const done = beginLoading();
    // A late answer for an earlier campus or language is dropped; the others go on screen in a
    // transition, and count as loading until they are there (useCommitAnswer).
    const settle = (apply: () => void) => (gen === generation.current ? commitAnswer(apply, done) : done());
    return getApi()
      .contentList({ menuId, page, size: pageSize })
      .then(
        (answer) =>
          settle(() => {
            setItems((previous) => (append ? [...previous, ...answer.list.filter((a) => !previous.some((p) => p.id === a.id))] : answer.list));
            setTotal(answer.total);
            setStatus('ready');
            setLoadingMore(false);
            nextPage.current = page + 1;
          }),
        () =>
          settle(() => {
            setStatus('error');
            setLoadingMore(false);
          }),
      );
  }, [menuId, pageSize, commitAnswer]);

  useEffect(() => {
    const gen = ++generation.current;
    if (answered.current) {
      answered.current = false;
      return () => {
        generation.current = gen + 1;
      };
    }
    // Functional resets keep the same state (no render) on a first mount, where nothing is set.
    // The reset belongs to the new request: after the old one's cleanup, so no late answer for the old inputs lands after it
    setItems((shown) => (shown.length > 0 ? [] : shown));
    setTotal(0);
    setStatus('loading');
    setLoadingMore(false);
    void fetchPage(1, gen, false);
    // Any answer still to come for this run (its first page or a later one) is late from now on.
    return () => {
      generation.current = gen + 1;
    };
  }, [campus.sname, lang, attempt, fetchPage]);

  const loadMore = useCallback(() => {
    if (loadingMore) return;
    setLoadingMore(true);
    void fetchPage(nextPage.current, generation.current, true);
  }, [fetchPage, loadingMore]);

  const retry = useCallback(() => {
    if (items.length > 0) {
      setStatus('ready');
      loadMore();
    } else setAttempt((n) => n + 1);
  }, [items.length, loadMore]);

  return { status, items, total, loadingMore, hasMore: items.length < total, loadMore, retry };
}
