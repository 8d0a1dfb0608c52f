import { getApi, type ContentItem } from '@schools/shared-api';
import { useApiData, useCampus, useLang, type ApiData } from '@schools/ui';
import { MENU } from '../../menus';

/** More than an area has: its courses come in one page. */
const COURSES_PAGE_SIZE = 50;

/** The courses of an area (its menu's list), in the school's order. */
export function useCourses(menuId: string): ApiData<ContentItem[]> {
  const campus = useCampus();
  const lang = useLang();
  return useApiData(
    () => getApi().contentList({ menuId, page: 1, size: COURSES_PAGE_SIZE }).then((page) => page.list),
    [menuId, campus.sname, lang],
  );
}

/** One course by id; anything that is not a course is a course that does not exist. */
export function useCourse(id: number): ApiData<ContentItem> {
  const campus = useCampus();
  const lang = useLang();
  return useApiData(async () => {
    const item = Number.isInteger(id) && id > 0 ? await getApi().contentDetail({ id }) : null;
    if (!item?.menuId.startsWith(MENU.course) || item.menuId === MENU.course) throw { code: '404' };
    return item;
  }, [id, campus.sname, lang]);
}
