import { PageSwitch, type PageTable } from '@schools/ui';

/** This section's pages by route path; its other routes show the kit's section page. */
const PAGES: PageTable = {};

/** Renders the page of the current route of this section. */
export function NewsApp() {
  return <PageSwitch pages={PAGES} />;
}
