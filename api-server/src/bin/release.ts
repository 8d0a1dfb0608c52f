// npm run release -- <section> | all | history | rollback | prune: a section team's release path
// (docs/develop/releasing.md). It works on the same database and storage as the server, from the
// same environment (DATABASE_URL or DATA_DIR, OBJECT_STORAGE_DIR, RELEASE_S3_*).
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { configFromEnv, REPO_ROOT } from '../config';
import { openDatabase } from '../platform/db/connect';
import { ReleaseLog } from '../modules/releases/releaseLog';
import { prune, release, ReleaseError, rollback, type Outcome, type ReleaserDeps } from '../modules/releases/releaser';
import { historyTable, outcomeReport } from '../modules/releases/report';
import { findSection, SECTIONS, type Section } from '../modules/releases/sections';
import { openReleaseStore } from '../platform/storage/objectStore';
import { browserVerifier } from '../modules/releases/verify';

const USAGE = `Usage:
  npm run release -- <section> [--message "..."]      build one section alone, publish, verify, switch
  npm run release -- <section> --from <build folder>  publish a build made elsewhere (with release-manifest.json)
  npm run release -- all [--built] [--message "..."]  every section (--built: their current builds, no rebuild)
  npm run release -- history [<section>] [--limit N]  who released what, when, and why
  npm run release -- rollback <section> [<release id>] [--message "..."]
                                                       back to the previous version, or to that release
  npm run release -- prune [--keep N]                 delete files no live or recent release needs (default N=10)
Options: --origin <address> checks the published files through a running site (default: through this
  server's own routes in-process; files in a bucket are always fetched from the bucket's address).
Sections: ${SECTIONS.map((s) => s.name).join(', ')}`;

function git(args: string[]): string | undefined {
  try {
    return execFileSync('git', args, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim() || undefined;
  } catch {
    return undefined;
  }
}

const releasedBy = () => process.env.RELEASED_BY || git(['config', 'user.name']) || os.userInfo().username;

/** The commit a section's build comes from, marked -dirty when its folder has changes not committed. */
function gitCommit(section: Section): string {
  const head = git(['rev-parse', '--short=12', 'HEAD']);
  if (!head) return 'unknown';
  return git(['status', '--porcelain', '--', section.folder]) ? `${head}-dirty` : head;
}

function sectionArg(name: string | undefined): Section {
  const section = name ? findSection(name) : undefined;
  if (!section) throw new ReleaseError(`${name ? `"${name}" is not a section` : 'Which section?'}\n\n${USAGE}`);
  return section;
}

async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      message: { type: 'string', short: 'm', default: '' },
      from: { type: 'string' },
      built: { type: 'boolean', default: false },
      origin: { type: 'string' },
      keep: { type: 'string', default: process.env.RELEASE_KEEP ?? '10' },
      'grace-minutes': { type: 'string', default: '10' },
      limit: { type: 'string', default: '50' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }

  const config = configFromEnv();
  const database = await openDatabase(config);
  // The app the published files are checked through, made once: verification asks for it 8 files at a
  // time, and an app made per caller would each keep a PostgreSQL LISTEN connection open, and the
  // command running, after it finished.
  let app: Promise<FastifyInstance> | undefined;
  try {
    const log = new ReleaseLog(database.db, database.dialect);
    const store = openReleaseStore(config.releaseStorage, config.storageDir);
    const verify = browserVerifier(() => (app ??= buildApp({ ...config, development: false }, { database })), values.origin);
    const deps: ReleaserDeps = { log, store, verify, repoRoot: REPO_ROOT, print: (line) => console.log(line) };
    const report = (outcome: Outcome, start: number) => outcomeReport(outcome, performance.now() - start).forEach((line) => console.log(line));

    if (command === 'history') {
      const section = rest[0] ? sectionArg(rest[0]) : undefined;
      historyTable(await log.history(section?.name, Number(values.limit))).forEach((line) => console.log(line));
    } else if (command === 'rollback') {
      const section = sectionArg(rest[0]);
      const to = rest[1] === undefined ? undefined : Number(rest[1].replace(/^#/, ''));
      if (to !== undefined && !Number.isInteger(to)) throw new ReleaseError(`"${rest[1]}" is not a release id (see npm run release -- history ${section.name})`);
      const start = performance.now();
      report(await rollback(deps, { section, to, message: values.message, releasedBy: releasedBy() }), start);
    } else if (command === 'prune') {
      const outcome = await prune(deps, { keep: Number(values.keep), graceMs: Number(values['grace-minutes']) * 60_000 });
      console.log(`Pruned ${outcome.removed.length} files (${(outcome.bytes / 1024).toFixed(1)} KB) from ${store.describe()}; ` +
        `releases that can no longer be restored: ${outcome.prunedReleases.length ? outcome.prunedReleases.map((id) => `#${id}`).join(', ') : 'none'}.`);
    } else {
      if (rest.length) throw new ReleaseError(`Unexpected "${rest.join(' ')}"\n\n${USAGE}`);
      const sections = command === 'all' ? SECTIONS : [sectionArg(command)];
      if (values.from && sections.length > 1) throw new ReleaseError('--from takes one section\'s build folder');
      for (const section of sections) {
        const start = performance.now();
        const message = values.message || (values.built ? 'current build' : '');
        report(await release(deps, { section, from: values.from, built: values.built, message, releasedBy: releasedBy(), gitCommit: gitCommit(section) }), start);
      }
    }
  } finally {
    await app?.then((made) => made.close(), () => undefined);
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof ReleaseError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
