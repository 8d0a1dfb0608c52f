// @schools/shell: the site's frame, mounted on every route.
import { createSection } from '@schools/ui';
// Built into one file in this order, @schools/shell/style.css, which the page links in its head.
import './frame/frame.css';
import './header/header.css';
import './header/top-menu.css';
import './header/language-switch.css';
import './header/mobile-menu.css';
import './social/social.css';
import './footer/footer.css';
import { Shell } from './Shell';

// Already linked by the page (then this only waits for it), unless an override points it elsewhere.
export const { bootstrap, mount, unmount } = createSection(Shell, { stylesheets: ['@schools/shell/style.css'] });
