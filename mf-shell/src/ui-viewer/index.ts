// @schools/ui-viewer: the full-screen picture viewer. Apart from @schools/ui so that a visitor pays
// for it only once they open a picture: the frame asks SystemJS for this module then. Its styles stay
// in the kit's stylesheet (picture-viewer.css), so it opens styled with no second request.
export { PictureDialog, type Picture, type PictureDialogProps } from './PictureDialog';
