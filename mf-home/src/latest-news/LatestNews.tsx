import { findRoute } from '@schools/shared-api';
import { CardList, FailureNotice, Link, useBasicLabels, useLang, useRoutes } from '@schools/ui';
import { useLatestNews } from './useLatestNews';

/** The newest stories as cards with their pictures, under the news menu's own title, and the way to all of them. */
export function LatestNews() {
  const lang = useLang();
  const labels = useBasicLabels();
  const news = useLatestNews();
  const title = findRoute(useRoutes(), '/news_list')?.meta.nav_title[lang];
  return (
    <div className="home-band home-cards home-news">
      <div className="home-news__head">
        <h2 className="home-band__title">{title}</h2>
        <Link to="/news_list" className="home-more">{labels.moreNews}</Link>
      </div>
      {news.data && news.data.length > 0 && (
        <CardList
          items={news.data.map((n) => ({ urls: n.urls.slice(0, 1), title: n.title, summary: n.summary, date: n.date, path: '/news_detail', query: { id: String(n.id) } }))}
          cardWidth={280}
        />
      )}
      {news.status === 'error' && <FailureNotice onRetry={news.retry} />}
    </div>
  );
}
