import { getApi, type ContentItem } from '@schools/shared-api';
import { useApiData, type ApiData } from './useApiData';
import { useCampus, useLang } from './useSite';

/**
 * The first `size` items of a menu's list (content-list) in the page's campus and language: a list
 * shown whole (an area's courses, the library's resources) or its head (the latest news).
 */
export function useMenuList(menuId: string, size: number): ApiData<ContentItem[]> {
  const campus = useCampus();
  const lang = useLang();
  return useApiData(
    () => getApi().contentList({ menuId, page: 1, size }).then((page) => page.list),
    [menuId, size, campus.sname, lang],
  );
}
