// System module entry of @schools/ui-viewer: the picture viewer, loaded when a visitor opens a picture.
export * from './ui-viewer/index';
