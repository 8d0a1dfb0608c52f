import { getApi, type InfoSession } from '@schools/shared-api';
import { useApiData, useCampus, useLang, type ApiData } from '@schools/ui';

/** The campus's upcoming information sessions with the places left (never cached: they change with every sign-up). */
export function useSessions(): ApiData<InfoSession[]> {
  const campus = useCampus();
  const lang = useLang();
  return useApiData(() => getApi().admissionSessions(), [campus.sname, lang]);
}
