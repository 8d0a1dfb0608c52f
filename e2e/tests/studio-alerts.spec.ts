// Alerts as visitors see them (issue 35), on the studio's server, where staff publish them: each level
// above the header of the campus's pages at real addresses, the front door and after in-site
// navigation, in both languages, at a phone's and a desktop's width, axe-clean and without a layout
// shift; Home's hero saying the emergency; an open page finding a new alert at its next minute's
// conditional request and losing an ended one the same way; a closed notice staying closed until it is
// corrected. Published on BINJ, which no other studio test shows, and ended whatever happens.
import type { APIRequestContext, Page } from '@playwright/test';
import type { PublicAlert } from '@schools/shared-api';
import { axeViolations, expect, serverPort, staffApiSignIn, test, watchErrors, type Lang } from './site';

const CAMPUS = 'BINJ';
const api = (path: string) => `http://localhost:${serverPort()}/api/staff/alerts${path}`;
const address = (path: string) => `http://localhost:${serverPort()}/${CAMPUS}${path}`;

/** In China time, to the minute, as the studio's form sends it. */
const china = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16);

const WORDS = {
  information: { title: { en: 'Parent evening moved to Thursday', zh: '家长会改到周四' }, body: { en: 'Same time, same hall.', zh: '时间地点不变。' } },
  warning: { title: { en: 'Rainstorm warning: late start', zh: '暴雨预警：推迟到校' }, body: { en: 'School opens at 10:00 today.', zh: '今天10:00开始上课。' } },
  emergency: { title: { en: 'Typhoon: school closed today', zh: '台风：今日停课' }, body: { en: 'Lessons continue online; stay at home.', zh: '课程改为线上进行，请留在家中。' } },
} as const;
type Level = keyof typeof WORDS;

interface Staff {
  request: APIRequestContext;
  csrf: string;
}

async function publish(staff: Staff, level: Level, extra: Record<string, unknown> = {}): Promise<PublicAlert> {
  const answer = await staff.request.post(api(''), {
    headers: { 'x-csrf-token': staff.csrf },
    data: { level, campuses: [CAMPUS], ...WORDS[level], link: '/en/news_list', startsAt: '', endsAt: level === 'emergency' ? '' : china(Date.now() + 6 * 3_600_000), ...extra },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: PublicAlert }).data;
}

const end = (staff: Staff, alert: PublicAlert) => staff.request.post(api(`/${alert.id}/end`), { headers: { 'x-csrf-token': staff.csrf } });

/** Layout shifts not caused by the visitor, from the first paint on. */
async function watchShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    (window as Window & { __cls?: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!e.hadRecentInput) (window as Window & { __cls?: number }).__cls! += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as Window & { __cls?: number }).__cls ?? 0);
}

/** The alerts above the header once the frame's bar has taken the server's place: [level, title]. */
async function aboveHeader(page: Page): Promise<string[][]> {
  await expect(page.locator('#site-alerts [data-server-alerts]')).toHaveCount(0);
  return page.locator('#site-alerts > .ui-alerts:not(.ui-alerts--docked) [data-alert]').evaluateAll((bars) =>
    bars.map((bar) => [bar.className.replace(/.*ui-alert--(\w+).*/, '$1'), bar.querySelector('.ui-alert__title')!.textContent!]));
}

test.describe.configure({ mode: 'serial' });

let staff: Staff;
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  staff = { request, csrf: await staffApiSignIn(request) };
});
test.afterAll(async () => {
  await staff.request.dispose();
});

test('each level shows above the header of every page, both languages, 390 and 1280 px: axe 0, no shift, Home says the emergency', async ({ page }) => {
  const published = [await publish(staff, 'information'), await publish(staff, 'warning'), await publish(staff, 'emergency')];
  try {
    const errors = watchErrors(page);
    const shifts = await watchShifts(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      for (const lang of ['en', 'zh'] as Lang[]) {
        await page.goto(address(`/${lang}/about/mission`));
        // The most urgent first; the level said in words; only the emergency interrupts a screen reader.
        expect(await aboveHeader(page)).toEqual((['emergency', 'warning', 'information'] as Level[]).map((level) => [level, WORDS[level].title[lang]]));
        await expect(page.locator('#site-alerts [role="alert"]')).toHaveCount(1);
        await expect(page.locator('#site-alerts [role="status"]')).toHaveCount(2);
        // Only the notice can be closed; its button is a finger's size.
        const close = page.locator('#site-alerts .ui-alert__dismiss');
        await expect(close).toHaveCount(1);
        expect(await close.boundingBox()).toMatchObject({ width: 44, height: 44 });
        // The header starts below the alerts, and keeps to the top once they scroll away.
        const bars = (await page.locator('#site-alerts').boundingBox())!;
        expect((await page.locator('.shell-header').boundingBox())!.y).toBeCloseTo(bars.y + bars.height, 0);
        expect(await axeViolations(page)).toEqual([]);
        expect(await shifts()).toBeLessThanOrEqual(0.02);
      }
    }
    // The front door, and another page opened from the menu, show them too.
    await page.goto(address('/'));
    expect((await aboveHeader(page)).map(([level]) => level)).toEqual(['emergency', 'warning', 'information']);
    await page.goto(address('/en/about/mission'));
    await page.locator('#page a[href*="#/"]').first().click();
    await expect(page.locator('#site-alerts .ui-alert')).toHaveCount(3);
    // On Home the first slide says the emergency instead of its own words.
    await page.goto(address('/en/home'));
    await expect(page.locator('.swiper-slide-active, [data-slide="0"]').first()).toContainText(WORDS.emergency.title.en);
    expect(errors).toEqual([]);
  } finally {
    for (const alert of published) await end(staff, alert);
  }
});

test('an open page finds a new alert at its next minute, docked at the foot, and loses an ended one the same way; a closed notice stays closed until corrected', async ({ page }) => {
  await page.clock.install();
  const asked: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes(`/api/${CAMPUS}/user/alerts`)) asked.push(response.status());
  });
  await page.goto(address('/en/about/mission'));
  await expect(page.locator('#site-alerts')).toBeEmpty();
  const warning = await publish(staff, 'warning');
  let notice: PublicAlert | undefined;
  try {
    await page.clock.fastForward(60_000);
    // At the foot of the window, over the page, so nothing moves while the visitor reads.
    await expect(page.locator('.ui-alerts--docked [role="status"]')).toContainText(WORDS.warning.title.en);
    expect(asked).toEqual([200]);
    // Nothing changed: the next question is answered 304.
    await page.clock.fastForward(60_000);
    await expect.poll(() => asked).toEqual([200, 304]);

    await end(staff, warning);
    await page.clock.fastForward(60_000);
    await expect(page.locator('#site-alerts .ui-alert')).toHaveCount(0);

    notice = await publish(staff, 'information');
    await page.reload();
    await page.getByRole('button', { name: `Dismiss notice: ${WORDS.information.title.en}` }).click();
    await expect(page.locator('#site-alerts .ui-alert')).toHaveCount(0);
    await page.reload();
    await expect(page.locator('#site-alerts [data-server-alerts]')).toHaveCount(0);
    await expect(page.locator('#site-alerts .ui-alert')).toHaveCount(0);
    // Corrected: shown again, to everyone who had closed it.
    const corrected = await staff.request.put(api(`/${notice.id}`), {
      headers: { 'x-csrf-token': staff.csrf },
      data: { level: 'information', campuses: [CAMPUS], ...WORDS.information, title: { en: 'Parent evening moved to Friday', zh: '家长会改到周五' }, link: '', startsAt: '', endsAt: china(Date.now() + 3_600_000) },
    });
    expect(corrected.status()).toBe(200);
    await page.reload();
    await expect(page.locator('#site-alerts .ui-alert__title')).toHaveText('Parent evening moved to Friday');
  } finally {
    await end(staff, warning);
    if (notice) await end(staff, notice);
  }
});
