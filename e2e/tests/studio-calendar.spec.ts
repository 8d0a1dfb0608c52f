// The studio's calendar, information sessions and alerts as staff use them. An editor adds an event by
// keyboard (a refused field first, its message beside it), a visitor sees it on the calendar page in
// both languages and in the feed; cancelled, it is struck through and STATUS:CANCELLED. An admissions
// officer adds a session, which the calendar shows at once, a visitor books it on the sign-up form, the
// officer cancels it (it leaves the calendar) and finds the family listed to call. A network
// administrator publishes a warning to a city's campuses by keyboard (a refused field first), sees it
// live, corrects it and ends it, and visitors' alerts follow each step. BIGZ is closed to the BISZ staff
// on every such call; axe finds nothing on these views at 390 and 1280 px in both languages.
import { request as playwrightRequest, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import type { CalendarEvent, InfoSession, PublicAlert } from '@schools/shared-api';
import { axeViolations, expect, test, serverPort, siteUrl, staffApiSignIn, staffSignIn, userData, watchErrors, type Lang, type StaffLogin, withSiteWaits } from './site';

test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const editor: StaffLogin = { email: `calendar.editor.${stamp}@lumina.example.cn`, password: `calendar editor password ${stamp}` };
const officer: StaffLogin = { email: `sessions.officer.${stamp}@lumina.example.cn`, password: `sessions officer password ${stamp}` };
const EVENT = { en: `Spring Open Day ${stamp}`, zh: `春季开放日 ${stamp}` };
const AUDIENCE = { en: `Families new to Shenzhen ${stamp}`, zh: `新到深圳的家庭 ${stamp}` };
const ALERT = { en: `Roads flooded ${stamp}`, zh: `道路积水 ${stamp}`, corrected: `Roads flooded, buses late ${stamp}` };
const YEAR = '2026-27';

/** Presses Tab until the focused element matches, at most `max` times; true when it got there. */
async function tabTo(page: Page, selector: string, max = 40): Promise<boolean> {
  for (let i = 0; i < max; i += 1) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return true;
    await page.keyboard.press('Tab');
  }
  return false;
}

/** The BISZ feed in a language, parsed, and its event of that title. */
async function feedEvent(title: string, lang: Lang) {
  const api = await playwrightRequest.newContext();
  const text = await (await api.get(`http://localhost:${serverPort()}/api/BISZ/calendar.ics?lang=${lang}`)).text();
  await api.dispose();
  const vevent = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').find((v) => v.getFirstPropertyValue('summary') === title);
  return vevent && { uid: String(vevent.getFirstPropertyValue('uid')), sequence: Number(vevent.getFirstPropertyValue('sequence')), status: String(vevent.getFirstPropertyValue('status')) };
}

/** The visitor's calendar page of BISZ for the school year, in a language. */
async function visitorCalendar(page: Page, lang: Lang) {
  await page.goto('about:blank'); // each visit a new page load, as a family's next visit is
  await page.goto(`http://bisz.localhost:${serverPort()}/#/academics/calendar?year=${YEAR}&lang=${lang === 'zh' ? 'cn' : 'en'}`);
  const calendar = page.locator('[data-route="/academics/calendar"]');
  // The months to come, below the fold of those already past in the year under way.
  await expect(calendar.locator('.acal-months > .acal-month .acal-event').first()).toBeVisible();
  return calendar;
}

test.beforeAll(async ({ request }) => {
  const csrf = await staffApiSignIn(request);
  for (const [account, role, name] of [[editor, 'editor', 'BISZ Calendar Editor'], [officer, 'admissions', 'BISZ Admissions']] as const) {
    const created = await request.post(`http://localhost:${serverPort()}/api/staff/accounts`, { headers: { 'x-csrf-token': csrf }, data: { ...account, name, role, campus: 'BISZ' } });
    expect(created.status()).toBe(200);
  }
});

test('a BISZ editor adds an event by keyboard; visitors see it in both languages and in the feed; cancelled, it is struck through', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await staffSignIn(page, editor);
  await page.getByRole('navigation').getByRole('button', { name: 'Calendar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Academic calendar' })).toBeVisible();
  await expect(page.getByLabel('School year')).toHaveValue(YEAR);

  // By keyboard: open the form, type the English title, leave the Chinese one empty, send it.
  await page.getByRole('button', { name: 'Add event' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: `New event · ${YEAR}` })).toBeFocused();
  const form = page.getByRole('form', { name: `New event · ${YEAR}` });
  const titleEn = form.getByRole('group', { name: 'Title' }).getByLabel('English');
  const titleZh = form.getByRole('group', { name: 'Title' }).getByLabel('Chinese · 中文');
  await page.keyboard.press('Tab');
  await expect(titleEn).toBeFocused();
  await page.keyboard.type(EVENT.en);
  expect(await tabTo(page, 'input[type="checkbox"]')).toBe(true);
  await page.keyboard.press('Space'); // timed, not all day
  await expect(form.getByLabel('Starts')).toHaveAttribute('type', 'datetime-local');
  await form.getByLabel('Starts').fill('2027-03-20T09:00');
  await form.getByLabel('Ends').fill('2027-03-20T12:00');
  expect(await tabTo(page, 'button[type="submit"]')).toBe(true);
  await page.keyboard.press('Enter');
  // Refused: the message beside the Chinese title, which takes the focus; nothing added.
  await expect(titleZh).toHaveAttribute('aria-invalid', 'true');
  await expect(titleZh).toBeFocused();
  await expect(form.getByText('Enter this: it cannot be empty.')).toBeVisible();
  expect(await axeViolations(page), 'the form showing a problem').toEqual([]);
  await page.keyboard.type(EVENT.zh);
  await form.getByRole('group', { name: 'Place' }).getByLabel('English').fill('Main hall');
  await form.getByRole('group', { name: 'Place' }).getByLabel('Chinese · 中文').fill('大礼堂');
  await form.getByLabel('Category').selectOption('admissions');
  expect(await tabTo(page, 'button[type="submit"]')).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `“${EVENT.en}” is added.` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add event' })).toBeFocused();
  const item = page.locator('.cal-event').filter({ hasText: EVENT.en });
  await expect(item).toContainText('Sat 20 Mar 2027, 09:00–12:00');
  await expect(item).toContainText(EVENT.zh);
  expect(await axeViolations(page), 'the list').toEqual([]);

  // A visitor: the calendar page in both languages, and the feed.
  const visitor = withSiteWaits(await browser.newPage());
  await expect((await visitorCalendar(visitor, 'en')).locator('.acal-event').filter({ hasText: EVENT.en })).toContainText('Main hall');
  await expect((await visitorCalendar(visitor, 'zh')).locator('.acal-event').filter({ hasText: EVENT.zh })).toContainText('大礼堂');
  const added = await feedEvent(EVENT.en, 'en');
  expect(added).toEqual(expect.objectContaining({ sequence: 0, status: 'CONFIRMED' }));
  expect((await feedEvent(EVENT.zh, 'zh'))?.uid).toBe(added!.uid);

  // Cancelled after the confirmation: struck through and marked for visitors, STATUS:CANCELLED in the feed.
  page.once('dialog', (dialog) => dialog.accept());
  await item.getByRole('button', { name: `Cancel event: ${EVENT.en}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `“${EVENT.en}” is cancelled.` })).toBeVisible();
  await expect(item.locator('s')).toHaveCount(2);
  await expect(item.getByRole('button')).toHaveCount(0);
  const struck = (await visitorCalendar(visitor, 'en')).locator('.acal-event').filter({ hasText: EVENT.en });
  await expect(struck.locator('s')).toHaveText(EVENT.en);
  await expect(struck).toContainText('Cancelled');
  await expect((await visitorCalendar(visitor, 'zh')).locator('.acal-event').filter({ hasText: EVENT.zh })).toContainText('已取消');
  expect(await feedEvent(EVENT.en, 'en')).toEqual({ uid: added!.uid, sequence: 1, status: 'CANCELLED' });
  await visitor.close();
  expect(errors.filter((e) => !/status of 40[01]/.test(e))).toEqual([]);
});

test('a BISZ admissions officer adds a session; a visitor books it; cancelled, it is no longer offered and the family is listed to call', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await staffSignIn(page, officer);
  await page.getByRole('navigation').getByRole('button', { name: 'Sessions', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Information sessions' })).toBeVisible();
  await page.getByRole('button', { name: 'Add session' }).focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'New session' });
  await expect(page.getByRole('heading', { level: 2, name: 'New session' })).toBeFocused();
  const day = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel('Date').fill(day);
  await form.getByLabel('Places').fill('12');
  await form.getByLabel('Starts').fill('10:00');
  await form.getByLabel('Ends').fill('11:30');
  for (const [group, text] of [['Place', { en: 'Library', zh: '图书馆' }], ['Language', { en: 'English', zh: '英语' }], ['Audience', AUDIENCE]] as const) {
    await form.getByRole('group', { name: group }).getByLabel('English').fill(text.en);
    await form.getByRole('group', { name: group }).getByLabel('Chinese · 中文').fill(text.zh);
  }
  await form.getByLabel('Places').focus();
  await page.keyboard.press('Enter'); // sends the form from any of its fields
  await expect(page.getByRole('status').filter({ hasText: /is added and offered to families\.$/ })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Library' }).filter({ hasText: AUDIENCE.en });
  await expect(row).toContainText('0 of 12');
  // The calendar shows it at once, as an admissions event of its school year.
  const first = Number(day.slice(0, 4)) - (Number(day.slice(5, 7)) < 8 ? 1 : 0);
  const sessionYear = `${first}-${String((first + 1) % 100).padStart(2, '0')}`;
  const inCalendar = async () => (await userData<CalendarEvent[]>(request, 'BISZ', 'en', `calendar/events?year=${sessionYear}`))
    .filter((e) => e.title === `Admissions information session: ${AUDIENCE.en}`);
  expect(await inCalendar()).toEqual([expect.objectContaining({ start: `${day}T10:00:00+08:00`, location: 'Library', category: 'admissions', cancelled: false })]);

  // The visitor's sign-up form offers it; a family books it there.
  const offered = await userData<InfoSession[]>(request, 'BISZ', 'en', 'admissions/sessions');
  const session = offered.find((s) => s.audience === AUDIENCE.en)!;
  expect(session).toEqual(expect.objectContaining({ date: day, start: '10:00', placesLeft: 12 }));
  const visitor = withSiteWaits(await browser.newPage());
  await visitor.goto(siteUrl('/admissions/recruit', { lang: 'en', host: 'bisz.localhost' }));
  const region = visitor.locator('[data-route="/admissions/recruit"]');
  const choice = region.getByRole('radiogroup').getByRole('radio').nth(offered.indexOf(session));
  await expect(region.locator('.adm-session__audience').nth(offered.indexOf(session))).toHaveText(AUDIENCE.en);
  await choice.check();
  const family = `Family ${stamp}`;
  await region.getByLabel("Parent's name", { exact: false }).fill(family);
  await region.getByLabel('Mobile number', { exact: false }).fill('139 8765 4321');
  await region.getByLabel('E-mail', { exact: false }).fill(`family.${stamp}@example.com`);
  await region.getByLabel('Grade applying for', { exact: false }).selectOption({ index: 3 });
  await region.getByLabel('Year of entry', { exact: false }).selectOption({ index: 2 });
  await region.getByRole('checkbox').check();
  await region.locator('button[type="submit"]').click();
  await expect(region.getByText('Our admissions team will be in touch', { exact: false })).toBeVisible();
  await visitor.close();

  // Cancelled: gone from the form's sessions, and the family is listed to call, then marked contacted.
  await page.reload();
  await page.getByRole('navigation').getByRole('button', { name: 'Sessions', exact: true }).click();
  await expect(row).toContainText('1 of 12');
  page.once('dialog', (dialog) => dialog.accept());
  await row.getByRole('button', { name: /^Cancel the session of/ }).click();
  await expect(page.getByRole('status').filter({ hasText: /is cancelled\. 1 family to call: listed below\.$/ })).toBeVisible();
  await expect(row).toContainText('Cancelled');
  const families = page.getByRole('region', { name: /^Families who booked the cancelled session of/ });
  const booked = families.getByRole('row').filter({ hasText: family });
  await expect(booked).toContainText('13987654321');
  await expect(booked).toContainText(`family.${stamp}@example.com`);
  await expect(booked).toContainText('English');
  await booked.getByRole('button', { name: `Mark ${family} as contacted` }).focus();
  await page.keyboard.press('Enter');
  await expect(booked).toContainText('Contacted');
  expect(await axeViolations(page), 'the sessions with a cancelled one').toEqual([]);
  expect((await userData<InfoSession[]>(request, 'BISZ', 'en', 'admissions/sessions')).map((s) => s.id)).not.toContain(session.id);
  expect(await inCalendar()).toEqual([]);
  const refused = await request.post(`http://localhost:${serverPort()}/api/BISZ/user/admissions/signup`, {
    headers: { 'x-locale': 'en' },
    data: { sessionId: session.id, name: 'Late family', mobile: '13612345678', email: 'late@example.com', grade: 'Grade 2', entry: '2027-28', consent: true },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { message: string }).message).toMatch(/has been cancelled\. Please choose a session that still has places\.$/);
  expect(errors.filter((e) => !/status of 40[01]/.test(e))).toEqual([]);
});

test('a network administrator publishes a warning to the Chengdu campuses by keyboard, sees it live, corrects it and ends it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  /** The titles of the alerts a campus's visitors get now. */
  const shown = async (site: string) => (await userData<PublicAlert[]>(request, site, 'en', 'alerts')).map((a) => a.title);
  await page.setViewportSize({ width: 1280, height: 900 });
  await staffSignIn(page);
  await page.getByRole('navigation').getByRole('button', { name: 'Alerts', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Site alerts' })).toBeVisible();

  // By keyboard: a warning, for the campuses of Chengdu, in both languages; no end at first.
  await page.getByRole('button', { name: 'New alert' }).focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'New alert' });
  await expect(form.getByRole('heading', { level: 2, name: 'New alert' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('radio', { name: 'Notice' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: 'Warning' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('radio', { name: 'Chosen campuses' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(form.getByRole('radio', { name: 'The campuses of a city' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('combobox', { name: 'City' })).toBeFocused();
  await page.keyboard.type('Chengdu');
  await expect(form.getByRole('combobox', { name: 'City' })).toHaveValue('Chengdu');
  for (const text of [ALERT.en, ALERT.zh, 'Buses take the long way round.', '校车绕行。']) {
    await page.keyboard.press('Tab');
    await page.keyboard.type(text);
  }
  await expect(form.getByRole('region', { name: 'Preview' })).toContainText(`Warning${ALERT.en} Buses take the long way round.`);
  expect(await tabTo(page, 'button[type="submit"]')).toBe(true);
  await page.keyboard.press('Enter');
  // Refused: the end is required for a warning, said beside it, which takes the focus; nothing published.
  const ends = form.getByLabel('Ends');
  await expect(ends).toBeFocused();
  await expect(ends).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Enter this: it cannot be empty.')).toBeVisible();
  expect(await axeViolations(page), 'the alert form showing a problem').toEqual([]);
  const tomorrow = new Date(Date.now() + 8 * 3_600_000 + 86_400_000).toISOString().slice(0, 16);
  await ends.fill(tomorrow);
  expect(await tabTo(page, 'button[type="submit"]')).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `“${ALERT.en}” is published: it shows on 2 campuses within a minute.` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New alert' })).toBeFocused();

  // Live, on both Chengdu campuses and nowhere else.
  const live = page.getByRole('region', { name: /^Live now/ });
  const item = live.getByRole('listitem').filter({ hasText: ALERT.en });
  await expect(item).toContainText('Warning');
  await expect(item).toContainText('Chengdu campuses');
  expect(await axeViolations(page), 'the alerts with a live warning').toEqual([]);
  expect(await shown('BISC')).toContain(ALERT.en);
  expect(await shown('BBCD')).toContain(ALERT.en);
  expect(await shown('BIWH')).not.toContain(ALERT.en);

  // Corrected in place, by keyboard.
  await item.getByRole('button', { name: `Correct “${ALERT.en}”` }).focus();
  await page.keyboard.press('Enter');
  const correction = page.getByRole('form', { name: `Correct “${ALERT.en}”` });
  await expect(correction.getByRole('radio', { name: 'Warning' })).toBeChecked();
  await expect(correction.getByRole('combobox', { name: 'City' })).toHaveValue('Chengdu');
  await expect(correction.getByLabel('Ends')).toHaveValue(tomorrow);
  await correction.getByRole('group', { name: 'Title' }).getByLabel(/^English/).focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(ALERT.corrected);
  expect(await tabTo(page, 'button[type="submit"]')).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `“${ALERT.corrected}” is corrected` })).toBeVisible();
  const corrected = live.getByRole('listitem').filter({ hasText: ALERT.corrected });
  await expect(corrected).toContainText('Chengdu campuses');
  expect(await shown('BISC')).toEqual(expect.arrayContaining([ALERT.corrected]));
  expect(await shown('BISC')).not.toContain(ALERT.en);

  // Ended now, after the confirmation, by keyboard: listed as ended, gone from visitors' pages.
  await corrected.getByRole('button', { name: `End “${ALERT.corrected}” now` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `End “${ALERT.corrected}” now?` });
  await expect(dialog.getByRole('heading', { level: 2 })).toBeFocused();
  expect(await axeViolations(page), 'the end confirmation').toEqual([]);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'End now' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `“${ALERT.corrected}” has ended` })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Site alerts' })).toBeFocused();
  const ended = page.getByRole('region', { name: /^Ended in the last 30 days/ }).getByRole('listitem').filter({ hasText: ALERT.corrected });
  await expect(ended).toContainText('Ended early by network.e2e@lumina.example.cn');
  await expect(ended.getByRole('button')).toHaveCount(0);
  await expect(live.getByRole('listitem').filter({ hasText: ALERT.corrected })).toHaveCount(0);
  expect(await shown('BISC')).not.toContain(ALERT.corrected);
  expect(await axeViolations(page), 'the alerts with an ended one').toEqual([]);
  expect(errors.filter((e) => !/status of 40[01]/.test(e))).toEqual([]);
});

test('BIGZ is closed to the BISZ editor and admissions officer: every calendar, session and alert call answers 403', async () => {
  const calls: [string, string, object?][] = [
    ['GET', '/BIGZ/calendar/events?year=2026-27'],
    ['POST', '/BIGZ/calendar/events', { year: YEAR, title: EVENT, description: { en: '', zh: '' }, location: { en: '', zh: '' }, category: 'event', allDay: true, start: '2027-01-10', end: '2027-01-10' }],
    ['PUT', '/BIGZ/calendar/events/1', { title: EVENT, description: { en: '', zh: '' }, location: { en: '', zh: '' }, category: 'event', allDay: true, start: '2027-01-10', end: '2027-01-10' }],
    ['POST', '/BIGZ/calendar/events/1/cancel'],
    ['GET', '/BIGZ/sessions'],
    ['POST', '/BIGZ/sessions', { place: EVENT, language: EVENT, audience: EVENT, date: '2027-06-01', start: '10:00', end: '11:00', capacity: 5 }],
    ['PUT', '/BIGZ/sessions/1', { place: EVENT, language: EVENT, audience: EVENT, date: '2027-06-01', start: '10:00', end: '11:00', capacity: 5 }],
    ['POST', '/BIGZ/sessions/1/cancel'],
    ['GET', '/BIGZ/sessions/1/families'],
    ['GET', '/alerts?campus=BIGZ'],
    ['POST', '/alerts', { level: 'information', campuses: ['BIGZ'], title: EVENT, body: EVENT, link: '', startsAt: '', endsAt: '2027-06-01T10:00' }],
  ];
  for (const account of [editor, officer]) {
    const api = await playwrightRequest.newContext();
    const csrf = await staffApiSignIn(api, account);
    for (const [method, path, data] of calls) {
      const answer = await api.fetch(`http://localhost:${serverPort()}/api/staff${path}`, { method, headers: { 'x-csrf-token': csrf }, ...(data ? { data } : {}) });
      expect(`${account === editor ? 'editor' : 'admissions'} ${method} ${path}: ${answer.status()}`).toBe(`${account === editor ? 'editor' : 'admissions'} ${method} ${path}: 403`);
    }
    await api.dispose();
  }
  // And the BIGZ calendar as visitors get it is unchanged by all of that.
  const api = await playwrightRequest.newContext();
  const bigz = await userData<CalendarEvent[]>(api, 'BIGZ', 'en', `calendar/events?year=${YEAR}`);
  expect(bigz.some((e) => e.title === EVENT.en)).toBe(false);
  await api.dispose();
});

for (const [view, account, tab, heading, add, save] of [
  ['Calendar', editor, { en: 'Calendar', zh: '校历' }, { en: 'Academic calendar', zh: '校历' }, { en: 'Add event', zh: '新增活动' }, { en: 'Save', zh: '保存' }],
  ['Sessions', officer, { en: 'Sessions', zh: '说明会场次' }, { en: 'Information sessions', zh: '招生说明会场次' }, { en: 'Add session', zh: '新增场次' }, { en: 'Save', zh: '保存' }],
  ['Alerts', editor, { en: 'Alerts', zh: '网站提醒' }, { en: 'Site alerts', zh: '网站提醒' }, { en: 'New alert', zh: '新建提醒' }, { en: 'Publish', zh: '发布' }],
] as const) {
  for (const width of [390, 1280]) {
    test(`axe finds nothing on the ${view} view and its form at ${width} px, in English and Chinese`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await staffSignIn(page, account);
      for (const lang of ['en', 'zh'] as const) {
        if (lang === 'zh') await page.getByRole('button', { name: '中文' }).click();
        await page.getByRole('navigation').getByRole('button', { name: tab[lang], exact: true }).click();
        await expect(page.getByRole('heading', { level: 1, name: heading[lang] })).toBeVisible();
        await expect(page.locator('.cal-event, .staff-table, .alerts-group').first()).toBeVisible();
        expect(await axeViolations(page), `${view} ${lang} ${width}`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.getByRole('button', { name: add[lang] }).click();
        await page.getByRole('button', { name: save[lang], exact: true }).click();
        await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
        expect(await axeViolations(page), `${view} form ${lang} ${width}`).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('button', { name: add[lang] })).toBeFocused();
      }
    });
  }
}
