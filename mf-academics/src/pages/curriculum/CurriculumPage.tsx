import { copyOf } from '@schools/shared-api';
import { ContentPage, useCopyCards, useMenuCopy } from '@schools/ui';
import { MENU } from '../../menus';
import { CURRICULUM_PAGES } from './curriculumPages';

/** /academics/curriculum: the overview, then the seven stages and programmes as pictured cards. */
export function CurriculumPage() {
  const copy = useMenuCopy(MENU.academics);
  const cards = useCopyCards(CURRICULUM_PAGES);
  return (
    <ContentPage
      blocks={copy.status === 'ready' ? copyOf(copy.data, 'academics.curriculum') : []}
      onRetry={copy.status === 'error' ? copy.retry : undefined}
      childCards={cards}
      // The cards come from other menus' copy and may be ready first: they would then be pushed down.
      pending={copy.status === 'loading'}
    />
  );
}
