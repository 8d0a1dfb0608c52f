// @schools/admissions: single-spa lifecycles of the section.
import { createSection } from '@schools/ui';
import { AdmissionsApp } from './AdmissionsApp';

// Its stylesheet, once it has one: the build publishes it as @schools/admissions/style.css.
export const { bootstrap, mount, unmount } = createSection(AdmissionsApp, { stylesheets: ['@schools/admissions/style.css'] });
