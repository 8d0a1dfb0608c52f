import { getApi, SEARCH_LIMITS, type SearchResults } from '@schools/shared-api';
import { useApiData, useCampus, useLang, type ApiData } from '@schools/ui';

/** Results asked for at first, and added by each "Show more". */
export const SEARCH_PAGE_SIZE = 10;

/**
 * The campus's search for `q` in the page's language, the first `shown` results (one call: "Show more"
 * asks again for more, which the server's cache makes cheap). Nothing is asked for an empty query.
 */
export function useSearch(q: string, shown: number): ApiData<SearchResults | undefined> {
  const campus = useCampus();
  const lang = useLang();
  const query = q.trim().slice(0, SEARCH_LIMITS.query);
  return useApiData(
    () => (query ? getApi().search({ q: query, limit: Math.min(shown, SEARCH_LIMITS.limit) }) : Promise.resolve(undefined)),
    [campus.sname, lang, query, shown],
  );
}
