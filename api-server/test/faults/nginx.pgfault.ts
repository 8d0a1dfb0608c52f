// The shipped nginx configuration (deploy/nginx/schools.conf), tested as it is: Debian's nginx, started
// as this test's own process, terminates TLS (a self-signed certificate made here) in front of two
// instances of the built server (dist/main.js, as in production) on one PostgreSQL database and one
// storage folder. Only the ports, paths and certificate of the file are changed. npm run test:pg runs
// it after the suite, one file at a time. The two instances also show an alert published on one on the
// other's pages, fresh and already open in Chromium (issue 35).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright';
import { freePort } from '../support/freePort';
import { seededData, type SeededData } from '../support/seededData';

const REPO = path.join(__dirname, '..', '..', '..');
const SHIPPED = path.join(REPO, 'deploy', 'nginx', 'schools.conf');
const DIST = path.join(REPO, 'api-server', 'dist');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const OPENSSL = '/usr/bin/openssl';
/** The visitor's address: not nginx's (127.0.0.1), so that the server's idea of the client tells them apart. */
const VISITOR = '127.0.0.2';
const CAMPUSES = ['bisz', 'bigz', 'biph', 'bihz', 'binj', 'bbsz', 'bisc', 'biwh', 'bbgm', 'bbcd'];

jest.setTimeout(180_000);

interface Instance {
  port: number;
  child: ChildProcess;
  /** the server's log lines, parsed */
  log: Record<string, unknown>[];
  exited: Promise<number | null>;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

let dir: string;
let data: SeededData;
let instances: Instance[] = [];
let nginx: ChildProcess | undefined;
let nginxExited: Promise<number | null> | undefined;
let ports: { http: number; https: number };
let certificate: Buffer;

/** Resolves once `condition` gives a value, checked every 50 ms; `what` says what did not happen by the deadline. */
async function until<T>(what: string, condition: () => Promise<T | undefined> | T | undefined, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await condition();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A request through nginx, from the visitor's address, as a browser sends it (nothing decompressed). */
function request(scheme: 'http' | 'https', host: string, pathName: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const options = {
      host: '127.0.0.1', port: scheme === 'https' ? ports.https : ports.http, path: pathName, localAddress: VISITOR,
      headers: { host, ...headers }, agent: false as const,
    };
    const answer = (res: http.IncomingMessage) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    };
    const req = scheme === 'https' ? https.request({ ...options, ca: certificate, servername: host }, answer) : http.request(options, answer);
    req.on('error', reject);
    req.end();
  });
}

const get = (host: string, pathName: string, headers: Record<string, string> = {}) => request('https', host, pathName, headers);

/** An answer's body as text, decompressed as a browser would. */
function text({ headers, body }: Answer): string {
  const encoding = headers['content-encoding'];
  const plain = encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;
  return plain.toString('utf8');
}

/** A program run to its end (ended and reported if it has not within `timeoutMs`): its exit code and output. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs = 90_000): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // A command that does its work and never exits (a connection left open) fails here, saying so.
    const timer = setTimeout(() => {
      output += `\n(still running after ${timeoutMs / 1000} s: ended)`;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

const exitOf = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

/** One instance of the built server, as production starts it, on the shared database and storage folder. */
async function startInstance(): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(DIST, 'main.js')], {
    cwd: REPO,
    env: {
      ...process.env, ...data.env, NODE_ENV: 'production', WECHAT_SIMULATOR: '', PORT: String(port), HOST: '127.0.0.1',
      LOG_LEVEL: 'info', TRUST_PROXY: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const log: Record<string, unknown>[] = [];
  let rest = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop()!;
    for (const line of lines) {
      try {
        log.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        /* the start's plain lines */
      }
    }
  });
  const instance = { port, child, log, exited: exitOf(child) };
  await until(`instance on ${port} ready`, async () => {
    if (child.exitCode !== null) throw new Error(`the instance on port ${port} exited with ${child.exitCode}`);
    try {
      return (await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200 ? true : undefined;
    } catch {
      return undefined; // not listening yet
    }
  });
  return instance;
}

/** The shipped file with this test's ports, paths and certificate: each line changed must be there as shipped. */
function templated(shipped: string, changes: [string, string][]): string {
  let text = shipped;
  for (const [from, to] of changes) {
    if (!text.includes(from)) throw new Error(`deploy/nginx/schools.conf no longer has "${from}": update this test's changes to match the file`);
    text = text.split(from).join(to);
  }
  return text;
}

/** The access log's line of a request id, once nginx has written it. */
const accessLine = (id: string) => until(`nginx's log line of ${id}`, () => fs.readFileSync(path.join(dir, 'access.log'), 'utf8').split('\n').find((line) => line.includes(`id=${id} `)), 5000);

/** An instance's log line of a request id, once it has written it. */
const serverLine = (instance: Instance, id: string) => until(`the server's log line of ${id}`, () => instance.log.find((entry) => entry.reqId === id && entry.msg === 'request'), 5000);

beforeAll(async () => {
  if (!fs.existsSync(NGINX)) {
    throw new Error(`nginx is not installed (${NGINX}): install Debian's package (sudo apt-get install -y nginx) or set NGINX_PATH; npm run test:pg installs it when run as root`);
  }
  if (!fs.existsSync(OPENSSL)) throw new Error('openssl is not installed: sudo apt-get install -y openssl');
  if (!fs.existsSync(path.join(DIST, 'main.js'))) throw new Error(`${DIST}/main.js is missing: build first (npm run build)`);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-'));
  data = await seededData();

  // The site's current builds released into the shared storage and database, as an operator does.
  const released = await run(process.execPath, [path.join(DIST, 'release.js'), 'all', '--built'], { ...process.env, ...data.env });
  if (released.code !== 0) throw new Error(`releasing the builds failed (run npm run build first):\n${released.output}`);

  // A certificate for the campuses' local hosts, trusted by this test's requests only.
  const names = CAMPUSES.map((code) => `DNS:${code}.localhost`).join(',');
  execFileSync(OPENSSL, ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=schools test',
    '-addext', `subjectAltName=${names}`, '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')], { stdio: 'pipe' });
  certificate = fs.readFileSync(path.join(dir, 'cert.pem'));

  instances = await Promise.all([startInstance(), startInstance()]);
  ports = { http: await freePort(), https: await freePort() };
  const site = templated(fs.readFileSync(SHIPPED, 'utf8'), [
    ['listen 80;', `listen 127.0.0.1:${ports.http};`],
    ['listen [::]:80;', ''],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`],
    ['listen [::]:443 ssl http2;', ''],
    ['return 301 https://$host$request_uri;', `return 301 https://$host:${ports.https}$request_uri;`],
    ['server 127.0.0.1:8081;', `server 127.0.0.1:${instances[0]!.port};`],
    ['server 127.0.0.1:8082;', `server 127.0.0.1:${instances[1]!.port};`],
    ['/etc/ssl/lumina-schools/fullchain.pem', path.join(dir, 'cert.pem')],
    ['/etc/ssl/lumina-schools/privkey.pem', path.join(dir, 'key.pem')],
    ['/var/log/nginx/schools.access.log', path.join(dir, 'access.log')],
  ]);
  fs.writeFileSync(path.join(dir, 'schools.conf'), site);
  // What Debian's /etc/nginx/nginx.conf puts around a site, gzip on for the whole http block
  // included (the site must turn it off for its own answers), with this test's own files.
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), [
    'daemon off;',
    // Run as root, the workers would otherwise be nobody, who cannot enter this test's folder.
    process.getuid?.() === 0 ? 'user root;' : '',
    'worker_processes 1;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} notice;`,
    'events { worker_connections 512; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  gzip on;',
    '  gzip_proxied any;',
    '  gzip_types text/plain text/css application/json application/javascript text/javascript image/svg+xml;',
    `  access_log ${path.join(dir, 'other.log')};`,
    `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}`,
    `  include ${path.join(dir, 'schools.conf')};`,
    '}',
  ].join('\n'));
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')];
  const checked = await run(NGINX, ['-t', ...args], process.env);
  if (checked.code !== 0) throw new Error(`nginx -t refused the configuration:\n${checked.output}`);
  nginx = spawn(NGINX, args, { stdio: 'inherit' });
  nginxExited = exitOf(nginx);
  await until('nginx answering over https', async () => {
    if (nginx!.exitCode !== null) throw new Error(`nginx exited with ${nginx!.exitCode}: ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
    try {
      return (await get('bigz.localhost', '/healthz')).status === 200 ? true : undefined;
    } catch {
      return undefined; // not listening yet
    }
  });
});

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    nginx.kill('SIGTERM');
    await nginxExited;
  }
  for (const instance of instances) {
    if (instance.child.exitCode === null && instance.child.signalCode === null) {
      instance.child.kill('SIGTERM');
      await instance.exited;
    }
  }
  await data?.remove();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

it("answers each campus at its host over https, its page's addresses the campus's published ones", async () => {
  for (const [host, campus, published] of [['bigz.localhost', 'International School Guangzhou', 'https://bigz.lumina-schools.cn'], ['bbsz.localhost', 'Bilingual School Shenzhen', 'https://bbsz.lumina-schools.cn']] as const) {
    const page = await get(host, '/en/about/mission', { 'accept-encoding': 'br, gzip' });
    expect(page.status).toBe(200);
    const html = text(page);
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(`Mission – Lumina ${campus}`);
    // The page's copy rendered in its main region, as its description begins.
    const main = html.slice(html.indexOf('<main id="page"'));
    const description = /<meta name="description" content="([^"]{40})/.exec(html)?.[1];
    expect(main).toContain('data-server-rendered');
    expect(main).toContain(description);
    // The campus chosen by the Host nginx passed on; its canonical address from the campus settings, never the Host.
    expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]).toBe(`${published}/en/about/mission`);
  }
});

it('moves http to https, on the same host and address', async () => {
  const answer = await request('http', 'bigz.localhost', '/en/about/mission?lang=en');
  expect(answer.status).toBe(301);
  expect(answer.headers.location).toBe(`https://bigz.localhost:${ports.https}/en/about/mission?lang=en`);
});

it("passes nginx's request id and the visitor's address on, whoever answers (Fastify or the cached-GET shortcut)", async () => {
  // A forged id and forwarded address from the visitor: nginx replaces the one, the server sees past the other.
  const forged = { 'x-request-id': 'forged-by-the-visitor', 'x-forwarded-for': '203.0.113.7', 'x-locale': 'en' };
  for (let i = 0; i < 4; i++) {
    const answer = await get('bigz.localhost', '/api/BIGZ/user/menu/list', forged);
    expect(answer.status).toBe(200);
    const id = String(answer.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const line = await accessLine(id);
    expect(line.startsWith(`${VISITOR} `)).toBe(true);
    const served = instances.find((instance) => line.includes(`upstream=127.0.0.1:${instance.port} `))!;
    expect(await serverLine(served, id)).toMatchObject({ reqId: id, ip: VISITOR, statusCode: 200 });
  }
  // Asked four times, round robin: each instance answered, each once from its cached-GET shortcut.
  for (const instance of instances) {
    const lines = instance.log.filter((entry) => entry.msg === 'request' && entry.url === '/api/BIGZ/user/menu/list');
    expect(lines.map((entry) => Boolean(entry.cached)).sort()).toEqual([false, true]);
  }
});

it('sends released files as the server compressed them at build, cacheable for a year', async () => {
  const modules = path.join(data.storageDir, 'modules');
  const files = (fs.readdirSync(modules, { recursive: true }) as string[]).filter((file) => fs.statSync(path.join(modules, file)).isFile());
  const compressed = files.find((file) => file.endsWith('.js') && files.includes(`${file}.br`) && files.includes(`${file}.gz`))!;
  for (const [accepted, encoding] of [['br, gzip', 'br'], ['gzip', 'gz']] as const) {
    const answer = await get('bigz.localhost', `/modules/${compressed}`, { 'accept-encoding': accepted });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding === 'gz' ? 'gzip' : 'br');
    // Byte for byte the build's copy: nothing compressed it again on the way.
    expect(answer.body.equals(fs.readFileSync(path.join(modules, `${compressed}.${encoding}`)))).toBe(true);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toContain('accept-encoding');
  }
  // A small script the build left uncompressed stays so, though gzip is on around the site.
  const small = files.find((file) => /\.(js|css)$/.test(file) && !files.includes(`${file}.gz`) && fs.statSync(path.join(modules, file)).size > 20)!;
  const plain = await get('bigz.localhost', `/modules/${small}`, { 'accept-encoding': 'gzip' });
  expect(plain.status).toBe(200);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.equals(fs.readFileSync(path.join(modules, small)))).toBe(true);
});

it('lets browsers keep a stored picture and ask again with its ETag', async () => {
  const page = text(await get('bigz.localhost', '/en/about/mission', { 'accept-encoding': 'gzip' }));
  const picture = /(\/storage\/[^"' )]+\.(?:svg|jpg|webp|avif|png))/.exec(page)?.[1];
  expect(picture).toBeDefined();
  const answer = await get('bigz.localhost', picture!);
  expect(answer.status).toBe(200);
  expect(answer.headers['cache-control']).toMatch(/^public, max-age=\d+/);
  expect(answer.headers.etag).toBeTruthy();
  const again = await get('bigz.localhost', picture!, { 'if-none-match': String(answer.headers.etag) });
  expect(again.status).toBe(304);
});

it('shows an alert published on one instance on a page open on the other at its next minute, and on a fresh load there within 2 s', async () => {
  const [publisher, viewer] = instances as [Instance, Instance];
  const password = 'alerts on two instances, a long password';
  const added = await run(process.execPath, [path.join(DIST, 'staff.js'), 'add', '--email', 'alerts@staff.example.cn', '--name', 'Alerts', '--role', 'network'], { ...process.env, ...data.env, STAFF_PASSWORD: password });
  expect(added.code).toBe(0);
  const session = await fetch(`http://127.0.0.1:${publisher.port}/api/staff/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'alerts@staff.example.cn', password }) });
  const cookie = session.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const { csrfToken } = ((await session.json()) as { data: { csrfToken: string } }).data;
  const staffCall = async (method: string, call: string, body?: unknown) => {
    const answer = await fetch(`http://127.0.0.1:${publisher.port}/api/staff/alerts${call}`, {
      method, headers: { cookie, 'x-csrf-token': csrfToken, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined,
    });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { data: { id: number } }).data;
  };
  const china = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16);
  const warning = (title: string) => ({
    level: 'warning', campuses: ['BIGZ'], title: { en: title, zh: `${title}（中文）` }, body: { en: 'Lessons start at 10:00.', zh: '10:00开始上课。' },
    link: '', startsAt: '', endsAt: china(Date.now() + 3_600_000),
  });
  const address = `http://127.0.0.1:${viewer.port}/BIGZ/en/about/mission`;

  // A fresh load on the other instance, ten times: publish, then ask that instance for the page until its HTML carries it.
  const delays: number[] = [];
  for (let i = 0; i < 10; i++) {
    await fetch(address); // the viewer holds the campus's alerts in its cache now
    const alert = await staffCall('POST', '', warning(`Rainstorm ${i}`));
    const at = Date.now();
    await until(`round ${i}: the other instance's page carries the alert`, async () => ((await (await fetch(address)).text()).includes(`data-alert="${alert.id}"`) ? true : undefined), 2000);
    delays.push(Date.now() - at);
    await staffCall('POST', `/${alert.id}/end`);
  }
  delays.sort((a, b) => a - b);

  // A page open on the other instance, in Chromium: its next minute's request (the clock moved on) finds it, and the end.
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    await page.clock.install();
    await page.goto(address);
    // The frame hydrated and running: its links have their hash addresses, in the render that also starts
    // its alerts (they join once hydrated), so the frame's minute has begun.
    await page.locator('#shell > .app-region[data-hydrated] .shell-header__logo[href^="#"]').waitFor();
    expect(await page.locator('#site-alerts .ui-alert').count()).toBe(0);
    const alert = await staffCall('POST', '', warning('Typhoon signal 8: closed'));
    await page.clock.fastForward(60_000);
    await page.locator(`.ui-alerts--docked [data-alert="${alert.id}"]`).waitFor();
    await staffCall('POST', `/${alert.id}/end`);
    await page.clock.fastForward(60_000);
    await page.locator('#site-alerts .ui-alert').waitFor({ state: 'detached' });
  } finally {
    await browser.close();
  }
  console.log(`Alert published on one instance, in a fresh page of the other: median ${delays[5]} ms, slowest ${delays[9]} ms (10 publishes)`);
});

it('keeps answering while one instance stops: nginx passes its requests to the other', async () => {
  const [stopping, staying] = instances as [Instance, Instance];
  const answers: { status: number; id: string; after: boolean }[] = [];
  let stopped = false;
  let done = false;
  // Visitors, four at a time, asking for pages and the API until told to stop.
  const urls = ['/en/about/mission', '/api/BIGZ/user/menu/list', '/healthz', '/en/news_list'];
  const visitors = urls.map(async (url) => {
    while (!done) {
      // Sent once the stopped instance has exited, or before (and maybe answered by it).
      const after = stopped;
      const answer = await get('bigz.localhost', url, { 'x-locale': 'en', 'accept-encoding': 'gzip' });
      answers.push({ status: answer.status, id: String(answer.headers['x-request-id']), after });
    }
  });
  try {
    await until('answers before the stop', () => (answers.length >= 20 ? true : undefined));
    stopping.child.kill('SIGTERM');
    expect(await stopping.exited).toBe(0);
    stopped = true;
    await until('answers after the stop', () => (answers.filter((a) => a.after).length >= 40 ? true : undefined));
  } finally {
    done = true;
    await Promise.all(visitors);
  }
  const failed = answers.filter((a) => a.status !== 200);
  expect(failed).toEqual([]);
  // Both answered before the stop; after it, the one left; and nginx tried the stopped one and moved on.
  const servedBy = (instance: Instance) => answers.filter((a) => !a.after && instance.log.some((entry) => entry.reqId === a.id)).length;
  expect(servedBy(stopping)).toBeGreaterThan(0);
  expect(servedBy(staying)).toBeGreaterThan(0);
  // nginx writes a line once the answer is sent, so the newest ones may still be on their way.
  for (const answer of answers.filter((a) => a.after)) {
    expect(await accessLine(answer.id)).toMatch(new RegExp(`id=${answer.id} upstream=(127\\.0\\.0\\.1:${stopping.port}, )?127\\.0\\.0\\.1:${staying.port} `));
  }
  const log = fs.readFileSync(path.join(dir, 'access.log'), 'utf8');
  expect(log).toContain(`upstream=127.0.0.1:${stopping.port}, 127.0.0.1:${staying.port} `);
  console.log(`While one of two instances stopped: ${answers.length} answers, ${failed.length} failed`);
});
