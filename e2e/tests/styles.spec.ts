// Stylesheets are files released with their modules: the frame's are linked by the page head, a
// section's are loaded before it mounts (no flash of unstyled content), and nothing injects <style>.
import { expect, test, siteUrl } from './site';

type ImportMap = { imports: Record<string, string> };

test('the head links the kit\'s and the frame\'s stylesheets, and the page has no inline <style>', async ({ page }) => {
  const { imports } = (await (await page.request.get('/import-map.json')).json()) as ImportMap;
  await page.goto(siteUrl('/about/mission', { lang: 'en' }));
  await page.locator('[data-route="/about/mission"] h1').first().waitFor();
  const headLinks = await page.locator('head link[rel="stylesheet"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
  expect(headLinks).toEqual(
    expect.arrayContaining([imports['@schools/ui/style.css'], imports['@schools/shell/style.css']]),
  );
  await expect(page.locator('style')).toHaveCount(0);
});

test('home mounts only once its stylesheet and the carousel\'s have loaded', async ({ page }) => {
  // Records, at the moment the home section has mounted, which stylesheets had loaded (the server's
  // rendering of the front door is in the section's region from the start, marked until it is hydrated).
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      if (!document.querySelector('#app-schools-home:not([data-server-rendered]) [data-route="/home"]')) return;
      seen.disconnect();
      (window as unknown as { sheetsAtMount: string[] }).sheetsAtMount = [...document.styleSheets].map((s) => s.href ?? '');
    });
    seen.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-server-rendered'] });
  });
  const { imports } = (await (await page.request.get('/import-map.json')).json()) as ImportMap;
  // A slow stylesheet: the section must wait for it rather than show unstyled.
  await page.route(`**${imports['@schools/home/style.css']}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto(siteUrl('/home', { lang: 'en' }));
  await page.locator('[data-route="/home"] h1').first().waitFor();
  const sheets = await page.evaluate(() => (window as unknown as { sheetsAtMount: string[] }).sheetsAtMount.map((h) => new URL(h || 'about:blank').pathname));
  for (const name of ['@schools/ui/style.css', '@schools/shell/style.css', '@schools/ui-motion/style.css', '@schools/home/style.css']) {
    expect(sheets).toContain(imports[name]);
  }
});
