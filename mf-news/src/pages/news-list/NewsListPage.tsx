import { CardList, Link, LoadMore, SectionPage, useLang, type CardItem } from '@schools/ui';
import type { ContentItem } from '@schools/shared-api';
import { useNewsPage } from './useNewsPage';
import './news-list.css';

const TEXT = {
  en: { empty: 'No news has been published yet.', home: 'Back to the home page' },
  zh: { empty: '暂无新闻。', home: '返回首页' },
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
  const news = useNewsPage();
  const text = TEXT[lang];
  return (
    <SectionPage>
      {news.items.length > 0 && <CardList items={news.items.map(toCard)} headingLevel={2} className="news-list" cardWidth={280} eagerCount={1} />}
      {news.status === 'ready' && news.items.length === 0 && (
        <div className="news-list__empty">
          <p>{text.empty}</p>
          <Link to="/home">{text.home}</Link>
        </div>
      )}
      <LoadMore list={news} />
    </SectionPage>
  );
}
