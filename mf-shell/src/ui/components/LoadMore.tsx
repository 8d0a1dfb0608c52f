import { useEffect, useRef } from 'react';
import { useBasicLabels } from '../hooks/useBasicLabels';
import { useLang } from '../hooks/useSite';
import type { PagedList } from '../hooks/usePagedList';
import { FailureNotice } from './FailureNotice';

const COUNT = {
  en: (shown: number, total: number) => `Showing ${shown} of ${total}`,
  zh: (shown: number, total: number) => `已显示 ${shown} / ${total}`,
};

/**
 * Under a paged list (the kit's CardList just before it): how many are shown, the school's LoadMore
 * label while there are more, a retry on failure. Once the next page is in, the focus moves to its
 * first card, where a keyboard or screen-reader user goes on reading (not to the page's top, as it
 * did when the button was disabled or gone); the button stays focusable while loading (aria-disabled).
 */
export function LoadMore({ list }: { list: PagedList }) {
  const lang = useLang();
  const labels = useBasicLabels();
  const box = useRef<HTMLDivElement>(null);
  /** How many cards there were when the visitor asked for more: the first new one is at this index. */
  const firstNew = useRef<number | null>(null);
  const count = list.items.length;

  useEffect(() => {
    const index = firstNew.current;
    if (index === null || count <= index) return;
    firstNew.current = null;
    const cards = box.current?.parentElement?.querySelectorAll<HTMLElement>('.ui-card-list > .ui-card .ui-card__link');
    cards?.[index]?.focus();
  }, [count]);

  if (list.status === 'error') return <FailureNotice onRetry={list.retry} />;
  if (count === 0) return null;
  const more = () => {
    if (list.loadingMore) return;
    firstNew.current = count;
    list.loadMore();
  };
  return (
    <div className="ui-more" ref={box}>
      <p className="ui-more__count" aria-live="polite">{COUNT[lang](count, list.total)}</p>
      {list.hasMore && (
        <button type="button" className="ui-more__button" onClick={more} aria-disabled={list.loadingMore || undefined} aria-busy={list.loadingMore}>
          {labels.LoadMore}
        </button>
      )}
    </div>
  );
}
