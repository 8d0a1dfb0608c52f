// @schools/admissions: single-spa lifecycles of the section.
import { createSection } from '@schools/ui';
import { AdmissionsApp } from './AdmissionsApp';

export const { bootstrap, mount, unmount } = createSection(AdmissionsApp);
