import { getApi, type Club, type ClubContent } from '@schools/shared-api';
import { useApiData, useCampus, useLang, type ApiData } from '@schools/ui';

/** The clubs page; a club opens on it with ?club=id. */
export const CLUBS_PATH = '/stuLife/wonderfulLife/club';

/** The campus's clubs (name, category, summary, picture), in the school's order. */
export function useClubs(): ApiData<Club[]> {
  const campus = useCampus();
  const lang = useLang();
  return useApiData(() => getApi().clubList(), [campus.sname, lang]);
}

/** One club in full. */
export function useClub(id: number): ApiData<ClubContent> {
  const campus = useCampus();
  const lang = useLang();
  return useApiData(
    () => (Number.isInteger(id) && id > 0 ? getApi().clubContent({ id }) : Promise.reject({ code: '404' })),
    [id, campus.sname, lang],
  );
}
