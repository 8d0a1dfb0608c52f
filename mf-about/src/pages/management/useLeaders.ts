import { getApi, type ContentItem } from '@schools/shared-api';
import { useApiData, useCampus, useLang, type ApiData } from '@schools/ui';

export const MANAGEMENT_MENU_ID = '0204';
/** More than any campus's leadership team: the list comes in one page. */
const LEADERS_PAGE_SIZE = 50;

export interface Leadership {
  /** management.article_desc: how the school is led */
  intro: ContentItem['blocks'];
  leaders: ContentItem[];
}

/** The campus's leaders (title = name, summary = role, urls[0] = photo, blocks = bio) and the page's copy. */
export function useLeaders(): ApiData<Leadership> {
  const campus = useCampus();
  const lang = useLang();
  return useApiData(async () => {
    const api = getApi();
    const [copy, page] = await Promise.all([
      api.contentByMenu({ menuId: MANAGEMENT_MENU_ID }),
      api.contentList({ menuId: MANAGEMENT_MENU_ID, page: 1, size: LEADERS_PAGE_SIZE }),
    ]);
    return { intro: copy.find((item) => item.key === 'management.article_desc')?.blocks ?? [], leaders: page.list };
  }, [campus.sname, lang]);
}
