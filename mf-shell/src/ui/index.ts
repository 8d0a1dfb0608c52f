// @schools/ui: the widget kit and the React bindings of shared-api that every section uses.
import { injectStyles } from '@schools/shared-api';
import tokens from './styles/tokens.css';
import page from './ui.css';
import imagePreloader from './components/image-preloader.css';
import fullPageScroller from './components/full-page-scroller.css';

// One stylesheet for the kit, tokens first; each widget keeps its CSS beside its component.
injectStyles('ui', [tokens, page, imagePreloader, fullPageScroller].join('\n'));

export { useBehavior } from './hooks/useBus';
export { useCampus, useLang, useRoute, useT } from './hooks/useSite';
export { RoutesContext, useRoutes } from './hooks/useRoutes';
export { useApiData, type ApiData } from './hooks/useApiData';
export { createSection } from './section/createSection';
export { FailureNotice } from './components/FailureNotice';
export { Link } from './components/Link';
export { TitleBox } from './components/TitleBox';
export { Breadcrumb } from './components/Breadcrumb';
export { BackButton } from './components/BackButton';
export { SectionPage } from './components/SectionPage';
export { LoadingOverlay, OVERLAY_REMOVAL_DELAY_MS } from './components/LoadingOverlay';
export { ImagePreloader, type ImagePreloaderProps } from './components/ImagePreloader';
export { useMediaQuery, usePhone, useReducedMotion, PHONE_QUERY, REDUCED_MOTION_QUERY } from './hooks/useMediaQuery';
export {
  FullPageScroller,
  FULLPAGE_FIT_DELAY_MS,
  FULLPAGE_SPEED_MS,
  FULLPAGE_TOUCH_SENSITIVITY,
  type FullPageSection,
} from './components/FullPageScroller';
