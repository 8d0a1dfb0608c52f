// The probes an orchestrator or a load balancer routes on. /healthz: the process answers. /readyz: this
// instance can serve the site: its database answers, its storage can be read, and every file of the
// live import map is in the storage this instance serves from (a second instance started with a
// storage folder of its own would otherwise answer every page with an error). A failing check answers
// 503 and names itself; the start logs the same (server.ts).
import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { ERROR_CODES } from '@schools/shared-api';
import type { ReleaseLog } from './modules/releases/releaseLog';
import type { Database } from './platform/db/schema';
import type { ReleaseStore } from './platform/storage/objectStore';

export interface ReadinessDeps {
  db: Kysely<Database>;
  releases: ReleaseLog;
  store: ReleaseStore;
  /** the storage folder, when the released files are there (not in a bucket) */
  storageDir?: string;
}

/** One check: resolves when it holds; rejects saying what is wrong. */
type Check = () => Promise<void>;
const CHECK_TIMEOUT_MS = 2000;

export function readinessChecks({ db, releases, store, storageDir }: ReadinessDeps): Record<string, Check> {
  return {
    database: async () => {
      await sql`select 1`.execute(db);
    },
    storage: async () => {
      if (storageDir) await fs.access(storageDir, fs.constants.R_OK);
      else await store.has('modules/');
    },
    liveFiles: async () => {
      const live = await releases.liveImports();
      const urls = Object.values(live);
      if (urls.length === 0) throw new Error('nothing is released yet: npm run release -- all --built');
      for (const url of urls) {
        const key = store.keyOf(url);
        if (key && !(await store.has(key))) throw new Error(`${url} of the live import map is missing from ${store.describe()}: this instance needs the storage the releases were published to`);
      }
    },
  };
}

/** Runs every check (each within CHECK_TIMEOUT_MS); the failures by name, empty when ready. */
export async function failedChecks(checks: Record<string, Check>): Promise<Record<string, string>> {
  const results = await Promise.all(Object.entries(checks).map(async ([name, check]) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
    });
    try {
      await Promise.race([check(), timeout]);
      return undefined;
    } catch (error) {
      return [name, error instanceof Error ? error.message : String(error)] as const;
    } finally {
      clearTimeout(timer);
    }
  }));
  return Object.fromEntries(results.filter((r) => r !== undefined));
}

export async function healthRoutes(app: FastifyInstance, { checks }: { checks: Record<string, Check> }): Promise<void> {
  const noStore = { 'cache-control': 'no-store' };
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    reply.headers(noStore);
    return { code: '000', data: { status: 'alive' } };
  });
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    reply.headers(noStore);
    const failed = await failedChecks(checks);
    const names = Object.keys(failed);
    if (names.length === 0) return { code: '000', data: { status: 'ready', checks: Object.keys(checks) } };
    return reply.code(503).send({
      code: ERROR_CODES.unavailable, data: null,
      message: `Not ready: ${names.map((name) => `${name}: ${failed[name]}`).join('; ')}`,
      failed,
    });
  });
}
