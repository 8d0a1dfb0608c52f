import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [lang, w] of [['en', 1280], ['cn', 390]]) {
  const page = await browser.newPage({ viewport: { width: w, height: 900 } });
  await page.goto(`http://bisz.localhost:8931/#/admissions/recruit?lang=${lang}`);
  const grade = page.locator('select').first();
  await page.locator('.adm-signup__form').waitFor(); await page.waitForFunction(() => !document.querySelector('[aria-busy=true]')); await page.waitForTimeout(3000);
  const selects = page.locator('.adm-signup__form select');
  await selects.nth(0).selectOption({ index: 4 }); await page.locator('.adm-sessions__grid input[type=radio]').first().check();

  await page.waitForTimeout(500);
  await page.locator('.adm-signup__form').screenshot({ path: `/tmp/shots/focal/recruit-${lang}-${w}.png` });
  await page.close();
}
await browser.close();
