// npm run bench:api — throughput and latency of the hottest API calls under concurrent load, beside a
// bare Node http server answering a fixed JSON body, measured in the same run on the same machine.
import autocannon from 'autocannon';
import { fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const freePort = () =>
  new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

async function waitFor(url) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no answer from ${url}`);
}

function load(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
const apiPort = await freePort();
const barePort = await freePort();
const api = spawn(process.execPath, [path.join(here, '..', 'dist', 'main.js')], {
  env: { ...process.env, PORT: String(apiPort), HOST: '127.0.0.1', DATA_DIR: dir, DATABASE_URL: '', LOG_LEVEL: 'error', NODE_ENV: 'production' },
  stdio: 'inherit',
});
const bare = fork(path.join(here, 'bare-server.mjs'), { env: { PORT: String(barePort) } });

try {
  await waitFor(`http://127.0.0.1:${apiPort}/api/BISZ/user/menu/list`);
  await waitFor(`http://127.0.0.1:${barePort}/`);
  const headers = { 'x-locale': 'zh', 'x-school-code': 'BISZ' };
  const targets = [
    ['bare node http (fixed JSON)', `http://127.0.0.1:${barePort}/`],
    ['GET menu/list', `http://127.0.0.1:${apiPort}/api/BISZ/user/menu/list`],
    ['GET content/content-by-menu', `http://127.0.0.1:${apiPort}/api/BISZ/user/content/content-by-menu?menuId=0301`],
    ['GET content/content-list', `http://127.0.0.1:${apiPort}/api/BISZ/user/content/content-list?menuId=07&page=1&size=10`],
  ];
  console.log(`${CONNECTIONS} connections, ${DURATION} s each, Node ${process.version}, ${os.cpus().length} cores\n`);
  const rows = [];
  let bareRps = 0;
  for (const [name, url] of targets) {
    const r = await load(url, headers);
    if (r.non2xx || r.errors) throw new Error(`${name}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
    if (!bareRps) bareRps = r.requests.average;
    rows.push({
      call: name,
      'req/s': Math.round(r.requests.average),
      'p50 ms': r.latency.p50,
      'p99 ms': r.latency.p99,
      'ratio to bare': (r.requests.average / bareRps).toFixed(2),
      'KB/answer': (r.throughput.average / r.requests.average / 1024).toFixed(1),
    });
  }
  console.table(rows);
  const worst = rows.slice(1);
  const minRatio = Math.min(...worst.map((r) => Number(r['ratio to bare'])));
  const maxP99 = Math.max(...worst.map((r) => r['p99 ms']));
  console.log(`\nlowest ratio ${minRatio.toFixed(2)} (target >= 0.60), highest p99 ${maxP99} ms (target < 10 ms)`);
} finally {
  api.kill('SIGTERM');
  bare.kill('SIGTERM');
  fs.rmSync(dir, { recursive: true, force: true });
}
