// npm run bench:alerts — how fast a published alert reaches visitors, and what watching for alerts costs
// a visitor while none is live (issue 35). On the built site (SQLite, one server):
// - fresh load: publish, then open a new page; the time until the alert is on screen (10 publishes);
// - open page: ten pages opened six seconds apart (so their minutes are spread as visitors' are), then
//   one publish; the time until each shows it, without a reload;
// - bytes: the alerts call's answer with no alert live (first ask, then the 304 of every minute after),
//   the data the page carries, and the frame's watcher (once, cached a year).
// Prints medians and the slowest; asserts nothing (the tests check the limits: 2 s and 60 s).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startBuiltSite } from '../config/lib/local-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CAMPUS = 'BISZ';
const ROUNDS = 10;
const EMAIL = 'bench.alerts@staff.example.cn';
const PASSWORD = 'a long password for the alerts bench';

const site = await startBuiltSite(root);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell', args: ['--no-sandbox'] });
const sorted = (values) => [...values].sort((a, b) => a - b);
const median = (values) => sorted(values)[Math.floor(values.length / 2)];

/** Bytes on the wire of a GET: status line, headers and body as sent (no compression asked for: the answer is tiny). */
const wire = (pathName, headers = {}) =>
  new Promise((resolve, reject) => {
    http.get(`${site.base}${pathName}`, { headers: { 'x-locale': 'en', ...headers } }, (res) => {
      let body = 0;
      res.on('data', (chunk) => (body += chunk.length));
      res.on('end', () => {
        const head = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length
          + res.rawHeaders.reduce((n, v, i) => n + v.length + (i % 2 ? 2 : 2), 0) + 2;
        resolve({ status: res.statusCode, etag: res.headers.etag, head, body });
      });
    }).on('error', reject);
  });

try {
  const added = spawnSync(process.execPath, ['api-server/dist/staff.js', 'add', '--email', EMAIL, '--name', 'Bench', '--role', 'network'], { cwd: root, env: { ...site.env, STAFF_PASSWORD: PASSWORD }, stdio: 'pipe' });
  if (added.status !== 0) throw new Error(`could not add the staff account: ${added.stderr}`);
  const session = await fetch(`${site.base}/api/staff/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: EMAIL, password: PASSWORD }) });
  const cookie = session.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const { csrfToken } = (await session.json()).data;
  const staff = async (method, call, body) => {
    const answer = await fetch(`${site.base}/api/staff/alerts${call}`, { method, headers: { cookie, 'x-csrf-token': csrfToken, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body && JSON.stringify(body) });
    if (answer.status !== 200) throw new Error(`${method} ${call}: ${answer.status} ${await answer.text()}`);
    return (await answer.json()).data;
  };
  const china = (ms) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16);
  const publish = (i) => staff('POST', '', {
    level: 'warning', campuses: [CAMPUS], title: { en: `Rainstorm warning ${i}`, zh: `暴雨预警 ${i}` }, body: { en: 'School opens at 10:00.', zh: '10:00开始上课。' },
    link: '', startsAt: '', endsAt: china(Date.now() + 3_600_000),
  });
  const address = `${site.base}/${CAMPUS}/en/about/mission`;

  // ---- bytes while none is live ----
  const first = await wire(`/api/${CAMPUS}/user/alerts`);
  const again = await wire(`/api/${CAMPUS}/user/alerts`, { 'if-none-match': first.etag });
  const html = await (await fetch(address)).text();
  const pageData = /<script type="application\/json" id="page-alerts">[^<]*<\/script>/.exec(html)?.[0] ?? '';
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'mf-shell/dist/release-manifest.json'), 'utf8')).imports;
  const moduleGzip = (name) => gzipSync(fs.readFileSync(path.join(root, 'mf-shell/dist', manifest[name]))).length;

  // ---- fresh load ----
  const fresh = [];
  const context = await browser.newContext();
  for (let i = 0; i < ROUNDS; i++) {
    const alert = await publish(i);
    const at = Date.now();
    const page = await context.newPage();
    await page.goto(address, { waitUntil: 'commit' });
    await page.locator(`#site-alerts [data-alert="${alert.id}"]`).waitFor();
    fresh.push(Date.now() - at);
    await page.close();
    await staff('POST', `/${alert.id}/end`);
  }
  await context.close();

  // ---- open pages ----
  const pages = [];
  for (let i = 0; i < ROUNDS; i++) {
    const page = await (await browser.newContext()).newPage();
    await page.goto(address);
    await page.locator('.shell-header').waitFor();
    pages.push(page);
    if (i < ROUNDS - 1) await new Promise((resolve) => setTimeout(resolve, 6_000));
  }
  const alert = await publish('open');
  const at = Date.now();
  const open = await Promise.all(pages.map(async (page) => {
    await page.locator(`#site-alerts [data-alert="${alert.id}"]`).waitFor({ timeout: 90_000 });
    return Date.now() - at;
  }));
  await staff('POST', `/${alert.id}/end`);

  console.log(`Publish to visible (${ROUNDS} each):`);
  console.table([
    { where: 'a fresh page load', 'median ms': median(fresh), 'slowest ms': Math.max(...fresh) },
    { where: 'a page already open (no reload)', 'median ms': median(open), 'slowest ms': Math.max(...open) },
  ]);
  console.log('What a visitor pays while no alert is live:');
  console.table([
    { what: 'alerts call, first ask (200)', bytes: first.head + first.body, 'of which body': first.body },
    { what: 'alerts call, each minute after (304)', bytes: again.head + again.body, 'of which body': again.body },
    { what: 'alerts data in every page (page-alerts)', bytes: pageData.length, 'of which body': pageData.length },
    { what: "the frame's watcher in @schools/shell (gzip, once)", bytes: '~800 (part of the shell)', 'of which body': '' },
    { what: '@schools/ui-alerts + stylesheet (gzip), only while one is live', bytes: moduleGzip('@schools/ui-alerts') + moduleGzip('@schools/ui-alerts/style.css'), 'of which body': '' },
  ]);
} finally {
  await browser.close();
  site.stop();
}
