import { MenuCopyPage, PageSwitch, type PageTable } from '@schools/ui';
import { MENU } from './menus';
import { BlogPostPage } from './pages/blog/BlogPostPage';
import { CalendarPage } from './pages/calendar/CalendarPage';
import { ProjectBlogPage } from './pages/blog/ProjectBlogPage';
import { CounselingDetailPage } from './pages/counseling/CounselingDetailPage';
import { CounselingPage } from './pages/counseling/CounselingPage';
import { CURRICULUM_PAGES } from './pages/curriculum/curriculumPages';
import { CurriculumPage } from './pages/curriculum/CurriculumPage';
import { AcademicsSectionPage } from './pages/section/AcademicsSectionPage';
import { SeniorProjectPage } from './pages/senior-project/SeniorProjectPage';
import { TeachersPage } from './pages/teachers/TeachersPage';
import { WeChatLoginPage } from './pages/wechat-login/WeChatLoginPage';
import './academics.css';

/** This section's pages by route path. */
const PAGES: PageTable = {
  '/academics': AcademicsSectionPage,
  '/academics/curriculum': CurriculumPage,
  ...Object.fromEntries(CURRICULUM_PAGES.map(({ path, key }) => [path, () => <MenuCopyPage menuId={MENU.curriculum} copyKey={key} />])),
  '/academics/senior_project': SeniorProjectPage,
  '/academics/senior_project/blog': ProjectBlogPage,
  '/academics/senior_project/blog_detail': BlogPostPage,
  '/academics/our_teacher': TeachersPage,
  '/academics/counseling': CounselingPage,
  '/academics/counseling/detail': CounselingDetailPage,
  '/academics/calendar': CalendarPage,
  '/academics/wechat_login': WeChatLoginPage,
  // The section's older addresses of the same pages (SPEC 2 lists them under /academics).
  '/academics/project_blog': ProjectBlogPage,
  '/academics/blog_detail': BlogPostPage,
  '/academics/comments': BlogPostPage,
};

/** Renders the page of the current route of this section. */
export function AcademicsApp() {
  return <PageSwitch pages={PAGES} />;
}
