// A site's whole seed: the fixtures of every campus into the database, their pictures into storage.
// `first` runs at the start of the database's transaction (seedDatabase): npm run seed's check of what
// staff changed (reseed.ts); the server's seed of an empty database has none.
import type { Transaction } from 'kysely';
import type { DbHandle } from '../platform/db/connect';
import type { Database } from '../platform/db/schema';
import { writeImages } from '../platform/storage/pictureFiles';
import { CAMPUS_SEEDS } from './fixtures';
import { withHashedPictures } from './hashedPictures';
import { allImages } from './illustrations';
import { seedDatabase } from './seed';

export async function seedSite(database: Pick<DbHandle, 'db'>, config: { storageDir: string }, first?: (trx: Transaction<Database>) => Promise<void>) {
  const { seeds, pictures } = withHashedPictures(CAMPUS_SEEDS, allImages(CAMPUS_SEEDS));
  const counts = await seedDatabase(database.db, seeds, first);
  writeImages(config.storageDir, pictures);
  return counts;
}
