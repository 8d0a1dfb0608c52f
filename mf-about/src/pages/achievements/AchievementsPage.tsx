import { copyOf } from '@schools/shared-api';
import { FailureNotice, RichContent, SectionPage, useMenuCopy } from '@schools/ui';
import { useChildPictures } from '../about-home/useChildPictures';
import { ABOUT_MENU_ID } from '../content-page/AboutCopyPage';

/** /about/achievements: the school's introduction to its results, then its four pages as pictured cards. */
export function AchievementsPage() {
  const copy = useMenuCopy(ABOUT_MENU_ID);
  const pictures = useChildPictures();
  const intro = copy.status === 'ready' ? copyOf(copy.data, 'about.achievements') : [];
  return (
    <SectionPage banner={pictures['/about/achievements']} childPictures={pictures}>
      {intro.length > 0 && <RichContent blocks={intro} className="ui-article__intro" />}
      {copy.status === 'error' && <FailureNotice onRetry={copy.retry} />}
    </SectionPage>
  );
}
