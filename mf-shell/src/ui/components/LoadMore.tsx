import { useBasicLabels } from '../hooks/useBasicLabels';
import { useLang } from '../hooks/useSite';
import type { PagedList } from '../hooks/usePagedList';
import { FailureNotice } from './FailureNotice';

const COUNT = {
  en: (shown: number, total: number) => `Showing ${shown} of ${total}`,
  zh: (shown: number, total: number) => `已显示 ${shown} / ${total}`,
};

/** Under a paged list: how many are shown, the school's LoadMore label while there are more, a retry on failure. */
export function LoadMore({ list }: { list: PagedList }) {
  const lang = useLang();
  const labels = useBasicLabels();
  if (list.status === 'error') return <FailureNotice onRetry={list.retry} />;
  if (list.items.length === 0) return null;
  return (
    <div className="ui-more">
      <p className="ui-more__count" aria-live="polite">{COUNT[lang](list.items.length, list.total)}</p>
      {list.hasMore && (
        <button type="button" className="ui-more__button" onClick={list.loadMore} disabled={list.loadingMore} aria-busy={list.loadingMore}>
          {labels.LoadMore}
        </button>
      )}
    </div>
  );
}
