// Cached answers dropped on every instance, not only the one that wrote (PostgreSQL only; SQLite runs
// one instance). A write's invalidation is published with NOTIFY on a channel of the database (and
// schema); every instance LISTENs on a connection of its own and drops the same entries, within
// milliseconds rather than at the end of the entries' TTL (a minute for content). No extra service.
// A listener that loses its connection (a restart, a failover) reconnects and drops everything it
// holds, since it may have missed invalidations meanwhile.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { Client } from 'pg';
import type { Database } from './schema';

export interface CacheBus {
  /** resolves once the first attempt to listen is over: the app answers nothing before it listens */
  ready: Promise<void>;
  /** tells the other instances to drop the entries under `prefix` */
  publish(prefix: string): void;
  close(): Promise<void>;
}

const RECONNECT_MS = 1000;

export function cacheBus(options: {
  db: Kysely<Database>;
  databaseUrl: string;
  schema?: string;
  /** drops this instance's entries under a prefix another instance published */
  drop(prefix: string): void;
  /** drops every entry (after a lost connection, when invalidations may have been missed) */
  dropAll(): void;
  log(message: string): void;
}): CacheBus {
  const channel = `schools_cache_${options.schema ?? 'public'}`;
  const me = randomUUID();
  let client: Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let listenedBefore = false;

  const listen = async (): Promise<void> => {
    const next = new Client({ connectionString: options.databaseUrl });
    const lost = (why: string) => {
      if (closed || client !== next) return;
      client = undefined;
      options.log(`cache invalidations: ${why}; listening again in ${RECONNECT_MS} ms`);
      next.end().catch(() => undefined);
      retry = setTimeout(() => void listen(), RECONNECT_MS);
    };
    client = next;
    next.on('error', (error) => lost(error.message));
    next.on('end', () => lost('the connection ended'));
    next.on('notification', (message) => {
      try {
        const { from, prefix } = JSON.parse(message.payload ?? '') as { from: string; prefix: string };
        if (from !== me && typeof prefix === 'string') options.drop(prefix);
      } catch {
        /* not ours */
      }
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      // What was cached while not listening may have been invalidated meanwhile (the first time, nothing is cached yet).
      if (listenedBefore) options.dropAll();
      listenedBefore = true;
    } catch (error) {
      lost(error instanceof Error ? error.message : String(error));
    }
  };
  const ready = listen();

  return {
    ready,
    publish(prefix) {
      sql`select pg_notify(${channel}, ${JSON.stringify({ from: me, prefix })})`.execute(options.db).catch((error: unknown) => {
        options.log(`cache invalidation not sent to the other instances (${error instanceof Error ? error.message : String(error)}): they drop the entries at their TTL`);
      });
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
