// @schools/shell: the site's frame, mounted on every route.
import { createSection } from '@schools/ui';
import { Shell } from './Shell';
import './shell.css';

export const { bootstrap, mount, unmount } = createSection(Shell);
