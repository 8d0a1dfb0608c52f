import { getApi, type ContentItem } from '@schools/shared-api';
import { useApiData, useCampus, useLang, type ApiData } from '@schools/ui';
import { NEWS_MENU_ID } from '../news-list/useNewsPage';
import { isStoryId } from './useNewsArticle';

export interface Neighbour { id: number; title: string }
export interface PrevNext { previous?: Neighbour; next?: Neighbour }

const neighbour = (item: ContentItem): Neighbour => ({ id: item.id, title: item.title });

/**
 * The stories before and after `id` in the news list's order (the API's news ids), with their titles.
 * An id missing from the list has no neighbours.
 */
export function usePrevNext(id: number): ApiData<PrevNext> {
  const campus = useCampus();
  const lang = useLang();
  return useApiData(async () => {
    if (!isStoryId(id)) return {};
    const api = getApi();
    const ids = await api.newsIds({ menuId: NEWS_MENU_ID });
    const at = ids.indexOf(id);
    if (at < 0) return {};
    const before = at > 0 ? ids[at - 1] : undefined;
    const after = at < ids.length - 1 ? ids[at + 1] : undefined;
    const [previous, next] = await Promise.all([
      before === undefined ? undefined : api.contentDetail({ id: before }).then(neighbour),
      after === undefined ? undefined : api.contentDetail({ id: after }).then(neighbour),
    ]);
    return { previous, next };
  }, [id, campus.sname, lang]);
}
