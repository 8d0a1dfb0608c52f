// CSS files are injected by style-loader at module evaluation; they export nothing.
declare module '*.css';
