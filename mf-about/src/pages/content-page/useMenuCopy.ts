import { getApi, type ContentItem } from '@schools/shared-api';
import { useApiData, useCampus, useLang, type ApiData } from '@schools/ui';

/** The copy items of one menu (e.g. '02' about, '0203' our school) in the page's campus and language. */
export function useMenuCopy(menuId: string): ApiData<ContentItem[]> {
  const campus = useCampus();
  const lang = useLang();
  return useApiData(() => getApi().contentByMenu({ menuId }), [menuId, campus.sname, lang]);
}
