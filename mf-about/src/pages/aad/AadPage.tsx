import type { Lang } from '@schools/shared-api';
import { CardList, LoadMore, SectionPage, useLang, type CardItem } from '@schools/ui';
import { useAwards } from './useAwards';

export const AWARD_DETAIL_PATH = '/about/achievements/AAD/detail';

const EMPTY: Record<Lang, string> = { en: 'No awards have been published yet.', zh: '暂无已发布的奖项。' };

/** Awards and Distinctions: pictured, dated cards, more on request; each opens its detail. */
export function AadPage() {
  const awards = useAwards();
  const lang = useLang();
  const cards: CardItem[] = awards.items.map((award) => ({
    urls: award.urls.slice(0, 1),
    title: award.title,
    summary: award.summary,
    date: award.date,
    path: AWARD_DETAIL_PATH,
    query: { id: String(award.id) },
  }));
  return (
    <SectionPage>
      {cards.length > 0 && <CardList items={cards} headingLevel={2} className="about-cards" />}
      {awards.status === 'ready' && cards.length === 0 && <p className="about-empty">{EMPTY[lang]}</p>}
      <LoadMore list={awards} />
    </SectionPage>
  );
}
