/** @jest-environment jsdom */
// boot.js, the page's first script: overrides only after the devtools opt-in, and in production only
// those pointing at the site or an allowed development origin.
import fs from 'node:fs';
import path from 'node:path';

const BOOT = fs.readFileSync(path.join(__dirname, '../src/boot.js'), 'utf8');

/** Runs boot.js as the page does; answers the scripts it appended. */
function boot(attributes: { always?: boolean; devOrigins?: string; routes?: Record<string, string[]>; sectionFiles?: Record<string, string[]>; frameFiles?: string[] } = {}): string[] {
  document.head.innerHTML = '';
  const lists = { 'section-preloads': attributes.sectionFiles, 'frame-preloads': attributes.frameFiles };
  for (const [id, files] of Object.entries(lists)) {
    if (!files) continue;
    const list = document.createElement('script');
    list.type = 'application/json';
    list.id = id;
    list.textContent = JSON.stringify(files);
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
  // boot.js asks for one file per task (jsdom has no MessageChannel: its timers), SystemJS after the last.
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks for one file per task, and for SystemJS only after the last', () => {
    window.location.hash = '#/home';
    const scripts = boot({ routes, sectionFiles });
    expect(scripts).toEqual([]);
    expect(preloads()).toEqual([['/modules/mf-home/schools-home.1.js', 'script', null]]);
    jest.advanceTimersToNextTimer();
    expect(preloads()).toHaveLength(2);
    jest.runAllTimers();
    expect(preloads()).toHaveLength(3);
    expect([...document.head.querySelectorAll('link[rel="preload"], script[src]')].map((e) => e.getAttribute('href') ?? e.getAttribute('src')).at(-1))
      .toBe('/root-config/vendor/system.js');
    window.location.hash = '';
  });

  it('a file that cannot be preloaded (an address the browser refuses) is skipped, and SystemJS still comes', () => {
    window.location.hash = '#/home';
    boot({ routes, sectionFiles, frameFiles: ['https://[bad/react.js', '/modules/root-config/shared/prod/react.6.js'] });
    jest.runAllTimers();
    expect(preloads().map(([href]) => href)).toEqual(['/modules/root-config/shared/prod/react.6.js', ...sectionFiles['@schools/home']]);
    expect([...document.head.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => new URL(s.src).pathname)).toEqual(['/root-config/vendor/system.js']);
    window.location.hash = '';
  });

  it('is preloaded from the hash before SystemJS asks for it: script, stylesheet and the modules only it imports', () => {
    window.location.hash = '#/news_detail?id=12&lang=en';
    boot({ routes, sectionFiles });
    jest.runAllTimers();
    expect(preloads()).toEqual([
      ['https://cdn.example.cn/mf-news/schools-news.4.js', 'script', 'anonymous'], // another origin: CORS, as SystemJS fetches it
      ['https://cdn.example.cn/mf-news/schools-news.5.css', 'style', null],
    ]);
    window.location.hash = '';
    boot({ routes, sectionFiles });
    jest.runAllTimers();
    expect(preloads()).toEqual([
      ['/modules/mf-home/schools-home.1.js', 'script', null],
      ['/modules/mf-home/schools-home.2.css', 'style', null],
      ['/modules/mf-shell/schools-ui-motion.3.js', 'script', null],
    ]);
  });

  it('comes after the frame\'s modules, which are preloaded on every path', () => {
    window.location.hash = '#/home';
    boot({ routes, sectionFiles, frameFiles: ['/modules/root-config/shared/prod/react.6.js', 'https://cdn.example.cn/mf-shell/schools-ui.7.js'] });
    jest.runAllTimers();
    expect(preloads()).toEqual([
      ['/modules/root-config/shared/prod/react.6.js', 'script', null],
      ['https://cdn.example.cn/mf-shell/schools-ui.7.js', 'script', 'anonymous'],
      ['/modules/mf-home/schools-home.1.js', 'script', null],
      ['/modules/mf-home/schools-home.2.css', 'style', null],
      ['/modules/mf-shell/schools-ui-motion.3.js', 'script', null],
    ]);
    window.location.hash = '#/no-such-page';
    boot({ routes, sectionFiles, frameFiles: ['/modules/root-config/shared/prod/react.6.js'] });
    jest.runAllTimers();
    expect(preloads()).toEqual([['/modules/root-config/shared/prod/react.6.js', 'script', null]]);
    window.location.hash = '';
  });

  it('once SystemJS has loaded, runs the frame\'s modules one per task, each after the last has run, and the root config last', async () => {
    const frameFiles = ['/modules/root-config/shared/prod/react.6.js', '/modules/root-config/shared/prod/react-dom-client.8.js', '/modules/mf-shell/schools-ui.7.js'];
    boot({ frameFiles });
    jest.runAllTimers();
    const imported: string[] = [];
    const running: (() => void)[] = [];
    (window as unknown as { System: unknown }).System = {
      import: (id: string) => {
        imported.push(id);
        return new Promise<void>((resolve) => running.push(resolve));
      },
    };
    const systemjs = document.head.querySelector<HTMLScriptElement>('script[src$="/system.js"]')!;
    systemjs.onload!(new Event('load'));
    expect(imported).toEqual([frameFiles[0]]);
    for (let i = 1; i <= frameFiles.length; i++) {
      // Nothing more while a module runs; the next one in the task after it has.
      jest.runAllTimers();
      expect(imported).toHaveLength(i);
      running[i - 1]!();
      await Promise.resolve();
      await Promise.resolve();
      expect(imported).toHaveLength(i);
      jest.advanceTimersToNextTimer();
      expect(imported).toHaveLength(i + 1);
    }
    expect(imported).toEqual([...frameFiles, '@schools/root-config']);
    delete (window as unknown as { System?: unknown }).System;
  });

  it('is not preloaded on an unknown path, without the lists, or under overrides (its files may come from elsewhere)', () => {
    window.location.hash = '#/no-such-page';
    boot({ routes, sectionFiles });
    expect(preloads()).toEqual([]);
    window.location.hash = '#/home';
    boot({ routes });
    expect(preloads()).toEqual([]);
    localStorage.setItem('devtools', 'true');
    boot({ routes, sectionFiles, frameFiles: ['/modules/root-config/shared/prod/react.6.js'] });
    expect(preloads()).toEqual([]);
    window.location.hash = '';
  });
});

describe('the server\'s rendering of a hash address', () => {
  /** The document the server answers for /?hash=…: the page in its section's region, its data, picture and the section's stylesheet in the head. */
  const SERVED =
    '<!doctype html><html lang="en" data-server-page="#/about/mission?lang=en"><head>' +
    '<link rel="preload" as="image" href="/storage/bisz/mission.svg" fetchpriority="high">' +
    '<link rel="stylesheet" href="/modules/mf-shell/schools-ui.1.css"><link rel="stylesheet" href="/modules/mf-about/schools-about.2.css">' +
    '<script type="application/json" id="page-data">{"regions":{"app-schools-about":{}}}</script>' +
    '</head><body><div id="shell"><div id="app-schools-shell" class="app-region" data-server-rendered><header>Lumina</header></div></div>' +
    '<main id="page"><div id="app-schools-about" class="app-region" data-server-rendered><article data-route="/about/mission"><h1>Mission</h1></article></div></main>' +
    '<div id="site-footer" data-server-rendered><footer>Contact</footer></div></body></html>';
  let asked: string[];
  let answer: { ok: boolean; text: string };
  let frames: FrameRequestCallback[];
  /** Reports the page's first contentful paint to the paint observers boot.js made. */
  let paint: () => void;

  const scripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => new URL(s.src).pathname);
  const heading = () => document.querySelector('#page > [data-server-rendered] h1')?.textContent;
  const settle = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  /** The section's stylesheet has loaded. */
  const styled = () => document.head.querySelector<HTMLLinkElement>('link[href="/modules/mf-about/schools-about.2.css"]')!.dispatchEvent(new Event('load'));

  beforeEach(() => {
    asked = [];
    answer = { ok: true, text: SERVED };
    frames = [];
    jest.useFakeTimers();
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((f) => (frames.push(f), frames.length));
    const observers: Array<() => void> = [];
    paint = () => observers.splice(0).forEach((report) => report());
    (window as unknown as { PerformanceObserver: unknown }).PerformanceObserver = class {
      constructor(callback: (list: { getEntriesByName(name: string): unknown[] }, observer: unknown) => void) {
        observers.push(() => callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, this));
      }
      observe() {}
      disconnect() {}
    };
    (window as unknown as { fetch: unknown }).fetch = jest.fn(async (address: string) => {
      asked.push(address);
      return { ok: answer.ok, text: async () => answer.text };
    });
    document.documentElement.removeAttribute('data-server-page');
    document.body.innerHTML = '<div id="shell"></div><main id="page"></main><div id="site-footer"></div>';
    document.getElementById('page-data')?.remove();
    window.history.replaceState(null, '', '/#/about/mission');
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (window as unknown as { fetch?: unknown }).fetch;
    delete (window as unknown as { PerformanceObserver?: unknown }).PerformanceObserver;
    document.documentElement.removeAttribute('data-server-page');
    window.history.replaceState(null, '', '/');
  });

  /** Runs boot.js with the frame's stylesheet already linked, as the page has it. */
  function bootPage(): void {
    boot();
    const frame = document.createElement('link');
    frame.rel = 'stylesheet';
    frame.href = '/modules/mf-shell/schools-ui.1.css';
    document.head.appendChild(frame);
  }

  it('asks for the address with its hash as a query, shows the page once its stylesheet has loaded, and only then starts the scripts', async () => {
    window.history.replaceState(null, '', '/BBSZ/?school=BBSZ#/about/mission?lang=cn');
    bootPage();
    expect(asked).toEqual(['/BBSZ/?school=BBSZ&hash=%2Fabout%2Fmission%3Flang%3Dcn']);
    expect(scripts()).toEqual([]); // SystemJS waits
    await settle();
    // The picture is asked for at once; the section's stylesheet is linked, the frame's not twice.
    expect([...document.head.querySelectorAll('link')].map((l) => [l.rel, l.getAttribute('href')])).toEqual([
      ['stylesheet', '/modules/mf-shell/schools-ui.1.css'],
      ['preload', '/storage/bisz/mission.svg'],
      ['stylesheet', '/modules/mf-about/schools-about.2.css'],
    ]);
    expect(heading()).toBeUndefined();
    styled();
    expect(heading()).toBe('Mission');
    // In the section's region, with the data it was rendered with, for the section to hydrate: no hand-over script.
    expect(document.querySelector('#page > #app-schools-about[data-server-rendered]')).not.toBeNull();
    // The frame the server drew around it, in the frame's elements, for the shell to hydrate.
    expect(document.querySelector('#shell > #app-schools-shell[data-server-rendered] header')?.textContent).toBe('Lumina');
    expect(document.querySelector('#site-footer[data-server-rendered] footer')?.textContent).toBe('Contact');
    expect(JSON.parse(document.getElementById('page-data')!.textContent!)).toEqual({ regions: { 'app-schools-about': {} } });
    expect(document.documentElement.getAttribute('data-server-page')).toBe('#/about/mission?lang=en');
    expect(scripts()).toEqual([]);
    // Once it has painted, the scripts start.
    paint();
    expect(scripts()).toEqual(['/root-config/vendor/system.js']);
  });

  it('on a real address, whose document has the server\'s page, asks for nothing and starts the scripts once it has painted', () => {
    jest.useFakeTimers();
    document.documentElement.setAttribute('data-server-page', '#/about/mission?lang=en');
    boot({ frameFiles: ['/modules/root-config/shared/prod/react.6.js'] });
    expect(scripts()).toEqual([]);
    // Nor are they preloaded before: they would share a slow network with the page's picture.
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
    paint();
    expect([...document.head.querySelectorAll('link[rel="preload"]')].map((l) => l.getAttribute('href'))).toEqual(['/modules/root-config/shared/prod/react.6.js']);
    // SystemJS in the next task, after the preloads.
    expect(scripts()).toEqual([]);
    jest.runAllTimers();
    expect(scripts()).toEqual(['/root-config/vendor/system.js']);
    expect(asked).toEqual([]);
    jest.useRealTimers();
  });

  it('on a real address turns the address into the hash address the server named, campus prefix kept, without a history entry', () => {
    const cases: Array<[string, string, string]> = [
      ['/en/about/mission', '#/about/mission?lang=en', '/#/about/mission?lang=en'],
      ['/zh/news_detail/12', '#/news_detail?id=12&lang=cn', '/#/news_detail?id=12&lang=cn'],
      ['/BBSZ/zh/stuLife/library', '#/stuLife/library?lang=cn', '/BBSZ/#/stuLife/library?lang=cn'],
      ['/en/academics/calendar?year=2025-26', '#/academics/calendar?year=2025-26&lang=en', '/#/academics/calendar?year=2025-26&lang=en'],
      ['/en/no/such/page', '#/no/such/page?lang=en', '/#/no/such/page?lang=en'],
      ['/zh', '#/home?lang=cn', '/#/home?lang=cn'],
    ];
    for (const [real, served, result] of cases) {
      window.history.replaceState(null, '', real);
      const entries = window.history.length;
      document.documentElement.setAttribute('data-server-page', served);
      boot();
      expect(window.location.pathname + window.location.search + window.location.hash).toBe(result);
      expect(window.history.length).toBe(entries);
    }
    expect(asked).toEqual([]);
  });

  it('at the front door opened at another page\'s hash drops the server\'s home and its data, and asks for the page the hash names', async () => {
    const home = '<div id="app-schools-home" class="app-region" data-server-rendered><article data-route="/home"><h1>Welcome</h1></article></div>';
    const frontDoor = (hash: string, header = '', footer = '') => {
      window.history.replaceState(null, '', `/${hash}`);
      document.documentElement.setAttribute('data-server-page', '#/home?lang=en');
      document.body.innerHTML = `${header}<main id="page">${home}</main>${footer}`;
      const data = document.createElement('script');
      data.type = 'application/json';
      data.id = 'page-data';
      data.textContent = '{"regions":{"app-schools-home":{}}}';
      document.body.appendChild(data);
      bootPage();
    };
    // No hash, or the home page's own: the server's home stays, and nothing is asked for.
    for (const hash of ['', '#/', '#/home', '#/home?lang=en']) {
      frontDoor(hash);
      expect(heading()).toBe('Welcome');
      expect(document.getElementById('page-data')).not.toBeNull();
    }
    expect(asked).toEqual([]);
    // Home in the other language: asked for in that language.
    frontDoor('#/home?lang=cn');
    expect(document.getElementById('app-schools-home')).toBeNull();
    expect(asked).toEqual(['/?hash=%2Fhome%3Flang%3Dcn']);
    asked.length = 0;
    // The frame the server drew around its home goes with it (the header's region; the footer's content).
    frontDoor('#/about/mission?lang=en', '<div id="shell"><div id="app-schools-shell" class="app-region" data-server-rendered><header>Lumina</header></div></div>', '<div id="site-footer" data-server-rendered><footer>Contact</footer></div>');
    expect(document.getElementById('app-schools-home')).toBeNull();
    expect(document.getElementById('page-data')).toBeNull();
    expect(document.getElementById('app-schools-shell')).toBeNull();
    expect(document.getElementById('site-footer')!.outerHTML).toBe('<div id="site-footer"></div>');
    expect(asked).toEqual(['/?hash=%2Fabout%2Fmission%3Flang%3Den']);
    await settle();
    styled();
    expect(heading()).toBe('Mission');
    expect(document.documentElement.getAttribute('data-server-page')).toBe('#/about/mission?lang=en');
  });

  it('starts the scripts at once when there is no page to show: a 404, or the visitor moved on, or the section is there already', async () => {
    answer = { ok: false, text: '<html><body>Not found</body></html>' };
    bootPage();
    await settle();
    expect(scripts()).toEqual(['/root-config/vendor/system.js']);
    expect(heading()).toBeUndefined();

    answer = { ok: true, text: SERVED };
    bootPage();
    await settle();
    window.history.replaceState(null, '', '/#/news_list');
    styled();
    expect(heading()).toBeUndefined();
    expect(scripts()).toEqual(['/root-config/vendor/system.js']);

    window.history.replaceState(null, '', '/#/about/mission?lang=en'); // the router wrote the language in: the same page
    bootPage();
    await settle();
    styled();
    expect(heading()).toBe('Mission');
    document.querySelector('#page > [data-server-rendered]')!.remove();
    document.getElementById('page-data')!.remove();
    document.documentElement.removeAttribute('data-server-page');

    // The root config has started (the section's region is there): the section renders the page itself.
    bootPage();
    await settle();
    document.getElementById('page')!.innerHTML = '<div class="app-region" id="app-schools-about"><article><h1>Mission</h1></article></div>';
    styled();
    expect(heading()).toBeUndefined();
    expect(document.querySelectorAll('#app-schools-about')).toHaveLength(1);
    expect(document.getElementById('page-data')).toBeNull();
    expect(scripts()).toEqual(['/root-config/vendor/system.js']);
  });

  it('waits three seconds at most before starting the scripts', () => {
    (window as unknown as { fetch: unknown }).fetch = jest.fn(() => new Promise(() => undefined)); // never answers
    bootPage();
    jest.advanceTimersByTime(2_999);
    expect(scripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(scripts()).toEqual(['/root-config/vendor/system.js']);
  });

  it('asks for nothing in the studio\'s preview or under overrides, and starts the scripts at once', () => {
    window.history.replaceState(null, '', '/?studio-preview=1#/about/mission');
    bootPage();
    expect(scripts()).toEqual(['/root-config/vendor/system.js']);
    bootPage();
    window.history.replaceState(null, '', '/#/about/mission');
    localStorage.setItem('devtools', 'true');
    expect(boot()).toEqual(['/root-config/vendor/import-map-overrides.js', '/root-config/vendor/system.js']);
    expect(asked).toEqual([]);
  });
});
