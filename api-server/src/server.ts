import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from './app';
import type { ServerConfig } from './config';
import { openDatabase, type DbHandle } from './db/connect';
import { schedulePruning } from './db/prune';
import { CAMPUS_SEEDS } from './seed/fixtures';
import { withHashedPictures } from './seed/hashedPictures';
import { allImages } from './seed/illustrations';
import { isEmpty, seedDatabase, writeImages } from './seed/seed';
import { wechatQrImages } from './seed/wechatQr';

/** Opens and migrates the database, seeds it when empty, and builds the app on it. */
export async function startServer(config: ServerConfig, deps: Omit<AppDeps, 'database'> = {}): Promise<{ app: FastifyInstance; database: DbHandle }> {
  const database = await openDatabase(config);
  if (await isEmpty(database.db)) await seed(database, config);
  // Site settings rather than content: written on every start, so an existing database gets them too.
  writeImages(config.storageDir, await wechatQrImages());
  const app = await buildApp(config, { ...deps, database });
  const stopPruning = schedulePruning(database.db, config.pruneIntervalMs, (error) => app.log.error({ err: error }, 'sweeping expired rows failed'));
  app.addHook('onClose', async () => {
    await stopPruning();
    await database.close();
  });
  return { app, database };
}

export async function seed(database: DbHandle, config: Pick<ServerConfig, 'storageDir'>) {
  const { seeds, pictures } = withHashedPictures(CAMPUS_SEEDS, allImages(CAMPUS_SEEDS));
  const counts = await seedDatabase(database.db, seeds);
  writeImages(config.storageDir, pictures);
  return counts;
}
