import { firstPicture, getApi } from '@schools/shared-api';
import { isDisabledOn } from '../section/PageSwitch';
import { useApiData } from './useApiData';
import { useRoutes } from './useRoutes';
import { useCampus, useLang } from './useSite';

/** Where a page's picture is: the first picture of the copy item `key` of menu `menuId`. */
export interface CopyPictureSource {
  path: string;
  menuId: string;
  key: string;
}

/**
 * A picture per page (by route path) from each page's own copy, for a section page's cards; a page
 * whose copy has none, or whose menu cannot be loaded, has none. Each menu is asked once, and only
 * for pages the campus offers (a disabled page's menu does not exist on it).
 */
export function useCopyPictures(allSources: readonly CopyPictureSource[]): Record<string, string> {
  const campus = useCampus();
  const lang = useLang();
  const routes = useRoutes();
  const sources = allSources.filter((s) => !isDisabledOn(routes, s.path, campus.sname));
  const data = useApiData(async () => {
    const api = getApi();
    const menus = [...new Set(sources.map((s) => s.menuId))];
    const items = (await Promise.all(menus.map((menuId) => api.contentByMenu({ menuId }).catch(() => [])))).flat();
    const pictures: Record<string, string> = {};
    for (const source of sources) {
      const picture = firstPicture(items.find((item) => item.menuId === source.menuId && item.key === source.key)?.blocks ?? []);
      if (picture) pictures[source.path] = picture;
    }
    return pictures;
  }, [campus.sname, lang, JSON.stringify(sources)]);
  return data.status === 'ready' ? data.data : {};
}
