import { getApi, isNotFound, type BlogPost } from '@schools/shared-api';
import { useApiData, useCampus, useLang, type ApiData } from '@schools/ui';

/** A student's blog posts (student/posts); null when the student does not exist on this campus. */
export function usePosts(studentId: number): ApiData<BlogPost[] | null> {
  const campus = useCampus();
  const lang = useLang();
  const valid = Number.isInteger(studentId) && studentId > 0;
  return useApiData(
    () => (valid ? getApi().studentPosts({ studentId }).catch((e: unknown) => (isNotFound(e) ? null : Promise.reject(e))) : Promise.resolve(null)),
    [valid ? studentId : 0, campus.sname, lang],
  );
}
