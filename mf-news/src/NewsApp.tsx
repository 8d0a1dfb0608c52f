import { SectionPage } from '@schools/ui';

/** Renders the page of the current route of this section. */
export function NewsApp() {
  return <SectionPage />;
}
