// npm run bench:pages — how fast the server answers a page at its real address (server-rendered HTML):
// every page of a campus in both languages plus its news stories, first from a cold cache (each page
// rendered: its API calls in-process, the React render) and then warm (the rendered page from the cache,
// the document assembled per request). Prints p50, p95 and p99 of each, and whether the warm p95 meets
// the target (<= 20 ms). Sequential requests on one connection: the latency of one page, not throughput.
// --base URL measures a site that is running already; --rounds N warm rounds (default 5).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBuiltSite } from '../config/lib/local-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const option = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const rounds = Number(option('rounds') ?? 5);
const TARGET_P95_MS = 20;
const CAMPUS = 'BIGZ';

const site = option('base') ? { base: option('base').replace(/\/$/, ''), stop() {} } : await startBuiltSite(root);
try {
  // The campus's own list of its pages.
  const sitemap = await (await fetch(`${site.base}/${CAMPUS}/sitemap.xml`)).text();
  const addresses = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].replace(/&amp;/g, '&')));
  // Making the sitemap rendered every page once, for this origin. Rendered pages are cached per origin
  // (a page may name its own address), so the same pages under the other loopback name start cold.
  const cold = new URL(site.base);
  cold.hostname = cold.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  const timeOf = async (url) => {
    const start = process.hrtime.bigint();
    const answer = await fetch(url);
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
    return Number(process.hrtime.bigint() - start) / 1e6;
  };
  const at = (base, address) => `${base.origin}${address.pathname}${address.search}`;
  const coldTimes = [];
  for (const address of addresses) coldTimes.push(await timeOf(at(cold, address)));
  const warmTimes = [];
  for (let r = 0; r < rounds; r++) for (const address of addresses) warmTimes.push(await timeOf(at(cold, address)));

  const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];
  const row = (values) => ({ requests: values.length, 'p50 ms': percentile(values, 50).toFixed(1), 'p95 ms': percentile(values, 95).toFixed(1), 'p99 ms': percentile(values, 99).toFixed(1) });
  console.log(`Server-rendered pages of ${CAMPUS}: ${addresses.length} addresses (both languages, from its sitemap), sequential requests`);
  console.table({ 'cold (rendered now)': row(coldTimes), [`warm (cached, ${rounds} rounds)`]: row(warmTimes) });
  const p95 = percentile(warmTimes, 95);
  console.log(`warm p95 ${p95.toFixed(1)} ms: target (<= ${TARGET_P95_MS} ms) ${p95 <= TARGET_P95_MS ? 'met' : 'MISSED'}`);
} finally {
  site.stop();
}
