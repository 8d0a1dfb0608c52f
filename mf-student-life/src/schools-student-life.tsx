// @schools/student-life: single-spa lifecycles of the section.
import { createSection } from '@schools/ui';
import { StudentLifeApp } from './StudentLifeApp';

export const { bootstrap, mount, unmount } = createSection(StudentLifeApp);
