// Files copied with their SHA-256 computed on the way, checked against a manifest, and flushed to disk
// before a folder is renamed into place (a rename that outlives a power cut must not name empty files).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BackedUpFile } from './manifest';

/** How many files are copied or flushed at once: enough to overlap the disk's waits, few enough for any open-file limit. */
const AT_ONCE = 16;

/** Runs `work` on every item, AT_ONCE at a time, and gives the results in the items' order. */
export async function inParallel<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, items.length) }, worker));
  return results;
}

/**
 * Every file under `root`, as paths relative to it with / between folders, sorted; folders named in
 * `skip` (first level only) and unfinished writes (*.tmp) left out. Symbolic links are followed.
 */
export function listFiles(root: string, skip: readonly string[] = []): string[] {
  const found: string[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const name of fs.readdirSync(dir)) {
      if (prefix === '' && skip.includes(name)) continue;
      const full = path.join(dir, name);
      let stat: fs.Stats;
      try {
        stat = fs.statSync(full);
      } catch {
        continue; // removed since the folder was read
      }
      if (stat.isDirectory()) walk(full, `${prefix}${name}/`);
      else if (stat.isFile() && !name.endsWith('.tmp')) found.push(`${prefix}${name}`);
    }
  };
  if (fs.existsSync(root)) walk(root, '');
  return found.sort();
}

/** Copies a file to a new one (never over an existing file), returning its size and SHA-256 as read. */
export async function copyWithHash(from: string, to: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  fs.mkdirSync(path.dirname(to), { recursive: true });
  await pipeline(
    fs.createReadStream(from),
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        bytes += chunk.length;
        done(null, chunk);
      },
    }),
    fs.createWriteStream(to, { flags: 'wx' }),
  );
  return { bytes, sha256: hash.digest('hex') };
}

/** The size and SHA-256 of a file. */
export async function hashFile(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of fs.createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** What differs between the files of `folder` and the manifest's list: one line per file missing, cut or changed. */
export async function damagedFiles(folder: string, files: readonly BackedUpFile[]): Promise<string[]> {
  const problems = await inParallel(files, async (file) => {
    const full = path.join(folder, ...file.path.split('/'));
    let actual: { bytes: number; sha256: string };
    try {
      actual = await hashFile(full);
    } catch {
      return `${file.path} is missing`;
    }
    if (actual.bytes !== file.bytes) return `${file.path} has ${actual.bytes} bytes, the manifest says ${file.bytes}`;
    if (actual.sha256 !== file.sha256) return `${file.path} does not match its SHA-256 in the manifest`;
    return undefined;
  });
  return problems.filter((p): p is string => p !== undefined);
}

/** Flushes every file and folder under `root`, and `root` itself, to disk. */
export async function flushTree(root: string): Promise<void> {
  const folders: string[] = [];
  const files: string[] = [];
  const walk = (dir: string) => {
    folders.push(dir);
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.push(full);
    }
  };
  walk(root);
  await inParallel([...files, ...folders.reverse()], flush);
}

/** fsync of one file or folder. */
export async function flush(target: string): Promise<void> {
  const handle = await fs.promises.open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
