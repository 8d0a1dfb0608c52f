// npm run bench:backup — what a backup and a restore of the seeded site cost: the backup command while
// the server runs and a visitor reads a page in a loop (command start to end, median of 3), the
// backup's size, and the restore command into an empty data folder (median of 3); also how the page
// answered during the backups. The commands are run as built (api-server/dist/backup.js, restore.js):
// npm run backup and restore add the server's build, a second or two. The seeded site is what `npm start` makes: the current builds released, the fixtures seeded.
// On SQLite; on PostgreSQL too with --database-url URL (a server where it may create and drop
// databases named bench_backup_*). Prints figures, asserts nothing.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { freePort, waitForUrl } from '../config/lib/local-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The server's PostgreSQL client, for the databases of the PostgreSQL run.
const pg = createRequire(path.join(root, 'api-server', 'package.json'))('pg');
const RUNS = 3;
const option = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const pgUrl = option('database-url');

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Runs a command of the server's build to its end; its wall-clock time in ms. */
function run(script, args, env) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(process.execPath, [`api-server/dist/${script}.js`, ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => { output += chunk; });
    child.stderr.on('data', (chunk) => { output += chunk; });
    child.on('exit', (code) => (code === 0 ? resolve(Number(process.hrtime.bigint() - started) / 1e6) : reject(new Error(`${script} ${args.join(' ')} failed:\n${output}`))));
  });
}

async function onServer(url, statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
const withDatabase = (url, name) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();

/** Bytes of every file under a folder. */
function folderBytes(dir) {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath ?? entry.path, entry.name)).size, 0);
}

async function measure(kind) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `bench-backup-${kind}-`));
  const databases = [];
  const database = async (name) => {
    await onServer(pgUrl, `CREATE DATABASE "${name}"`);
    databases.push(name);
    return withDatabase(pgUrl, name);
  };
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env, DATA_DIR: path.join(scratch, 'data'), PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error',
    DATABASE_URL: kind === 'postgres' ? await database(`bench_backup_${process.pid}_site`) : '', DATABASE_SCHEMA: '',
  };
  let server;
  try {
    await run('release', ['all', '--built'], env);
    server = spawn(process.execPath, ['api-server/dist/main.js'], { cwd: root, env, stdio: 'ignore' });
    await waitForUrl(`${base}/en/about/mission`, 60_000);

    const backups = [];
    const latencies = [];
    let folder;
    for (let i = 0; i < RUNS; i++) {
      folder = path.join(scratch, `backup-${i}`);
      let done = false;
      const visitors = (async () => {
        while (!done) {
          const started = process.hrtime.bigint();
          const answer = await fetch(`${base}/en/about/mission`);
          await answer.arrayBuffer();
          if (answer.status !== 200) throw new Error(`the page answered ${answer.status} during the backup`);
          latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
        }
      })();
      backups.push(await run('backup', [folder], env).finally(() => { done = true; }));
      await visitors;
    }
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8'));
    const databaseFile = manifest.files.find((file) => file.path === manifest.database.file);

    const restores = [];
    for (let i = 0; i < RUNS; i++) {
      const target = {
        ...env, DATA_DIR: path.join(scratch, `restored-${i}`),
        DATABASE_URL: kind === 'postgres' ? await database(`bench_backup_${process.pid}_restore_${i}`) : '',
      };
      restores.push(await run('restore', [folder], target));
    }
    return {
      kind,
      backup: median(backups),
      restore: median(restores),
      size: folderBytes(folder),
      database: databaseFile.bytes,
      files: manifest.files.length - 1,
      rows: Object.values(manifest.database.tables).reduce((sum, n) => sum + n, 0),
      pages: { count: latencies.length, p50: median(latencies), max: Math.max(...latencies) },
    };
  } finally {
    server?.kill('SIGTERM');
    if (server) await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
    for (const name of databases) await onServer(pgUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

if (!fs.existsSync(path.join(root, 'api-server', 'dist', 'backup.js'))) {
  throw new Error('api-server/dist/backup.js is missing: run npm run build first (npm run bench:backup does)');
}
const results = [await measure('sqlite'), ...(pgUrl ? [await measure('postgres')] : [])];
console.log(`Backup and restore of the seeded site, median of ${RUNS} (${os.cpus().length} cores):`);
console.table(results.map((r) => ({
  database: r.kind,
  'backup, site running': seconds(r.backup),
  'backup size': `${megabytes(r.size)} (database ${megabytes(r.database)}, ${r.files} files, ${r.rows} rows)`,
  restore: seconds(r.restore),
  'pages during the backups': `${r.pages.count}, p50 ${r.pages.p50.toFixed(1)} ms, max ${r.pages.max.toFixed(0)} ms`,
})));
