// npm run backup -- <folder>: a consistent backup of the running site (no need to stop it) into a
// folder: the database (SQLite's online backup, or pg_dump), then the storage folder's files, and
// manifest.json with every file's size and SHA-256. The same settings as the server (DATA_DIR or
// SQLITE_FILE, DATABASE_URL and DATABASE_SCHEMA, OBJECT_STORAGE_DIR). docs/operate/backup-and-restore.md
import { configFromEnv, type ServerConfig } from '../config';
import { BackupRefused } from '../platform/backup/refused';
import { takeBackup } from '../platform/backup/takeBackup';

const USAGE = `Usage: npm run backup -- <folder>
  Backs the running site up into <folder>: a new folder, an empty one, or an earlier backup, which is
  replaced only once the new backup is complete. Settings as the server's: DATA_DIR (or SQLITE_FILE),
  DATABASE_URL and DATABASE_SCHEMA, OBJECT_STORAGE_DIR.`;

/** What lives in buckets, which the backup leaves to the buckets' own versioning or replication. */
function buckets(config: ServerConfig): string[] {
  const notes: string[] = [];
  const note = (storage: ServerConfig['releaseStorage'], what: string, variable: string) => {
    if (storage.kind === 's3') notes.push(`${what} in the bucket s3://${storage.bucket} (${variable}): keep them with the bucket's versioning or replication`);
  };
  note(config.releaseStorage, 'released front-end files', 'RELEASE_S3_BUCKET');
  note(config.mediaStorage, 'the media library\'s photographs', 'MEDIA_S3_BUCKET');
  return notes;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(argv: string[]): Promise<void> {
  if (argv.length !== 1 || argv[0]!.startsWith('-')) throw new BackupRefused(USAGE);
  const config = configFromEnv();
  const started = Date.now();
  const manifest = await takeBackup(
    { sqliteFile: config.sqliteFile, databaseUrl: config.databaseUrl, databaseSchema: config.databaseSchema, storageDir: config.storageDir, notCopied: buckets(config) },
    argv[0]!,
    (line) => console.log(line),
  );
  const rows = Object.values(manifest.database.tables).reduce((sum, n) => sum + n, 0);
  console.log(`Backed up into ${argv[0]} in ${((Date.now() - started) / 1000).toFixed(1)} s: the ${manifest.database.kind} database ` +
    `(${rows} rows in ${Object.keys(manifest.database.tables).length} tables, migration ${manifest.database.migration}) and ` +
    `${manifest.totals.files - 1} files, ${megabytes(manifest.totals.bytes)} in all.`);
  for (const note of manifest.storage.notCopied) console.log(`Not copied: ${note}.`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof BackupRefused ? error.message : error);
  process.exit(1);
});
