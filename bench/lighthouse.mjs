// npm run bench:lighthouse — Lighthouse 12's mobile performance (simulated throttling: a mid-range
// phone on slow 4G) of the pages a parent opens first: home, mission, news list, news detail, tuition
// and a senior project's blog post, on the built site served as `npm start` serves it, each at its
// hash address (the browser-rendered page) and at its real address (the server-rendered page, also
// scored for SEO). Prints, per page, the median of N runs (default 3; --runs N) of the scores, LCP,
// FCP, TBT and CLS, and whether each meets its target (hash: LCP <= 2.0 s, performance >= 90; real:
// LCP <= 1.8 s, performance >= 90, SEO >= 95). Run it on an otherwise idle machine: the simulation
// starts from what this machine measured. --base URL measures a site that is running already;
// --hash-only leaves out the real addresses (to score an older build beside this one, which had none).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBuiltSite } from '../config/lib/local-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const option = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const runs = Number(option('runs') ?? 3);
const hashOnly = process.argv.includes('--hash-only');
const TARGET = { hash: { lcpMs: 2000, score: 90 }, real: { lcpMs: 1800, score: 90, seo: 95 } };

const site = option('base') ? { base: option('base').replace(/\/$/, ''), stop() {} } : await startBuiltSite(root);
const api = async (call) => {
  const body = await (await fetch(`${site.base}/api/BISZ/user/${call}`)).json();
  if (body.code !== '000') throw new Error(`${call}: ${body.message}`);
  return body.data;
};

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  // Real items for the detail pages: the newest story, the first senior's first post.
  const [story] = (await api('content/content-list?menuId=07&page=1&size=1')).list;
  const [student] = await api('student/list');
  const [post] = await api(`student/posts?studentId=${student.id}`);
  const pages = {
    home: ['/home', '/en/home'],
    mission: ['/about/mission', '/en/about/mission'],
    'news list': ['/news_list', '/en/news_list'],
    'news detail': [`/news_detail?id=${story.id}`, `/en/news_detail/${story.id}`],
    tuition: ['/admissions/tuition', '/en/admissions/tuition'],
    'blog post': [`/academics/senior_project/blog_detail?student=${student.id}&id=${post.id}`, `/en/academics/senior_project/blog_detail/${post.id}?student=${student.id}`],
  };
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const measure = async (name, url, categories) => {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: categories, logLevel: 'error', output: 'json' });
      if (lhr.runtimeError) throw new Error(`${name} (${url}): ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const audit = (id) => lhr.audits[id].numericValue;
      const failedSeo = lhr.categories.seo ? Object.values(lhr.audits).filter((a) => lhr.categories.seo.auditRefs.some((r) => r.id === a.id && r.weight > 0) && a.score !== null && a.score < 1).map((a) => a.id) : [];
      results.push({ score: lhr.categories.performance.score * 100, seo: lhr.categories.seo ? lhr.categories.seo.score * 100 : NaN, failedSeo, lcp: audit('largest-contentful-paint'), fcp: audit('first-contentful-paint'), tbt: audit('total-blocking-time'), cls: audit('cumulative-layout-shift') });
    }
    const m = (key) => median(results.map((r) => r[key]));
    return { m, failedSeo: [...new Set(results.flatMap((r) => r.failedSeo))] };
  };
  const table = {};
  for (const [name, [hash, real]] of Object.entries(pages)) {
    const atHash = await measure(name, `${site.base}/#${hash}`, ['performance']);
    const row = (label, { m }, target) => ({
      page: name,
      address: label,
      performance: Math.round(m('score')),
      SEO: Number.isNaN(m('seo')) ? '' : Math.round(m('seo')),
      'LCP s': (m('lcp') / 1000).toFixed(2),
      'FCP s': (m('fcp') / 1000).toFixed(2),
      'TBT ms': Math.round(m('tbt')),
      CLS: m('cls').toFixed(3),
      target: m('lcp') <= target.lcpMs && m('score') >= target.score && (!target.seo || m('seo') >= target.seo) ? 'met' : 'MISSED',
    });
    table[`${name} #`] = row('hash', atHash, TARGET.hash);
    if (hashOnly) continue;
    const atReal = await measure(name, `${site.base}${real}`, ['performance', 'seo']);
    table[`${name} /`] = row('real', atReal, TARGET.real);
    if (atReal.failedSeo.length) console.log(`${name}: SEO audits not passed: ${atReal.failedSeo.join(', ')}`);
  }
  console.log(`Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile, simulated throttling, median of ${runs} runs per page and address (targets: hash LCP <= ${TARGET.hash.lcpMs / 1000} s and performance >= ${TARGET.hash.score}; real LCP <= ${TARGET.real.lcpMs / 1000} s, performance >= ${TARGET.real.score}, SEO >= ${TARGET.real.seo})`);
  console.table(table);
} finally {
  await chrome.kill();
  site.stop();
}
