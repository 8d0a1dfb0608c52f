// Files in storage named by their content (`bisz/home-dining.3f9c01ab2e.svg`): a browser and any CDN
// may keep them forever, as a changed file is a new name, never a stale copy.
import { createHash } from 'node:crypto';

/** The ten hex digits of a content hash that a stored file's name carries before its extension. */
export const CONTENT_HASHED_NAME = /\.[0-9a-f]{10}\.[a-z0-9]+$/i;

/** `dir/name.svg` → `dir/name.<hash>.svg`, the hash of the content. */
export function contentHashedName(file: string, content: string | Buffer): string {
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 10);
  const dot = file.lastIndexOf('.');
  return dot > file.lastIndexOf('/') ? `${file.slice(0, dot)}.${hash}${file.slice(dot)}` : `${file}.${hash}`;
}
