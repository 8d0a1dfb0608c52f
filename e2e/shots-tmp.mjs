import { chromium } from 'playwright';
const [tag, ...routes] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [w, h] of [[1280, 800], [390, 844]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  for (const r of routes) {
    const [host, hash] = r.split('|');
    await page.goto(`http://${host}:8931/${hash}`);
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => [...document.querySelectorAll('.ui-banner img, .ui-carousel img')].every((i) => i.complete));
    await page.waitForTimeout(400);
    const name = `${tag}-${host.split('.')[0]}-${hash.replace(/[^a-z0-9]+/gi, '_')}-${w}.png`;
    await page.screenshot({ path: `/tmp/shots/focal/${name}` });
  }
  await page.close();
}
await browser.close();
