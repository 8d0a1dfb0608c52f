// What an uploaded file is, from its first bytes: never from its name or the content type a browser
// claims (a phone sends HEIC as application/octet-stream, a renamed file lies about its extension).

export type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'heic';

export const PHOTO_FORMAT_NAMES: Record<PhotoFormat, string> = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP', heic: 'HEIC' };

/** HEIF brands of HEVC-coded pictures (a phone's HEIC); `mif1`/`msf1` only with one of them among the compatible brands. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx']);

/** Other formats people upload, named in the refusal so they know what to convert. */
const KNOWN_OTHERS: [string, (b: Buffer) => boolean][] = [
  ['GIF', (b) => b.subarray(0, 4).toString('latin1') === 'GIF8'],
  ['AVIF', (b) => b.subarray(4, 8).toString('latin1') === 'ftyp' && /avi[fs]/.test(b.subarray(8, 32).toString('latin1'))],
  ['TIFF', (b) => ['II*\u0000', 'MM\u0000*'].includes(b.subarray(0, 4).toString('latin1'))],
  ['BMP', (b) => b.subarray(0, 2).toString('latin1') === 'BM'],
  ['SVG', (b) => /^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/i.test(b.subarray(0, 256).toString('utf8'))],
  ['PDF', (b) => b.subarray(0, 5).toString('latin1') === '%PDF-'],
];

function isHeic(bytes: Buffer): boolean {
  if (bytes.length < 16 || bytes.subarray(4, 8).toString('latin1') !== 'ftyp') return false;
  const size = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
  const major = bytes.subarray(8, 12).toString('latin1');
  if (HEIC_BRANDS.has(major)) return true;
  if (major !== 'mif1' && major !== 'msf1') return false;
  for (let at = 16; at + 4 <= size; at += 4) if (HEIC_BRANDS.has(bytes.subarray(at, at + 4).toString('latin1'))) return true;
  return false;
}

/** The photograph's format, or undefined when the bytes are none of JPEG, PNG, WebP and HEIC. */
export function sniffPhoto(bytes: Buffer): PhotoFormat | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  if (isHeic(bytes)) return 'heic';
  return undefined;
}

/** The name of a format that is not accepted, when the bytes are one people often try; else undefined. */
export function otherFormat(bytes: Buffer): string | undefined {
  return KNOWN_OTHERS.find(([, test]) => test(bytes))?.[0];
}
