// A site's whole seed: the fixtures of every campus into the database, their pictures into storage.
import type { DbHandle } from '../platform/db/connect';
import { writeImages } from '../platform/storage/pictureFiles';
import { CAMPUS_SEEDS } from './fixtures';
import { withHashedPictures } from './hashedPictures';
import { allImages } from './illustrations';
import { seedDatabase } from './seed';

export async function seedSite(database: DbHandle, config: { storageDir: string }) {
  const { seeds, pictures } = withHashedPictures(CAMPUS_SEEDS, allImages(CAMPUS_SEEDS));
  const counts = await seedDatabase(database.db, seeds);
  writeImages(config.storageDir, pictures);
  return counts;
}
