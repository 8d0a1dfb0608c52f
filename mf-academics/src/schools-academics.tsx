// @schools/academics: single-spa lifecycles of the section.
import { createSection } from '@schools/ui';
import { AcademicsApp } from './AcademicsApp';

export const { bootstrap, mount, unmount } = createSection(AcademicsApp);
