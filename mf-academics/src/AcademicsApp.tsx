import { PageSwitch, type PageTable } from '@schools/ui';
import { CalendarPage } from './pages/calendar/CalendarPage';

/** This section's pages by route path; its other routes show the kit's section page. */
const PAGES: PageTable = {
  '/academics/calendar': CalendarPage,
};

/** Renders the page of the current route of this section. */
export function AcademicsApp() {
  return <PageSwitch pages={PAGES} />;
}
