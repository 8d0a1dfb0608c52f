// An uploaded photograph made into what the site serves: checked (format from its bytes, pixel count
// from its header, a complete decode), turned upright by its EXIF orientation, stripped of every piece
// of metadata (location included), and encoded as AVIF and WebP at a few widths plus one JPEG. All in
// memory: nothing is stored until every step has succeeded, so a refused file leaves nothing behind.
import { createHash } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { mediaVariant, mediaWidths, MEDIA_WIDTHS } from '@schools/shared-api';
import { ApiError } from '../../platform/http/errors';
import { decodeHeic } from './heicDecoder';
import { otherFormat, PHOTO_FORMAT_NAMES, sniffPhoto, type PhotoFormat } from './sniff';

export const PHOTO_LIMITS = {
  /** the largest upload: a phone's photograph, HEIC or JPEG, is a few MB */
  maxBytes: 20 * 1024 * 1024,
  /** 100 megapixels (12,000 × 8,333): more than any phone takes; a 30,000 × 30,000 "bomb" is 900 */
  maxPixels: 100_000_000,
} as const;

/** The widest variant: wider photographs are scaled down to it, narrower ones are never enlarged. */
export const MAX_WIDTH = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1];

export interface PhotoFile {
  /** the storage key */
  key: string;
  format: 'avif' | 'webp' | 'jpeg';
  contentType: string;
  width: number;
  height: number;
  body: Buffer;
}

export interface ProcessedPhoto {
  /** 16 hex digits of the SHA-256 of the uploaded bytes: what every stored name carries */
  hash: string;
  format: PhotoFormat;
  original: { width: number; height: number; bytes: number };
  /** the largest variant's size (upright), which the JPEG has too */
  width: number;
  height: number;
  /** the JPEG's key: what the site's content points to (the variants' names derive from it) */
  key: string;
  files: PhotoFile[];
}

const unprocessable = (message: string) => new ApiError(422, '422', message);

/** The SHA-256 prefix that names an upload's files. */
export const photoHash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

/** The storage key of a photograph's JPEG: `media/<campus>/<hash>-<width>x<height>.jpg`. */
export const photoKey = (site: string, hash: string, width: number, height: number) => `media/${site.toLowerCase()}/${hash}-${width}x${height}.jpg`;

/** A stored photograph's file (its JPEG or a variant), named by its content: served as immutable. */
export const MEDIA_FILE = /[\\/]media[\\/][a-z]{4}[\\/][0-9a-f]{16}-\d+x\d+(-\d+\.(avif|webp)|\.jpg)$/;

const megapixels = (pixels: number) => `${Math.round(pixels / 1e6)} MP`;

/** Refuses what is not an accepted photograph, or has too many pixels, from its bytes and header alone. */
async function check(bytes: Buffer): Promise<{ format: PhotoFormat; width: number; height: number }> {
  const format = sniffPhoto(bytes);
  if (!format) {
    const other = otherFormat(bytes);
    throw new ApiError(415, '415', other
      ? `This file is ${other === 'AVIF' || other === 'SVG' ? 'an' : 'a'} ${other} file: upload a JPEG, PNG, WebP or HEIC photograph`
      : 'This file is not an image: upload a JPEG, PNG, WebP or HEIC photograph (its first bytes say it is none of them)').because('notAPhoto');
  }
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw unprocessable(`This ${PHOTO_FORMAT_NAMES[format]} file cannot be read (${reason(error)}): it may be damaged or cut short; export it again and upload that`).because('photoDamaged');
  }
  // As it will stand: a phone's portrait photograph is stored on its side with an EXIF orientation.
  const { width = 0, height = 0 } = meta.autoOrient ?? meta;
  if (width < 1 || height < 1) throw unprocessable(`This ${PHOTO_FORMAT_NAMES[format]} file gives no picture size: it may be damaged`).because('photoDamaged');
  if (width * height > PHOTO_LIMITS.maxPixels) {
    throw unprocessable(`This picture is ${width.toLocaleString('en')} × ${height.toLocaleString('en')} px (${megapixels(width * height)}): `
      + `pictures of at most ${megapixels(PHOTO_LIMITS.maxPixels)} are accepted (a phone's photograph is 12 to 48 MP)`).because('photoTooManyPixels');
  }
  return { format, width, height };
}

/** The reason libvips or libheif gives, on one line, without the file's bytes. */
function reason(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n').map((line) => line.trim()).filter(Boolean).slice(0, 2).join('; ').slice(0, 200);
}

/** The photograph upright, at most MAX_WIDTH wide, as raw RGB(A): decoded completely once, so a truncated file fails here. */
async function master(bytes: Buffer, format: PhotoFormat): Promise<{ data: Buffer; info: OutputInfo }> {
  try {
    let input: Sharp;
    if (format === 'heic') {
      const pixels = await decodeHeic(bytes);
      input = sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: 4 }, limitInputPixels: PHOTO_LIMITS.maxPixels });
    } else {
      // 'truncated': a JPEG or PNG cut short is refused instead of stored with a grey bottom.
      input = sharp(bytes, { failOn: 'truncated', limitInputPixels: PHOTO_LIMITS.maxPixels }).autoOrient();
    }
    return await input.resize({ width: MAX_WIDTH, withoutEnlargement: true }).toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw unprocessable(`This ${PHOTO_FORMAT_NAMES[format]} file cannot be decoded (${reason(error)}): it may be damaged or cut short; export it again and upload that`).because('photoDamaged');
  }
}

/** Checks and encodes an upload for a campus; refuses (415, 422) with a message that says what to do. */
export async function processPhoto(site: string, bytes: Buffer): Promise<ProcessedPhoto> {
  const { format, width: originalWidth, height: originalHeight } = await check(bytes);
  const { data, info } = await master(bytes, format);
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const hash = photoHash(bytes);
  const key = photoKey(site, hash, info.width, info.height);
  const opaque = info.channels < 4;
  const files: PhotoFile[] = [];
  // Narrowest first; none is wider than the photograph. No withMetadata(): sharp writes no EXIF, XMP or ICC.
  // AVIF at effort 2: measured on a 2400 px picture, 0.8 s for 74 KB, where effort 4 (the default) took
  // 8.9 s for 67 KB on one libvips thread: 10 % more bytes for a tenth of the time an editor waits.
  for (const width of mediaWidths(info.width)) {
    const resized = () => sharp(data, raw).resize({ width });
    const [avif, webp] = await Promise.all([
      resized().avif({ quality: 55, effort: 2 }).toBuffer({ resolveWithObject: true }),
      resized().webp({ quality: 80, alphaQuality: 90 }).toBuffer({ resolveWithObject: true }),
    ]);
    files.push(
      { key: mediaVariant(key, width, 'avif'), format: 'avif', contentType: 'image/avif', width, height: avif.info.height, body: avif.data },
      { key: mediaVariant(key, width, 'webp'), format: 'webp', contentType: 'image/webp', width, height: webp.info.height, body: webp.data },
    );
  }
  // One JPEG at full size, for what reads no <picture> (link previews, downloads); transparency on white.
  const jpeg = await sharp(data, raw).flatten(opaque ? false : { background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer({ resolveWithObject: true });
  files.push({ key, format: 'jpeg', contentType: 'image/jpeg', width: info.width, height: info.height, body: jpeg.data });
  return {
    hash, format, key, width: info.width, height: info.height,
    original: { width: originalWidth, height: originalHeight, bytes: bytes.length }, files,
  };
}
