// @schools/shell: the site's frame, mounted on every route.
import { injectStyles } from '@schools/shared-api';
import { createSection } from '@schools/ui';
import footer from './footer/footer.css';
import header from './header/header.css';
import languageSwitch from './header/language-switch.css';
import mobileMenu from './header/mobile-menu.css';
import topMenu from './header/top-menu.css';
import { Shell } from './Shell';

injectStyles('shell', [header, topMenu, languageSwitch, mobileMenu, footer].join('\n'));

export const { bootstrap, mount, unmount } = createSection(Shell);
