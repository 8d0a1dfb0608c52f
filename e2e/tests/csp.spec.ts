// Import-map overrides reach only allowed origins under the page's Content-Security-Policy: boot.js
// drops the others before import-map-overrides reads them, and the policy refuses them anyway; the
// WeChat sign-in's frame works under it. That every route renders without a violation is the route
// sweep's (sweep.spec.ts).
import { ABOUT_DEV_PORT } from '../playwright.config';
import { expect, test, expectHeading, siteUrl, watchErrors, watchViolations, withSiteWaits } from './site';

test('the WeChat sign-in frames the simulator under the policy', async ({ page }) => {
  const errors = watchErrors(page);
  const violations = await watchViolations(page);
  await page.goto(siteUrl('/academics/wechat_login', { lang: 'en' }));
  const frame = page.frameLocator('iframe.acad-wechat__qr');
  await expect(frame.locator('h1')).toContainText('WeChat simulator');
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
});

test.describe('import-map overrides under the policy', () => {
  const evilUrl = `http://evil.localhost:${ABOUT_DEV_PORT}/schools-about.js`;

  test('an override to a host that is not allowed is dropped, never fetched, and the section renders from the deployed map', async ({ page }) => {
    // The other host really serves the module (Chromium resolves *.localhost to loopback): only the
    // rule keeps it out, not a failing download.
    // Checked from another tab, whose own requests (its favicon) are no concern of this page's console.
    const other = withSiteWaits(await page.context().newPage());
    const direct = await other.goto(evilUrl);
    expect(direct!.status()).toBe(200);
    expect(await direct!.text()).toContain('System.register');
    await other.close();

    const errors = watchErrors(page);
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    const violations = await watchViolations(page);
    await page.addInitScript((url) => {
      // Only once: the reload below must see what boot.js left.
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('devtools', 'true');
      localStorage.setItem('import-map-override:@schools/about', url);
      localStorage.setItem('import-map-overrides-external-maps', JSON.stringify([`http://evil.localhost:${new URL(url).port}/import-map.json`]));
    }, evilUrl);
    const toEvil: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname === 'evil.localhost') toEvil.push(request.url());
    });
    await page.goto(siteUrl('/about/our_story', { lang: 'en' }));
    await expectHeading(page, '/about/our_story', 'Our Story');
    expect(toEvil).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('import-map-override:@schools/about'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('import-map-overrides-external-maps'))).toBe('[]');
    expect(warnings.join('\n')).toContain(`import-map override of @schools/about dropped: ${evilUrl} is not an allowed origin`);
    // The overrides library did load (the opt-in is there), and overrides nothing.
    expect(await page.evaluate(() => (window as unknown as { importMapOverrides: { getOverrideMap(): { imports: object } } }).importMapOverrides.getOverrideMap().imports)).toEqual({});
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the policy is the second lock: a script from a host that is not allowed is refused by the browser', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto(siteUrl('/home', { lang: 'en' }));
    await page.waitForFunction(() => document.querySelector('[data-route="/home"] h1'));
    const loaded = await page.evaluate((url) => new Promise<string>((resolve) => {
      const script = document.createElement('script');
      script.src = url;
      script.onload = () => resolve('loaded');
      script.onerror = () => resolve('refused');
      document.head.append(script);
    }), evilUrl);
    expect(loaded).toBe('refused');
    expect(await violations()).toEqual([expect.objectContaining({ directive: 'script-src-elem', blocked: evilUrl })]);
  });

  test('with the opt-in the overrides UI appears, opens and works under the policy', async ({ page }) => {
    const errors = watchErrors(page);
    const violations = await watchViolations(page);
    await page.addInitScript(() => localStorage.setItem('devtools', 'true'));
    await page.goto(siteUrl('/about', { lang: 'en' }));
    await expectHeading(page, '/about', 'About Us');
    const trigger = page.locator('import-map-overrides-full button.imo-trigger');
    await expect(trigger).toBeVisible();
    // Styled by its own stylesheet (allowed by hash): fixed in a corner, not in the page's flow.
    expect(await trigger.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    await trigger.click();
    await expect(page.locator('import-map-overrides-full .imo-popup')).toBeVisible();
    await expect(page.locator('import-map-overrides-full .imo-list-search')).toBeVisible();
    // The list shows the deployed modules of the page's import map.
    await expect(page.locator('import-map-overrides-full .imo-overrides-table')).toContainText('@schools/about');
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  });
  // The allowed override (localhost) under the policy: dev-override.spec.ts.
});
