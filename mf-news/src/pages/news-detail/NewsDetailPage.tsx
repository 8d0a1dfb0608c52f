import {
  FailureNotice, ImagePreloader, Link, RichContent, SectionPage, formatDate, useBasicLabels, useLang, useRoute,
} from '@schools/ui';
import { VIEWS_SHOWN_FROM, bus, isNotFound } from '@schools/shared-api';
import { useNewsArticle, useViewCount } from './useNewsArticle';
import { usePrevNext, type Neighbour } from './usePrevNext';
import './news-detail.css';

const TEXT = {
  en: {
    views: (n: number) => `${n} ${n === 1 ? 'view' : 'views'}`, list: 'Back to the news list',
    missing: 'This story could not be found.', nav: 'More stories', enlarge: 'Enlarge the picture',
  },
  zh: { views: (n: number) => `阅读 ${n}`, list: '返回新闻列表', missing: '未找到这篇新闻。', nav: '更多新闻', enlarge: '查看大图' },
};

function NeighbourLink({ item, label, rel }: { item?: Neighbour; label: string; rel: 'prev' | 'next' }) {
  if (!item) return <span className={`news-detail__step news-detail__step--${rel} news-detail__step--none`} />;
  return (
    <Link to="/news_detail" query={{ id: String(item.id) }} className={`news-detail__step news-detail__step--${rel}`}>
      <span className="news-detail__step-label">{rel === 'prev' ? `← ${label}` : `${label} →`}</span>
      <span className="news-detail__step-title">{item.title}</span>
    </Link>
  );
}

/** One news story: title as the page's heading, date and views, cover, body, its neighbours. */
export function NewsDetailPage() {
  const route = useRoute();
  const lang = useLang();
  const labels = useBasicLabels();
  const text = TEXT[lang];
  const id = Number(route?.query.id);
  const article = useNewsArticle(id);
  const views = useViewCount(id);
  const steps = usePrevNext(id);
  const item = article.data;
  const viewCount = views ?? item?.views ?? 0;
  const notFound = article.status === 'error' && isNotFound(article.error);

  return (
    <SectionPage title={item?.title} pending={article.status === 'loading'} backLabel={labels.back}>
      {item && (
        <>
          <p className="news-detail__meta">
            <time dateTime={item.date}>{formatDate(item.date, lang)}</time>
            {viewCount >= VIEWS_SHOWN_FROM && (
              <>
                <span aria-hidden="true"> · </span>
                <span>{text.views(viewCount)}</span>
              </>
            )}
          </p>
          {item.urls[0] && (
            // The cover opens full screen in the kit's picture viewer, captioned with the story's title.
            <button
              type="button"
              className="news-detail__cover"
              aria-haspopup="dialog"
              aria-label={text.enlarge}
              onClick={() => bus.messages.next({ type: 'open-picture', src: item.urls[0]!, alt: item.title })}
            >
              <ImagePreloader src={item.urls[0]} alt={item.alts[0] ?? ''} ratio={16 / 9} eager />
            </button>
          )}
          <RichContent blocks={item.blocks} className="news-detail__body" />
          {steps.data && (steps.data.previous || steps.data.next) && (
            <nav className="news-detail__steps" aria-label={text.nav}>
              <NeighbourLink item={steps.data.previous} label={labels.lastPage} rel="prev" />
              <NeighbourLink item={steps.data.next} label={labels.nextPage} rel="next" />
            </nav>
          )}
          <p className="news-detail__list">
            <Link to="/news_list">{text.list}</Link>
          </p>
        </>
      )}
      {article.status === 'error' && (
        notFound ? (
          <div className="news-detail__missing">
            <p>{text.missing}</p>
            <Link to="/news_list">{text.list}</Link>
          </div>
        ) : (
          <FailureNotice onRetry={article.retry} />
        )
      )}
    </SectionPage>
  );
}
