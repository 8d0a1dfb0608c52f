// Seven microfrontends, one React: the shared modules are loaded once, and no bundle carries its own copy.
import { expect, test, siteUrl } from './site';

test('exactly one React is loaded across all microfrontends', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  await page.goto(siteUrl('/home', { lang: 'en' }));
  for (const path of ['/about', '/stuLife', '/admissions', '/academics', '/news_list', '/home']) {
    await page.evaluate((hash) => (window.location.hash = hash), `#${path}?lang=en`);
    await expect(page.locator(`[data-route="${path}"] h1`).first()).toBeVisible();
  }

  const count = (pattern: RegExp) => scripts.filter((s) => pattern.test(s)).length;
  expect(count(/\/react\.[0-9a-f]{8}\.js$/)).toBe(1);
  expect(count(/\/react-dom-client\.[0-9a-f]{8}\.js$/)).toBe(1);
  expect(count(/\/react-jsx-runtime\.[0-9a-f]{8}\.js$/)).toBe(1);
  expect(count(/\/rxjs\.[0-9a-f]{8}\.js$/)).toBe(1);
  expect(count(/\/schools-shared-api\.[0-9a-f]{8}\.js$/)).toBe(1);
  // single-spa is part of the root config's bundle (its only caller), not a module of its own.
  expect(count(/\/single-spa\.[0-9a-f]{8}\.js$/)).toBe(0);
  for (const mf of ['shell', 'ui', 'home', 'about', 'student-life', 'admissions', 'academics', 'news']) {
    expect(count(new RegExp(`/schools-${mf}\\.[0-9a-f]{8}\\.js$`)), mf).toBe(1);
  }

  // A message only React's own module has (its Children.only); a bundle with a copy of React has it too.
  const marker = 'React.Children.only expected to receive a single React element child';
  const carriers: string[] = [];
  for (const path of new Set(scripts)) {
    const body = await (await page.request.get(path)).text();
    if (body.includes(marker)) carriers.push(path);
  }
  expect(carriers).toHaveLength(1);
  expect(carriers[0]).toMatch(/\/react\.[0-9a-f]{8}\.js$/);

  // SystemJS keys a module's instance by its address: one file fetched once is one instance, which every
  // section's hooks run on (the page's minimal loader has no registry to list them).
});

test('the page preloads the shared modules and caches hashed files forever', async ({ page, request }) => {
  await page.goto(siteUrl('/home', { lang: 'en' }));
  const map = (await (await request.get('/import-map.json')).json()) as { imports: Record<string, string> };
  // boot.js adds them when the scripts start, after the page's first paint.
  const preloads = () => page.locator('link[rel="preload"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
  await expect.poll(preloads).toEqual(expect.arrayContaining(['react', 'react-dom/client', 'rxjs', '@schools/root-config'].map((name) => map.imports[name])));
  const index = await request.get('/');
  expect(index.headers()['cache-control']).toBe('no-store');
  const mapResponse = await request.get('/import-map.json');
  expect(mapResponse.headers()['cache-control']).toBe('no-store');
  const hashed = await request.get(map.imports['react-dom/client']!, { headers: { 'accept-encoding': 'gzip' } });
  expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(hashed.headers()['content-encoding']).toBe('gzip');
});

test('the overrides UI is hidden in production unless localStorage.devtools is set', async ({ page }) => {
  await page.goto(siteUrl('/home', { lang: 'en' }));
  await expect(page.locator('import-map-overrides-full')).toHaveCount(1);
  await expect(page.locator('import-map-overrides-full button')).toHaveCount(0);
  await page.evaluate(() => localStorage.setItem('devtools', 'true'));
  await page.reload();
  await expect(page.locator('.imo-trigger, import-map-overrides-full >> css=button').first()).toBeVisible();
});

test('the open route\'s section script and stylesheet are fetched from the start, by the page\'s preloads, not when single-spa asks', async ({ page, request }) => {
  const map = (await (await request.get('/import-map.json')).json()) as { imports: Record<string, string> };
  for (const [path, section] of [['/news_list', '@schools/news'], ['/admissions/tuition', '@schools/admissions'], ['/home', '@schools/home']] as const) {
    await page.goto('about:blank');
    await page.goto(siteUrl(path, { lang: 'en' }));
    await page.locator(`[data-route="${path}"]`).first().waitFor();
    const entries = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => ({ url: e.name, by: (e as PerformanceResourceTiming).initiatorType })));
    for (const file of [map.imports[section]!, map.imports[`${section}/style.css`]!]) {
      const fetched = entries.filter((e) => new URL(e.url).pathname === file);
      // Fetched once, by the <link rel="preload"> that boot.js added from the hash.
      expect([path, file, fetched.map((e) => e.by)]).toEqual([path, file, ['link']]);
    }
  }
});
