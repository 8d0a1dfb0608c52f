// Runs the API tests that open a database (api-server/test/*.db.test.ts) again on a real PostgreSQL.
// Uses TEST_DATABASE_URL when given; otherwise starts a private PostgreSQL cluster from Debian's
// packages (installing them when running as root), runs the files against it and removes it. A test
// file that opens a database without the .db.test name fails on SQLite already (databaseFiles.ts).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../config/lib/local-server.mjs';

const SUITE = ['jest', '--selectProjects', 'api-server', '--testPathPatterns', String.raw`api-server/test/.*\.db\.test\.tsx?$`];
// Tests that need the database or the machine to themselves (one stops and starts PostgreSQL, others run
// several servers and nginx): run one at a time, after the suite, on the private cluster only (they would
// break or slow the suite's other files, and cannot restart a TEST_DATABASE_URL).
const FAULTS = ['jest', '--selectProjects', 'api-server', '--runInBand', '--testMatch', '**/api-server/test/faults/*.pgfault.ts'];
const isRoot = process.getuid?.() === 0;

function runSuite(url, ctl) {
  console.log(`API suite on PostgreSQL (${url.replace(/:[^:@/]*@/, ':***@')})`);
  const env = { ...process.env, TEST_DATABASE_URL: url };
  const suite = spawnSync('npx', [...SUITE, ...process.argv.slice(2)], { stdio: 'inherit', env });
  if (suite.status !== 0 || !ctl || process.argv.length > 2) return suite.status ?? 1;
  console.log('Fault tests: PostgreSQL restarted, two servers on one database, nginx in front of two servers');
  return spawnSync('npx', FAULTS, { stdio: 'inherit', env: { ...env, TEST_POSTGRES_CTL: ctl } }).status ?? 1;
}

function pgBinDir() {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], 'bin') : undefined;
}

if (process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is given: the fault tests that restart PostgreSQL do not run (they need the private cluster)');
  process.exit(runSuite(process.env.TEST_DATABASE_URL));
}

// Debian's packages the private cluster and the fault tests need (faults/nginx.pgfault.ts puts nginx,
// with a certificate made by openssl, in front of two servers), installed when running as root.
const runsFaults = process.argv.length <= 2;
let bin = pgBinDir();
const missing = [
  ...(bin ? [] : ['postgresql']),
  ...(runsFaults && !fs.existsSync(process.env.NGINX_PATH ?? '/usr/sbin/nginx') ? ['nginx'] : []),
  ...(runsFaults && !fs.existsSync('/usr/bin/openssl') ? ['openssl'] : []),
  // faults/nginx.pgfault.ts opens a page of one instance in Chromium to see an alert published on the other
  ...(runsFaults && !fs.existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell') ? ['chromium-headless-shell'] : []),
];
if (missing.length) {
  if (!isRoot) {
    const hint = bin ? '' : ' (or set TEST_DATABASE_URL: the suite runs on it, without the fault tests)';
    console.error(`Not installed: ${missing.join(', ')}. Install Debian's packages (sudo apt-get install -y ${missing.join(' ')})${hint}.`);
    process.exit(1);
  }
  console.log(`Installing Debian ${missing.join(', ')} for the database tests...`);
  execFileSync('sh', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')} >/dev/null`], { stdio: 'inherit' });
  bin = pgBinDir();
}

// initdb refuses to run as root: the cluster belongs to the postgres user then.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-test-'));
const asOwner = (cmd, args) =>
  isRoot ? execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', [cmd, ...args].map((a) => `'${a}'`).join(' ')], { stdio: 'pipe' })
    : execFileSync(cmd, args, { stdio: 'pipe' });
if (isRoot) execFileSync('chown', ['postgres:postgres', dir]);
fs.chmodSync(dir, 0o700);
const data = path.join(dir, 'data');
const port = await freePort();
let status = 1;
try {
  asOwner(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  asOwner(path.join(bin, 'pg_ctl'), ['-D', data, '-l', path.join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  // How the fault tests stop and start this cluster: `<script> stop` (fast shutdown: sessions are
  // ended, as in a restart or a failover) and `<script> start`.
  const pgCtl = [path.join(bin, 'pg_ctl'), '-D', data, '-l', path.join(dir, 'log'), '-w'];
  const startOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const ctl = path.join(dir, 'ctl.sh');
  const owner = (args) => (isRoot ? `su postgres -s /bin/sh -c "${args.join(' ')}"` : args.join(' '));
  fs.writeFileSync(ctl, `#!/bin/sh\ncase "$1" in\n  stop) ${owner([...pgCtl, '-m', 'fast', 'stop'])} ;;\n  start) ${owner([...pgCtl, '-o', `'${startOptions}'`, 'start'])} ;;\nesac\n`, { mode: 0o755 });
  status = runSuite(`postgresql://postgres@127.0.0.1:${port}/postgres`, ctl);
} catch (error) {
  console.error(`Could not start PostgreSQL: ${error.message}`);
  if (fs.existsSync(path.join(dir, 'log'))) console.error(fs.readFileSync(path.join(dir, 'log'), 'utf8'));
} finally {
  try {
    asOwner(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
  } catch {
    /* not running */
  }
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
