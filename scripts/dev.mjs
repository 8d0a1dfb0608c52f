// npm run dev, once everything is built and released: the site in development mode (:8080, or PORT)
// and the root config's dev server (:9000), which serves the development import map, import-map.json,
// at http://localhost:9000/import-map.json for import-map-overrides' "add an override map from a URL"
// (root-config/dev-import-map.js). A dev server already answering there (a developer's own
// `npm run dev -w root-config`) is used as it is. Ctrl-C stops both; the site stopping stops the dev
// server; the dev server failing (port taken) leaves the site running and says so.
import { spawn } from 'node:child_process';

const DEV_SERVER = 'http://localhost:9000';
const MAP = `${DEV_SERVER}/import-map.json`;
const windows = process.platform === 'win32';

/**
 * npm with these arguments, its output on this terminal. In a process group of its own, so that a signal
 * reaches the server at the end of the chain of npm and shells too (a shell does not pass it on).
 */
const npm = (args, env = process.env) =>
  spawn(windows ? 'npm.cmd' : 'npm', args, { stdio: ['ignore', 'inherit', 'inherit'], env, shell: windows, detached: !windows });

async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

const children = new Set();
let stopping = false;
function stop(signal = 'SIGTERM') {
  stopping = true;
  for (const child of children) {
    try {
      if (windows) child.kill(signal);
      else process.kill(-child.pid, signal);
    } catch {
      /* gone already */
    }
  }
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

const site = npm(['run', 'serve'], { ...process.env, NODE_ENV: 'development', WECHAT_SIMULATOR: '1' });
children.add(site);
site.on('exit', (code, signal) => {
  children.delete(site);
  stop();
  process.exitCode = code ?? (signal ? 1 : 0);
});

if (await answers(MAP)) {
  console.log(`Development import map: ${MAP} (a dev server already running on ${DEV_SERVER})`);
} else {
  const devServer = npm(['run', 'dev', '-w', 'root-config']);
  children.add(devServer);
  devServer.on('exit', (code) => {
    children.delete(devServer);
    if (!stopping) console.error(`The root config's dev server stopped (exit ${code}): ${MAP} is not served. Is port 9000 taken?`);
  });
  console.log(`Development import map: ${MAP}, or part of it: ${MAP}?only=about,news`);
}
