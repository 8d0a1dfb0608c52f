// The SQLite database copied with SQLite's online backup while the server runs (and writes), and the
// copy checked and counted. The copy is one self-contained file (rollback journal, no -wal beside it).
import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { DEFAULT_MIGRATION_TABLE } from 'kysely';
import { BackupRefused } from './refused';

/** Pages per backup step: all of them, in one step. In smaller steps, every write the server commits
 * between two steps would start the copy again, and a busy site might never let it finish. */
const ALL_PAGES = 0x7fffffff;

export interface DatabaseFacts {
  /** the last migration run */
  migration: string;
  /** rows per table */
  tables: Record<string, number>;
}

/** The tables of an open SQLite database and their rows, and its last migration. */
export function sqliteFacts(db: SQLite.Database, name: string): DatabaseFacts {
  const names = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name").all() as { name: string }[])
    .map((row) => row.name);
  if (!names.includes(DEFAULT_MIGRATION_TABLE)) throw new BackupRefused(`${name} is not the site's database: it has no ${DEFAULT_MIGRATION_TABLE} table`);
  const tables: Record<string, number> = {};
  for (const table of names) tables[table] = (db.prepare(`SELECT count(*) AS n FROM "${table.replace(/"/g, '""')}"`).get() as { n: number }).n;
  const last = db.prepare(`SELECT name FROM "${DEFAULT_MIGRATION_TABLE}" ORDER BY name DESC LIMIT 1`).get() as { name: string } | undefined;
  if (!last) throw new BackupRefused(`${name} has run no migration: it is not a site's database`);
  return { migration: last.name, tables };
}

/** Copies the live database at `sourceFile` into the new file `copyFile`, consistent as of one moment. */
export async function backupSqlite(sourceFile: string, copyFile: string): Promise<DatabaseFacts> {
  if (!fs.existsSync(sourceFile)) {
    throw new BackupRefused(`There is no SQLite database at ${sourceFile}: run the command with the server's DATA_DIR (or SQLITE_FILE), or DATABASE_URL for PostgreSQL`);
  }
  // Read-only: the backup never writes the live database. In WAL mode it reads while the server writes.
  const source = new SQLite(sourceFile, { readonly: true, fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(copyFile, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
  const copy = new SQLite(copyFile);
  try {
    copy.pragma('journal_mode = DELETE');
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`The copy of ${sourceFile} fails SQLite's quick_check: ${String(check)}`);
    return sqliteFacts(copy, sourceFile);
  } finally {
    copy.close();
  }
}

/** Checks a restored SQLite file before it goes into place: whole, and with the rows the manifest counted. */
export function checkRestoredSqlite(file: string, expected: Record<string, number>): void {
  const db = new SQLite(file, { fileMustExist: true });
  try {
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`The restored database fails SQLite's quick_check: ${String(check)}`);
    const { tables } = sqliteFacts(db, file);
    const differ = Object.keys({ ...tables, ...expected }).filter((table) => tables[table] !== expected[table]);
    if (differ.length) throw new Error(`The restored database's rows differ from the manifest's counts in ${differ.join(', ')}`);
  } finally {
    db.close();
  }
}
