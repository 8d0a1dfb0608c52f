// A stylesheet is imported for its side effect only: the build extracts it into the entry's .css
// file (mini-css-extract-plugin), published as `<module>/style.css`. No value to import.
declare module '*.css' {}

// Swiper's stylesheets are package exports without a .css ending.
declare module 'swiper/css' {}
declare module 'swiper/css/a11y' {}
declare module 'swiper/css/navigation' {}
declare module 'swiper/css/pagination' {}
