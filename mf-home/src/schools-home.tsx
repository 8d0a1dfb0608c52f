// @schools/home: single-spa lifecycles of the section.
import { createSection } from '@schools/ui';
import { HomeApp } from './HomeApp';

export const { bootstrap, mount, unmount } = createSection(HomeApp);
