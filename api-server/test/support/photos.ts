// Photographs for the media library's tests, made here: nothing downloaded, nobody's photograph.
// The one HEIC file is committed (test/fixtures/gradient-640x480.heic, 4 KB): a 640 × 480 gradient
// made with sharp as a PNG, then encoded with libheif's heif-enc (x265, quality 40), since no npm
// package encodes HEVC.
import fs from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { StaffClient } from './staff';
import { raw } from './testServer';

export const HEIC_SAMPLE = fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'gradient-640x480.heic'));

/** A photograph-like picture (a gradient with squares, so encoders have something to do), as raw RGB. */
function pixels(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      data[i] = Math.floor((x * 255) / width);
      data[i + 1] = Math.floor((y * 255) / height);
      data[i + 2] = ((x >> 6) + (y >> 6)) % 2 ? 210 : 60;
    }
  }
  return data;
}

export const picture = (width: number, height: number) => sharp(pixels(width, height), { raw: { width, height, channels: 3 } });

/** A JPEG as a phone writes it: the camera, where it was taken (GPS), when, and its orientation. */
export async function phoneJpeg(width: number, height: number, orientation = 1): Promise<Buffer> {
  // sharp writes the orientation itself (withMetadata), the other tags as given.
  return picture(width, height).jpeg({ quality: 85 }).withMetadata({ orientation }).withExif({
    IFD0: { Make: 'Test Phone', Model: 'Camera 1' },
    IFD2: { DateTimeOriginal: '2026:09:01 08:30:00' },
    IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '22/1 32/1 1234/100', GPSLongitudeRef: 'E', GPSLongitude: '113/1 56/1 789/100' },
  }).toBuffer();
}

/** A PNG whose header declares width × height but whose one compressed row is all it holds: a decompression bomb's shape, 100 bytes. */
export function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(body.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), body])), 0);
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(width * 3 + 1))), chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** Uploads a file as the staff page does (multipart/form-data, field "file"), as `client`. */
export function upload(client: StaffClient, base: string, site: string, bytes: Buffer, name = 'photo.jpg', type = 'image/jpeg') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return raw(base, `/api/staff/${site}/media`, { method: 'POST', headers: { cookie: client.cookie, 'x-csrf-token': client.csrf }, body: form });
}

/** Every file under a storage folder's media/, relative to it. */
export function mediaFiles(storageDir: string): string[] {
  const root = path.join(storageDir, 'media');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile()).sort();
}
