import { sql, type Kysely, type Transaction } from 'kysely';
import type { Dialect } from './dialect';
import type { Database } from './schema';

/**
 * Serialises the transactions that count and then insert under the same keys (a rate limit, the
 * places of a session), so that concurrent requests cannot all pass the count. PostgreSQL takes a
 * transaction-scoped advisory lock per key, in a fixed order so two transactions never wait on each
 * other; SQLite runs one transaction at a time on its one connection already.
 */
export async function lockKeys(trx: Transaction<Database> | Kysely<Database>, dialect: Dialect, keys: readonly string[]): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const key of [...new Set(keys)].sort()) await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}
