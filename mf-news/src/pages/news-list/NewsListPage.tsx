import { CardList, FailureNotice, Link, SectionPage, useBasicLabels, useLang, type CardItem } from '@schools/ui';
import type { ContentItem } from '@schools/shared-api';
import { useNewsPage } from './useNewsPage';
import './news-list.css';

const TEXT = {
  en: { empty: 'No news has been published yet.', home: 'Back to the home page', count: (n: number, t: number) => `${n} of ${t} stories` },
  zh: { empty: '暂无新闻。', home: '返回首页', count: (n: number, t: number) => `已显示 ${n} / ${t} 篇` },
};

const toCard = (item: ContentItem): CardItem => ({
  urls: item.urls.slice(0, 1),
  title: item.title,
  summary: item.summary,
  date: item.date,
  path: '/news_detail',
  query: { id: String(item.id) },
});

/** The campus's news as cards, newest first, a page at a time ("Load more" appends the next). */
export function NewsListPage() {
  const lang = useLang();
  const labels = useBasicLabels();
  const news = useNewsPage();
  const text = TEXT[lang];
  return (
    <SectionPage>
      {news.items.length > 0 && (
        <>
          <CardList items={news.items.map(toCard)} headingLevel={2} className="news-list" cardWidth={280} />
          <p className="news-list__count" aria-live="polite">{text.count(news.items.length, news.total)}</p>
        </>
      )}
      {news.status === 'ready' && news.items.length === 0 && (
        <div className="news-list__empty">
          <p>{text.empty}</p>
          <Link to="/home">{text.home}</Link>
        </div>
      )}
      {news.status === 'error' && <FailureNotice onRetry={news.retry} />}
      {news.status === 'ready' && news.hasMore && (
        <div className="news-list__more">
          <button type="button" className="news-list__more-button" onClick={news.loadMore} disabled={news.loadingMore} aria-busy={news.loadingMore}>
            {labels.LoadMore}
          </button>
        </div>
      )}
    </SectionPage>
  );
}
