// A backup of the running site into a folder: the database first (SQLite's online backup, or pg_dump),
// then the storage folder's files, then manifest.json with every file's size and SHA-256. Files in
// storage are written before the rows that name them and never overwritten, so every file the database
// copy names is already there when the files are copied. All of it goes into a hidden folder beside
// the target, renamed onto the target at the end: a backup killed half-way leaves the previous one.
import fs from 'node:fs';
import path from 'node:path';
import { copyWithHash, flushTree, hashFile, inParallel, listFiles } from './fileCopies';
import { MANIFEST_FILE, MANIFEST_FORMAT, MANIFEST_VERSION, isBackupFolder, manifestText, type BackedUpFile, type Manifest } from './manifest';
import { backupPostgres } from './postgresCopy';
import { BackupRefused } from './refused';
import { backupSqlite } from './sqliteCopy';
import { leftovers, moveIntoPlace, restoreInterruptedSwap, workFolder } from './workFolders';

/** Where the site's state is, as the server is configured. */
export interface SiteState {
  sqliteFile: string;
  /** PostgreSQL instead of SQLite, when set */
  databaseUrl?: string;
  databaseSchema?: string;
  storageDir: string;
  /** state held elsewhere that the backup does not copy (the S3 buckets), for the manifest to say */
  notCopied: string[];
}

/** Folders of the storage that the server makes again by itself, and so are not copied. */
export const REGENERATED_FOLDERS: Record<string, string> = {
  share: 'share cards: made again from the pictures on first request',
  social: 'WeChat QR codes written by earlier versions: the server now draws them from the campus settings, which the database holds',
};

export const SQLITE_COPY = 'database/schools.sqlite';
export const POSTGRES_COPY = 'database/schools.dump';

/** Refuses a target that holds anything but a previous backup (or nothing), or that lies inside what it copies. */
function checkTarget(target: string, state: SiteState): void {
  const inside = (dir: string) => target === dir || target.startsWith(dir + path.sep);
  if (inside(path.resolve(state.storageDir))) {
    throw new BackupRefused(`${target} is inside the storage folder ${state.storageDir}, which the backup copies: choose a folder elsewhere`);
  }
  if (!fs.existsSync(target)) return;
  if (!fs.statSync(target).isDirectory()) throw new BackupRefused(`${target} exists and is not a folder: choose another name. Nothing was written`);
  // The backup is written beside the target and renamed onto it: that cannot cross into another file system.
  if (fs.statSync(target).dev !== fs.statSync(path.dirname(target)).dev) {
    throw new BackupRefused(`${target} is a mount point: give a folder inside it (such as ${path.join(target, 'site')}). Nothing was written`);
  }
  if (fs.readdirSync(target).length > 0 && !isBackupFolder(target)) {
    throw new BackupRefused(`${target} exists and is not a backup (it has no ${MANIFEST_FILE} of one): a backup replaces only an earlier backup. Choose another folder; nothing was written`);
  }
}

/**
 * Backs the site up into `target` (a new folder, an empty one, or a previous backup, which is replaced
 * only once the new one is whole). `log` hears each step.
 */
export async function takeBackup(state: SiteState, targetFolder: string, log: (line: string) => void = () => {}): Promise<Manifest> {
  const target = path.resolve(targetFolder);
  const recovered = restoreInterruptedSwap(target);
  if (recovered) log(`A backup killed while it replaced ${target} had left the previous one as ${recovered}: put back`);
  for (const stale of leftovers(target, 'partial')) {
    log(`Removing ${stale}, left by a backup that was stopped half-way`);
    fs.rmSync(stale, { recursive: true, force: true });
  }
  checkTarget(target, state);

  const work = workFolder(target, 'partial');
  fs.mkdirSync(path.dirname(target), { recursive: true });
  // Its owner's alone: a backup holds staff accounts' password hashes and families' sign-ups.
  fs.mkdirSync(work, { mode: 0o700 });
  fs.mkdirSync(path.join(work, 'database'));
  try {
    const createdAt = new Date().toISOString();
    let database: Manifest['database'];
    if (state.databaseUrl) {
      log('Dumping the PostgreSQL schema (pg_dump)...');
      const facts = await backupPostgres({ databaseUrl: state.databaseUrl, databaseSchema: state.databaseSchema }, path.join(work, POSTGRES_COPY));
      database = { kind: 'postgres', file: POSTGRES_COPY, migration: facts.migration, tables: facts.tables, schema: facts.schema };
    } else {
      log(`Copying the SQLite database ${state.sqliteFile} (online backup)...`);
      const facts = await backupSqlite(state.sqliteFile, path.join(work, SQLITE_COPY));
      database = { kind: 'sqlite', file: SQLITE_COPY, migration: facts.migration, tables: facts.tables };
    }
    const databaseFile: BackedUpFile = { path: database.file, ...(await hashFile(path.join(work, database.file))) };

    // Only now the files: every file the database copy names was written before it.
    const skipped = Object.keys(REGENERATED_FOLDERS);
    const keys = listFiles(state.storageDir, skipped);
    log(`Copying ${keys.length} files of ${state.storageDir}...`);
    const copied = await inParallel(keys, async (key): Promise<BackedUpFile | undefined> => {
      const name = `storage/${key}`;
      try {
        return { path: name, ...(await copyWithHash(path.join(state.storageDir, ...key.split('/')), path.join(work, ...name.split('/')))) };
      } catch (error) {
        // Removed since the listing (a release prune): not a file the database copy needs.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    });
    const files = [databaseFile, ...copied.filter((file): file is BackedUpFile => file !== undefined)];
    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      version: MANIFEST_VERSION,
      createdAt,
      database,
      storage: { skipped: skipped.map((folder) => `${folder}/: ${REGENERATED_FOLDERS[folder]}`), notCopied: state.notCopied },
      files,
      totals: { files: files.length, bytes: files.reduce((sum, file) => sum + file.bytes, 0) },
    };
    fs.writeFileSync(path.join(work, MANIFEST_FILE), manifestText(manifest));
    await flushTree(work);
    await moveIntoPlace(work, target);
    return manifest;
  } catch (error) {
    fs.rmSync(work, { recursive: true, force: true });
    throw error;
  }
}
