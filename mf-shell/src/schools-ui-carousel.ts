// System module entry of @schools/ui-carousel: the carousel and Swiper's styles, apart from
// @schools/ui so that only the pages that show a carousel download Swiper.
export * from './ui-carousel/index';
