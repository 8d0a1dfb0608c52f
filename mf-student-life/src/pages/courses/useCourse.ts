import { getApi, type ContentItem } from '@schools/shared-api';
import { useApiData, useCampus, useLang, type ApiData } from '@schools/ui';
import { MENU } from '../../menus';

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
