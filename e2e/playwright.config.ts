import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * A free port of this machine, asked once by the runner: it is put in the environment, which the
 * workers inherit, so every process of the run agrees on it.
 */
function portFromEnv(name: string): number {
  if (!process.env[name]) {
    const script = "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
    process.env[name] = execFileSync(process.execPath, ['-e', script]).toString().trim();
  }
  return Number(process.env[name]);
}

/** The built site, served by the same server as `npm start`, on a port of its own (E2E_PORT, or a free one). */
export const PORT = portFromEnv('E2E_PORT');
/** A database and storage of its own, seeded and released afresh on every run, so a developer's old data/ cannot skew a test. */
export const DATA_DIR = path.join(os.tmpdir(), `schools-e2e-${PORT}`);
/**
 * The network administrator the test server starts with (a throwaway database on loopback), made with
 * npm run staff as a school makes its first one, so the specs can sign in to the staff page.
 */
export const STAFF = { email: 'network.e2e@lumina.example.cn', password: 'e2e network administrator password' } as const;
/**
 * mf-about's dev server, for the import-map override workflow (E2E_ABOUT_DEV_PORT, or a free port).
 * A developer's own `npm run dev -w mf-about -- --port N` is reused when E2E_ABOUT_DEV_PORT=N names it.
 */
export const ABOUT_DEV_PORT = portFromEnv('E2E_ABOUT_DEV_PORT');

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  projects: [
    { name: 'site', testIgnore: /studio-.*\.spec\.ts$/ },
    // The studio's specs change what visitors see (Mission, the carousel, the calendar, the sessions)
    // while the visitors' specs compare pages with the API: they run after those, never beside them.
    { name: 'studio', testMatch: /studio-.*\.spec\.ts$/, dependencies: ['site'] },
  ],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
        '--disable-sync', '--no-first-run', '--disable-quic',
      ],
    },
  },
  webServer: [
    {
      // Releases every section's current build into the fresh storage, creates the staff account (its
      // password from STAFF_PASSWORD), then serves, as `npm start` does.
      command: `rm -rf ${DATA_DIR} && node ../api-server/dist/release.js all --built --message "e2e run" `
        + `&& node ../api-server/dist/staff.js add --email ${STAFF.email} --name "E2E Network" --role network && node ../api-server/dist/main.js`,
      url: `http://localhost:${PORT}/import-map.json`,
      // The WeChat simulator, asked for (as npm run dev does): the comment specs sign in through it.
      env: { PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR, STAFF_PASSWORD: STAFF.password, WECHAT_SIMULATOR: '1', RELEASED_BY: 'e2e' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npm run dev -w mf-about -- --port ${ABOUT_DEV_PORT}`,
      cwd: '..',
      url: `http://localhost:${ABOUT_DEV_PORT}/schools-about.js`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
