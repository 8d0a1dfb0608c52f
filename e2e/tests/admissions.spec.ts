// Admissions against what the API answers for the campus: the fee tables and bank details, the FAQ by
// keyboard, Contact Us, and the information-session sign-up from the form to the staff page.
import type { APIRequestContext, Page } from '@playwright/test';
import { copyOf, type ContentItem, type FaqItem, type InfoSession, type Tuition } from '@schools/shared-api';
import { SIGNUP_MESSAGES } from '@schools/shared-api/forms';
import { PORT, STAFF } from '../playwright.config';
import { axeViolations, expect, test, contentApi, firstText, headingsOf, pageAtRest, siteUrl, staffApiSignIn, staffSignIn, watchErrors, type Lang, twoFrames } from './site';

/** Two international campuses and a bilingual one. No campus shows a bank account until its staff enter the school's own. */
const CAMPUSES = [['BISZ', 'bisz.localhost'], ['BIPH', 'biph.localhost'], ['BBCD', 'bbcd.localhost']] as const;

async function api<T>(request: APIRequestContext, campus: string, lang: Lang, path: string): Promise<T> {
  const body = (await (await request.get(`http://localhost:${PORT}/api/${campus}/user/${path}`, { headers: { 'x-locale': lang } })).json()) as { code: string; data: T };
  expect(body.code).toBe('000');
  return body.data;
}

async function open(page: Page, hash: string): Promise<void> {
  await page.evaluate((h) => (window.location.hash = h), hash);
}

const q = (lang: Lang) => `lang=${lang === 'zh' ? 'cn' : 'en'}`;

for (const [campus, host] of CAMPUSES) {
  for (const lang of ['en', 'zh'] as const) {
    test(`${campus} in ${lang}: tuition, FAQ by keyboard and Contact Us show the campus's answers`, async ({ page, request }) => {
      const errors = watchErrors(page);
      const [tuition, faq, copy] = await Promise.all([
        api<Tuition>(request, campus, lang, 'content/tuition-content'),
        api<FaqItem[]>(request, campus, lang, 'content/question-content'),
        contentApi<ContentItem[]>(request, campus, lang, 'content-by-menu?menuId=05'),
      ]);

      await page.goto(siteUrl('/admissions/tuition', { lang, host }));
      const fees = page.locator('[data-route="/admissions/tuition"]');
      await expect(fees.locator('.ui-article__intro')).toContainText(firstText(copyOf(copy, 'admissions.tuition')));
      const table = fees.getByRole('table').first();
      await expect(table.getByRole('row')).toHaveCount(tuition.rows.length + 1);
      for (const [i, row] of tuition.rows.entries()) {
        const cells = table.getByRole('row').nth(i + 1);
        await expect(cells).toContainText(row.grade);
        await expect(cells).toContainText(row.annualFee.toLocaleString('en-US'));
      }
      for (const item of tuition.otherFees) await expect(fees.getByText(item.item, { exact: true })).toBeVisible();
      if (tuition.bank) {
        await expect(fees.getByText(tuition.bank.accountNumber)).toBeVisible();
        await expect(fees.getByText(tuition.bank.bank)).toBeVisible();
      } else {
        // No account that is not one: the notes say how a family obtains the school's bank details.
        await expect(fees.getByRole('heading', { name: lang === 'zh' ? '银行转账' : 'Paying by bank transfer' })).toHaveCount(0);
        await expect(fees.getByText(lang === 'zh' ? /收款账户/ : /bank details/)).toBeVisible();
      }

      // The FAQ: every question a button; Enter opens its answer, which is the API's, and Space closes it.
      await open(page, `#/admissions/questions?${q(lang)}`);
      const questions = page.locator('[data-route="/admissions/questions"] .adm-faq__question button');
      await expect(questions).toHaveText(faq.map((f) => f.question));
      const second = questions.nth(1);
      await second.focus();
      await page.keyboard.press('Enter');
      await expect(second).toHaveAttribute('aria-expanded', 'true');
      const answer = page.locator(`#${await second.getAttribute('aria-controls')}`);
      await expect(answer).toBeVisible();
      await expect(answer).toContainText(faq[1]!.answer.split(/\n{2,}/)[0]!);
      await page.keyboard.press('Space');
      await expect(answer).toBeHidden();

      // Contact Us: the numbers as tel: links and the e-mails as mailto: links, then how to get here.
      const general = await contentApi<ContentItem[]>(request, campus, lang, 'content-by-menu?menuId=06');
      await open(page, `#/contact_us?${q(lang)}`);
      const contact = page.locator('[data-route="/contact_us"]');
      const number = firstText(copyOf(general, 'GeneralInformation.number_1'));
      await expect(contact.getByRole('link', { name: number, exact: true }).first()).toHaveAttribute('href', /^tel:\+86\d+$/);
      const email = firstText(copyOf(general, 'GeneralInformation.value_1'));
      await expect(contact.getByRole('link', { name: email, exact: true }).first()).toHaveAttribute('href', `mailto:${email}`);
      for (const h of headingsOf(copyOf(copy, 'admissions.contactUs'))) await expect(contact.getByRole('heading', { name: h, exact: true })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
}

/**
 * How a phone shows the value cells of a stacked table: whether its column's label leads it (the
 * ::before's content), how far into the line the value starts, and whether it stands under its row's
 * heading (the first cell).
 */
function stackedValues(page: Page, route: string) {
  return page.locator(`[data-route="${route}"] .ui-rich__table-frame--stack tbody tr`).evaluateAll((rows) => rows.flatMap((row) => {
    const [heading, ...values] = [...row.querySelectorAll('td')];
    return values.map((td) => {
      const text = [...td.childNodes].find((n) => n.nodeType === Node.TEXT_NODE)!;
      const range = document.createRange();
      range.setStart(text, 0);
      range.setEnd(text, 1);
      const first = range.getBoundingClientRect();
      const box = td.getBoundingClientRect();
      const label = getComputedStyle(td, '::before');
      return {
        labelled: label.content !== 'none', labelColour: label.color, colour: getComputedStyle(td).color,
        indent: first.left - box.left, underHeading: box.left === heading!.getBoundingClientRect().left && box.top >= heading!.getBoundingClientRect().bottom,
      };
    });
  }));
}

test('on a phone, tables fit the screen and read as a list: each row under its heading, a column\'s label only where a row has several values, lighter and before its value', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(siteUrl('/admissions/tuition', { lang: 'zh', host: 'bbcd.localhost' }));
  await expect(page.locator('[data-route="/admissions/tuition"] table').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The other fees (fee, amount): each amount alone under its fee, no "Amount" on every row.
  await page.goto(siteUrl('/admissions/tuition', { lang: 'en', host: 'bisz.localhost' }));
  await expect(page.locator('[data-route="/admissions/tuition"] .ui-rich__table-frame--stack')).toBeVisible();
  const fees = await stackedValues(page, '/admissions/tuition');
  expect(fees.length).toBeGreaterThan(4);
  expect(fees.filter((v) => v.labelled || !v.underHeading || v.indent > 1)).toEqual([]);

  // College acceptances (country, offers, universities): "Offers: 83" on one line, the label lighter.
  await page.goto(siteUrl('/about/achievements/CA', { lang: 'en', host: 'bisz.localhost' }));
  await expect(page.locator('[data-route="/about/achievements/CA"] .ui-rich__table-frame--stack')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const offers = await stackedValues(page, '/about/achievements/CA');
  expect(offers.length).toBeGreaterThan(8);
  for (const value of offers) {
    expect(value).toEqual(expect.objectContaining({ labelled: true, underHeading: true }));
    expect(value.labelColour).not.toBe(value.colour);
  }
  // "Offers: " leads its number on the line, not a column of labels two fifths of the screen wide.
  expect(Math.max(...offers.filter((_, i) => i % 2 === 0).map((v) => v.indent))).toBeLessThan(80);
});

for (const [campus, host, lang] of [['BBCD', 'bbcd.localhost', 'zh'], ['BISZ', 'bisz.localhost', 'en']] as const) {
  test(`${campus} in ${lang}: a family signs up for a session and the admissions office sees it`, async ({ page, request, browser }) => {
    const errors = watchErrors(page);
    const sessions = await api<InfoSession[]>(request, campus, lang, 'admissions/sessions');
    const session = sessions.find((s) => s.placesLeft > 1)!;
    await page.goto(siteUrl('/admissions/recruit', { lang, host }));
    const region = page.locator('[data-route="/admissions/recruit"]');
    const choices = region.getByRole('radiogroup').getByRole('radio');
    // One choice per session of the API, then "Another date".
    await expect(choices).toHaveCount(sessions.length + 1);
    await expect(region.locator('.adm-session__audience')).toHaveText(sessions.map((s) => s.audience));

    // Sent empty: each rule's message beside its field, in the page's language, and nothing stored.
    const submit = region.locator('button[type="submit"]');
    await submit.click();
    for (const field of ['sessionId', 'name', 'mobile', 'email', 'grade', 'entry', 'consent'] as const) {
      await expect(region.getByText(SIGNUP_MESSAGES[field][lang], { exact: true })).toBeVisible();
    }
    const label = (en: string, zh: string) => region.getByLabel(lang === 'zh' ? zh : en, { exact: false });
    // The child's grade comes first: the sessions then say which suit it.
    await expect(label('Grade applying for', '申请年级')).toBeFocused();
    await label('Grade applying for', '申请年级').selectOption({ index: 3 });
    await expect(region.locator('.adm-sessions__suited')).not.toBeEmpty();
    await expect(region.locator('.adm-session__fit')).toHaveCount(sessions.length);

    const name = `${campus} e2e ${Date.now()}`;
    await choices.nth(sessions.indexOf(session)).check();
    await label("Parent's name", '家长姓名').fill(name);
    await label('Mobile number', '手机号码').fill('1381234567');
    await label('E-mail', '电子邮箱').fill('parent@example.com');
    await label('Year of entry', '入学学年').selectOption({ index: 2 });
    await region.getByRole('checkbox').check();
    await submit.click();
    // Ten digits are not a mainland mobile number (SPEC 5): still not sent.
    await expect(region.getByText(SIGNUP_MESSAGES.mobile[lang], { exact: true })).toBeVisible();
    await label('Mobile number', '手机号码').fill('138 1234 5678');
    await expect(region.getByText(SIGNUP_MESSAGES.mobile[lang], { exact: true })).toHaveCount(0);
    await submit.click();
    await expect(region.getByText(SIGNUP_MESSAGES.submitted[lang], { exact: true })).toBeVisible();

    // The place is taken: the API says one fewer.
    const after = await api<InfoSession[]>(request, campus, lang, 'admissions/sessions');
    expect(after.find((s) => s.id === session.id)!.placesLeft).toBe(session.placesLeft - 1);

    // The staff page lists it for the campus, by keyboard; marking it contacted sticks.
    const staff = await browser.newPage();
    await staffSignIn(staff);
    await staff.getByLabel('Campus').selectOption(campus);
    const row = staff.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('13812345678');
    await expect(row).toContainText(`${session.date} ${session.start}`);
    await row.getByRole('button', { name: /Mark as contacted/ }).focus();
    await staff.keyboard.press('Enter');
    await expect(row).toContainText('Contacted');
    await staff.reload();
    await staff.getByLabel('Campus').selectOption(campus);
    await expect(staff.getByRole('row').filter({ hasText: name })).toContainText('Contacted');
    await staff.close();
    expect(errors).toEqual([]);
  });
}

interface StaffSignup { name: string; mobile: string; sessionId: number | null; repeats: number }

async function staffSignups(request: APIRequestContext, campus: string): Promise<StaffSignup[]> {
  await staffApiSignIn(request);
  const response = await request.get(`http://localhost:${PORT}/api/staff/${campus}/signups`);
  return ((await response.json()) as { data: StaffSignup[] }).data;
}

test('a family abroad books in E.164; the check of numbers abroad loads only once one is typed; booking twice takes no place', async ({ page, request }) => {
  const errors = watchErrors(page);
  const scripts: string[] = [];
  page.on('request', (r) => { if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname); });
  const phoneScripts = () => scripts.filter((p) => /schools-phone\.[0-9a-f]{8}\.js$/.test(p));
  const [campus, host, lang] = ['BIPH', 'biph.localhost', 'en'] as const;
  const sessions = await api<InfoSession[]>(request, campus, lang, 'admissions/sessions');
  const session = sessions.find((s) => s.placesLeft > 1)!;
  await page.goto(siteUrl('/admissions/recruit', { lang, host }));
  const region = page.locator('[data-route="/admissions/recruit"]');
  await expect(region.getByRole('radiogroup').getByRole('radio')).toHaveCount(sessions.length + 1);
  await page.waitForLoadState('networkidle');
  const mobile = region.getByLabel('Mobile number', { exact: false });
  // A mainland number never needs libphonenumber's metadata.
  await mobile.fill('138 1234 5678');
  await mobile.fill('+86 139 1234 5678');
  // The form's effects for what was typed have run: a check it had asked for would be on its way.
  await twoFrames(page);
  expect(phoneScripts()).toEqual([]);

  const name = `Abroad e2e ${Date.now()}`;
  const fill = async () => {
    await region.getByRole('radiogroup').getByRole('radio').nth(sessions.indexOf(session)).check();
    await region.getByLabel("Parent's name", { exact: false }).fill(name);
    await region.getByLabel('E-mail', { exact: false }).fill('family.abroad@example.com');
    await region.getByLabel('Grade applying for', { exact: false }).selectOption({ index: 3 });
    await region.getByLabel('Year of entry', { exact: false }).selectOption({ index: 2 });
    await region.getByRole('checkbox').check();
  };
  await fill();
  // +999 has the shape of a number abroad but is no country's code: the loaded check refuses it.
  const loaded = page.waitForResponse((r) => /schools-phone\.[0-9a-f]{8}\.js$/.test(r.url()));
  await mobile.fill('+999 1234 5678');
  await loaded;
  const submit = region.locator('button[type="submit"]');
  await submit.click();
  await expect(region.getByText(SIGNUP_MESSAGES.mobile[lang], { exact: true })).toBeVisible();
  await mobile.fill('+44 7700 900123');
  await expect(region.getByText(SIGNUP_MESSAGES.mobile[lang], { exact: true })).toHaveCount(0);
  await submit.click();
  await expect(region.getByText(SIGNUP_MESSAGES.submitted[lang], { exact: true })).toBeVisible();
  expect(phoneScripts()).toHaveLength(1);

  // Stored in E.164; one place taken.
  const stored = (await staffSignups(request, campus)).filter((s) => s.name === name);
  expect(stored.map((s) => [s.mobile, s.sessionId, s.repeats])).toEqual([['+447700900123', session.id, 0]]);
  const afterFirst = (await api<InfoSession[]>(request, campus, lang, 'admissions/sessions')).find((s) => s.id === session.id)!;
  expect(afterFirst.placesLeft).toBe(session.placesLeft - 1);

  // The same family again, the number written another way: the API's kind answer on the screen, no place taken.
  await region.getByRole('button', { name: 'Book another place' }).click();
  await fill();
  await mobile.fill('+44 7700-900 123');
  await submit.click();
  const answer = await request.post(`http://localhost:${PORT}/api/${campus}/user/admissions/signup`, {
    headers: { 'x-locale': lang },
    data: { sessionId: session.id, name, mobile: '+447700900123', email: 'Family.Abroad@example.com', grade: 'Grade 1', entry: '2027-28', consent: true },
  });
  const again = ((await answer.json()) as { data: { message: string; alreadyBooked: boolean } }).data;
  expect(again.alreadyBooked).toBe(true);
  expect(again.message).toContain('already booked');
  await expect(region.getByText(again.message, { exact: true })).toBeVisible();
  expect((await api<InfoSession[]>(request, campus, lang, 'admissions/sessions')).find((s) => s.id === session.id)!.placesLeft).toBe(afterFirst.placesLeft);
  expect((await staffSignups(request, campus)).filter((s) => s.name === name)).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('the staff page says what is missing beside each field, refuses a wrong password, and exports the listed sign-ups as CSV', async ({ page }) => {
  await page.goto(`http://localhost:${PORT}/admin`);
  const email = page.getByLabel('E-mail');
  const password = page.getByLabel('Password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(email).toHaveAccessibleDescription('Enter the e-mail address.');
  await expect(password).toHaveAccessibleDescription('Enter your password.');
  await expect(email).toBeFocused();
  await email.fill(STAFF.email);
  await password.fill('not the password');
  await page.keyboard.press('Enter');
  await expect(password).toHaveAccessibleDescription('The e-mail address or the password is not right. Check both and try again.');
  await expect(password).toBeFocused();
  await expect(password).toHaveValue('');
  await password.fill(STAFF.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Information-session sign-ups' })).toBeVisible();
  await page.getByLabel('Campus').selectOption('BISZ');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('signups-BISZ.csv');
  const csv = await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('\uFEFFid,site,session,name,mobile,email,grade,entry,message,lang,received (China time UTC+8),contacted (China time UTC+8)');
});

for (const width of [390, 1280]) {
  test(`axe finds no violation on the form showing its errors nor on the staff page at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(siteUrl('/admissions/recruit', { lang: 'zh', host: 'bbcd.localhost' }));
    await page.locator('[data-route="/admissions/recruit"] button[type="submit"]').click();
    await expect(page.locator('.ui-field__error').first()).toBeVisible();
    await page.locator('.adm-signup__privacy summary').click();
    // The form is audited, not the Connecting overlay caught half-faded on its way out.
    await pageAtRest(page, '/admissions/recruit');
    expect(await axeViolations(page)).toEqual([]);
    await staffSignIn(page);
    await expect(page.getByRole('table')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
