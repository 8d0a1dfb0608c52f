// Photographs of a campus's media library: one rule for the names the server stores them under and
// the sources the kit's pictures offer. The API gives a library picture as one address, its JPEG
// (`…/media/bisz/<hash>-2400x1600.jpg`); its AVIF and WebP widths are derived from that name, so no
// API field changes and the browser picks the format and width it wants. A photograph's focal point
// (what every crop keeps in view) travels in the address's fragment, `…jpg#focus=50,30`: the browser
// never sends a fragment, so the file, its cache and its variants stay the same.

/** The widths a photograph is stored at, never wider than the photograph itself. */
export const MEDIA_WIDTHS = [480, 960, 1600, 2400] as const;

/** `…/media/<campus>/<16 hex>-<width>x<height>.jpg`: the width and height of the largest variant. */
const LIBRARY_PICTURE = /\/media\/[a-z]{4}\/[0-9a-f]{16}-([1-9]\d{0,4})x([1-9]\d{0,4})\.jpg$/;

/** The widths stored for a photograph whose largest variant is `width` wide: the standard ones below it, and it. */
export function mediaWidths(width: number): number[] {
  return [...MEDIA_WIDTHS.filter((w) => w < width), width];
}

/** The address of one variant: the JPEG's address with `-<width>.<format>` in place of `.jpg`. */
export const mediaVariant = (src: string, width: number, format: 'avif' | 'webp') => `${src.slice(0, -4)}-${width}.${format}`;

export interface PictureSources {
  width: number;
  height: number;
  /** srcset values, narrowest first */
  avif: string;
  webp: string;
}

/** Where a picture's subject is, in percent of its width and height from the top left. */
export interface FocalPoint {
  x: number;
  y: number;
}

/** The middle: where a picture without a focal point of its own is cropped around. */
export const CENTRE: FocalPoint = { x: 50, y: 50 };

const FOCUS = /#focus=(\d{1,3}),(\d{1,3})$/;

/** A picture's address without its fragment: the file the browser fetches. */
export const pictureFile = (src: string): string => src.replace(/#.*$/, '');

/** The focal point an address carries; the centre when it carries none. */
export function pictureFocus(src: string): FocalPoint {
  const match = FOCUS.exec(src);
  const x = Number(match?.[1] ?? 50);
  const y = Number(match?.[2] ?? 50);
  return x <= 100 && y <= 100 ? { x, y } : CENTRE;
}

/** The address with its focal point, or as it is for the centre (the default needs no fragment). */
export function withFocus(src: string, focus: FocalPoint): string {
  const file = pictureFile(src);
  return focus.x === CENTRE.x && focus.y === CENTRE.y ? file : `${file}#focus=${focus.x},${focus.y}`;
}

/** The AVIF and WebP sources of a library photograph; undefined for any other picture (an illustration). */
export function pictureSources(address: string): PictureSources | undefined {
  const src = pictureFile(address);
  const match = LIBRARY_PICTURE.exec(src);
  if (!match) return undefined;
  const width = Number(match[1]);
  const set = (format: 'avif' | 'webp') => mediaWidths(width).map((w) => `${mediaVariant(src, w, format)} ${w}w`).join(', ');
  return { width, height: Number(match[2]), avif: set('avif'), webp: set('webp') };
}
