// npm run bench:release — what a section team waits for: `npm run release -- news` from command start
// to live (a real build of mf-news, median of 5), the files it touches outside mf-news (must be 0), and
// `npm run release -- rollback news`. Each timed release really switches: before it, a build of the same
// sources with another hash salt is made live, so the release from the sources changes the map again.
// Runs on a storage and SQLite database of its own; prints figures, asserts nothing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { changedFiles, snapshot } from '../config/lib/file-snapshot.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = 5;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-release-'));
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', RELEASED_BY: 'bench', LOG_LEVEL: 'error' };

function run(command, args) {
  const started = process.hrtime.bigint();
  const result = spawnSync(command, args, { cwd: root, env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, stdout: result.stdout };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

run('npm', ['run', 'build']);
run(process.execPath, ['api-server/dist/release.js', 'all', '--built']);

const releases = [];
const rollbacks = [];
let touched = 0;
for (let i = 0; i < RUNS; i++) {
  const salted = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-news-'));
  run(process.execPath, ['node_modules/webpack-cli/bin/cli.js', '--mode', 'production', '-c', 'mf-news/webpack.config.js', '--output-path', salted, '--output-hash-salt', `bench-${i}-${Date.now()}`]);
  run(process.execPath, ['api-server/dist/release.js', 'news', '--from', salted, '--message', 'bench: salted build']);
  const outside = () => snapshot(root, ['mf-news', 'data', 'test-results']);
  const before = outside();
  const released = run('npm', ['run', 'release', '--', 'news', '--message', `bench ${i}`]);
  touched += changedFiles(before, outside()).length;
  if (!/^news: released as #\d+/m.test(released.stdout)) throw new Error(`the release did not switch:\n${released.stdout}`);
  releases.push(released.ms);
  rollbacks.push(run('npm', ['run', 'release', '--', 'rollback', 'news', '--message', `bench ${i}`]).ms);
}

console.log(`Section release, mf-news, ${RUNS} runs (${os.cpus().length} cores):`);
console.table([
  { step: 'npm run release -- news (build, publish, verify, switch)', 'min': seconds(Math.min(...releases)), 'median': seconds(median(releases)), 'max': seconds(Math.max(...releases)) },
  { step: 'npm run release -- rollback news', 'min': seconds(Math.min(...rollbacks)), 'median': seconds(median(rollbacks)), 'max': seconds(Math.max(...rollbacks)) },
]);
console.log(`files touched outside mf-news by the ${RUNS} releases: ${touched}`);
console.log(run(process.execPath, ['api-server/dist/release.js', 'history', 'news', '--limit', '4']).stdout);
fs.rmSync(dataDir, { recursive: true, force: true });
