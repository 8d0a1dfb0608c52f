// System module entry of @schools/ui-motion: the widgets that move (the carousel on Swiper and the
// full-page scroller), apart from @schools/ui so that only the pages that show them download them.
export * from './ui-motion/index';
