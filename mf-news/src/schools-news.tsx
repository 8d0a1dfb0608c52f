// @schools/news: single-spa lifecycles of the section.
import { createSection } from '@schools/ui';
import { NewsApp } from './NewsApp';

export const { bootstrap, mount, unmount } = createSection(NewsApp);
