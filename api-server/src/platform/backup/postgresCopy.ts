// The PostgreSQL schema dumped with pg_dump while the servers run, and restored with pg_restore into
// an empty database or schema. The rows are counted in the very snapshot pg_dump reads (exported from
// the transaction that counts them), so the manifest's counts are the dump's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_MIGRATION_TABLE } from 'kysely';
import { Client } from 'pg';
import { runPgTool } from './pgTools';
import { BackupRefused } from './refused';
import type { DatabaseFacts } from './sqliteCopy';

export interface PostgresTarget {
  databaseUrl: string;
  /** DATABASE_SCHEMA; the connection's current schema (public, normally) when unset */
  databaseSchema?: string;
}

const quoteName = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function connect(target: PostgresTarget): Promise<Client> {
  const client = new Client({
    connectionString: target.databaseUrl,
    ...(target.databaseSchema ? { options: `-c search_path=${target.databaseSchema}` } : {}),
  });
  await client.connect();
  return client;
}

/** The schema the server's tables live in: DATABASE_SCHEMA, or the connection's current schema. */
async function schemaOf(client: Client, target: PostgresTarget): Promise<string> {
  if (target.databaseSchema) return target.databaseSchema;
  const { rows } = await client.query<{ schema: string | null }>('SELECT current_schema() AS schema');
  return rows[0]?.schema ?? 'public';
}

/** The tables of a schema (relations only: what pg_dump writes rows of), with their rows, and the last migration. */
async function postgresFacts(client: Client, schema: string): Promise<DatabaseFacts> {
  const { rows } = await client.query<{ name: string }>(
    "SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1 AND c.relkind IN ('r', 'p') ORDER BY 1",
    [schema],
  );
  const names = rows.map((row) => row.name);
  if (!names.includes(DEFAULT_MIGRATION_TABLE)) throw new BackupRefused(`The schema ${schema} holds no site: it has no ${DEFAULT_MIGRATION_TABLE} table (is DATABASE_SCHEMA the server's?)`);
  const tables: Record<string, number> = {};
  for (const name of names) {
    tables[name] = (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${quoteName(schema)}.${quoteName(name)}`)).rows[0]!.n;
  }
  const last = await client.query<{ name: string }>(`SELECT name FROM ${quoteName(schema)}.${quoteName(DEFAULT_MIGRATION_TABLE)} ORDER BY name DESC LIMIT 1`);
  if (!last.rows[0]) throw new BackupRefused(`The schema ${schema} has run no migration: it holds no site`);
  return { migration: last.rows[0].name, tables };
}

/** pg_dump --format=custom of the server's schema into `dumpFile`, as of one snapshot. */
export async function backupPostgres(target: PostgresTarget, dumpFile: string): Promise<DatabaseFacts & { schema: string }> {
  const client = await connect(target);
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const snapshot = (await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0]!.id;
    const schema = await schemaOf(client, target);
    const facts = await postgresFacts(client, schema);
    // Ownership and grants are left out: the restore's role owns what it creates, on any server.
    // The schema in double quotes: a name, not a pattern.
    await runPgTool('pg_dump', ['--format=custom', `--file=${dumpFile}`, `--schema=${quoteName(schema)}`, `--snapshot=${snapshot}`, '--no-owner', '--no-privileges'], target.databaseUrl);
    await client.query('COMMIT');
    return { ...facts, schema };
  } finally {
    await client.end();
  }
}

export interface PostgresPlan {
  schema: string;
  /** the schema exists already (empty): the dump's CREATE SCHEMA is left out */
  schemaExists: boolean;
}

/** Refuses a database whose schema is not the backup's or holds anything; otherwise says how to restore into it. Writes nothing. */
export async function checkPostgresTarget(target: PostgresTarget, backupSchema: string): Promise<PostgresPlan> {
  const client = await connect(target);
  try {
    const schema = await schemaOf(client, target);
    if (schema !== backupSchema) {
      const whose = target.databaseSchema ? 'DATABASE_SCHEMA names' : "the connection's current schema is";
      const fix = backupSchema === 'public' ? 'leave DATABASE_SCHEMA unset' : `set DATABASE_SCHEMA=${backupSchema}`;
      throw new BackupRefused(`The backup holds the schema ${backupSchema} and ${whose} ${schema}: a backup goes back into a schema of its own name (${fix}). Nothing was written`);
    }
    const { rows } = await client.query<{ exists: boolean; relations: number }>(
      'SELECT EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = $1) AS exists, ' +
      '(SELECT count(*)::int FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1) AS relations',
      [schema],
    );
    const { exists, relations } = rows[0]!;
    if (relations > 0) {
      throw new BackupRefused(`The schema ${schema} of DATABASE_URL is not empty (${relations} tables, indexes or sequences): restore into a new database (createdb) or an empty schema. Nothing was written`);
    }
    return { schema, schemaExists: exists };
  } finally {
    await client.end();
  }
}

/**
 * The extension the schema's indexes use, made where migration 024 makes it (public) unless the
 * database has it already: a dump of one schema names pg_trgm's operator class (the search index's)
 * but carries no CREATE EXTENSION, which belongs to the database rather than to the schema.
 */
async function ensureExtensions(target: PostgresTarget): Promise<void> {
  const client = await connect(target);
  try {
    const { rows } = await client.query("SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'");
    if (rows.length === 0) await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
  } finally {
    await client.end();
  }
}

/** pg_restore of the dump into the checked, empty schema, in one transaction: all of it or nothing. */
export async function restorePostgres(target: PostgresTarget, dumpFile: string, plan: PostgresPlan, expected: Record<string, number>): Promise<void> {
  await ensureExtensions(target);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'restore-list-'));
  try {
    const args = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction'];
    if (plan.schemaExists) {
      // The dump creates its schema; an empty one that exists already (public, or made by the
      // administrator) is kept, so its CREATE SCHEMA and COMMENT entries are taken out of the list.
      const entries = (await runPgTool('pg_restore', ['--list', dumpFile])).split('\n');
      const name = plan.schema.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const own = new RegExp(`\\s(SCHEMA - ${name}|COMMENT - SCHEMA ${name})(\\s|$)`);
      const listFile = path.join(work, 'list');
      fs.writeFileSync(listFile, entries.filter((line) => !own.test(line)).join('\n'));
      args.push(`--use-list=${listFile}`);
    }
    await runPgTool('pg_restore', [...args, dumpFile], target.databaseUrl);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  const client = await connect(target);
  try {
    const { tables } = await postgresFacts(client, plan.schema);
    const differ = Object.keys({ ...tables, ...expected }).filter((table) => tables[table] !== expected[table]);
    if (differ.length) throw new Error(`The restored database's rows differ from the manifest's counts in ${differ.join(', ')}`);
  } finally {
    await client.end();
  }
}
