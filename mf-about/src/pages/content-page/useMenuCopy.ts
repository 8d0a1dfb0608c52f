import { getApi, type ContentItem } from '@schools/shared-api';
import { useApiData, useCampus, useLang, type ApiData } from '@schools/ui';
import { useRetry } from '../../useRetry';

/** The copy items of one menu (e.g. '02' about, '0203' our school) in the page's campus and language. */
export function useMenuCopy(menuId: string): ApiData<ContentItem[]> & { retry: () => void } {
  const campus = useCampus();
  const lang = useLang();
  const [attempt, retry] = useRetry();
  const data = useApiData(() => getApi().contentByMenu({ menuId }), [menuId, campus.sname, lang, attempt]);
  return { ...data, retry };
}
