// A stylesheet is imported for its side effect only: the build extracts it into the entry's .css
// file (mini-css-extract-plugin), published as `<module>/style.css`. No value to import.
declare module '*.css' {}

// Swiper's core stylesheet is a package export without a .css ending.
declare module 'swiper/css' {}
