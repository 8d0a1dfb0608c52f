// npm run restore -- <folder>: puts a backup made by npm run backup back into an empty data folder
// (DATA_DIR, or SQLITE_FILE and OBJECT_STORAGE_DIR), or on PostgreSQL into the empty database or schema
// of DATABASE_URL and DATABASE_SCHEMA. It checks every file's SHA-256 before it writes anything, and
// refuses a target that holds anything. docs/operate/backup-and-restore.md
import { configFromEnv } from '../config';
import { BackupRefused } from '../platform/backup/refused';
import { restoreBackup } from '../platform/backup/restoreBackup';

const USAGE = `Usage: npm run restore -- <folder>
  Restores the backup in <folder> into an empty data folder (DATA_DIR, or SQLITE_FILE and
  OBJECT_STORAGE_DIR), or on PostgreSQL into the empty database or schema of DATABASE_URL and
  DATABASE_SCHEMA. Stop nothing: the target is empty, so no server runs on it yet.`;

async function main(argv: string[]): Promise<void> {
  if (argv.length !== 1 || argv[0]!.startsWith('-')) throw new BackupRefused(USAGE);
  const config = configFromEnv();
  const started = Date.now();
  const manifest = await restoreBackup(
    argv[0]!,
    { sqliteFile: config.sqliteFile, databaseUrl: config.databaseUrl, databaseSchema: config.databaseSchema, storageDir: config.storageDir },
    (line) => console.log(line),
  );
  const rows = Object.values(manifest.database.tables).reduce((sum, n) => sum + n, 0);
  const where = config.databaseUrl ? `the PostgreSQL schema ${manifest.database.schema}` : config.sqliteFile;
  console.log(`Restored the backup of ${manifest.createdAt} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${rows} rows into ${where}, ` +
    `${manifest.totals.files - 1} files into ${config.storageDir}. Start the server with these settings.`);
  for (const note of manifest.storage.notCopied) console.log(`Not in the backup: ${note}.`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof BackupRefused ? error.message : error);
  process.exit(1);
});
