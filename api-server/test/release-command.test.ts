// The release command as a section team runs it (npm run release -- ...): a real build of one package,
// nothing else in the repository touched, two releases of one section queueing, and its messages.
// It runs in a scratch copy of the repository's sources (with its node_modules), so that its builds
// never write into the checkout, where a developer's own build or running site may be.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { changedFiles, snapshot } from '@schools/config/lib/file-snapshot.mjs';

const run = promisify(execFile);
const CHECKOUT = path.resolve(__dirname, '../..');
/** Folders that are made, not written: left out of the scratch copy. */
const MADE = new Set(['node_modules', '.git', 'dist', 'test-results', 'playwright-report', 'data']);

/** The repository's sources in a temporary folder, with links to the installed packages. */
function scratchRepository(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'release-repo-'));
  fs.cpSync(CHECKOUT, root, { recursive: true, filter: (source) => !MADE.has(path.basename(source)) });
  const packages = ['.', ...fs.readdirSync(CHECKOUT).filter((entry) => fs.existsSync(path.join(CHECKOUT, entry, 'package.json')))];
  for (const modules of packages.map((folder) => path.join(folder, 'node_modules'))) {
    if (fs.existsSync(path.join(CHECKOUT, modules))) fs.symlinkSync(path.join(CHECKOUT, modules), path.join(root, modules), 'dir');
  }
  return root;
}

describe('npm run release', () => {
  const REPO = scratchRepository();
  const COMMAND = path.join(REPO, 'api-server/src/bin/release.ts');
  /** The scratch repository outside the section's package. */
  const outside = () => snapshot(REPO, ['mf-news']);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-cli-'));
  const env = { ...process.env, DATA_DIR: dataDir, RELEASED_BY: 'News Team', LOG_LEVEL: 'error' };
  const release = (...args: string[]) => run(process.execPath, ['--import', 'tsx', COMMAND, ...args], { cwd: REPO, env, maxBuffer: 4 << 20 });
  /** Exit code and output of a command that should fail. */
  const refused = async (...args: string[]) => {
    try {
      await release(...args);
      return { code: 0, stderr: '' };
    } catch (error) {
      const failed = error as { code: number; stderr: string };
      return { code: failed.code, stderr: failed.stderr };
    }
  };

  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(REPO, { recursive: true, force: true });
  });

  it('builds that package alone, publishes and switches it, and touches nothing outside it', async () => {
    const before = outside();
    const start = performance.now();
    const { stdout } = await release('news', '--message', 'first release');
    const seconds = (performance.now() - start) / 1000;
    const touched: string[] = changedFiles(before, outside());
    console.log(`release news: ${seconds.toFixed(1)} s from command start to live; files touched outside mf-news: ${touched.length}\n${stdout}`);
    expect(touched).toEqual([]);
    expect(stdout).toMatch(/^news: released as #1, live after [\d.]+ m?s \(build [\d.]+ m?s, publish [\d.]+ m?s, verify [\d.]+ m?s, switch [\d.]+ m?s\)$/m);
    expect(stdout).toMatch(/@schools\/news +— → schools-news\.[0-9a-f]{8}\.js +[\d.]+ KB gzip/);
    const manifest = JSON.parse(fs.readFileSync(path.join(REPO, 'mf-news/dist/release-manifest.json'), 'utf8'));
    for (const file of manifest.files) expect(fs.existsSync(path.join(dataDir, 'storage/modules/mf-news', file))).toBe(true);
  });

  it('lets a second release of the same section wait for the first, then finds nothing to switch', async () => {
    // Both start at once: whichever takes the section's build lock first builds for seconds, and the
    // other, a moment behind, finds it held. (Starting the second once the lock file appeared raced
    // its own start-up, a second or two, against the first's build.)
    const [firstDone, second] = await Promise.all([release('news'), release('news')]);
    const output = firstDone.stdout + second.stdout;
    expect(output).toContain('news: another release of news is building; waiting for it');
    // Same sources, same content hashes: both find the build live already.
    expect(output.match(/news: already live \(release #1\), nothing switched/g)).toHaveLength(2);
  });

  it('lists the history with who, what, which commit and why', async () => {
    const { stdout } = await release('history', 'news');
    const [header, row] = stdout.trim().split('\n');
    expect(header).toMatch(/^# +when \(UTC\) +by +section +action +from → to +commit +message$/);
    expect(row).toMatch(/^1 +\d{4}-\d\d-\d\d \d\d:\d\d:\d\d +News Team +news +release +— → schools-news\.[0-9a-f]{8}\.js +([0-9a-f]{12}(-dirty)?|unknown) +first release$/);
  });

  it('refuses what it cannot do with a message and exit code 1, never a stack trace', async () => {
    const nothing = await refused('rollback', 'news');
    expect(nothing).toEqual({ code: 1, stderr: 'news has no earlier version to roll back to\n' });
    expect(await refused('rollback', 'news', '999')).toEqual({ code: 1, stderr: 'There is no release #999\n' });
    const unknown = await refused('newz');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/^"newz" is not a section\n\nUsage:/);
    expect(unknown.stderr).toContain('Sections: root-config, shared-api, shell, home, about, student-life, admissions, academics, news');
  });
});
