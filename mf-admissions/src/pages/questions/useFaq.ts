import { getApi, type FaqItem } from '@schools/shared-api';
import { useApiData, useCampus, useLang, type ApiData } from '@schools/ui';

/** The campus's frequently asked questions (question-content). */
export function useFaq(): ApiData<FaqItem[]> {
  const campus = useCampus();
  const lang = useLang();
  return useApiData(() => getApi().questionContent(), [campus.sname, lang]);
}
