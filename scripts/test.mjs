// npm test: every stage of the suite (build and type check side by side, then unit, PostgreSQL and
// end-to-end in turn), stopping at the first that fails, then a table of each stage's wall-clock
// time, so a slow stage shows where the time went. Each stage is also an npm script of its own
// (README, "Pass every test"). Every stage keeps its scratch files in one folder of the run
// (config/lib/scratch.mjs: in memory when there is room), removed when it exits.
import { spawn } from 'node:child_process';
import { makeScratch } from '../config/lib/scratch.mjs';

/** Stages in order; the commands of one stage run at the same time. */
const STAGES = [
  ['build, type check and lint', ['npm run build', 'npm run typecheck', 'npm run lint']],
  ['unit (SQLite)', ['npm run test:unit']],
  ['API on PostgreSQL', ['npm run test:pg']],
  ['end-to-end', ['npm run test:e2e']],
];

/**
 * Runs a command and resolves with its exit code. Alone, it prints as it goes; beside another, its
 * output is held and printed whole when it ends, so the two do not interleave.
 */
const run = (command, alone) =>
  new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      if (!alone) process.stdout.write(Buffer.concat(output));
      resolve(code ?? (signal ? 1 : 0));
    });
  });

const minutes = (ms) => `${Math.floor(ms / 60_000)}:${String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0')}`;
makeScratch('schools-test-');
// Interrupted (Ctrl-C, a CI timeout), it exits, so the scratch folder goes too: in memory it would hold RAM until a reboot.
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));
const rows = [];
const started = Date.now();
let failed;
for (const [name, commands] of STAGES) {
  if (failed) {
    rows.push([name, '', 'not run']);
    continue;
  }
  const start = Date.now();
  const codes = await Promise.all(commands.map((command) => run(command, commands.length === 1)));
  const code = codes.find((c) => c !== 0) ?? 0;
  rows.push([name, minutes(Date.now() - start), code === 0 ? 'passed' : `failed (exit ${code})`]);
  if (code !== 0) failed = name;
}
rows.push(['total', minutes(Date.now() - started), failed ? `failed at ${failed}` : 'passed']);

const width = Math.max(...rows.map(([name]) => name.length));
console.log(`\nnpm test, wall-clock time per stage (m:ss)\n${rows.map(([name, time, outcome]) => `  ${name.padEnd(width)}  ${time.padStart(5)}  ${outcome}`).join('\n')}`);
process.exit(failed ? 1 : 0);
