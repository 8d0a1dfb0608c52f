import { copyOf, copyTitle, hubEntries, type ContentItem, type Lang } from '@schools/shared-api';
import { Hub, HubList, HubPanel, Link, RichContent, SectionPage, formatDate, useLang, useMenuCopy } from '@schools/ui';
import { useChildCards } from './useChildCards';
import { useLatestNews } from './useLatestNews';

const TEXT: Record<Lang, { leaders: string; achievements: string; news: string; allNews: string }> = {
  en: { leaders: 'Meet our leadership team', achievements: 'All our achievements', news: 'Latest news', allNews: 'All news' },
  zh: { leaders: '认识学校领导团队', achievements: '查看全部办学成果', news: '最新动态', allNews: '全部新闻' },
};

function LatestNews({ stories, lang }: { stories: readonly ContentItem[]; lang: Lang }) {
  return (
    <HubPanel id="about-hub-news" title={TEXT[lang].news} more={{ to: '/news_list', label: TEXT[lang].allNews }}>
      <ul className="ui-hub__dates">
        {stories.map((s) => (
          <li key={s.id}>
            <time className="ui-hub__meta" dateTime={s.date}>{formatDate(s.date, lang)}</time>
            <Link to="/news_detail" query={{ id: String(s.id) }}>{s.title}</Link>
          </li>
        ))}
      </ul>
    </HubPanel>
  );
}

/**
 * /about: who the school is, in its own words and key facts, with a visit to book; a welcome from the
 * Head of School, its achievements at a glance, its latest news; then the section's pages as cards.
 * Nothing shows until every call has answered, so nothing arriving late pushes the page down.
 */
export function AboutHomePage() {
  const lang = useLang();
  const copy = useMenuCopy('02');
  const news = useLatestNews();
  const cards = useChildCards();
  const items = copy.data ?? [];
  const welcome = copyOf(items, 'hub.welcome');
  const highlights = hubEntries(copyOf(items, 'hub.highlights'));
  return (
    <SectionPage childCards={cards} pending={copy.status === 'loading' || news.status === 'loading' || !cards.ready}>
      <Hub intro={copyOf(items, 'hub.intro')}>
        {welcome.length > 0 && (
          <HubPanel id="about-hub-welcome" title={copyTitle(items, 'hub.welcome')} more={{ to: '/about/management', label: TEXT[lang].leaders }}>
            <RichContent blocks={welcome} />
          </HubPanel>
        )}
        {highlights.length > 0 && (
          <HubPanel id="about-hub-highlights" title={copyTitle(items, 'hub.highlights')} more={{ to: '/about/achievements', label: TEXT[lang].achievements }}>
            <HubList entries={highlights} variant="figures" />
          </HubPanel>
        )}
        {news.data && news.data.length > 0 && <LatestNews stories={news.data} lang={lang} />}
      </Hub>
    </SectionPage>
  );
}
