import { copyOf } from '@schools/shared-api';
import { FailureNotice, RichContent, SectionPage, useMenuCopy } from '@schools/ui';

/** The API's group of the art festival's page copy. */
export const ART_FESTIVAL_MENU_ID = '0701';
const KEY = 'art_festival.article_desc';

/** The campus's art festival: its copy and gallery from the API. */
export function ArtFestivalPage() {
  const copy = useMenuCopy(ART_FESTIVAL_MENU_ID);
  return (
    <SectionPage>
      {copy.data && <RichContent blocks={copyOf(copy.data, KEY)} className="art-festival" />}
      {copy.status === 'error' && <FailureNotice onRetry={copy.retry} />}
    </SectionPage>
  );
}
