import { SectionPage } from '@schools/ui';

/** Renders the page of the current route of this section. */
export function AdmissionsApp() {
  return <SectionPage />;
}
