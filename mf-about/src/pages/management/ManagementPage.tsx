import { CardList, FailureNotice, RichContent, SectionPage, type CardItem } from '@schools/ui';
import { useLeaders } from './useLeaders';

export const LEADER_DETAIL_PATH = '/about/management/detail';

/** School Leadership: how the school is led, then every leader as a card opening their profile. */
export function ManagementPage() {
  const leadership = useLeaders();
  const cards: CardItem[] = leadership.status === 'ready'
    ? leadership.data.leaders.map((leader) => ({
        urls: leader.urls.slice(0, 1),
        title: leader.title,
        summary: leader.summary,
        path: LEADER_DETAIL_PATH,
        query: { id: String(leader.id) },
      }))
    : [];
  return (
    <SectionPage>
      <div className="ui-article">
        {leadership.status === 'error' && <FailureNotice onRetry={leadership.retry} />}
        {leadership.status === 'ready' && leadership.data.intro.length > 0 && (
          <RichContent blocks={leadership.data.intro} className="ui-article__intro" />
        )}
      </div>
      {cards.length > 0 && <CardList items={cards} headingLevel={2} className="about-cards" />}
    </SectionPage>
  );
}
