import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** The built site, served by the same server as `npm start`, on a port of its own. */
export const PORT = Number(process.env.E2E_PORT ?? 8181);
/** A database of its own, seeded afresh on every run, so a developer's old data/ cannot skew a test. */
const DATA_DIR = path.join(os.tmpdir(), `schools-e2e-${PORT}`);
/** The staff page's token on the test server only (a throwaway database on loopback), so the specs can sign in. */
export const ADMIN_TOKEN = 'e2e-staff-token';
/** mf-about's dev server port (mf-about/webpack.config.js). */
export const ABOUT_DEV_PORT = 9004;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
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
      command: `rm -rf ${DATA_DIR} && node ../api-server/dist/main.js`,
      url: `http://localhost:${PORT}/import-map.json`,
      // The WeChat simulator, asked for (as npm run dev does): the comment specs sign in through it.
      env: { PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR, ADMIN_TOKEN, WECHAT_SIMULATOR: '1' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // A section team's local dev server, for the import-map override workflow of the README.
      command: 'npm run dev -w mf-about',
      cwd: '..',
      url: `http://localhost:${ABOUT_DEV_PORT}/schools-about.js`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
