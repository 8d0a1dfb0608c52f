import { getApi, type ContentItem } from '@schools/shared-api';
import { useApiData, useCampus, useLang, type ApiData } from '@schools/ui';
import { MENU } from '../../menus';

/** More than the library lists: its resources come in one page. */
const RESOURCES_PAGE_SIZE = 50;

/** The library's resources listed on `page` (its list items whose path is that page), each linking out. */
export function useLibraryResources(page: '/subscribed-databases' | '/digital-resources'): ApiData<ContentItem[]> {
  const campus = useCampus();
  const lang = useLang();
  return useApiData(
    () => getApi().contentList({ menuId: MENU.library, page: 1, size: RESOURCES_PAGE_SIZE }).then((answer) => answer.list.filter((item) => item.path === page)),
    [page, campus.sname, lang],
  );
}
