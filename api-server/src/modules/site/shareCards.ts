// The picture of a page's share card. WeChat, Weibo, Facebook and LinkedIn show no SVG in a card, and
// the seeded pictures are SVG scenes: a card gets a 1200 × 630 JPEG of the page's picture instead,
// rendered from the stored SVG on first request and kept beside it. The SVG's name carries its content's
// hash, so the JPEG's name does too, and both are immutable.
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { pictureFile } from '@schools/shared-api';
import { CONTENT_HASHED_NAME } from '../../platform/storage/contentHash';

/** Where share cards are served, and kept under the object-storage folder. */
export const SHARE_PREFIX = '/share/';
/** What the large-picture cards of WeChat, Facebook and X display without cropping. */
export const SHARE_CARD = { width: 1200, height: 630 } as const;

/** A stored picture's key: lower-case folders and a content-hashed file name, nothing that climbs out. */
const PICTURE_KEY = /^(?:[a-z0-9][a-z0-9_-]*\/)*[a-z0-9][a-z0-9._-]*$/;

const isSharableSvg = (key: string) => PICTURE_KEY.test(key) && !key.includes('..') && key.endsWith('.svg') && CONTENT_HASHED_NAME.test(key);

/**
 * The share card's address for a page picture (as the page's <img> names it): a stored SVG becomes its
 * JPEG rendition; any other picture (a school's photograph is already a JPEG) is its own card.
 */
export function shareCardPath(address: string, storageBase: string): { path: string; size?: typeof SHARE_CARD } {
  // The file, not its focal point (a scene's address carries one, as a photograph's does).
  const picture = pictureFile(address);
  const prefix = `${storageBase}/`;
  const key = picture.startsWith(prefix) ? picture.slice(prefix.length) : undefined;
  if (key === undefined || !isSharableSvg(key)) return { path: picture };
  return { path: `${SHARE_PREFIX}${key.replace(/\.svg$/, '.jpg')}`, size: SHARE_CARD };
}

async function render(svg: Buffer): Promise<Buffer> {
  return sharp(svg, { density: 144 })
    .resize(SHARE_CARD.width, SHARE_CARD.height, { fit: 'cover', position: 'centre' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/**
 * GET /share/<key>.jpg: the JPEG card of the stored picture <key>.svg, made once and then read from
 * storageDir/share/. A key that names no stored SVG is a 404.
 */
export async function shareCards(app: FastifyInstance, options: { storageDir: string }): Promise<void> {
  const pending = new Map<string, Promise<Buffer | undefined>>();

  const card = async (key: string): Promise<Buffer | undefined> => {
    const kept = path.join(options.storageDir, SHARE_PREFIX, `${key}.jpg`);
    const stored = await fs.readFile(kept).catch(() => undefined);
    if (stored) return stored;
    const svg = await fs.readFile(path.join(options.storageDir, `${key}.svg`)).catch(() => undefined);
    if (!svg) return undefined;
    const jpeg = await render(svg);
    // Written under a temporary name, then renamed: a reader never sees half a file.
    await fs.mkdir(path.dirname(kept), { recursive: true });
    const temporary = `${kept}.${process.pid}.tmp`;
    await fs.writeFile(temporary, jpeg);
    await fs.rename(temporary, kept);
    return jpeg;
  };

  app.get(`${SHARE_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const name = (request.params as { '*': string })['*'];
    const key = name.endsWith('.jpg') ? name.slice(0, -'.jpg'.length) : '';
    if (!key || !isSharableSvg(`${key}.svg`)) return reply.code(404).type('text/plain; charset=utf-8').send('No such share card.');
    let making = pending.get(key);
    if (!making) {
      making = card(key).finally(() => pending.delete(key));
      pending.set(key, making);
    }
    const jpeg = await making;
    if (!jpeg) return reply.code(404).type('text/plain; charset=utf-8').send('No such share card.');
    return reply.type('image/jpeg').header('cache-control', 'public, max-age=31536000, immutable').send(jpeg);
  });
}
