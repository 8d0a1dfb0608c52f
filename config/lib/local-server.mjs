// Helpers for scripts that start servers of their own on this machine.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A TCP port that is free on the loopback address right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Resolves once `url` answers 2xx; gives up after `timeoutMs`. */
export async function waitForUrl(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms`);
}

/**
 * The built site as `npm start` serves it, on a free port with storage and database of its own:
 * the current builds released into that storage, then the server. `stop()` ends it and removes its data.
 */
export async function startBuiltSite(root, { logLevel = 'error' } = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'built-site-'));
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: logLevel };
  if (spawnSync(process.execPath, ['api-server/dist/release.js', 'all', '--built'], { cwd: root, env, stdio: 'ignore' }).status !== 0) {
    throw new Error('releasing the builds failed (run npm run build first)');
  }
  const server = spawn(process.execPath, ['api-server/dist/main.js'], { cwd: root, env, stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  await waitForUrl(`${base}/import-map.json`);
  return {
    base,
    port,
    /** the server's environment: its data folder, for the CLIs (staff accounts) */
    env,
    stop() {
      server.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
