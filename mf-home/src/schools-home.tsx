// @schools/home: single-spa lifecycles of the section.
import { createSection } from '@schools/ui';
import { HomeApp } from './HomeApp';

export const { bootstrap, mount, unmount } = createSection(HomeApp, {
  // The carousel's stylesheet and its own, in cascade order: the page shows once both are in.
  stylesheets: ['@schools/ui-motion/style.css', '@schools/home/style.css'],
});
