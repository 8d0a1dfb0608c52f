// @schools/ui-motion: the carousel (Swiper and its stylesheets, bundled here: no other page needs
// them) and the embedded full-page scroller.
import { injectStyles } from '@schools/shared-api';
import swiperCore from 'swiper/css';
import carousel from './carousel.css';
import fullPageScroller from './full-page-scroller.css';

injectStyles('ui-motion', [swiperCore, carousel, fullPageScroller].join('\n'));

export {
  Carousel,
  CAROUSEL_AUTOPLAY_MS,
  CAROUSEL_SWIPE_THRESHOLD_PX,
  PANORAMA_HINT_MS,
  type CarouselProps,
} from './Carousel';
export {
  FullPageScroller,
  FULLPAGE_FIT_DELAY_MS,
  FULLPAGE_SPEED_MS,
  FULLPAGE_TOUCH_SENSITIVITY,
  type FullPageSection,
} from './FullPageScroller';
