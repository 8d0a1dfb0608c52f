import { getApi, type ContentItem } from '@schools/shared-api';
import { useApiData, useCampus, useLang, type ApiData } from '@schools/ui';

/** The news menu (api-server/src/modules/content/menuIds.ts). */
const NEWS_MENU_ID = '07';

/** How many of the latest stories the About hub lists. */
export const HUB_NEWS = 3;

/** The campus's latest stories, newest first, for the About hub. */
export function useLatestNews(): ApiData<ContentItem[]> {
  const campus = useCampus();
  const lang = useLang();
  return useApiData(async () => (await getApi().contentList({ menuId: NEWS_MENU_ID, page: 1, size: HUB_NEWS })).list, [campus.sname, lang]);
}
