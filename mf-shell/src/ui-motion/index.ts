// @schools/ui-motion: the carousel (Swiper and its stylesheets, bundled here: no other page needs
// them) and the embedded full-page scroller.
import { loadStylesheet } from '@schools/shared-api';
import 'swiper/css';
import './carousel.css';
import './full-page-scroller.css';

// Built into @schools/ui-motion/style.css; a section that shows these also lists it to await it.
if (typeof document !== 'undefined') void loadStylesheet('@schools/ui-motion/style.css');

export {
  Carousel,
  CAROUSEL_AUTOPLAY_MS,
  CAROUSEL_SWIPE_THRESHOLD_PX,
  CAROUSEL_TAP_TOLERANCE_PX,
  commitRatio,
  PANORAMA_HINT_MS,
  type CarouselProps,
} from './Carousel';
export {
  FullPageScroller,
  FULLPAGE_FIT_DELAY_MS,
  FULLPAGE_SPEED_MS,
  FULLPAGE_TOUCH_SENSITIVITY,
  WHEEL_GESTURE_GAP_MS,
  WHEEL_THRESHOLD_PX,
  type FullPageSection,
} from './FullPageScroller';
