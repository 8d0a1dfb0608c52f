// Starts the real API on a free port over a copy of the seeded content (seededData.ts): a SQLite file
// of its own, or, when TEST_DATABASE_URL is set, a PostgreSQL database of its own.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createApi, createHttpClient, type Api, type Lang } from '@schools/shared-api';
import { configFromEnv, type ServerConfig } from '../../src/config';
import { startServer } from '../../src/server';
import type { ScryptCost } from '../../src/modules/staff/passwords';
import type { DbHandle } from '../../src/platform/db/connect';
import { seededData } from './seededData';

/**
 * scrypt's cost for the passwords of the test servers' staff: 1/32 of the real one's work. A hash
 * names its cost, so sign-in works the same; at the real cost the suite's 300 or so hashes were a
 * tenth of its time. A test that measures the cost itself asks for SCRYPT (startTestServer's passwordCost).
 */
export const TEST_PASSWORD_COST = { N: 2 ** 10, r: 8, p: 1 } as const;

export interface TestServer {
  app: FastifyInstance;
  base: string;
  config: ServerConfig;
  /** scrypt's cost for its staff's passwords (TEST_PASSWORD_COST unless the test asked for another) */
  passwordCost: ScryptCost;
  dialect: string;
  /** the server's database, for what only a test should do (move the clock of a stored row) */
  db: DbHandle['db'];
  /** shared-api's typed calls against this server, for one campus and language */
  api(site: string, lang: Lang): Api;
  close(): Promise<void>;
}

/**
 * `overrides` replace settings of the configuration `npm run dev` has (the WeChat simulator on:
 * `wechat: undefined` closes comments); `logStream` receives the server's log; `clock` is the staff
 * sign-in's time (sessions' ends, the throttle's window), for tests that move it.
 */
export async function startTestServer(
  overrides: Partial<ServerConfig> = {},
  { logStream, clock, passwordCost = TEST_PASSWORD_COST }: { logStream?: NodeJS.WritableStream; clock?: () => Date; passwordCost?: ScryptCost } = {},
): Promise<TestServer> {
  const data = await seededData();
  const config: ServerConfig = {
    ...configFromEnv({ WECHAT_SIMULATOR: '1' }),
    host: '127.0.0.1',
    port: 0,
    databaseUrl: data.databaseUrl,
    databaseSchema: undefined,
    sqliteFile: data.sqliteFile,
    storageDir: data.storageDir,
    ...overrides,
  };
  let started: Awaited<ReturnType<typeof startServer>>;
  try {
    started = await startServer(config, { logStream, clock, passwordCost });
    await started.app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await data.remove();
    throw error;
  }
  const { app, database } = started;
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    app,
    base,
    config,
    passwordCost,
    dialect: database.dialect,
    db: database.db,
    api: (site, lang) => createApi(createHttpClient({ baseUrl: base, school: () => site, lang: () => lang }), () => site),
    close: async () => {
      await app.close();
      await data.remove();
    },
  };
}

/** A raw request, for what the typed client does not do (bad input, headers, status codes). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- what the server answered, read by the assertions that follow (they are its type check)
export async function raw(base: string, pathName: string, init: RequestInit = {}): Promise<{ status: number; headers: Headers; body: any }> {
  const response = await fetch(base + pathName, init);
  const textBody = await response.text();
  let body: unknown = textBody;
  try {
    body = JSON.parse(textBody);
  } catch {
    /* not JSON: keep the text */
  }
  return { status: response.status, headers: response.headers, body };
}
