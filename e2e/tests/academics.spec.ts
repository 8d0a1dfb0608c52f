// Academics against what the API answers: the curriculum and the calendar on three campuses in both
// languages (BBSZ's polite page where it has no curriculum), the iCal feed read by a real parser, and
// the whole comment path: a post, the WeChat sign-in through the simulator, the form's refusal, a
// comment that stays hidden until the campus's moderator approves it on the staff page, then shows with
// the count; and, on the studio's server, which runs as npm start does without WeChat credentials, a
// post that says comments are closed without a failed request.
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { COMMENT_MESSAGES, copyOf, getCampus, type BlogPost, type CalendarEvent, type CommentList, type ContentItem, type SeniorStudent } from '@schools/shared-api';
import { PORT, STUDIO_PORT } from '../playwright.config';
import { expect, test, contentApi, firstText, headingsOf, siteUrl, staffApiSignIn, staffSignIn, watchErrors, type Lang } from './site';

async function userApi<T>(page: Page, campus: string, lang: Lang, path: string, port = PORT): Promise<T> {
  const res = await page.request.get(`http://localhost:${port}/api/${campus}/user/${path}`, { headers: { 'x-locale': lang } });
  const body = (await res.json()) as { code: string; data: T };
  expect(body.code).toBe('000');
  return body.data;
}

const q = (lang: Lang) => `lang=${lang === 'zh' ? 'cn' : 'en'}`;

for (const [campus, host] of [['BISZ', 'bisz.localhost'], ['BIWH', 'biwh.localhost'], ['BBSZ', 'bbsz.localhost']] as const) {
  for (const lang of ['en', 'zh'] as const) {
    test(`${campus} in ${lang}: the curriculum and the academic calendar show the campus's answers`, async ({ page, request }) => {
      const errors = watchErrors(page);
      const academics = await contentApi<ContentItem[]>(request, campus, lang, 'content-by-menu?menuId=04');
      await page.goto(siteUrl('/academics/curriculum', { lang, host }));
      const curriculum = page.locator('[data-route="/academics/curriculum"]');
      if (campus === 'BBSZ') {
        // Not offered here: a polite page with ways on, none of the seven pages.
        await expect(curriculum.locator('.ui-not-offered')).toContainText(getCampus('BBSZ').name[lang]);
        await expect(curriculum.locator('.ui-card')).toHaveCount(0);
      } else {
        await expect(curriculum.locator('.ui-article__intro')).toContainText(firstText(copyOf(academics, 'academics.curriculum')));
        await expect(curriculum.locator('.ui-card')).toHaveCount(7);
        const grades = await contentApi<ContentItem[]>(request, campus, lang, 'content-by-menu?menuId=0401');
        await curriculum.locator('.ui-card a[href*="grade6-8"]').click();
        const page68 = page.locator('[data-route="/academics/curriculum/grade6-8"]');
        const blocks = copyOf(grades, 'curriculum.grade6-8');
        await expect(page68.locator('.ui-article__intro')).toContainText(firstText(blocks));
        for (const h of headingsOf(blocks)) await expect(page68.getByRole('heading', { name: h, exact: true })).toBeVisible();
      }

      const events = await userApi<CalendarEvent[]>(page, campus, lang, 'calendar/events?year=2025-26');
      await page.evaluate((h) => (window.location.hash = h), `#/academics/calendar?year=2025-26&${q(lang)}`);
      const calendar = page.locator('[data-route="/academics/calendar"]');
      await expect(calendar.locator('.acal-event__title')).toHaveText(events.map((e) => e.title));
      expect(errors).toEqual([]);
    });
  }
}

test('the calendar subscription is an iCal feed a parser reads, event for event', async ({ page }) => {
  await page.goto(`http://biwh.localhost:${PORT}/#/academics/calendar?year=2025-26&lang=cn`);
  const href = await page.locator('.acal-subscribe a[download]').getAttribute('href');
  // Node does not resolve *.localhost as Chromium does: the same feed, asked of localhost.
  const url = new URL(href!, page.url());
  const feed = await page.request.get(`http://localhost:${PORT}${url.pathname}${url.search}`);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  const vevents = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  // A subscription holds every school year the campus publishes (its calendar entries), not only the one on screen.
  const entries = await userApi<{ url: string }[]>(page, 'BIWH', 'zh', 'content/calendar-content');
  const years = entries.map((e) => new URLSearchParams(e.url.split('?')[1]).get('year')).filter((y): y is string => Boolean(y));
  expect(years).toContain('2025-26');
  const events = (await Promise.all(years.map((y) => userApi<CalendarEvent[]>(page, 'BIWH', 'zh', `calendar/events?year=${y}`)))).flat();
  expect(vevents.map((e) => e.summary).sort()).toEqual(events.map((e) => e.title).sort());
  expect(new Set(vevents.map((e) => e.uid)).size).toBe(vevents.length);
});

test('a visitor comments through WeChat: refused empty, hidden until approved, then shown with the count', async ({ page, browser, request }) => {
  const errors = watchErrors(page);
  const [student] = await userApi<SeniorStudent[]>(page, 'BIGZ', 'en', 'student/list');
  const [post] = await userApi<BlogPost[]>(page, 'BIGZ', 'en', `student/posts?studentId=${student!.id}`);
  const before = await userApi<CommentList>(page, 'BIGZ', 'en', `comment/view?postId=${post!.id}`);

  await page.goto(siteUrl('/academics/senior_project', { lang: 'en', host: 'bigz.localhost' }));
  await page.getByRole('link', { name: `Read the project blog: ${student!.name}` }).click();
  await page.getByRole('link', { name: post!.title }).click();
  const region = page.locator('[data-route="/academics/senior_project/blog_detail"]');
  await expect(region.getByRole('heading', { level: 1 })).toHaveText(post!.title);
  await expect(region.locator('#acad-comments-heading')).toHaveText(`${before.count} comment${before.count === 1 ? '' : 's'}`);

  // Sign in: the QR page of the simulator, where the tester "scans" as 李明; back to the post.
  await region.getByRole('link', { name: 'Sign in with WeChat' }).click();
  await page.frameLocator('iframe[title="WeChat sign-in QR code"]').getByRole('button', { name: '李明' }).click();
  const form = page.locator('form.acad-comment-form');
  await expect(form).toBeVisible();
  expect(page.url()).toContain(`blog_detail?student=${student!.id}&id=${post!.id}`);
  await expect(page.getByText('Signed in with WeChat as 李明')).toBeVisible();

  await form.getByPlaceholder('Please enter your name...').fill('');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText(COMMENT_MESSAGES.required.en)).toBeVisible();

  const stamp = Date.now();
  const name = `<b>Parent ${stamp}</b>`;
  const text = `<img src=x onerror="document.body.dataset.pwned=1"> What a thoughtful project! (${stamp})`;
  await form.getByPlaceholder('Please enter your name...').fill(name);
  await form.getByPlaceholder('Add a comment...').fill(text);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText(COMMENT_MESSAGES.submitted.en)).toBeVisible();
  await expect(form.getByText(COMMENT_MESSAGES.afterApproval.en)).toBeVisible();
  // After a reload the author alone still sees it, marked as awaiting approval, outside the approved thread.
  await page.reload();
  await expect(region.locator('#acad-comments-heading')).toHaveText(`${before.count} comment${before.count === 1 ? '' : 's'}`);
  const mine = region.getByRole('region', { name: 'Your comments awaiting approval' });
  await expect(mine.getByRole('listitem').filter({ hasText: name })).toContainText('Awaiting approval');
  await expect(region.locator('li.acad-comment:not(.is-pending)').filter({ hasText: name })).toHaveCount(0);

  // The network administrator makes BIGZ a moderator (through the API, as the staff page does); the
  // moderator signs in and, seeing only BIGZ's comments, approves it among the pending ones.
  const csrf = await staffApiSignIn(request);
  const moderator = { email: `moderator.bigz.${stamp}@lumina.example.cn`, password: `moderator password ${stamp}` };
  const created = await request.post(`http://localhost:${PORT}/api/staff/accounts`, {
    headers: { 'x-csrf-token': csrf }, data: { ...moderator, name: 'BIGZ Moderator', role: 'moderator', campus: 'BIGZ' },
  });
  expect(created.status()).toBe(200);
  const staff = await browser.newPage();
  await staffSignIn(staff, moderator);
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText('Comments on senior project blogs');
  await expect(staff.getByText('Campus: BIGZ')).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Sign-ups' })).toHaveCount(0);
  const pending = staff.getByRole('listitem').filter({ hasText: name });
  await expect(pending).toContainText(text);
  await expect(pending).toContainText(post!.title);
  await pending.getByRole('button', { name: /^Approve/ }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'approved' })).toBeAttached();
  await staff.close();

  // Shown within seconds (the comment lists are cached for at most 2 s), as text, with the count.
  await expect(async () => {
    await page.reload();
    await expect(region.locator('#acad-comments-heading')).toHaveText(`${before.count + 1} comment${before.count + 1 === 1 ? '' : 's'}`, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(region.locator('li.acad-comment:not(.is-pending)').filter({ hasText: name })).toBeVisible();
  await expect(region.getByText(name, { exact: true })).toBeVisible();
  await expect(region.getByText(text, { exact: true })).toBeVisible();
  await expect(mine).toHaveCount(0);
  expect(await page.evaluate(() => document.body.dataset.pwned)).toBeUndefined();
  expect(errors).toEqual([]);
});

// The studio's server has no WeChat sign-in (playwright.config.ts), as npm start without credentials.
test('where WeChat sign-in is not set up, a post says comments are closed in both languages, and no request fails', async ({ page }) => {
  const errors = watchErrors(page);
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  // A page's own load given up for the next address is no failure; any other request is.
  page.on('requestfailed', (request) => {
    if (!request.isNavigationRequest()) failed.push(`${request.failure()?.errorText} ${new URL(request.url()).pathname}`);
  });
  const [student] = await userApi<SeniorStudent[]>(page, 'BIGZ', 'en', 'student/list', STUDIO_PORT);
  const [post] = await userApi<BlogPost[]>(page, 'BIGZ', 'en', `student/posts?studentId=${student!.id}`, STUDIO_PORT);
  for (const [lang, closed] of [['en', 'Comments are closed on this site.'], ['zh', '本网站暂不开放评论。']] as const) {
    await page.goto(`http://bigz.localhost:${STUDIO_PORT}/#/academics/senior_project/blog_detail?student=${student!.id}&id=${post!.id}&${q(lang)}`);
    const comments = page.locator('[data-route="/academics/senior_project/blog_detail"] .acad-comments');
    // Shown once every call of the comment section has answered (the prompt's and the session's together).
    await expect(comments.locator('.acad-comments__gate')).toHaveText(closed);
    await expect(comments.getByRole('link')).toHaveCount(0);
    await expect(comments.locator('.acad-comments__none, form')).toHaveCount(0);
  }
  expect(failed).toEqual([]);
  expect(errors).toEqual([]);
});
