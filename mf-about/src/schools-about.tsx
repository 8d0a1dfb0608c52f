// @schools/about: single-spa lifecycles of the section.
import { createSection } from '@schools/ui';
import { AboutApp } from './AboutApp';

export const { bootstrap, mount, unmount } = createSection(AboutApp);
