// @schools/shell: the site's frame, mounted on every route.
import { createSection } from '@schools/ui';
import { Shell } from './Shell';
import { injectStyles } from '@schools/shared-api';
import css from './shell.css';

injectStyles('shell', css);

export const { bootstrap, mount, unmount } = createSection(Shell);
