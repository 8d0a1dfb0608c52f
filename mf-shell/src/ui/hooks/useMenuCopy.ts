import { getApi, type ContentItem } from '@schools/shared-api';
import { useApiData, type ApiData } from './useApiData';
import { useCampus, useLang } from './useSite';

/** The copy items of one menu (e.g. '02' about, '0302' student services) in the page's campus and language. */
export function useMenuCopy(menuId: string): ApiData<ContentItem[]> {
  const campus = useCampus();
  const lang = useLang();
  return useApiData(() => getApi().contentByMenu({ menuId }), [menuId, campus.sname, lang]);
}
