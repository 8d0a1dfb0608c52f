// A picture's smallest version for a list of the studio (a slot, a carousel slide), from its address or
// from the path copy stores it under (`bisz/library.svg`), which the site serves under its storage base.
import { pictureFile, pictureSources } from '@schools/shared-api';

/**
 * Where the site serves stored files: the staff page says so on its root element (staffPage.ts,
 * OBJECT_STORAGE_BASE); the default otherwise, as in a unit test's document.
 */
export function storageBase(doc: Document = document): string {
  return doc.getElementById('staff')?.dataset.storageBase ?? '/storage';
}

/** The address of a stored picture as the site gives it: an address as it is, a path under the storage base. */
export function pictureAddress(stored: string, base = storageBase()): string {
  return !stored || /^https?:\/\//.test(stored) || stored.startsWith('/') ? stored : `${base}/${stored}`;
}

/** A library photograph's narrowest WebP, not its full-size JPEG; any other picture's file. */
export const thumbnail = (src: string) => pictureSources(src)?.webp.split(' ')[0] ?? pictureFile(src);
