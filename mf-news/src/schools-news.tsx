// @schools/news: single-spa lifecycles of the section.
import { createSection } from '@schools/ui';
import { NewsApp } from './NewsApp';

// Its stylesheet (the pages' CSS): the build publishes it as @schools/news/style.css.
export const { bootstrap, mount, unmount } = createSection(NewsApp, { stylesheets: ['@schools/news/style.css'] });
