import { getApi } from '@schools/shared-api';
import { FailureNotice, RichContent, SectionPage, useApiData, useCampus, useLang } from '@schools/ui';

/** The API's group of the art festival's page copy. */
export const ART_FESTIVAL_MENU_ID = '0701';
const KEY = 'art_festival.article_desc';

/** The campus's art festival: its copy and gallery from the API. */
export function ArtFestivalPage() {
  const campus = useCampus();
  const lang = useLang();
  const copy = useApiData(
    () => getApi().contentByMenu({ menuId: ART_FESTIVAL_MENU_ID }).then((items) => items.find((i) => i.key === KEY)?.blocks ?? []),
    [campus.sname, lang],
  );
  return (
    <SectionPage>
      {copy.data && <RichContent blocks={copy.data} className="art-festival" />}
      {copy.status === 'error' && <FailureNotice onRetry={copy.retry} />}
    </SectionPage>
  );
}
