// Fault test: the server is killed with SIGKILL while comments pour in; every comment it
// acknowledged is in the database afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { signInCommenter } from './support/wechat';

const MAIN = path.join(__dirname, '..', 'dist', 'main.js');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
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

jest.setTimeout(60_000);

it('loses no acknowledged comment when the server is killed with SIGKILL', async () => {
  if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: build the server first (npm run build -w api-server)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sigkill-'));
  const sqliteFile = path.join(dir, 'db.sqlite');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SQLITE_FILE: sqliteFile, DATA_DIR: dir, DATABASE_URL: '', LOG_LEVEL: 'error' },
    stdio: 'ignore',
  });
  try {
    await waitFor(`${base}/api/BIGZ/user/menu/list`, child);
    const students = (await (await fetch(`${base}/api/BIGZ/user/student/list`)).json()) as { data: { id: number }[] };
    const posts = (await (await fetch(`${base}/api/BIGZ/user/student/posts?studentId=${students.data[0]!.id}`)).json()) as { data: { id: number }[] };
    const postId = posts.data[0]!.id;

    // Each writer is its own WeChat commenter (the simulator's guests), at its own address.
    const sessions = await Promise.all(Array.from({ length: 50 }, () => signInCommenter(base)));
    const acknowledged = new Map<number, string>();
    let sent = 0;
    let stop = false;
    // 50 writers (the limits allow 5 comments per address and per commenter).
    const writers = Array.from({ length: 50 }, async (_, writer) => {
      for (let i = 0; i < 5 && !stop; i++) {
        const comment = `writer ${writer} comment ${i}`;
        sent++;
        try {
          const res = await fetch(`${base}/api/BIGZ/user/comment/insert`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${writer}.1`, cookie: sessions[writer]! },
            body: JSON.stringify({ postId, name: `Writer ${writer}`, comment }),
          });
          const body = (await res.json()) as { code: string; data: { id: number } };
          if (body.code === '000') acknowledged.set(body.data.id, comment);
          // Killed the moment the 40th answer arrives, while the other writers' requests are in flight.
          if (acknowledged.size >= 40 && !stop) {
            stop = true;
            child.kill('SIGKILL');
          }
        } catch {
          return; // the server is gone: nothing more is acknowledged
        }
      }
    });
    await Promise.all(writers);
    await new Promise((r) => (child.exitCode !== null || child.signalCode ? r(null) : child.once('exit', r)));
    expect(child.signalCode).toBe('SIGKILL');
    expect(sent).toBeGreaterThan(acknowledged.size); // some were in flight when it died

    // Opened read-write: after a crash SQLite replays the WAL, as the next server start would.
    const db = new SQLite(sqliteFile);
    const rows = db.prepare('SELECT id, comment, status FROM comment').all() as { id: number; comment: string; status: string }[];
    db.close();
    const stored = new Map(rows.map((r) => [r.id, r]));
    for (const [id, comment] of acknowledged) {
      expect(stored.get(id)).toEqual({ id, comment, status: 'pending' });
    }
  } finally {
    if (child.exitCode === null && !child.signalCode) child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
