// @schools/student-life: single-spa lifecycles of the section.
import { createSection } from '@schools/ui';
import { StudentLifeApp } from './StudentLifeApp';

// Its stylesheet, once it has one: the build publishes it as @schools/student-life/style.css.
export const { bootstrap, mount, unmount } = createSection(StudentLifeApp, { stylesheets: ['@schools/student-life/style.css'] });
