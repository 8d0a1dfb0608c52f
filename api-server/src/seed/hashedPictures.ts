// Pictures in storage are named by their content (`bisz/home-dining.3f9c01ab2e.svg`), so a browser
// and any CDN may keep them forever: a changed picture is a new name, never a stale copy.
import { createHash } from 'node:crypto';
import type { CampusSeed } from './types';

/** A stored picture: its path under the storage folder and its content. */
export interface StoredPicture {
  file: string;
  svg: string;
}

/** The ten hex digits of a content hash that a stored file's name carries before its extension. */
export const CONTENT_HASHED_NAME = /\.[0-9a-f]{10}\.[a-z0-9]+$/i;

/** `dir/name.svg` → `dir/name.<hash>.svg`, the hash of the content. */
export function contentHashedName(file: string, content: string | Buffer): string {
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 10);
  const dot = file.lastIndexOf('.');
  return dot > file.lastIndexOf('/') ? `${file.slice(0, dot)}.${hash}${file.slice(dot)}` : `${file}.${hash}`;
}

/** Every string of a value equal to a key of `names` replaced by its new name; everything else as it was. */
function renamed<T>(value: T, names: ReadonlyMap<string, string>): T {
  if (typeof value === 'string') return (names.get(value) ?? value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => renamed(v, names)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, renamed(v, names)])) as T;
  }
  return value;
}

/**
 * The seeds with every picture they reference under its content-hashed name, and the pictures to
 * write under those names. A picture is referenced by its exact path wherever the seeds name it
 * (list items, banners, blocks of copy), so replacing equal strings renames each everywhere.
 */
export function withHashedPictures(seeds: CampusSeed[], pictures: StoredPicture[]): { seeds: CampusSeed[]; pictures: StoredPicture[] } {
  const names = new Map(pictures.map((p) => [p.file, contentHashedName(p.file, p.svg)]));
  return {
    seeds: renamed(seeds, names),
    pictures: pictures.map((p) => ({ file: names.get(p.file)!, svg: p.svg })),
  };
}
