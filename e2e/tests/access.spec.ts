// Accessibility that axe cannot see (issue 20, item 12): what a keyboard user meets, what a screen
// reader announces, each checked in real Chromium on the composed site.
import type { Page } from '@playwright/test';
import { PORT } from '../playwright.config';
import { getCampus, type BlogPost, type Club, type ContentItem, type Page as ListPage, type SeniorStudent } from '@schools/shared-api';
import { expect, test, contentApi, pageAtRest, siteUrl, staffSignIn } from './site';

/** The focused element's box and the fixed header's bottom edge, in viewport pixels. */
async function focusedBelowHeader(page: Page): Promise<{ top: number; bottom: number; headerBottom: number; what: string }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const box = el.getBoundingClientRect();
    const header = document.querySelector('.shell-header')!.getBoundingClientRect();
    return { top: box.top, bottom: box.bottom, headerBottom: header.bottom, what: `${el.tagName} ${el.textContent?.trim().slice(0, 40)}` };
  });
}

test('tabbing backwards up a long page, no focused control is hidden under the fixed header (WCAG 2.4.11)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(siteUrl('/admissions/questions', { lang: 'en' }));
  await pageAtRest(page, '/admissions/questions');
  // From the last control of the page (the footer's), back up through the page's own controls.
  await page.locator('footer a').last().focus();
  const hidden: string[] = [];
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Shift+Tab');
    const inHeader = await page.evaluate(() => !!document.activeElement?.closest('.shell-header'));
    if (inHeader) break;
    const f = await focusedBelowHeader(page);
    // Partly covered is still obscured for a sighted keyboard user: the whole control must show.
    if (f.top < f.headerBottom) hidden.push(`${f.what}: top ${Math.round(f.top)} < header ${Math.round(f.headerBottom)}`);
  }
  expect(hidden).toEqual([]);
});

test('the language switch works from the keyboard: Down opens it, Enter switches, Escape and Tab close it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(siteUrl('/about/mission', { lang: 'en' }));
  await page.locator('[data-route="/about/mission"] h1').first().waitFor();
  const toggle = page.getByRole('button', { name: 'Language: English' });
  const list = page.locator('.shell-lang__menu');

  // Tabbing out of the open list closes it: nothing is left over Apply Now.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(list).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(list).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await toggle.focus();
  await page.keyboard.press('Escape');
  await page.keyboard.press('ArrowDown');
  await expect(list.getByRole('link', { name: 'English' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(toggle).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(list.getByRole('link', { name: '中文' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/about\/mission\?lang=cn$/);
  await expect(page.locator('[data-route="/about/mission"] h1').first()).toHaveText('办学使命');
  await expect(page.getByRole('button', { name: '语言：中文' })).toBeVisible();
});

test('the staff page, its sign-in and, signed in, each of its views fits a 320 px screen in both of its languages', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`http://localhost:${PORT}/admin`);
  const wide: string[] = [];
  // The sign-in form first.
  if (await page.evaluate(() => document.documentElement.scrollWidth) > 320) wide.push('sign-in');
  await staffSignIn(page);
  for (const lang of ['en', 'zh']) {
    if (lang === 'zh') await page.getByRole('button', { name: '中文' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh' ? 'zh-CN' : 'en');
    for (const view of lang === 'zh'
      ? ['说明会报名', '说明会场次', '邮件', '评论审核', '文案', '照片', '校历', '账号管理', '操作日志']
      : ['Sign-ups', 'Sessions', 'E-mails', 'Comments', 'Copy', 'Photographs', 'Calendar', 'Accounts', 'Audit log']) {
      // The views' own buttons: the copy studio lists a "Calendar" page of its own.
      await page.locator('.staff-views').getByRole('button', { name: view, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 320) wide.push(`${lang} ${view}: ${width} px`);
    }
  }
  expect(wide).toEqual([]);
});

test('detail pages are titled with their item, as the API names it, and the campus, in both languages', async ({ page, request }) => {
  const campus = getCampus('BIGZ');
  for (const lang of ['en', 'zh'] as const) {
    const titled = (item: string) => (lang === 'zh' ? `${item}｜${campus.name.zh}` : `${item} – ${campus.name.en}`);
    const open = async (path: string, query: string) => {
      await page.goto(`${siteUrl(path, { lang, host: 'bigz.localhost' })}&${query}`);
      await page.locator(`[data-route="${path}"] h1`).first().waitFor();
    };
    const [newsId] = await contentApi<number[]>(request, 'BIGZ', lang, 'news-ids?menuId=07');
    const story = await contentApi<ContentItem>(request, 'BIGZ', lang, `content-detail?id=${newsId}`);
    await open('/news_detail', `id=${newsId}`);
    await expect(page).toHaveTitle(titled(story.title));

    const [leader] = (await contentApi<ListPage<ContentItem>>(request, 'BIGZ', lang, 'content-list?menuId=0204&page=1&size=5')).list;
    await open('/about/management/detail', `id=${leader!.id}`);
    await expect(page).toHaveTitle(titled(leader!.title));

    const [course] = (await contentApi<ListPage<ContentItem>>(request, 'BIGZ', lang, 'content-list?menuId=030501&page=1&size=5')).list;
    await open('/course_detail', `id=${course!.id}`);
    await expect(page).toHaveTitle(titled(course!.title));

    const clubs = (await (await request.get(`http://localhost:${PORT}/api/BIGZ/user/club/user/club-list`, { headers: { 'x-locale': lang } })).json() as { data: Club[] }).data;
    await open('/stuLife/wonderfulLife/club', `club=${clubs[0]!.id}`);
    await expect(page).toHaveTitle(titled(clubs[0]!.name));

    const user = async <T>(path: string) => ((await (await request.get(`http://localhost:${PORT}/api/BIGZ/user/${path}`, { headers: { 'x-locale': lang } })).json()) as { data: T }).data;
    const [student] = await user<SeniorStudent[]>('student/list');
    const [post] = await user<BlogPost[]>(`student/posts?studentId=${student!.id}`);
    await open('/academics/senior_project/blog_detail', `student=${student!.id}&id=${post!.id}`);
    await expect(page).toHaveTitle(titled(post!.title));

    // Back on a list, the list's own title again.
    await page.locator('[data-route="/academics/senior_project/blog_detail"] .ui-back').click();
    await expect(page).toHaveTitle(titled(student!.name));
  }
});
