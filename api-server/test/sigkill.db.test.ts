// Fault test: while comments pour in, the server is killed with SIGKILL several times, each time at
// a random point, and started again; every comment it acknowledged is stored afterwards. On SQLite,
// and on PostgreSQL when TEST_DATABASE_URL is set (npm run test:pg).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Client } from 'pg';
import { signInCommenter } from './support/wechat';
import { freePort } from './support/freePort';
import { seededData, type SeededData } from './support/seededData';

const MAIN = path.join(__dirname, '..', 'dist', 'main.js');
const KILLS = 4;
const WRITERS = 40;
const PER_WRITER = 5;

async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

/** Every comment stored in the server's database (SQLite or PostgreSQL), read after the last kill. */
async function storedComments(data: SeededData): Promise<Map<number, string>> {
  if (data.databaseUrl) {
    const client = new Client({ connectionString: data.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: number; comment: string }>('SELECT id, comment FROM comment');
      return new Map(rows.map((r) => [Number(r.id), r.comment]));
    } finally {
      await client.end();
    }
  }
  // Opened read-write: after a crash SQLite replays the WAL, as the next server start would.
  const db = new SQLite(data.sqliteFile);
  const rows = db.prepare('SELECT id, comment FROM comment').all() as { id: number; comment: string }[];
  db.close();
  return new Map(rows.map((r) => [Number(r.id), r.comment]));
}

jest.setTimeout(240_000);

it(`loses no acknowledged comment across ${KILLS} SIGKILLs at random points and restarts`, async () => {
  if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: build the server first (npm run build -w api-server)`);
  const data = await seededData();
  const acknowledged = new Map<number, string>();
  let sent = 0;
  let child: ChildProcess | undefined;
  try {
    for (let round = 0; round < KILLS; round++) {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const server = spawn(process.execPath, [MAIN], {
        // The writers sign in through the WeChat simulator, asked for as the tests do.
        env: { ...process.env, ...data.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', WECHAT_SIMULATOR: '1' },
        stdio: 'ignore',
      });
      child = server;
      await waitFor(`${base}/api/BIGZ/user/menu/list`, server);
      const students = (await (await fetch(`${base}/api/BIGZ/user/student/list`)).json()) as { data: { id: number }[] };
      const posts = (await (await fetch(`${base}/api/BIGZ/user/student/posts?studentId=${students.data[0]!.id}`)).json()) as { data: { id: number }[] };
      const postId = posts.data[0]!.id;
      // New commenters and addresses each round: the limits allow 5 comments to each.
      const sessions = await Promise.all(Array.from({ length: WRITERS }, () => signInCommenter(base)));
      // Killed when a random number of this round's answers has arrived, other requests in flight.
      const killAt = 5 + Math.floor(Math.random() * (WRITERS * PER_WRITER * 0.7));
      let answered = 0;
      let killed = false;
      const writers = sessions.map(async (cookie, writer) => {
        for (let i = 0; i < PER_WRITER && !killed; i++) {
          const comment = `round ${round} writer ${writer} comment ${i}`;
          sent++;
          try {
            const res = await fetch(`${base}/api/BIGZ/user/comment/insert`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${round}.${writer + 1}`, cookie },
              body: JSON.stringify({ postId, name: `Writer ${writer}`, comment }),
            });
            const body = (await res.json()) as { code: string; data: { id: number } };
            if (body.code === '000') acknowledged.set(body.data.id, comment);
          } catch {
            return; // the server is gone: nothing more is acknowledged
          }
          if (++answered >= killAt && !killed) {
            killed = true;
            server.kill('SIGKILL');
          }
        }
      });
      await Promise.all(writers);
      if (!killed) server.kill('SIGKILL');
      await new Promise((r) => (server.exitCode !== null || server.signalCode ? r(null) : server.once('exit', r)));
      expect(server.signalCode).toBe('SIGKILL');
    }
    expect(sent).toBeGreaterThan(acknowledged.size); // some were in flight when the server died

    const stored = await storedComments(data);
    const lost = [...acknowledged].filter(([id, comment]) => stored.get(id) !== comment);
    console.log(`${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}: ${KILLS} kills, ${sent} comments sent, ${acknowledged.size} acknowledged, ${[...acknowledged.keys()].filter((id) => stored.has(id)).length} of them stored, ${lost.length} lost`);
    expect(lost).toEqual([]);
  } finally {
    if (child && child.exitCode === null && !child.signalCode) child.kill('SIGKILL');
    await data.remove();
  }
});
