import { getApi, type ContentItem } from '@schools/shared-api';
import { useApiData, useCampus, useLang, type ApiData } from '@schools/ui';

/** The news list's menu. */
export const NEWS_MENU_ID = '07';
/** One row of cards on a desktop. */
export const LATEST_NEWS_COUNT = 3;

/** The campus's newest stories. */
export function useLatestNews(): ApiData<ContentItem[]> {
  const campus = useCampus();
  const lang = useLang();
  return useApiData(
    () => getApi().contentList({ menuId: NEWS_MENU_ID, page: 1, size: LATEST_NEWS_COUNT }).then((page) => page.list),
    [campus.sname, lang],
  );
}
