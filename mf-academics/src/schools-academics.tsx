// @schools/academics: single-spa lifecycles of the section.
import { createSection } from '@schools/ui';
import { AcademicsApp } from './AcademicsApp';

// Its stylesheet, once it has one: the build publishes it as @schools/academics/style.css.
export const { bootstrap, mount, unmount } = createSection(AcademicsApp, { stylesheets: ['@schools/academics/style.css'] });
