import { CardList, FailureNotice, MenuCopyPage, SectionPage, useCopyCards, useMenuList, type CardItem } from '@schools/ui';
import { COURSE_AREAS, COURSE_DETAIL_PATH, COURSE_INTRO_KEY } from './areas';

/** More than an area has: its courses come in one page. */
const COURSES_PAGE_SIZE = 50;

function Courses({ menuId }: { menuId: string }) {
  const courses = useMenuList(menuId, COURSES_PAGE_SIZE);
  if (courses.status === 'error') return <FailureNotice onRetry={courses.retry} />;
  const cards: CardItem[] = (courses.data ?? []).map((c) => ({
    urls: c.urls.slice(0, 1), title: c.title, summary: c.summary, path: COURSE_DETAIL_PATH, query: { id: String(c.id) },
  }));
  return cards.length > 0 ? <CardList items={cards} headingLevel={2} className="stulife-courses" /> : null;
}

/** A course area (ICT, STEM...): its introduction, then its courses as cards, each opening its detail. */
function CourseAreaPage({ menuId }: { menuId: string }) {
  return (
    <MenuCopyPage menuId={menuId} copyKey={COURSE_INTRO_KEY}>
      <Courses menuId={menuId} />
    </MenuCopyPage>
  );
}

/** The area pages by route path. */
export const COURSE_AREA_PAGES = Object.fromEntries(
  COURSE_AREAS.map(({ path, menuId }) => [path, () => <CourseAreaPage menuId={menuId} />]),
);

/** /stuLife/course: the seven areas as cards, each pictured and summed up by its introduction. */
export function CoursesPage() {
  return <SectionPage childCards={useCopyCards(COURSE_AREAS.map(({ path, menuId }) => ({ path, menuId, key: COURSE_INTRO_KEY })))} />;
}
