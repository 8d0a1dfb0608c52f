// @schools/about: single-spa lifecycles of the section.
import { createSection } from '@schools/ui';
import { AboutApp } from './AboutApp';

// Its stylesheet, once it has one: the build publishes it as @schools/about/style.css.
export const { bootstrap, mount, unmount } = createSection(AboutApp, { stylesheets: ['@schools/about/style.css'] });
