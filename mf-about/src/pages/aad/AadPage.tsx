import type { Lang } from '@schools/shared-api';
import { CardList, SectionPage, useBasicLabels, useLang, type CardItem } from '@schools/ui';
import { useAwards } from './useAwards';

export const AWARD_DETAIL_PATH = '/about/achievements/AAD/detail';

const TEXT: Record<Lang, { failed: string; retry: string; empty: string; count: (shown: number, total: number) => string }> = {
  en: {
    failed: 'The awards could not be loaded.', retry: 'Try again', empty: 'No awards have been published yet.',
    count: (shown, total) => `Showing ${shown} of ${total}`,
  },
  zh: {
    failed: '奖项加载失败。', retry: '重试', empty: '暂无已发布的奖项。',
    count: (shown, total) => `已显示 ${shown} 项，共 ${total} 项`,
  },
};

/** Awards and Distinctions: pictured, dated cards, more on request; each opens its detail. */
export function AadPage() {
  const awards = useAwards();
  const lang = useLang();
  const labels = useBasicLabels();
  const text = TEXT[lang];
  const cards: CardItem[] = awards.items.map((award) => ({
    urls: award.urls.slice(0, 1),
    title: award.title,
    summary: award.summary,
    date: award.date,
    path: AWARD_DETAIL_PATH,
    query: { id: String(award.id) },
  }));
  const more = awards.items.length < awards.total;
  return (
    <SectionPage>
      {cards.length > 0 && <CardList items={cards} headingLevel={2} className="about-cards" />}
      {awards.status === 'ready' && cards.length === 0 && <p className="about-empty">{text.empty}</p>}
      <div className="about-more">
        {awards.status === 'error' && <p role="alert">{text.failed}</p>}
        {cards.length > 0 && <p className="about-more__count" aria-live="polite">{text.count(cards.length, awards.total)}</p>}
        {(more || awards.status === 'error') && (
          <button type="button" className="about-more__button" onClick={awards.loadMore} disabled={awards.status === 'loading'}>
            {awards.status === 'error' ? text.retry : labels.LoadMore}
          </button>
        )}
      </div>
    </SectionPage>
  );
}
