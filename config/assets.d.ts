// A CSS file is imported as its text (css-loader exportType 'string') and given to injectStyles.
declare module '*.css' {
  const css: string;
  export default css;
}

// Swiper's stylesheets declare no export; under css-loader they are text like ours.
declare module 'swiper/css' { const css: string; export default css; }
