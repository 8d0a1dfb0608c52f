// npm run bench:front — the front end's figures: the JavaScript a visitor downloads on a first visit
// to home and to an inner page (gzip, by module), and the build time of one microfrontend alone against the whole site.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startBuiltSite } from '../config/lib/local-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = (args) => spawnSync('npm', args, { cwd: root, stdio: 'ignore' });

function timed(label, args, runs) {
  const seconds = [];
  for (let i = 0; i < runs; i++) {
    const started = process.hrtime.bigint();
    const result = npm(args);
    if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed`);
    seconds.push(Number(process.hrtime.bigint() - started) / 1e9);
  }
  seconds.sort((a, b) => a - b);
  return { label, runs, 'min s': seconds[0].toFixed(1), 'median s': seconds[Math.floor(runs / 2)].toFixed(1) };
}

// ---- build times ----
const builds = [
  timed('one microfrontend: npm run build -w mf-about', ['run', 'build', '-w', 'mf-about'], 3),
  timed('whole site: npm run build', ['run', 'build'], 1),
];
console.log(`Build times (${os.cpus().length} cores):`);
console.table(builds);
console.log(`ratio whole site / one microfrontend: ${(builds[1]['median s'] / builds[0]['median s']).toFixed(1)}x\n`);

// ---- home page JavaScript ----
// The builds just made, released into this run's own storage and served (as npm start does).
const site = await startBuiltSite(root);
const { port } = site;
try {
  const map = (await (await fetch(`http://127.0.0.1:${port}/import-map.json`)).json()).imports;
  const nameOf = Object.fromEntries(Object.entries(map).map(([name, url]) => [url, name]));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  // The budget that e2e/tests/budget.spec.ts holds: home (carousel included) and any other page.
  const pages = [
    { path: '/home', budget: 150 },
    { path: '/about/mission', budget: 132 },
  ];
  for (const { path: hashPath, budget } of pages) {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
    });
    await page.goto(`http://localhost:${port}/#${hashPath}?lang=en`);
    await page.locator(`[data-route="${hashPath}"] h1`).first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.close();

    const rows = [];
    for (const pathname of scripts) {
      const body = await (await fetch(`http://127.0.0.1:${port}${pathname}`)).arrayBuffer();
      rows.push({
        module: nameOf[pathname] ?? path.basename(pathname).replace(/\.[0-9a-f]{8}\.js$/, '.js'),
        'minified KB': (body.byteLength / 1024).toFixed(1),
        'gzip KB': (gzipSync(Buffer.from(body)).byteLength / 1024).toFixed(1),
      });
    }
    rows.sort((a, b) => b['gzip KB'] - a['gzip KB']);
    console.log(`First-load JavaScript of ${hashPath}, by module:`);
    console.table(rows);
    const total = rows.reduce((sum, r) => sum + Number(r['gzip KB']), 0);
    console.log(`total: ${rows.length} scripts, ${total.toFixed(1)} KB gzip (budget ${budget} KB)\n`);
  }
  await browser.close();
} finally {
  site.stop();
}
