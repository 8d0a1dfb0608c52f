// @schools/ui-carousel: Swiper's own stylesheets (core and the modules used) and the carousel's.
import { injectStyles } from '@schools/shared-api';
import swiperCore from 'swiper/css';
import swiperA11y from 'swiper/css/a11y';
import swiperNavigation from 'swiper/css/navigation';
import swiperPagination from 'swiper/css/pagination';
import carousel from './carousel.css';

injectStyles('ui-carousel', [swiperCore, swiperA11y, swiperNavigation, swiperPagination, carousel].join('\n'));

export {
  Carousel,
  CAROUSEL_AUTOPLAY_MS,
  CAROUSEL_SWIPE_THRESHOLD_PX,
  PANORAMA_HINT_MS,
  type CarouselProps,
} from './Carousel';
