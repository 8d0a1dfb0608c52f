// Pictures in storage are named by their content (`bisz/home-dining.3f9c01ab2e.svg`), so a browser
// and any CDN may keep them forever: a changed picture is a new name, never a stale copy. A scene's
// focal point travels with its name, in the address's fragment (`….svg#focus=50,44`), as a
// photograph's does in the site's answers: the file is the same, and the kit crops around the point.
import { withFocus, type FocalPoint } from '@schools/shared-api';
import type { CampusSeed } from '../modules/content/campusContent';
import { contentHashedName } from '../platform/storage/contentHash';

/**
 * A picture: the path the seeds name it by and its content; `stored`, where set, the name of the
 * file that holds it (pictures with one content share one file) instead of its own path.
 */
export interface StoredPicture {
  file: string;
  svg: string;
  stored?: string;
  /** where its figures are (a scene's); the middle when absent */
  focus?: FocalPoint;
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
 * The seeds with every picture they reference under its content-hashed name (and its focal point, when
 * it has one off the middle), and the files to write under those names, each once however many
 * pictures share it. A picture is referenced by its exact path wherever the seeds name it (list items,
 * banners, blocks of copy), so replacing equal strings renames each everywhere.
 */
export function withHashedPictures(seeds: CampusSeed[], pictures: StoredPicture[]): { seeds: CampusSeed[]; pictures: StoredPicture[] } {
  const names = new Map(pictures.map((p) => [p.file, contentHashedName(p.stored ?? p.file, p.svg)]));
  const addresses = new Map(pictures.map((p) => [p.file, p.focus ? withFocus(names.get(p.file)!, p.focus) : names.get(p.file)!]));
  // One name, one content (the name carries the content's hash): pictures sharing one are one file.
  const files = new Map(pictures.map((p) => [names.get(p.file)!, p.svg]));
  return {
    seeds: renamed(seeds, addresses),
    pictures: [...files].map(([file, svg]) => ({ file, svg })),
  };
}
