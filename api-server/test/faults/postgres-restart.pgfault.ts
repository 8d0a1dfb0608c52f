// Fault test on a real PostgreSQL (npm run test:pg runs it alone, after the suite, on its private
// cluster): the server's connections are ended under it, idle and under load, and then the database is
// stopped (fast shutdown, as a restart or a failover does) and started again while visitors write.
// The process lives on; every answer is a correct one or a 503 envelope saying to try again; every
// write it acknowledged is stored; and it answers again by itself once the database is back.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { freePort } from '../support/freePort';
import { seededData } from '../support/seededData';

const MAIN = path.join(__dirname, '..', '..', 'dist', 'main.js');
const CTL = process.env.TEST_POSTGRES_CTL;
const SITE = 'BIGZ';

jest.setTimeout(180_000);

interface Outcome { status: number; code?: string; visitor?: string }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await sleep(100);
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

/** Resolves once `condition` holds, checked every 20 ms; fails after `timeoutMs`. */
async function until(condition: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await sleep(20);
  }
}

/** Runs `load` concurrently `workers` times until `stop()` turns true, collecting every outcome. */
function underLoad(workers: number, load: () => Promise<Outcome>) {
  const outcomes: Outcome[] = [];
  let stopped = false;
  const done = Promise.all(Array.from({ length: workers }, async () => {
    while (!stopped) {
      outcomes.push(await load());
      await sleep(20);
    }
  }));
  return { outcomes, stop: async () => { stopped = true; await done; } };
}

it('survives PostgreSQL ending its connections and restarting under load, and loses no acknowledged write', async () => {
  if (!CTL) throw new Error('TEST_POSTGRES_CTL is not set: this file runs from npm run test:pg, which starts the PostgreSQL it restarts');
  if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: build the server first (npm run build -w api-server)`);
  const data = await seededData();
  const databaseUrl = data.databaseUrl!;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [MAIN], { env: { ...process.env, ...data.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error' }, stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  server.stderr!.on('data', (chunk: Buffer) => { log += chunk.toString(); });
  const ctl = (action: 'stop' | 'start') => execFileSync(CTL, [action], { stdio: 'pipe' });
  try {
    await waitFor(`${base}/api/${SITE}/user/menu/list`, server);
    const [item] = ((await (await fetch(`${base}/api/${SITE}/user/content/content-by-menu?menuId=01`)).json()) as { data: { id: number }[] }).data;
    let visitors = 0;
    /** A view by a new visitor: a write (its row in content_viewer) that the answer acknowledges. */
    const view = async (): Promise<Outcome> => {
      const n = ++visitors;
      const visitor = `fault${String(n).padStart(17, '0')}`;
      // A visitor of its own, from an address of its own (through the trusted loopback proxy): a view the server must store.
      const headers = { cookie: `sv=${visitor}`, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
      try {
        const response = await fetch(`${base}/api/${SITE}/user/content/content-view?id=${item!.id}`, { headers });
        const body = (await response.json()) as { code: string };
        return { status: response.status, code: body.code, visitor };
      } catch {
        return { status: 0, visitor };
      }
    };
    const endConnections = async () => {
      const admin = new Client({ connectionString: databaseUrl });
      await admin.connect();
      try {
        const { rows } = await admin.query<{ n: string }>(
          'SELECT count(pg_terminate_backend(pid)) AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
        );
        return Number(rows[0]!.n);
      } finally {
        await admin.end();
      }
    };

    // 1. Connections ended while idle, then while requests are in flight.
    await view();
    expect(await endConnections()).toBeGreaterThan(0);
    const busy = underLoad(8, view);
    await until(() => busy.outcomes.length >= 20, 'the first 20 answers under load');
    await endConnections();
    const answeredBefore = busy.outcomes.length;
    await until(() => busy.outcomes.length >= answeredBefore + 20, '20 answers after the connections ended');
    await busy.stop();
    expect(server.exitCode).toBeNull();
    expect((await view()).status).toBe(200);

    // 2. The database stopped and started again while visitors write.
    const load = underLoad(8, view);
    await until(() => load.outcomes.length >= 20, 'the first 20 writes');
    ctl('stop');
    const down = Date.now();
    // Down until the writers are told so: a 503 envelope.
    await until(() => load.outcomes.some((o) => o.status === 503), 'a 503 while the database is down');
    const duringOutage = await view();
    ctl('start');
    const started = Date.now();
    let back: number | undefined;
    while (back === undefined && Date.now() - started < 30_000) {
      if ((await view()).status === 200) back = Date.now() - started;
      else await sleep(50);
    }
    const answeredWhenBack = load.outcomes.length;
    await until(() => load.outcomes.length >= answeredWhenBack + 20, '20 writes after the database was back');
    await load.stop();
    expect(server.exitCode).toBeNull();
    expect(duringOutage).toMatchObject({ status: 503, code: '503' });
    expect(back).toBeDefined();

    const outcomes = [...busy.outcomes, ...load.outcomes];
    // Every answer: the view counted (200) or the envelope saying to try again (503); never a 500, never no answer.
    const unexpected = outcomes.filter((o) => !(o.status === 200 && o.code === '000') && !(o.status === 503 && o.code === '503'));
    expect(unexpected).toEqual([]);
    const acknowledged = outcomes.filter((o) => o.status === 200).map((o) => `v:${o.visitor}`);
    const check = new Client({ connectionString: databaseUrl });
    await check.connect();
    try {
      const { rows } = await check.query<{ visitor: string }>('SELECT visitor FROM content_viewer WHERE visitor = ANY($1)', [acknowledged]);
      const stored = new Set(rows.map((r) => r.visitor));
      expect(acknowledged.filter((v) => !stored.has(v))).toEqual([]);
    } finally {
      await check.end();
    }
    console.log(`PostgreSQL restart: down ${started - down} ms; the server answered writes again ${back} ms after the database was started; ${outcomes.length} requests: ${outcomes.filter((o) => o.status === 200).length} acknowledged (all stored), ${outcomes.filter((o) => o.status === 503).length} answered 503`);
  } finally {
    server.kill('SIGTERM');
    if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
    if (server.exitCode !== 0 && server.exitCode !== null && log) console.error(log);
  }
});
