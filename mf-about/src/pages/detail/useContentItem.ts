import { getApi, type ContentItem } from '@schools/shared-api';
import { useApiData, useCampus, useLang, useRoute, type ApiData } from '@schools/ui';
import { useRetry } from '../../useRetry';

/** The item a detail page shows, by the `id` of its route's query; none without a valid id. */
export function useContentItem(): ApiData<ContentItem | null> & { retry: () => void } {
  const route = useRoute();
  const campus = useCampus();
  const lang = useLang();
  const [attempt, retry] = useRetry();
  const id = Number(route?.query.id);
  const valid = Number.isInteger(id) && id > 0;
  const data = useApiData(
    () => (valid ? getApi().contentDetail({ id }) : Promise.resolve(null)),
    [valid ? id : 0, campus.sname, lang, attempt],
  );
  return { ...data, retry };
}
