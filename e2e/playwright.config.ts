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
 * The studio's specs change what visitors see (Mission, the carousel, the calendar, the sessions), so
 * they run against a second server of their own, on its own port and data (E2E_STUDIO_PORT), beside
 * the visitors' specs, which compare pages with what the API answers. It runs without WeChat sign-in,
 * as `npm start` does where no credentials are set: a visitors' spec finds comments closed there.
 */
export const STUDIO_PORT = portFromEnv('E2E_STUDIO_PORT');
export const STUDIO_DATA_DIR = path.join(os.tmpdir(), `schools-e2e-${STUDIO_PORT}`);
/**
 * The network administrator the test servers start with (a throwaway database on loopback), made with
 * npm run staff as a school makes its first one, so the specs can sign in to the staff page.
 */
export const STAFF = { email: 'network.e2e@lumina.example.cn', password: 'e2e network administrator password' } as const;
/**
 * mf-about's dev server, for the import-map override workflow (E2E_ABOUT_DEV_PORT, or a free port).
 * A developer's own `npm run dev -w mf-about -- --port N` is reused when E2E_ABOUT_DEV_PORT=N names it.
 */
export const ABOUT_DEV_PORT = portFromEnv('E2E_ABOUT_DEV_PORT');

/**
 * The built server as `npm start` runs it: releases every section's current build into fresh storage,
 * creates the staff account (its password from STAFF_PASSWORD), then serves. The site's server asks for
 * the WeChat simulator (as npm run dev does): the comment specs sign in through it. The studio's has no
 * WeChat sign-in at all, as npm start without credentials.
 */
function testServer(port: number, dataDir: string, wechat: 'simulator' | 'off') {
  return {
    command: `rm -rf ${dataDir} && node ../api-server/dist/release.js all --built --message "e2e run" `
      + `&& node ../api-server/dist/staff.js add --email ${STAFF.email} --name "E2E Network" --role network && node ../api-server/dist/main.js`,
    url: `http://localhost:${port}/import-map.json`,
    env: { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir, STAFF_PASSWORD: STAFF.password, WECHAT_SIMULATOR: wechat === 'simulator' ? '1' : '0', RELEASED_BY: 'e2e' },
    reuseExistingServer: false,
    timeout: 90_000,
  };
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  projects: [
    // The longest tests are listed first (the studio's, then the route sweep's), so that they start
    // first and no long test is left running alone at the end.
    { name: 'studio', testMatch: /studio-.*\.spec\.ts$/, use: { baseURL: `http://localhost:${STUDIO_PORT}` } },
    { name: 'sweep', testMatch: /sweep\.spec\.ts$/, use: { baseURL: `http://localhost:${PORT}` } },
    { name: 'site', testIgnore: /(studio-.*|sweep)\.spec\.ts$/, use: { baseURL: `http://localhost:${PORT}` } },
  ],
  use: {
    trace: 'off',
    launchOptions: {
      // Debian's chromium-headless-shell (scripts/ensure-chromium.mjs says why).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
        '--disable-sync', '--no-first-run', '--disable-quic',
      ],
    },
  },
  webServer: [
    testServer(PORT, DATA_DIR, 'simulator'),
    testServer(STUDIO_PORT, STUDIO_DATA_DIR, 'off'),
    {
      command: `npm run dev -w mf-about -- --port ${ABOUT_DEV_PORT}`,
      cwd: '..',
      url: `http://localhost:${ABOUT_DEV_PORT}/schools-about.js`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
