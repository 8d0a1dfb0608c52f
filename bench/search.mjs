// npm run bench:search — the site search's latency (issue 36): the built server (api-server/dist) on a
// freshly seeded site, its BISZ corpus multiplied by 10 (nine copies of every page, story, course, FAQ
// answer, club and calendar event, each with words of its own put in), then the relevance set
// (api-server/test/fixtures/search-relevance.json) asked many times, one request at a time over HTTP:
// p50/p95/p99 in ms (target p95 <= 30 ms), on SQLite, and on PostgreSQL too when TEST_DATABASE_URL is
// given (a server where it may create and drop databases named bench_search_*). Prints figures, asserts
// nothing.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { freePort, waitForUrl } from '../config/lib/local-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The server's own database clients.
const serverRequire = createRequire(path.join(root, 'api-server', 'package.json'));
const pg = serverRequire('pg');
const Sqlite = serverRequire('better-sqlite3');

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const COPIES = 9;
const SITE = 'BISZ';
const { queries } = JSON.parse(fs.readFileSync(path.join(root, 'api-server', 'test', 'fixtures', 'search-relevance.json'), 'utf8'));
const pgUrl = process.env.TEST_DATABASE_URL;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => Number(value.toFixed(1));

// ---- the corpus multiplied ----

const FILLERS = {
  en: ['harbour', 'lantern', 'meadow', 'orchard', 'compass', 'canvas', 'summit', 'ripple', 'beacon', 'prairie', 'quarry', 'willow'],
  zh: ['港湾', '灯笼', '草地', '果园', '罗盘', '画布', '山顶', '涟漪', '灯塔', '草原', '石场', '柳树'],
};
const CJK = /[\u3400-\u9fff]/;

/** Copy `k` of a text: every sixth English word, or a word after every twelve Chinese characters, its own. */
function vary(text, k) {
  if (!text) return text;
  if (CJK.test(text)) {
    const chars = [...text];
    return chars.map((c, i) => (i % 12 === k % 12 ? `${FILLERS.zh[(k + i) % FILLERS.zh.length]}${c}` : c)).join('');
  }
  return text.split(' ').map((w, i) => (i % 6 === k % 6 ? FILLERS.en[(k + i) % FILLERS.en.length] : w)).join(' ');
}

/** Every text of a JSON document of copy varied (not its types, links or pictures). */
function varyJson(json, k) {
  const walk = (value, key) => {
    if (typeof value === 'string') return ['type', 'href', 'src'].includes(key) ? value : vary(value, k);
    if (Array.isArray(value)) return value.map((v) => walk(v, key));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, v]) => [name, walk(v, name)]));
    return value;
  };
  return JSON.stringify(walk(JSON.parse(json), ''));
}

/** The rows to add: nine copies of each of the campus's content items (as stories: each a page of its own), FAQ answers, clubs and events. */
function copiesOf({ content, faq, club, events }, ids) {
  const rows = { content: [], faq: [], club: [], calendar_event: [] };
  for (let k = 1; k <= COPIES; k++) {
    for (const r of content) {
      rows.content.push({
        ...r, id: ++ids.content, menu_id: '07', path: '/news_detail', key: `bench-${k}-${r.id}`, views: 0,
        title_en: vary(r.title_en, k), title_zh: vary(r.title_zh, k), summary_en: vary(r.summary_en, k), summary_zh: vary(r.summary_zh, k),
        blocks_en: varyJson(r.blocks_en, k), blocks_zh: varyJson(r.blocks_zh, k),
      });
    }
    for (const r of faq) rows.faq.push({ ...r, id: ++ids.faq, question_en: vary(r.question_en, k), question_zh: vary(r.question_zh, k), answer_en: vary(r.answer_en, k), answer_zh: vary(r.answer_zh, k) });
    for (const r of club) {
      rows.club.push({
        ...r, id: ++ids.club, name_en: vary(r.name_en, k), name_zh: vary(r.name_zh, k), description_en: vary(r.description_en, k), description_zh: vary(r.description_zh, k),
      });
    }
    for (const r of events) {
      rows.calendar_event.push({
        ...r, id: ++ids.event, key: `${r.key}-bench-${k}`, title_en: vary(r.title_en, k), title_zh: vary(r.title_zh, k),
        description_en: vary(r.description_en, k), description_zh: vary(r.description_zh, k),
      });
    }
  }
  return rows;
}

const READS = {
  content: `SELECT * FROM content WHERE site = '${SITE}'`,
  faq: `SELECT * FROM faq WHERE site = '${SITE}'`,
  club: `SELECT * FROM club WHERE site = '${SITE}'`,
  events: `SELECT * FROM calendar_event WHERE site = '${SITE}' AND cancelled_at IS NULL`,
};
const MAX_IDS = 'SELECT (SELECT max(id) FROM content) AS content, (SELECT max(id) FROM faq) AS faq, (SELECT max(id) FROM club) AS club, (SELECT max(id) FROM calendar_event) AS event';
/** What makes the next search build the campus's index anew (searchIndex.ts's requestReindex). */
const ASK_FOR_BUILD = `UPDATE search_campus SET wanted = wanted + 1 WHERE site = '${SITE}'`;

function multiplySqlite(file) {
  const db = new Sqlite(file);
  db.pragma('busy_timeout = 10000');
  try {
    const read = Object.fromEntries(Object.entries(READS).map(([name, query]) => [name, db.prepare(query).all()]));
    const ids = db.prepare(MAX_IDS).get();
    const rows = copiesOf(read, ids);
    db.transaction(() => {
      for (const [table, list] of Object.entries(rows)) {
        if (!list.length) continue;
        const columns = Object.keys(list[0]);
        const insert = db.prepare(`INSERT INTO ${table} (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`);
        for (const row of list) insert.run(...columns.map((c) => row[c]));
      }
      db.prepare(ASK_FOR_BUILD).run();
    })();
    return Object.values(rows).reduce((n, list) => n + list.length, 0);
  } finally {
    db.close();
  }
}

async function multiplyPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const read = {};
    for (const [name, query] of Object.entries(READS)) read[name] = (await client.query(query)).rows;
    const ids = Object.fromEntries(Object.entries((await client.query(MAX_IDS)).rows[0]).map(([k, v]) => [k, Number(v)]));
    const rows = copiesOf(read, ids);
    await client.query('BEGIN');
    for (const [table, list] of Object.entries(rows)) {
      if (!list.length) continue;
      const columns = Object.keys(list[0]);
      const text = `INSERT INTO ${table} (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`;
      for (const row of list) await client.query(text, columns.map((c) => row[c]));
    }
    await client.query(ASK_FOR_BUILD);
    await client.query('COMMIT');
    return Object.values(rows).reduce((n, list) => n + list.length, 0);
  } finally {
    await client.end();
  }
}

async function entriesOf(count) {
  return count(`SELECT lang, count(*) AS n FROM search_entry WHERE site = '${SITE}' GROUP BY lang ORDER BY lang`);
}

// ---- one run ----

let client = 0;
/** A search as the page makes it, from an address of its own (the limit per client is not what is measured). */
async function search(base, q, lang) {
  client += 1;
  const started = process.hrtime.bigint();
  const response = await fetch(`${base}/api/${SITE}/user/search?${new URLSearchParams({ q, limit: '10' })}`, {
    headers: { 'x-locale': lang, 'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}` },
  });
  const body = await response.json();
  const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
  if (body.code !== '000') throw new Error(`"${q}": ${response.status} ${JSON.stringify(body)}`);
  return { elapsed, total: body.data.total };
}

async function run(name, { env, multiply, count, cleanup }) {
  const port = await freePort();
  const server = spawn(process.execPath, [path.join(root, 'api-server', 'dist', 'main.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', NODE_ENV: 'production', TRUST_PROXY: 'loopback', ...env },
    // Its start-up notes (no release, no SMTP) are not the bench's; its errors are.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    // The first start seeds the site (and asks for every campus's index to be built).
    await waitForUrl(`${base}/api/${SITE}/user/menu/list`, 120_000);
    await search(base, 'school', 'en');
    const seeded = await entriesOf(count);
    const added = await multiply();
    // The next search builds the campus's index over the multiplied corpus.
    const build = await search(base, 'school', 'en');
    const multiplied = await entriesOf(count);
    for (const { q, lang } of queries) await search(base, q, lang);
    const times = [];
    const byQuery = new Map();
    for (let round = 0; round < ROUNDS; round++) {
      for (const { q, lang } of queries) {
        const { elapsed } = await search(base, q, lang);
        times.push(elapsed);
        byQuery.set(`${lang} ${q}`, [...(byQuery.get(`${lang} ${q}`) ?? []), elapsed]);
      }
    }
    times.sort((a, b) => a - b);
    const medians = [...byQuery].map(([q, list]) => [q, list.sort((a, b) => a - b)[Math.floor(list.length / 2)]]).sort((a, b) => b[1] - a[1]);
    return {
      database: name,
      'entries seeded (en/zh)': seeded.map((r) => r.n).join('/'),
      'rows added': added,
      'entries ×10 (en/zh)': multiplied.map((r) => r.n).join('/'),
      'build ms': Math.round(build.elapsed),
      requests: times.length,
      'p50 ms': ms(percentile(times, 50)),
      'p95 ms': ms(percentile(times, 95)),
      'p99 ms': ms(percentile(times, 99)),
      'max ms': ms(times[times.length - 1]),
      slowest: medians.slice(0, 3).map(([q, t]) => `${q} ${ms(t)}`).join('; '),
    };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await cleanup();
  }
}

const rows = [];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
const sqliteFile = path.join(dir, 'schools.sqlite');
rows.push(await run('SQLite', {
  env: { DATA_DIR: dir, SQLITE_FILE: sqliteFile, DATABASE_URL: '' },
  multiply: async () => multiplySqlite(sqliteFile),
  count: async (query) => {
    const db = new Sqlite(sqliteFile, { readonly: true });
    try {
      return db.prepare(query).all();
    } finally {
      db.close();
    }
  },
  cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
}));

if (pgUrl) {
  const name = `bench_search_${process.pid}`;
  const admin = async (statement) => {
    const c = new pg.Client({ connectionString: pgUrl });
    await c.connect();
    try {
      await c.query(statement);
    } finally {
      await c.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-pg-'));
  rows.push(await run('PostgreSQL', {
    env: { DATA_DIR: pgDir, DATABASE_URL: url.toString(), DATABASE_SCHEMA: '' },
    multiply: () => multiplyPostgres(url.toString()),
    count: async (query) => {
      const c = new pg.Client({ connectionString: url.toString() });
      await c.connect();
      try {
        return (await c.query(query)).rows;
      } finally {
        await c.end();
      }
    },
    cleanup: async () => {
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      fs.rmSync(pgDir, { recursive: true, force: true });
    },
  }));
}

console.log(`${queries.length} queries of the relevance set × ${ROUNDS} rounds, one request at a time over HTTP, on ${SITE}'s corpus × ${COPIES + 1}; Node ${process.version}, ${os.cpus().length} cores`);
console.table(rows);
console.log(`highest p95 ${Math.max(...rows.map((r) => r['p95 ms']))} ms (target <= 30 ms)${pgUrl ? '' : '; PostgreSQL not measured: set TEST_DATABASE_URL'}`);
