import { useCallback, useEffect, useRef, useState } from 'react';
import { beginLoading, getApi, type ContentItem } from '@schools/shared-api';
import { useCampus, useLang } from '@schools/ui';

export const AAD_MENU_ID = '020603';
/** One row of cards on a desktop. */
export const AWARDS_PAGE_SIZE = 4;

export interface Awards {
  items: ContentItem[];
  total: number;
  status: 'loading' | 'ready' | 'error';
  /** Loads the next page (or retries the one that failed). */
  loadMore: () => void;
}

/** The campus's awards, newest first, a page at a time; a new campus or language starts over. */
export function useAwards(): Awards {
  const campus = useCampus();
  const lang = useLang();
  const [items, setItems] = useState<ContentItem[]>([]);
  const [total, setTotal] = useState(0);
  const [status, setStatus] = useState<Awards['status']>('loading');
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const inputs = useRef('');

  useEffect(() => {
    const key = `${campus.sname}|${lang}`;
    if (inputs.current !== key) {
      inputs.current = key;
      if (page !== 1) {
        // Start over from the first page; this effect runs again for it.
        setPage(1);
        return;
      }
      setItems([]);
    }
    let live = true;
    const done = beginLoading();
    setStatus('loading');
    getApi()
      .contentList({ menuId: AAD_MENU_ID, page, size: AWARDS_PAGE_SIZE })
      .then((answer) => {
        if (!live) return;
        setItems((previous) => (page === 1 ? answer.list : [...previous, ...answer.list.filter((a) => !previous.some((p) => p.id === a.id))]));
        setTotal(answer.total);
        setStatus('ready');
      })
      .catch(() => live && setStatus('error'))
      .finally(done);
    return () => {
      live = false;
      done();
    };
  }, [campus.sname, lang, page, attempt]);

  const loadMore = useCallback(() => {
    if (status === 'error') setAttempt((n) => n + 1);
    else setPage((n) => n + 1);
  }, [status]);

  return { items, total, status, loadMore };
}
