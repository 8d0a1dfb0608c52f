// @schools/shell: the site's frame, mounted on every route.
import { injectStyles } from '@schools/shared-api';
import { createSection } from '@schools/ui';
import footer from './footer/footer.css';
import frame from './frame/frame.css';
import social from './social/social.css';
import header from './header/header.css';
import languageSwitch from './header/language-switch.css';
import mobileMenu from './header/mobile-menu.css';
import topMenu from './header/top-menu.css';
import { Shell } from './Shell';

injectStyles('shell', [frame, header, topMenu, languageSwitch, mobileMenu, social, footer].join('\n'));

export const { bootstrap, mount, unmount } = createSection(Shell);
