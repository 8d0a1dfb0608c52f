// A CSS file is imported as its text (css-loader exportType 'string') and given to injectStyles.
declare module '*.css' {
  const css: string;
  export default css;
}
