// Releasing a section: build that package alone, publish its files to the release store, check that
// every address its new entries name answers as a browser would fetch it, then switch its entries in
// the live import map in one transaction. Rolling back is the same switch to an earlier release whose
// files still exist; pruning removes only files that no live or recent release needs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import lockfile from 'proper-lockfile';
import { sameImports, type Imports, type Release, type ReleaseLog } from './releaseLog';
import { MODULES_PREFIX, type ReleaseStore } from '../../platform/storage/objectStore';
import { parseManifest, type BuildManifest, type Section } from './sections';

/** A refusal the command prints as it is, without a stack: the user's input or the state is the cause. */
export class ReleaseError extends Error {}

/** What fetching an address gave: a browser's view of a published file. */
export interface Fetched {
  status: number;
  contentType: string;
}

export type Verifier = (url: string) => Promise<Fetched>;

export interface ReleaserDeps {
  log: ReleaseLog;
  store: ReleaseStore;
  verify: Verifier;
  repoRoot: string;
  print: (line: string) => void;
}

/** Who and which code, for the record. */
export interface Provenance {
  message: string;
  releasedBy: string;
  gitCommit: string;
}

export interface ReleaseOptions extends Provenance {
  section: Section;
  /** publish this build folder (with its release-manifest.json) instead of building */
  from?: string;
  /** publish the package's current build (dist/) without building again */
  built?: boolean;
}

export interface Outcome {
  section: string;
  /** the new live release; undefined when the section already had exactly these entries */
  release?: Release;
  before?: Release;
  /** milliseconds per step */
  timings: Record<string, number>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

export const contentTypeOf = (file: string): string => CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';

/** The content type an address must answer with, by its extension: a script must not come back as HTML. */
function expectedType(url: string): RegExp {
  const ext = path.extname(new URL(url, 'http://site.invalid').pathname);
  if (ext === '.js') return /^(text|application)\/javascript\b/;
  if (ext === '.css') return /^text\/css\b/;
  if (ext === '.html') return /^text\/html\b/;
  return /./;
}

const storeKey = (section: Section, file: string) => `${MODULES_PREFIX}${section.folder}/${file}`;

/** Runs `work` on each item, at most `limit` at a time. */
async function inBatches<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  });
  await Promise.all(workers);
  return results;
}

function runScript(repoRoot: string, section: Section, script: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', script, '-w', section.folder], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new ReleaseError(`The build of ${section.name} failed (npm run ${script} -w ${section.folder}, exit ${code}); nothing was published:\n${output.trim().split('\n').slice(-30).join('\n')}`));
    });
  });
}

/**
 * Builds the package while holding its lock (a lock folder inside the package), so two releases of
 * one section never build into the same folder at once: the second waits, and says so.
 */
async function buildLocked(deps: ReleaserDeps, section: Section): Promise<void> {
  const dist = path.join(deps.repoRoot, section.folder, 'dist');
  fs.mkdirSync(dist, { recursive: true });
  const lockOptions = { lockfilePath: path.join(dist, '.release.lock'), stale: 60_000 };
  if (await lockfile.check(dist, lockOptions)) deps.print(`${section.name}: another release of ${section.name} is building; waiting for it`);
  const release = await lockfile.lock(dist, { ...lockOptions, retries: { retries: 600, minTimeout: 500, maxTimeout: 1000 } });
  try {
    for (const script of section.buildScripts) await runScript(deps.repoRoot, section, script);
  } finally {
    await release();
  }
}

function readManifest(folder: string): BuildManifest {
  const file = path.join(folder, 'release-manifest.json');
  if (!fs.existsSync(file)) throw new ReleaseError(`No build in ${folder} (release-manifest.json is missing): build the package first`);
  return parseManifest(fs.readFileSync(file, 'utf8'), file);
}

/** Checks every address as a browser would fetch it: 200, and a content type that fits the file. */
export async function verifyImports(verify: Verifier, imports: Imports): Promise<void> {
  const failures = (
    await inBatches(Object.entries(imports), 8, async ([specifier, url]) => {
      try {
        const answer = await verify(url);
        if (answer.status !== 200) return `${specifier}: ${url} answered ${answer.status}`;
        if (!expectedType(url).test(answer.contentType)) return `${specifier}: ${url} answered with content type "${answer.contentType}"`;
        return undefined;
      } catch (error) {
        return `${specifier}: ${url} could not be fetched (${error instanceof Error ? error.message : String(error)})`;
      }
    })
  ).filter((failure): failure is string => Boolean(failure));
  if (failures.length) throw new ReleaseError(`Verification failed; the live map was not changed:\n  ${failures.join('\n  ')}`);
}

export async function release(deps: ReleaserDeps, options: ReleaseOptions): Promise<Outcome> {
  const { section } = options;
  const timings: Record<string, number> = {};
  const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    try {
      return await work();
    } finally {
      timings[name] = performance.now() - start;
    }
  };

  const folder = options.from ? path.resolve(options.from) : path.join(deps.repoRoot, section.folder, 'dist');
  if (!options.from && !options.built) await step('build', () => buildLocked(deps, section));
  const manifest = readManifest(folder);

  const sizes: Record<string, number> = {};
  await step('publish', () =>
    inBatches(manifest.files, 8, async (file) => {
      const body = fs.readFileSync(path.join(folder, file));
      await deps.store.put(storeKey(section, file), body, contentTypeOf(file));
      for (const [specifier, built] of Object.entries(manifest.imports)) {
        if (built === file) sizes[specifier] = zlib.gzipSync(body, { level: 9 }).length;
      }
    }),
  );
  const imports = Object.fromEntries(Object.entries(manifest.imports).map(([specifier, file]) => [specifier, deps.store.url(storeKey(section, file))]));
  await step('verify', () => verifyImports(deps.verify, imports));
  const { release: made, before } = await step('switch', () =>
    deps.log.switchTo({
      section: section.name, action: 'release', imports, sizes, restores: null,
      files: manifest.files.map((file) => storeKey(section, file)),
      message: options.message, releasedBy: options.releasedBy, gitCommit: options.gitCommit,
    }),
  );
  return { section: section.name, release: made, before, timings };
}

export interface RollbackOptions extends Omit<Provenance, 'gitCommit'> {
  section: Section;
  /** the release to restore; by default the one live before the current */
  to?: number;
}

export async function rollback(deps: ReleaserDeps, options: RollbackOptions): Promise<Outcome> {
  const { section } = options;
  const start = performance.now();
  const live = await deps.log.liveOf(section.name);
  if (!live) throw new ReleaseError(`${section.name} has never been released: there is nothing to roll back`);
  let target: Release | undefined;
  if (options.to !== undefined) {
    target = await deps.log.find(options.to);
    if (!target) throw new ReleaseError(`There is no release #${options.to}`);
    if (target.section !== section.name) throw new ReleaseError(`Release #${options.to} is of ${target.section}, not ${section.name}`);
  } else {
    target = (await deps.log.history(section.name)).find((row) => row.id < live.id && !sameImports(row.imports, live.imports));
    if (!target) throw new ReleaseError(`${section.name} has no earlier version to roll back to`);
  }
  if (sameImports(target.imports, live.imports)) throw new ReleaseError(`Release #${target.id} is what ${section.name} serves already (live since #${live.id})`);

  const missing = (await inBatches(target.files, 8, async (key) => ((await deps.store.has(key)) ? undefined : key))).filter(Boolean);
  if (target.prunedAt || missing.length) {
    throw new ReleaseError(
      `Release #${target.id} of ${section.name} cannot be restored: its files were pruned${target.prunedAt ? ` on ${target.prunedAt}` : ''}` +
        `${missing.length ? ` (${missing.length} missing, e.g. ${missing[0]})` : ''}. Nothing was changed. ` +
        `To bring that version back, release it again from its commit (${target.gitCommit}).`,
    );
  }
  await verifyImports(deps.verify, target.imports);
  const { release: made, before } = await deps.log.switchTo({
    section: section.name, action: 'rollback', imports: target.imports, files: target.files, sizes: target.sizes,
    restores: target.id, message: options.message || `roll back to #${target.id}`, releasedBy: options.releasedBy, gitCommit: target.gitCommit,
  });
  return { section: section.name, release: made, before, timings: { total: performance.now() - start } };
}

export interface PruneOptions {
  /** releases kept per section besides the live one (the newest N, live included) */
  keep: number;
  /** files younger than this stay whatever: a release may be publishing them right now */
  graceMs: number;
  now?: Date;
}

export interface PruneOutcome {
  removed: string[];
  bytes: number;
  prunedReleases: number[];
}

export async function prune(deps: Pick<ReleaserDeps, 'log' | 'store'>, options: PruneOptions): Promise<PruneOutcome> {
  if (!Number.isInteger(options.keep) || options.keep < 1) throw new ReleaseError(`--keep must be a whole number of releases, at least 1 (got ${options.keep})`);
  const now = options.now ?? new Date();
  const rows = await deps.log.history(undefined, Number.MAX_SAFE_INTEGER);
  const kept = new Set<number>();
  for (const section of new Set(rows.map((row) => row.section))) {
    // Newest first: the first row of a section is the live one.
    for (const row of rows.filter((r) => r.section === section).slice(0, options.keep)) kept.add(row.id);
  }
  const needed = new Set(rows.filter((row) => kept.has(row.id)).flatMap((row) => row.files));
  const stored = await deps.store.list(MODULES_PREFIX);
  const doomed = stored.filter((object) => !needed.has(object.key) && now.getTime() - object.modifiedAt.getTime() >= options.graceMs);
  for (const object of doomed) await deps.store.remove(object.key);
  const gone = new Set(doomed.map((object) => object.key));
  const storedKeys = new Set(stored.map((object) => object.key));
  const prunedReleases = rows
    .filter((row) => !kept.has(row.id) && !row.prunedAt && row.files.some((key) => gone.has(key) || !storedKeys.has(key)))
    .map((row) => row.id);
  await deps.log.markPruned(prunedReleases, now);
  return { removed: doomed.map((object) => object.key), bytes: doomed.reduce((sum, object) => sum + object.bytes, 0), prunedReleases };
}
