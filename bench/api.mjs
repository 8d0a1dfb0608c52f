// npm run bench:api — throughput and latency of the hottest API calls under concurrent load, beside a
// bare Node http server answering a fixed JSON body, measured in the same run on the same machine.
import autocannon from 'autocannon';
import { execFileSync, fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitForUrl } from '../config/lib/local-server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
/** rounds per call, alternating API and bare server, so that drift on a shared machine hits both */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP = 2;

/**
 * CPU time a process has used so far, in µs (user + system, from /proc: Linux). Divided by the
 * requests answered meanwhile it gives the CPU cost of one request, which unlike req/s does not
 * depend on what else the machine is doing.
 */
const TICK_US = 1e6 / Number(process.env.CLOCK_TICKS ?? 100);
function cpuMicros(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_US;
}

function load(url, headers = {}, duration = DURATION) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, headers }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
const apiPort = await freePort();
const barePort = await freePort();
const apiServer = spawn(process.execPath, [path.join(here, '..', 'api-server', 'dist', 'main.js')], {
  env: { ...process.env, PORT: String(apiPort), HOST: '127.0.0.1', DATA_DIR: dir, DATABASE_URL: '', LOG_LEVEL: 'error', NODE_ENV: 'production' },
  stdio: 'inherit',
});
const bare = fork(path.join(here, 'bare-server.mjs'), { env: { PORT: String(barePort) } });

/**
 * The servers on one core and the load generator (this process) on the others, where the machine has
 * two cores or more and taskset (util-linux). Sharing cores, the client's work and the servers' land
 * on each other's caches and time slices, and a server's CPU per request then measures the client
 * as much as itself; apart, each server pays only for its own requests.
 */
function pinCores() {
  const cores = os.cpus().length;
  if (cores < 2) return 'not pinned (one core)';
  const server = String(cores - 1);
  const client = cores === 2 ? '0' : `0-${cores - 2}`;
  try {
    for (const pid of [apiServer.pid, bare.pid]) execFileSync('taskset', ['-a', '-cp', server, String(pid)], { stdio: 'ignore' });
    execFileSync('taskset', ['-a', '-cp', client, String(process.pid)], { stdio: 'ignore' });
    return `servers on core ${server}, load generator on ${client}`;
  } catch {
    return 'not pinned (no taskset)';
  }
}

try {
  await waitForUrl(`http://127.0.0.1:${apiPort}/api/BISZ/user/menu/list`);
  const headers = { 'x-locale': 'zh', 'x-school-code': 'BISZ' };
  // With the cache-busting timestamp the site's client adds to every GET (shared-api's http client).
  const t = Date.now();
  const calls = [
    ['menu/list', `/api/BISZ/user/menu/list?t=${t}`],
    ['content/content-by-menu', `/api/BISZ/user/content/content-by-menu?menuId=0301&t=${t}`],
    ['content/content-list', `/api/BISZ/user/content/content-list?menuId=07&page=1&size=10&t=${t}`],
  ];
  const bodies = {};
  for (const [, path] of calls) bodies[path] = await (await fetch(`http://127.0.0.1:${apiPort}${path}`, { headers })).text();
  bare.send(bodies);
  await new Promise((resolve) => bare.once('message', resolve));
  const pinned = pinCores();
  console.log(`${CONNECTIONS} connections; per call ${WARMUP} s warm-up, then ${ROUNDS} rounds of ${DURATION} s alternating API and bare server (medians); Node ${process.version}, ${os.cpus().length} cores, ${pinned}`);
  console.log('The bare node http server sends, for each path, the same answer bytes as the API.\n');
  const rows = [];
  const run = async (url, pid) => {
    const cpuBefore = cpuMicros(pid);
    const r = await load(url, headers);
    const cpu = cpuMicros(pid) - cpuBefore;
    if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
    return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, cpuUs: cpu / r.requests.total };
  };
  const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
  for (const [name, path] of calls) {
    const apiUrl = `http://127.0.0.1:${apiPort}${path}`;
    const bareUrl = `http://127.0.0.1:${barePort}${path}`;
    // JIT and caches warm, as on a server that has been up a while.
    await load(apiUrl, headers, WARMUP);
    await load(bareUrl, headers, WARMUP);
    const api = [];
    const base = [];
    for (let round = 0; round < ROUNDS; round++) {
      api.push(await run(apiUrl, apiServer.pid));
      base.push(await run(bareUrl, bare.pid));
    }
    const apiRps = median(api.map((r) => r.rps));
    const bareRps = median(base.map((r) => r.rps));
    rows.push({
      call: `GET ${name}`,
      'req/s': Math.round(apiRps),
      'p50 ms': median(api.map((r) => r.p50)),
      'p99 ms': median(api.map((r) => r.p99)),
      'bare req/s': Math.round(bareRps),
      'bare p99 ms': median(base.map((r) => r.p99)),
      ratio: Number((apiRps / bareRps).toFixed(2)),
      'CPU µs/req': Math.round(median(api.map((r) => r.cpuUs))),
      'bare CPU µs/req': Math.round(median(base.map((r) => r.cpuUs))),
      // Each round's API figure over the bare server's right after it: a shared machine's speed drifts
      // from minute to minute, and a ratio of neighbours cancels that drift where a ratio of medians does not.
      'CPU ×bare': Number(median(api.map((r, i) => r.cpuUs / base[i].cpuUs)).toFixed(2)),
      'answer bytes': Buffer.byteLength(bodies[path]),
    });
  }
  console.table(rows);
  const minRatio = Math.min(...rows.map((r) => r.ratio));
  const maxP99 = Math.max(...rows.map((r) => r['p99 ms']));
  const maxCpu = Math.max(...rows.map((r) => r['CPU ×bare']));
  console.log(`\nlowest ratio ${minRatio.toFixed(2)} (target >= 0.60), highest p99 ${maxP99} ms (target < 10 ms), CPU per request at most ${maxCpu.toFixed(2)}× the bare server's (target <= 1.5)`);
} finally {
  apiServer.kill('SIGTERM');
  bare.kill('SIGTERM');
  fs.rmSync(dir, { recursive: true, force: true });
}
