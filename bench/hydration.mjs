// npm run bench:hydration — what a server-rendered page costs the visitor's phone once it has arrived,
// for the pages issue 37 names (home, mission, a news story), at their real addresses:
// - main-thread work (Lighthouse's breakdown, mobile, the CPU slowed 4×) and TBT, and the performance score;
// - TBT and the performance score with the CPU slowed 8× (a budget phone);
// - in-site navigation on an unthrottled desktop: a click on a menu link to the page's content shown
//   (its heading in the page region, nothing loading), median of 10;
// - the first-load JavaScript, gzip, of home and of the heaviest other page of each section.
// Median of N Lighthouse runs per row (default 3; --runs N). Run it on an idle machine: the simulation
// starts from what this machine measured. --root DIR measures another checkout's build (built with
// `npm run build` there) instead of this one; --before DIR measures that build beside this one (or
// beside --root), their Lighthouse runs taken in turns, so that a machine growing busier or quieter
// during the bench weighs on both alike. --floor measures each page three ways (see FLOORS below).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { startBuiltSite } from '../config/lib/local-server.mjs';

const option = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const root = path.resolve(option('root') ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
const before = option('before') ? path.resolve(option('before')) : undefined;
const runs = Number(option('runs') ?? 3);
// --floor: each page also without scripts, and with only what any React page of this site must run (the
// loader, React DOM and rxjs: the page's own modules blocked), so that a figure can be read against
// the part of it no change to the site's own code can take away.
const floor = process.argv.includes('--floor');
const FLOORS = {
  'no script': ['*/vendor/boot.*'],
  'loader + React DOM + rxjs only': ['*/modules/shared-api/*.js', '*/modules/mf-*.js', '*/schools-root-config.*.js'],
  'whole page': [],
};
// Lighthouse drives a full Chromium; Playwright its headless shell (as the end-to-end tests do).
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HEADLESS_SHELL = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The builds measured, each served by a site of its own: this one, or before and after. */
const builds = before ? [{ label: ' (before)', root: before }, { label: ' (after)', root }] : [{ label: '', root }];
for (const build of builds) build.site = await startBuiltSite(build.root);
const { site } = builds[0];
const api = async (call) => {
  const body = await (await fetch(`${site.base}/api/BISZ/user/${call}`)).json();
  if (body.code !== '000') throw new Error(`${call}: ${body.message}`);
  return body.data;
};

try {
  // The seed is the same for every build: so are the story's id and address.
  const [story] = (await api('content/content-list?menuId=07&page=1&size=1')).list;
  const pages = {
    home: { real: '/en/home', hash: '/home' },
    mission: { real: '/en/about/mission', hash: '/about/mission' },
    'news detail': { real: `/en/news_detail/${story.id}`, hash: `/news_detail?id=${story.id}` },
  };

  // ---- Lighthouse at 4× and 8× ----
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const lighthouseRows = {};
  // Lighthouse sometimes loses a trace (NO_NAVSTART, NO_FCP on a busy machine): that run is made again.
  const audit = async (url, cpu, blockedUrlPatterns = []) => {
    for (let attempt = 1; ; attempt++) {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpu },
        blockedUrlPatterns,
      });
      if (!lhr.runtimeError) return lhr;
      if (attempt === 3) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    }
  };
  /**
   * A row per build: medians of `runs` audits of `path` at 4× and at 8×, the page's own scripts blocked
   * as `blocked` says, the builds' audits taken in turns.
   */
  const rows = async (name, path, blocked) => {
    const results = builds.map(() => ({ 4: [], 8: [] }));
    for (const cpu of [4, 8]) {
      for (let i = 0; i < runs; i++) {
        for (const [b, build] of builds.entries()) {
          const lhr = await audit(`${build.site.base}${path}`, cpu, blocked);
          results[b][cpu].push({
            work: lhr.audits['mainthread-work-breakdown'].numericValue,
            tbt: lhr.audits['total-blocking-time'].numericValue,
            score: lhr.categories.performance.score * 100,
          });
        }
      }
    }
    for (const [b, build] of builds.entries()) {
      const m = (cpu, key) => median(results[b][cpu].map((r) => r[key]));
      lighthouseRows[`${name}${build.label}`] = {
        'main thread 4× s': (m(4, 'work') / 1000).toFixed(2),
        'TBT 4× ms': Math.round(m(4, 'tbt')),
        'score 4×': Math.round(m(4, 'score')),
        'TBT 8× ms': Math.round(m(8, 'tbt')),
        'score 8×': Math.round(m(8, 'score')),
      };
    }
  };
  try {
    for (const [name, { real }] of Object.entries(pages)) {
      if (!floor) await rows(name, real, []);
      else for (const [variant, blocked] of Object.entries(FLOORS)) await rows(`${name}: ${variant}`, real, blocked);
    }
  } finally {
    await chrome.kill();
  }

  // ---- click → content, and first-load JavaScript ----
  const browser = await chromium.launch({ executablePath: HEADLESS_SHELL });
  const clicks = {};
  const firstLoad = {};
  try {
    for (const { label, site } of builds) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      for (const [name, { hash }] of Object.entries(pages)) {
        const times = [];
        for (let i = 0; i < 10; i++) {
          // From another page, a click on a link to this one (a story's link is on the news list).
          const from = name === 'news detail' ? '/news_list' : name === 'home' ? '/about/mission' : '/home';
          await page.goto(`${site.base}/#${from}?lang=en`);
          await page.locator(`[data-route="${from}"] h1`).first().waitFor();
          await page.waitForFunction(() => !document.querySelector('#page[aria-busy="true"]'));
          const path = hash.split('?')[0];
          const link = page.locator(`a[href^="#${hash}"]`).first();
          await link.waitFor({ state: 'attached' });
          times.push(
            await link.evaluate(
              (a, route) =>
                new Promise((resolve) => {
                  const shown = () => {
                    const h1 = document.querySelector(`#page > .app-region:not([hidden]) [data-route="${route}"] h1`);
                    return h1 && h1.textContent && !document.querySelector('#page[aria-busy="true"]');
                  };
                  const start = performance.now();
                  const observer = new MutationObserver(() => {
                    if (!shown()) return;
                    observer.disconnect();
                    // The frame the content is painted in.
                    requestAnimationFrame(() => resolve(performance.now() - start));
                  });
                  observer.observe(document.getElementById('page'), { subtree: true, childList: true, attributes: true, characterData: true });
                  a.click();
                }),
              path,
            ),
          );
        }
        clicks[`${name}${label}`] = { 'click → content median ms': Math.round(median(times)), 'slowest ms': Math.round(Math.max(...times)) };
      }

      const scripts = async (hash) => {
        const sizes = [];
        const context = await browser.newContext();
        const tab = await context.newPage();
        tab.on('response', (response) => {
          if (response.request().resourceType() === 'script') sizes.push(response.body().then((body) => gzipSync(body).byteLength, () => 0));
        });
        await tab.goto(`${site.base}/#${hash}?lang=en`);
        await tab.locator(`[data-route="${hash.split('?')[0]}"] h1`).first().waitFor();
        await tab.waitForLoadState('networkidle');
        const total = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
        await context.close();
        return total / 1024;
      };
      firstLoad[`home${label}`] = (await scripts('/home')).toFixed(2);
      let heaviest = { path: '', kb: 0 };
      for (const path of ['/about', '/stuLife', '/academics', '/admissions', '/contact_us', '/admissions/recruit', '/news_list']) {
        const kb = await scripts(path);
        if (kb > heaviest.kb) heaviest = { path, kb };
      }
      firstLoad[`heaviest other (${heaviest.path})${label}`] = heaviest.kb.toFixed(2);
    }
  } finally {
    await browser.close();
  }

  console.log(before ? `Builds measured: before ${before}, after ${root}` : `Build measured: ${root}`);
  console.log(`Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile, simulated slow 4G, real addresses, median of ${runs} runs (targets: main thread 4× ≤ 0.6 s on mission and news detail, ≤ 0.9 s on home; TBT 8× ≤ 50 ms; score 100):`);
  console.table(lighthouseRows);
  console.log('In-site navigation, unthrottled desktop (1280 × 900), 10 clicks each (target: median ≤ 100 ms):');
  console.table(clicks);
  console.log('First-load JavaScript, KB gzip (budgets: home 151, other pages 133):');
  console.table(firstLoad);
} finally {
  for (const build of builds) build.site.stop();
}
