/** @jest-environment jsdom */
// boot.js, the page's first script: overrides only after the devtools opt-in, and in production only
// those pointing at the site or an allowed development origin.
import fs from 'node:fs';
import path from 'node:path';

const BOOT = fs.readFileSync(path.join(__dirname, '../src/boot.js'), 'utf8');

/** Runs boot.js as the page does; answers the scripts it appended. */
function boot(attributes: { always?: boolean; devOrigins?: string; routes?: Record<string, string[]>; sectionFiles?: Record<string, string[]> } = {}): string[] {
  document.head.innerHTML = '';
  if (attributes.sectionFiles) {
    const list = document.createElement('script');
    list.type = 'application/json';
    list.id = 'section-preloads';
    list.textContent = JSON.stringify(attributes.sectionFiles);
    document.head.appendChild(list);
  }
  const el = document.createElement('script');
  if (attributes.routes) el.dataset.routes = JSON.stringify(attributes.routes);
  el.dataset.systemjs = '/root-config/vendor/system.js';
  el.dataset.overrides = '/root-config/vendor/import-map-overrides.js';
  el.dataset.overridesAlways = attributes.always ? 'true' : 'false';
  el.dataset.devOrigins = attributes.devOrigins ?? '';
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => el });
  (0, eval)(BOOT);
  return [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => new URL(s.src).pathname);
}

const overrides = () =>
  Object.fromEntries(Object.keys(localStorage).filter((k) => k.startsWith('import-map-override:')).map((k) => [k, localStorage.getItem(k)]));

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('loads no overrides library without the opt-in, and leaves storage alone', () => {
  localStorage.setItem('import-map-override:@schools/about', 'https://evil.example/x.js');
  expect(boot()).toEqual(['/root-config/vendor/system.js']);
  expect(overrides()).toEqual({ 'import-map-override:@schools/about': 'https://evil.example/x.js' });
});

it('with the opt-in keeps overrides to the site, localhost, 127.0.0.1 and DEV_ORIGINS, and drops the rest with a warning', () => {
  localStorage.setItem('devtools', 'true');
  const set = {
    'import-map-override:@schools/a': 'http://localhost:9004/schools-a.js',
    'import-map-override:@schools/b': 'https://127.0.0.1:8443/b.js',
    'import-map-override:@schools/c': '/mf-c/schools-c.js',
    'import-map-override:@schools/d': '//localhost:9005/schools-d.js', // the UI's port shorthand
    'import-map-override:@schools/e': 'https://dev.example.cn:8443/e.js',
    'import-map-override:@schools/f': 'http://evil.localhost:9004/schools-f.js',
    'import-map-override:@schools/g': 'https://localhost.evil.example/g.js',
    'import-map-override:@schools/h': 'https://dev.example.cn/h.js', // another port than configured
    'import-map-override:@schools/i': 'data:text/javascript,alert(1)',
    'import-map-override:@schools/j': 'http://[::1]:9004/j.js',
  };
  for (const [key, value] of Object.entries(set)) localStorage.setItem(key, value);
  localStorage.setItem('import-map-overrides-external-maps', JSON.stringify(['http://localhost:9004/map.json', 'https://evil.example/map.json']));
  expect(boot({ devOrigins: 'https://dev.example.cn:8443 http://10.0.0.7:9004' }))
    .toEqual(['/root-config/vendor/import-map-overrides.js', '/root-config/vendor/system.js']);
  expect(Object.keys(overrides()).sort()).toEqual(['a', 'b', 'c', 'd', 'e'].map((m) => `import-map-override:@schools/${m}`));
  expect(JSON.parse(localStorage.getItem('import-map-overrides-external-maps')!)).toEqual(['http://localhost:9004/map.json']);
  expect(console.warn).toHaveBeenCalledWith('import-map override of @schools/f dropped: http://evil.localhost:9004/schools-f.js is not an allowed origin');
  expect(console.warn).toHaveBeenCalledTimes(6);
});

it('drops an external-maps entry that is not a list', () => {
  localStorage.setItem('devtools', 'true');
  localStorage.setItem('import-map-overrides-external-maps', '"https://evil.example/map.json"');
  boot();
  expect(localStorage.getItem('import-map-overrides-external-maps')).toBeNull();
});

it('in development (npm run dev) loads the library always and touches nothing', () => {
  localStorage.setItem('import-map-override:@schools/about', 'http://192.168.1.5:9004/schools-about.js');
  expect(boot({ always: true })).toEqual(['/root-config/vendor/import-map-overrides.js', '/root-config/vendor/system.js']);
  expect(overrides()).toEqual({ 'import-map-override:@schools/about': 'http://192.168.1.5:9004/schools-about.js' });
});

describe('the open route\'s section', () => {
  const routes = { '@schools/home': ['/home'], '@schools/news': ['/news_list', '/news_detail'] };
  const sectionFiles = {
    '@schools/home': ['/modules/mf-home/schools-home.1.js', '/modules/mf-home/schools-home.2.css', '/modules/mf-shell/schools-ui-motion.3.js'],
    '@schools/news': ['https://cdn.example.cn/mf-news/schools-news.4.js', 'https://cdn.example.cn/mf-news/schools-news.5.css'],
  };
  const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => [l.getAttribute('href'), l.as, l.crossOrigin]);

  it('is preloaded from the hash before SystemJS asks for it: script, stylesheet and the modules only it imports', () => {
    window.location.hash = '#/news_detail?id=12&lang=en';
    boot({ routes, sectionFiles });
    expect(preloads()).toEqual([
      ['https://cdn.example.cn/mf-news/schools-news.4.js', 'script', 'anonymous'], // another origin: CORS, as SystemJS fetches it
      ['https://cdn.example.cn/mf-news/schools-news.5.css', 'style', null],
    ]);
    window.location.hash = '';
    boot({ routes, sectionFiles });
    expect(preloads()).toEqual([
      ['/modules/mf-home/schools-home.1.js', 'script', null],
      ['/modules/mf-home/schools-home.2.css', 'style', null],
      ['/modules/mf-shell/schools-ui-motion.3.js', 'script', null],
    ]);
  });

  it('is not preloaded on an unknown path, without the lists, or under overrides (its files may come from elsewhere)', () => {
    window.location.hash = '#/no-such-page';
    boot({ routes, sectionFiles });
    expect(preloads()).toEqual([]);
    window.location.hash = '#/home';
    boot({ routes });
    expect(preloads()).toEqual([]);
    localStorage.setItem('devtools', 'true');
    boot({ routes, sectionFiles });
    expect(preloads()).toEqual([]);
    window.location.hash = '';
  });
});
