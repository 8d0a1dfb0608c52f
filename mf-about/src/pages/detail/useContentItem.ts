import { getApi, type ContentItem } from '@schools/shared-api';
import { useApiData, useCampus, useLang, useRoute, type ApiData } from '@schools/ui';

/** The item of `menuId` a detail page shows, by the `id` of its route's query; none without a valid id or of another menu. */
export function useContentItem(menuId: string): ApiData<ContentItem | null> {
  const route = useRoute();
  const campus = useCampus();
  const lang = useLang();
  const id = Number(route?.query.id);
  const valid = Number.isInteger(id) && id > 0;
  return useApiData(
    async () => {
      const item = valid ? await getApi().contentDetail({ id }) : null;
      return item?.menuId === menuId ? item : null;
    },
    [valid ? id : 0, menuId, campus.sname, lang],
  );
}
