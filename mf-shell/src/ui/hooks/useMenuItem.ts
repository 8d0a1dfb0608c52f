import { getApi, isNotFound, type ContentItem } from '@schools/shared-api';
import { useItemMissing } from '../server/serverData';
import { useApiData, type ApiData } from './useApiData';
import { useCampus, useLang, useRoute } from './useSite';

/**
 * The item a detail page shows, by the `id` of its route's query, when it belongs to `menuId` or a
 * menu under it (a leader, an award, a course, a guidance article). Null for a missing id, an id the
 * API does not know, or an item of another menu: a stale or mistyped address, not a failure to retry.
 */
export function useMenuItem(menuId: string): ApiData<ContentItem | null> {
  const route = useRoute();
  const campus = useCampus();
  const lang = useLang();
  const id = Number(route?.query.id);
  const valid = Number.isInteger(id) && id > 0;
  const item = useApiData(async () => {
    if (!valid) return null;
    const item = await getApi().contentDetail({ id }).catch((error: unknown) => {
      if (isNotFound(error)) return null;
      throw error;
    });
    return item && item.menuId.startsWith(menuId) ? item : null;
  }, [valid ? id : 0, menuId, campus.sname, lang]);
  // eslint-disable-next-line react-hooks/rules-of-hooks -- SERVER_RENDERING is a constant of the build (serverData.ts): a build calls this hook in every render or in none, and the browser's has no code for it
  if (process.env.SERVER_RENDERING) useItemMissing(item.status === 'ready' && item.data === null);
  return item;
}
