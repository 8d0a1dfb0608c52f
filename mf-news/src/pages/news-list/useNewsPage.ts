import { useCallback, useEffect, useRef, useState } from 'react';
import { beginLoading, getApi, type ContentItem } from '@schools/shared-api';
import { useCampus, useLang } from '@schools/ui';

/** The news group of the API (menu 07). */
export const NEWS_MENU_ID = '07';
/** Items per request: a featured item and a grid of six on a desktop. */
export const NEWS_PAGE_SIZE = 7;

export interface NewsPage {
  status: 'loading' | 'ready' | 'error';
  items: ContentItem[];
  total: number;
  /** A later page is being fetched (the items so far stay on screen). */
  loadingMore: boolean;
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

/**
 * The news list of the campus and language, page by page: the first page on entry, the next one
 * appended on `loadMore`. A change of campus or language starts again from the first page.
 */
export function useNewsPage(): NewsPage {
  const campus = useCampus();
  const lang = useLang();
  const [items, setItems] = useState<ContentItem[]>([]);
  const [total, setTotal] = useState(0);
  const [status, setStatus] = useState<NewsPage['status']>('loading');
  const [loadingMore, setLoadingMore] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Bumped on each restart, so a late answer for an earlier campus or language is dropped.
  const generation = useRef(0);
  const nextPage = useRef(1);

  const fetchPage = useCallback((page: number, gen: number, append: boolean) => {
    const done = beginLoading();
    return getApi()
      .contentList({ menuId: NEWS_MENU_ID, page, size: NEWS_PAGE_SIZE })
      .then((answer) => {
        if (gen !== generation.current) return;
        setItems((previous) => (append ? [...previous, ...answer.list] : answer.list));
        setTotal(answer.total);
        setStatus('ready');
        nextPage.current = page + 1;
      })
      .catch(() => {
        if (gen === generation.current) setStatus('error');
      })
      .finally(() => {
        done();
        if (gen === generation.current) setLoadingMore(false);
      });
  }, []);

  useEffect(() => {
    const gen = ++generation.current;
    setItems([]);
    setTotal(0);
    setStatus('loading');
    setLoadingMore(false);
    void fetchPage(1, gen, false);
    return () => {
      generation.current++;
    };
  }, [campus.sname, lang, attempt, fetchPage]);

  const loadMore = useCallback(() => {
    if (loadingMore) return;
    setLoadingMore(true);
    void fetchPage(nextPage.current, generation.current, true);
  }, [fetchPage, loadingMore]);

  const retry = useCallback(() => {
    // A failed later page keeps what is shown and asks for that page again.
    if (items.length > 0) {
      setStatus('ready');
      loadMore();
    } else setAttempt((n) => n + 1);
  }, [items.length, loadMore]);

  return { status, items, total, loadingMore, hasMore: items.length < total, loadMore, retry };
}
