import { MenuCopyPage, PageSwitch, type PageTable } from '@schools/ui';
import { MENU } from './menus';
import { ApplyPage } from './pages/apply/ApplyPage';
import { ContactPage } from './pages/contact/ContactPage';
import { QuestionsPage } from './pages/questions/QuestionsPage';
import { RecruitPage } from './pages/recruit/RecruitPage';
import { AdmissionsSectionPage } from './pages/section/AdmissionsSectionPage';
import { TuitionPage } from './pages/tuition/TuitionPage';
import './admissions.css';

/** A page that is one item of the admissions copy. */
const copyPage = (key: string) => () => <MenuCopyPage menuId={MENU.admissions} copyKey={`admissions.${key}`} />;

/** This section's pages by route path. */
const PAGES: PageTable = {
  '/admissions': AdmissionsSectionPage,
  '/admissions/apply': ApplyPage,
  '/admissions/tuition': TuitionPage,
  '/admissions/recruit': RecruitPage,
  '/admissions/scholarship': copyPage('scholarship'),
  '/admissions/questions': QuestionsPage,
  '/contact_us': ContactPage,
};

/** Renders the page of the current route of this section. */
export function AdmissionsApp() {
  return <PageSwitch pages={PAGES} />;
}
