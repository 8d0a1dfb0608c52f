import { copyOf } from '@schools/shared-api';
import { FailureNotice, RichContent, SectionPage, useMenuCopy } from '@schools/ui';
import { useChildCards } from '../about-home/useChildCards';
import { ABOUT_MENU_ID } from '../content-page/AboutCopyPage';

/** /about/achievements: the school's introduction to its results, then its four pages as cards, pictured and summed up. */
export function AchievementsPage() {
  const copy = useMenuCopy(ABOUT_MENU_ID);
  const cards = useChildCards();
  const intro = copy.status === 'ready' ? copyOf(copy.data, 'about.achievements') : [];
  return (
    // The introduction settles first: cards shown before it arrived would be pushed down by it.
    <SectionPage banner={cards.pictures['/about/achievements']} childCards={cards} pending={copy.status === 'loading'}>
      {intro.length > 0 && <RichContent blocks={intro} className="ui-article__intro" />}
      {copy.status === 'error' && <FailureNotice onRetry={copy.retry} />}
    </SectionPage>
  );
}
