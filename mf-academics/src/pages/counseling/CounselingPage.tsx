import { CardList, FailureNotice, MenuCopyPage, useMenuList, type CardItem } from '@schools/ui';
import { MENU } from '../../menus';

export const COUNSELING_DETAIL = '/academics/counseling/detail';
const ARTICLES = 24;

function Articles() {
  const articles = useMenuList(MENU.counseling, ARTICLES);
  if (articles.status === 'error') return <FailureNotice onRetry={articles.retry} />;
  const cards: CardItem[] = (articles.data ?? []).map((a) => ({
    urls: a.urls.slice(0, 1), title: a.title, summary: a.summary, path: COUNSELING_DETAIL, query: { id: String(a.id) },
  }));
  return cards.length > 0 ? <CardList items={cards} headingLevel={2} className="acad-guidance" /> : null;
}

/** /academics/counseling: how the school guides students to university, then its guides as cards. */
export function CounselingPage() {
  return (
    <MenuCopyPage menuId={MENU.academics} copyKey="academics.counseling">
      <Articles />
    </MenuCopyPage>
  );
}
