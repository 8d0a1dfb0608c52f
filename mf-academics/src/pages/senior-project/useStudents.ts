import { getApi, type SeniorStudent } from '@schools/shared-api';
import { useApiData, useCampus, useLang, type ApiData } from '@schools/ui';

/** The API's largest page, more than a class has: the seniors come in one page. */
const CLASS_SIZE = 100;

/** This year's seniors and their projects (student/list). */
export function useStudents(): ApiData<SeniorStudent[]> {
  const campus = useCampus();
  const lang = useLang();
  return useApiData(() => getApi().studentList({ page: 1, size: CLASS_SIZE }), [campus.sname, lang]);
}
