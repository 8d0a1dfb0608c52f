import { getApi, type Tuition } from '@schools/shared-api';
import { useApiData, useCampus, useLang, type ApiData } from '@schools/ui';

/** The campus's fee tables (tuition-content). */
export function useTuition(): ApiData<Tuition> {
  const campus = useCampus();
  const lang = useLang();
  return useApiData(() => getApi().tuitionContent(), [campus.sname, lang]);
}
