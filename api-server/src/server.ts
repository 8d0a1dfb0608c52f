import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from './app';
import type { ServerConfig } from './config';
import { openDatabase, type DbHandle } from './platform/db/connect';
import { schedulePruning } from './pruning';

/** Fills an empty database (and the storage folder) with a site's content: the seed, given by the command that starts the server. */
export type Seeder = (database: DbHandle, config: Pick<ServerConfig, 'storageDir'>) => Promise<unknown>;

/** Opens and migrates the database, fills it with `seedWhenEmpty` when it has no content, and builds the app on it. */
export async function startServer(
  config: ServerConfig,
  deps: Omit<AppDeps, 'database'> = {},
  seedWhenEmpty?: Seeder,
): Promise<{ app: FastifyInstance; database: DbHandle }> {
  const database = await openDatabase(config);
  if (seedWhenEmpty && await isEmpty(database)) await seedWhenEmpty(database, config);
  const app = await buildApp(config, { ...deps, database });
  const stopPruning = schedulePruning(database.db, config.pruneIntervalMs, (error) => app.log.error({ err: error }, 'sweeping expired rows failed'));
  app.addHook('onClose', async () => {
    await stopPruning();
    await database.close();
  });
  return { app, database };
}

/** A database without a menu has no site yet. */
async function isEmpty({ db }: DbHandle): Promise<boolean> {
  return !(await db.selectFrom('menu').select('id').limit(1).executeTakeFirst());
}

/**
 * Stops as an orchestrator expects on SIGTERM: no new connections, requests in flight finish, and
 * whatever is still open after `graceMs` is closed (a client trickling its request would otherwise
 * hold the stop for ever: once the server stops listening, Node no longer times requests out).
 */
export async function stopGracefully(app: FastifyInstance, graceMs: number): Promise<void> {
  const force = setTimeout(() => {
    app.log.warn(`requests still open ${graceMs} ms after the stop began: their connections are closed`);
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(force);
  }
}
