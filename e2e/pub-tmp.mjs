import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [lang, w] of [['en', 1280], ['zh', 390]]) {
  const page = await browser.newPage({ viewport: { width: w, height: 900 } });
  await page.goto('http://localhost:8931/admin');
  await page.getByLabel(/e-mail/i).first().fill('net@example.cn');
  await page.getByLabel(/password/i).first().fill('correct-horse-battery');
  await page.getByRole('button', { name: /sign in/i }).click();
  if (lang === 'zh') await page.locator('.staff-bar button[lang="zh-CN"]').click();
  await page.locator('.staff-views button', { hasText: /Copy|文案/ }).first().click();
  await page.locator('.studio-nav__item').filter({ hasText: lang === 'en' ? 'Mission' : '办学使命' }).first().click();
  const first = page.locator('.studio-columns textarea').first();
  await first.waitFor();
  await first.fill((await first.inputValue()).replace(/\.\s*$/, '') + ' We also teach by making things.');
  const zh = page.locator('.studio-columns > *').nth(1).locator('textarea').first();
  await zh.fill((await zh.inputValue()) + '我们也在动手实践中学习。');
  await page.locator('.studio-publish').first().click();
  await page.locator('.studio-publish-dialog').waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/shots/focal/publish-${lang}-${w}.png` });
  await page.close();
}
await browser.close();
