// shared-api's typed calls, as the microfrontends make them in the browser, get the campus's data.
import { expect, test } from './site';
import { PORT } from '../playwright.config';

type Loaded = { menu: string[]; hashCode: string; news: number; firstTitle: string; faq: number; headers: Record<string, string> };

test('the typed API calls return the campus data in the page language', async ({ page }) => {
  const seen: Record<string, string>[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) seen.push(request.headers());
  });
  await page.goto(`http://biwh.localhost:${PORT}/#/home?lang=cn`);
  await expect(page.locator('[data-route="/home"] h1')).toBeVisible();
  const loaded = await page.evaluate(async () => {
    const system = (window as unknown as { System: { import(name: '@schools/shared-api'): Promise<typeof import('@schools/shared-api')> } }).System;
    const { getApi } = await system.import('@schools/shared-api');
    const api = getApi();
    const menu = await api.menuList();
    const news = await api.contentList({ menuId: '07', page: 1, size: 5 });
    const faq = await api.questionContent();
    return { menu: menu.menu.map((m: { title: string }) => m.title), hashCode: menu.hashCode, news: news.total, firstTitle: news.list[0]?.title, faq: faq.length };
  }) as Omit<Loaded, 'headers'>;
  expect(loaded.menu).toEqual(['首页', '关于我们', '学生生活', '学术课程', '招生入学', '联系我们', '新闻动态']);
  expect(loaded.news).toBeGreaterThanOrEqual(12);
  expect(loaded.firstTitle).toMatch(/[\u4e00-\u9fff]/);
  expect(loaded.faq).toBeGreaterThanOrEqual(8);
  const headers = seen.at(-1)!;
  expect(headers['x-school-code']).toBe('BIWH');
  expect(headers['x-locale']).toBe('zh');
  expect(headers['x-session']).toBe('public-website');
});
