// A backup folder's manifest.json: what the folder holds and each file's size and SHA-256, so a restore
// can tell a whole backup from a damaged or unfinished one before it writes anything.
import fs from 'node:fs';
import path from 'node:path';
import type { Dialect } from '../db/dialect';
import { BackupRefused } from './refused';

export const MANIFEST_FILE = 'manifest.json';
export const MANIFEST_FORMAT = 'schools-site-backup';
export const MANIFEST_VERSION = 1;

/** One file of the backup folder: its path there (database/… or storage/…), size and SHA-256 in hex. */
export interface BackedUpFile {
  path: string;
  bytes: number;
  sha256: string;
}

export interface DatabaseCopy {
  kind: Dialect;
  /** the copy's path in the backup folder: a SQLite file, or pg_dump's custom-format archive */
  file: string;
  /** the last migration the database had run, which the code restoring it must know */
  migration: string;
  /** rows of each table at the moment of the copy */
  tables: Record<string, number>;
  /** PostgreSQL: the schema that was dumped, and that a restore recreates */
  schema?: string;
}

export interface Manifest {
  format: typeof MANIFEST_FORMAT;
  version: number;
  createdAt: string;
  database: DatabaseCopy;
  storage: {
    /** folders of the storage left out, and why */
    skipped: string[];
    /** state the backup does not hold (S3 buckets), for the operator to keep by other means */
    notCopied: string[];
  };
  /** every file of the backup but the manifest, the database copy first */
  files: BackedUpFile[];
  totals: { files: number; bytes: number };
}

/** A path the manifest may name: under database/ or storage/, nothing that climbs out of the folder. */
export function isSafePath(name: string): boolean {
  const parts = name.split('/');
  return parts.length >= 2 && (parts[0] === 'database' || parts[0] === 'storage')
    && parts.every((part) => part !== '' && part !== '.' && part !== '..' && !/[\\\0]/.test(part));
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What is wrong with a parsed manifest, or undefined when it has the shape this version writes. */
function problem(value: unknown): string | undefined {
  if (!isObject(value) || value.format !== MANIFEST_FORMAT) return `it is not a manifest of a site backup (no "format": "${MANIFEST_FORMAT}")`;
  if (value.version !== MANIFEST_VERSION) return `its format version is ${JSON.stringify(value.version)}; this version of the site reads version ${MANIFEST_VERSION}`;
  const { database, storage, files } = value;
  if (typeof value.createdAt !== 'string') return 'it has no creation time';
  if (!isObject(database) || (database.kind !== 'sqlite' && database.kind !== 'postgres') || typeof database.file !== 'string'
    || typeof database.migration !== 'string' || !isObject(database.tables)
    || !Object.values(database.tables).every((n) => Number.isInteger(n))) return 'its "database" entry is incomplete';
  if (database.kind === 'postgres' && typeof database.schema !== 'string') return 'its PostgreSQL copy names no schema';
  if (!isObject(storage) || !Array.isArray(storage.skipped) || !Array.isArray(storage.notCopied)) return 'its "storage" entry is incomplete';
  if (!Array.isArray(files)) return 'it lists no files';
  for (const file of files) {
    if (!isObject(file) || typeof file.path !== 'string' || !isSafePath(file.path) || !Number.isInteger(file.bytes)
      || typeof file.sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(file.sha256)) return `it lists a file it cannot restore: ${JSON.stringify(file)}`;
  }
  if (!files.some((file: BackedUpFile) => file.path === database.file)) return 'its database copy is not among its files';
  return undefined;
}

/** The manifest of a backup folder; refused when the folder has none or it is not one this version reads. */
export function readManifest(folder: string): Manifest {
  const file = path.join(folder, MANIFEST_FILE);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    throw new BackupRefused(`${folder} is not a backup: it has no ${MANIFEST_FILE} (a backup stopped half-way never has one)`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BackupRefused(`${file} is damaged: it is not valid JSON`);
  }
  const wrong = problem(value);
  if (wrong) throw new BackupRefused(`${file} cannot be used: ${wrong}`);
  return value as Manifest;
}

/** The manifest as its file holds it: indented, one line per file (a backup of the seeded site lists about 1,800). */
export function manifestText(manifest: Manifest): string {
  const { files, ...rest } = manifest;
  const head = JSON.stringify(rest, null, 2).replace(/\n}$/, '');
  return `${head},\n  "files": [\n${files.map((file) => `    ${JSON.stringify(file)}`).join(',\n')}\n  ]\n}\n`;
}

/** Whether a folder holds a backup's manifest (of any version): a folder a new backup may replace. */
export function isBackupFolder(folder: string): boolean {
  try {
    const value: unknown = JSON.parse(fs.readFileSync(path.join(folder, MANIFEST_FILE), 'utf8'));
    return isObject(value) && value.format === MANIFEST_FORMAT;
  } catch {
    return false;
  }
}
