import type { Lang } from '@schools/shared-api';
import { FailureNotice, ImagePreloader, RichContent, SectionPage, useBasicLabels, useLang, useMenuItem } from '@schools/ui';
import { MENU } from '../../menus';
import { COURSE_AREAS } from './areas';

/** Where Back goes when the course was opened directly: its area, or the Courses page while unknown. */
export function courseArea(menuId: string | undefined): string {
  return COURSE_AREAS.find((a) => a.menuId === menuId)?.path ?? '/stuLife/course';
}

const MISSING: Record<Lang, string> = {
  en: 'This course could not be found. It may no longer be offered.',
  zh: '未找到该课程，可能已不再开设。',
};

/**
 * /course_detail?id=: a course's title as the heading, its line, picture and description. Back goes one
 * step back when that is a page of the site, else (a shared link, a new tab) to the course's area.
 */
export function CourseDetailPage() {
  const lang = useLang();
  const labels = useBasicLabels();
  const course = useMenuItem(MENU.course);
  // A course is an item of an area's menu (0305xx); the courses menu itself holds none.
  const data = course.data && course.data.menuId !== MENU.course ? course.data : null;
  const missing = course.status === 'ready' && !data;
  return (
    <SectionPage title={data?.title} pending={course.status === 'loading'} backLabel={labels.back} backFallback={courseArea(data?.menuId)}>
      {data && (
        <div className="stulife-course">
          {data.summary && <p className="stulife-course__summary">{data.summary}</p>}
          {data.urls[0] && <ImagePreloader src={data.urls[0]} alt={data.alts[0] ?? ''} ratio={16 / 9} eager className="stulife-course__picture" />}
          <RichContent blocks={data.blocks} />
        </div>
      )}
      {missing && <p className="stulife-empty">{MISSING[lang]}</p>}
      {course.status === 'error' && <FailureNotice onRetry={course.retry} />}
    </SectionPage>
  );
}
