import { MenuCopyPage, PageSwitch, type PageTable } from '@schools/ui';
import { MENU } from './menus';
import { ClubsPage } from './pages/clubs/ClubsPage';
import { COURSE_AREA_PAGES, CoursesPage } from './pages/courses/CourseAreaPage';
import { CourseDetailPage } from './pages/courses/CourseDetailPage';
import { LibraryPage } from './pages/library/LibraryPage';
import { DatabasesPage, DigitalResourcesPage } from './pages/library/LibraryResourcesPage';
import { StudentLifeHubPage } from './pages/section/StudentLifeHubPage';
import { StudentLifeSectionPage } from './pages/section/StudentLifeSectionPage';
import './student-life.css';

/** A page that is one item of a menu's copy. */
const copyPage = (menuId: string, copyKey: string) => () => <MenuCopyPage menuId={menuId} copyKey={copyKey} />;

/** This section's pages by route path. */
const PAGES: PageTable = {
  '/stuLife': StudentLifeHubPage,
  '/stuLife/library': LibraryPage,
  '/catalog': copyPage(MENU.library, 'library_pages.catalog'),
  '/subscribed-databases': DatabasesPage,
  '/digital-resources': DigitalResourcesPage,
  '/stuLife/studService': StudentLifeSectionPage,
  '/stuLife/studService/Dining': copyPage(MENU.studService, 'studService.Dining'),
  '/stuLife/studService/schoolBus': copyPage(MENU.studService, 'studService.schoolBus'),
  '/stuLife/studService/schoolUniform': copyPage(MENU.studService, 'studService.schoolUniform'),
  '/stuLife/studService/Counseling': copyPage(MENU.studService, 'studService.Counseling'),
  '/stuLife/stay': copyPage(MENU.stay, 'stay.article_desc'),
  '/stuLife/wonderfulLife': StudentLifeSectionPage,
  '/stuLife/wonderfulLife/club': ClubsPage,
  '/stuLife/wonderfulLife/Campus': copyPage(MENU.wonderfulLife, 'campus.FEATURED EVENTS'),
  '/stuLife/wonderfulLife/publicBenefit': copyPage(MENU.wonderfulLife, 'campus.COMMUNITY SERVICE'),
  '/stuLife/wonderfulLife/additional': copyPage(MENU.wonderfulLife, 'campus.FIELD TRIPS'),
  '/stuLife/course': CoursesPage,
  ...COURSE_AREA_PAGES,
  '/course_detail': CourseDetailPage,
};

/** Renders the page of the current route of this section. */
export function StudentLifeApp() {
  return <PageSwitch pages={PAGES} />;
}
