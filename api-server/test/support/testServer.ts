// Starts the real API on a free port over a fresh database: a temporary SQLite file, or, when
// TEST_DATABASE_URL is set, a schema of its own in that PostgreSQL database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { createApi, createHttpClient, type Api, type Lang } from '@schools/shared-api';
import { configFromEnv, type ServerConfig } from '../../src/config';
import { startServer } from '../../src/server';
import type { DbHandle } from '../../src/db/connect';

export interface TestServer {
  app: FastifyInstance;
  base: string;
  config: ServerConfig;
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
  { logStream, clock }: { logStream?: NodeJS.WritableStream; clock?: () => Date } = {},
): Promise<TestServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  const pgUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  let databaseSchema: string | undefined;
  let dropSchema = async () => undefined as unknown;
  if (pgUrl) {
    const schema = `t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`.toLowerCase();
    const client = new Client({ connectionString: pgUrl });
    await client.connect();
    await client.query(`CREATE SCHEMA "${schema}"`);
    await client.end();
    databaseUrl = pgUrl;
    databaseSchema = schema;
    dropSchema = async () => {
      const c = new Client({ connectionString: pgUrl });
      await c.connect();
      await c.query(`DROP SCHEMA "${schema}" CASCADE`);
      await c.end();
    };
  }
  const config: ServerConfig = {
    ...configFromEnv({ WECHAT_SIMULATOR: '1' }),
    host: '127.0.0.1',
    port: 0,
    databaseUrl,
    databaseSchema,
    sqliteFile: path.join(dir, 'test.sqlite'),
    storageDir: path.join(dir, 'storage'),
    ...overrides,
  };
  const { app, database } = await startServer(config, { logStream, clock });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    app,
    base,
    config,
    dialect: database.dialect,
    db: database.db,
    api: (site, lang) => createApi(createHttpClient({ baseUrl: base, school: () => site, lang: () => lang }), () => site),
    close: async () => {
      await app.close();
      await dropSchema();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A raw request, for what the typed client does not do (bad input, headers, status codes). */
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
