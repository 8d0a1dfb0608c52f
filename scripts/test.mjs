// npm test: every stage of the suite in turn (build, type check, unit, PostgreSQL, end-to-end), stopping
// at the first that fails, then a table of each stage's wall-clock time, so a slow stage shows where
// the time went. Each stage is also an npm script of its own (README, "Testing").
import { spawn } from 'node:child_process';

const STAGES = [
  ['build', 'npm run build'],
  ['type check', 'npm run typecheck'],
  ['unit (SQLite)', 'npm run test:unit'],
  ['API on PostgreSQL', 'npm run test:pg'],
  ['end-to-end', 'npm run test:e2e'],
];

const run = (command) =>
  new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit' });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const minutes = (ms) => `${Math.floor(ms / 60_000)}:${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}`;
const rows = [];
const started = Date.now();
let failed;
for (const [name, command] of STAGES) {
  if (failed) {
    rows.push([name, '', 'not run']);
    continue;
  }
  const start = Date.now();
  const code = await run(command);
  rows.push([name, minutes(Date.now() - start), code === 0 ? 'passed' : `failed (exit ${code})`]);
  if (code !== 0) failed = name;
}
rows.push(['total', minutes(Date.now() - started), failed ? `failed at ${failed}` : 'passed']);

const width = Math.max(...rows.map(([name]) => name.length));
console.log(`\nnpm test, wall-clock time per stage (m:ss)\n${rows.map(([name, time, outcome]) => `  ${name.padEnd(width)}  ${time.padStart(5)}  ${outcome}`).join('\n')}`);
process.exit(failed ? 1 : 0);
