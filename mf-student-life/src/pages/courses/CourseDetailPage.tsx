import { isNotFound, type Lang } from '@schools/shared-api';
import { FailureNotice, ImagePreloader, RichContent, SectionPage, useBasicLabels, useLang, useRoute } from '@schools/ui';
import { useCourse } from './useCourse';

const MISSING: Record<Lang, string> = {
  en: 'This course could not be found. It may no longer be offered.',
  zh: '未找到该课程，可能已不再开设。',
};

/** /course_detail?id=: a course's title as the heading, its line, picture and description; back goes one step back. */
export function CourseDetailPage() {
  const lang = useLang();
  const labels = useBasicLabels();
  const course = useCourse(Number(useRoute()?.query.id));
  const data = course.data;
  const missing = course.status === 'error' && isNotFound(course.error);
  return (
    <SectionPage title={data?.title} backLabel={labels.back}>
      {data && (
        <div className="stulife-course">
          {data.summary && <p className="stulife-course__summary">{data.summary}</p>}
          {data.urls[0] && <ImagePreloader src={data.urls[0]} alt="" ratio={16 / 9} eager className="stulife-course__picture" />}
          <RichContent blocks={data.blocks} />
        </div>
      )}
      {missing && <p className="stulife-empty">{MISSING[lang]}</p>}
      {course.status === 'error' && !missing && <FailureNotice onRetry={course.retry} />}
    </SectionPage>
  );
}
