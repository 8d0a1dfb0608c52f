// A backup put back into an empty data folder (and, on PostgreSQL, an empty database or schema). Every
// check comes before the first write: the backup's manifest and every file's SHA-256, that this
// version of the site knows the backup's migrations, that the target holds nothing. The files are
// then staged beside their places and renamed into them, the database last.
import fs from 'node:fs';
import path from 'node:path';
import { migrations } from '../db/migrations';
import { copyWithHash, damagedFiles, flush, flushTree, inParallel } from './fileCopies';
import { readManifest, type Manifest } from './manifest';
import { checkPostgresTarget, restorePostgres, type PostgresPlan } from './postgresCopy';
import { BackupRefused } from './refused';
import { checkRestoredSqlite } from './sqliteCopy';
import { leftovers, workFolder } from './workFolders';

/** Where the restored site goes, as the server will be configured. */
export interface RestoreTarget {
  sqliteFile: string;
  databaseUrl?: string;
  databaseSchema?: string;
  storageDir: string;
}

const NOTHING_WRITTEN = 'Nothing was written';
/** How many damaged files a refusal names before it just counts the rest. */
const NAMED_PROBLEMS = 10;

/** The staging folder's place: inside the storage folder, named after this name. */
const STAGED_FILES = 'files';

function isEmptyFolder(dir: string): boolean {
  return !fs.existsSync(dir) || (fs.statSync(dir).isDirectory() && fs.readdirSync(dir).length === 0);
}

/** Refuses a data folder that holds a database or files: a restore never mixes two sites, nor replaces one. */
function checkEmptyDataFolder(target: RestoreTarget, sqlite: boolean): void {
  const held = [
    ...(sqlite ? [target.sqliteFile, `${target.sqliteFile}-wal`, `${target.sqliteFile}-shm`].filter((file) => fs.existsSync(file)) : []),
    ...(isEmptyFolder(target.storageDir) ? [] : [target.storageDir]),
  ];
  if (held.length) {
    throw new BackupRefused(`The data folder is not empty: ${held.join(', ')} already exist${held.length === 1 ? 's' : ''}. ` +
      `Restore into an empty data folder (a new DATA_DIR), or move these away first. ${NOTHING_WRITTEN}`);
  }
}

/**
 * Copies the backup's storage files into a hidden staging folder inside the storage folder (which may
 * be a mount point: staged beside it, the files could not be renamed into it), checking each file's
 * hash again on the way.
 */
async function stageStorage(folder: string, manifest: Manifest, staging: string): Promise<void> {
  fs.mkdirSync(staging, { recursive: true });
  const files = manifest.files.filter((file) => file.path.startsWith('storage/'));
  await inParallel(files, async (file) => {
    const copied = await copyWithHash(path.join(folder, ...file.path.split('/')), path.join(staging, ...file.path.split('/').slice(1)));
    if (copied.sha256 !== file.sha256) throw new Error(`${file.path} changed while it was restored`);
  });
  await flushTree(staging);
}

/** Moves the staged storage's folders and files up into the storage folder, and removes the staging folder. */
async function unstage(staging: string, storageDir: string): Promise<void> {
  for (const name of fs.readdirSync(staging)) fs.renameSync(path.join(staging, name), path.join(storageDir, name));
  fs.rmdirSync(staging);
  await flush(storageDir);
}

/** Restores the backup in `backupFolder` into `target`; refused, with nothing written, unless backup and target are as they must be. */
export async function restoreBackup(backupFolder: string, target: RestoreTarget, log: (line: string) => void = () => {}): Promise<Manifest> {
  const folder = path.resolve(backupFolder);
  const manifest = readManifest(folder);
  const { database } = manifest;
  const onPostgres = Boolean(target.databaseUrl);
  if ((database.kind === 'postgres') !== onPostgres) {
    throw new BackupRefused(database.kind === 'postgres'
      ? `This is a backup of a PostgreSQL database: set DATABASE_URL (and DATABASE_SCHEMA) to the empty database to restore it into. ${NOTHING_WRITTEN}`
      : `This is a backup of a SQLite database, and DATABASE_URL is set: unset it to restore into DATA_DIR (the site then runs on SQLite). ${NOTHING_WRITTEN}`);
  }
  if (!(database.migration in migrations(database.kind))) {
    throw new BackupRefused(`The backup was made by a newer version of the site (its database has run the migration ${database.migration}, unknown to this one): restore it with that version or newer. ${NOTHING_WRITTEN}`);
  }
  for (const stale of [...leftovers(path.join(target.storageDir, STAGED_FILES), 'restoring'), ...leftovers(target.sqliteFile, 'restoring')]) {
    log(`Removing ${stale}, left by a restore that was stopped half-way`);
    fs.rmSync(stale, { recursive: true, force: true });
  }
  checkEmptyDataFolder(target, !onPostgres);
  let plan: PostgresPlan | undefined;
  if (target.databaseUrl) plan = await checkPostgresTarget({ databaseUrl: target.databaseUrl, databaseSchema: target.databaseSchema }, database.schema!);

  log(`Checking the SHA-256 of the backup's ${manifest.files.length} files...`);
  const problems = await damagedFiles(folder, manifest.files);
  if (problems.length) {
    const named = problems.slice(0, NAMED_PROBLEMS).join('; ');
    const more = problems.length > NAMED_PROBLEMS ? ` and ${problems.length - NAMED_PROBLEMS} more` : '';
    throw new BackupRefused(`The backup ${folder} is damaged: ${named}${more}. Restore an earlier backup. ${NOTHING_WRITTEN}`);
  }

  // From here on, written: each piece is staged under a hidden name and renamed into place.
  const storageStaging = workFolder(path.join(target.storageDir, STAGED_FILES), 'restoring');
  const sqliteStaging = workFolder(target.sqliteFile, 'restoring');
  try {
    log(`Writing the files into ${target.storageDir}...`);
    await stageStorage(folder, manifest, storageStaging);
    const databaseCopy = path.join(folder, ...database.file.split('/'));
    if (plan) {
      log(`Restoring the PostgreSQL schema ${plan.schema} (pg_restore)...`);
      await restorePostgres({ databaseUrl: target.databaseUrl!, databaseSchema: target.databaseSchema }, databaseCopy, plan, database.tables);
      await unstage(storageStaging, target.storageDir);
    } else {
      log(`Writing the SQLite database ${target.sqliteFile}...`);
      fs.mkdirSync(sqliteStaging, { recursive: true });
      const staged = path.join(sqliteStaging, path.basename(target.sqliteFile));
      const copied = await copyWithHash(databaseCopy, staged);
      if (copied.sha256 !== manifest.files.find((file) => file.path === database.file)!.sha256) throw new Error(`${database.file} changed while it was restored`);
      checkRestoredSqlite(staged, database.tables);
      await flushTree(sqliteStaging);
      await unstage(storageStaging, target.storageDir);
      // The database last: a restore that stops before it leaves no database, never one whose files are missing.
      fs.renameSync(staged, target.sqliteFile);
      fs.rmdirSync(sqliteStaging);
      await flush(path.dirname(target.sqliteFile));
    }
    return manifest;
  } catch (error) {
    fs.rmSync(storageStaging, { recursive: true, force: true });
    fs.rmSync(sqliteStaging, { recursive: true, force: true });
    throw error;
  }
}
