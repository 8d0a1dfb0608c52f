// The Admissions landing page as a hub, against what the API answers for the campus: the intro and
// Apply, the key dates, the next information sessions with their places left, the fees at a glance,
// the steps and the named admissions team, on an international and a bilingual campus, in both languages.
import { copyOf, hubEntries, type Block, type ContentItem, type InfoSession, type Tuition } from '@schools/shared-api';
import { expect, test, contentApi, firstText, userData, siteUrl, watchErrors } from './site';

const CAMPUSES = [['BISZ', 'bisz.localhost'], ['BBSZ', 'bbsz.localhost']] as const;

const primaryLink = (blocks: Block[]) => blocks.flatMap((b) => (b.type === 'cta' ? b.links : [])).find((l) => l.primary);

for (const [campus, host] of CAMPUSES) {
  for (const lang of ['en', 'zh'] as const) {
    test(`${campus} in ${lang}: the Admissions hub shows the campus's dates, sessions, fees, steps and team, and Apply`, async ({ page, request }) => {
      const errors = watchErrors(page);
      const [copy, tuition, sessions] = await Promise.all([
        contentApi<ContentItem[]>(request, campus, lang, 'content-by-menu?menuId=05'),
        userData<Tuition>(request, campus, lang, 'content/tuition-content'),
        userData<InfoSession[]>(request, campus, lang, 'admissions/sessions'),
      ]);
      const titleOf = (key: string) => copy.find((i) => i.key === key)!.title;
      await page.goto(siteUrl('/admissions', { lang, host }));
      const hub = page.locator('[data-route="/admissions"] .ui-hub');

      await expect(hub.locator('.ui-hub__intro')).toContainText(firstText(copyOf(copy, 'hub.intro')));
      const apply = primaryLink(copyOf(copy, 'hub.intro'))!;
      await expect(hub.locator('.ui-rich__button--primary')).toHaveAttribute('href', apply.href);
      await expect(hub.locator('.ui-rich__button--primary')).toContainText(apply.label);

      const dates = hub.getByRole('region', { name: titleOf('hub.dates') });
      await expect(dates.locator('li strong')).toHaveText(hubEntries(copyOf(copy, 'hub.dates')).map((e) => e.head));

      const next = hub.getByRole('region', { name: lang === 'zh' ? '近期招生说明会' : 'Next information sessions' });
      const shown = sessions.slice(0, 3);
      await expect(next.locator('.adm-hub__places')).toHaveCount(shown.length);
      for (const [i, s] of shown.entries()) {
        await expect(next.locator('.adm-hub__session').nth(i)).toContainText(s.audience);
        await expect(next.locator('.adm-hub__places').nth(i)).toContainText(s.placesLeft === 0 ? (lang === 'zh' ? '已满' : 'Full') : String(s.placesLeft));
      }

      const fees = tuition.rows.map((r) => r.annualFee).filter((n) => n > 0);
      const glance = hub.getByRole('region', { name: lang === 'zh' ? '费用一览' : 'Fees at a glance' });
      await expect(glance).toContainText(Math.min(...fees).toLocaleString('en-US'));
      await expect(glance).toContainText(Math.max(...fees).toLocaleString('en-US'));
      await expect(glance).toContainText(tuition.applicationFee.amount.toLocaleString('en-US'));
      await glance.getByRole('link').click();
      await expect(page.locator('[data-route="/admissions/tuition"]')).toBeVisible();
      await page.goBack();

      const steps = hub.getByRole('region', { name: titleOf('hub.steps') });
      await expect(steps.locator('li strong')).toHaveText(hubEntries(copyOf(copy, 'hub.steps')).map((e) => e.head));

      const team = hub.getByRole('region', { name: titleOf('hub.contacts') });
      const people = hubEntries(copyOf(copy, 'hub.contacts'));
      expect(people.length).toBeGreaterThanOrEqual(2);
      await expect(team.locator('li strong')).toHaveText(people.map((p) => p.head));
      for (const p of people) for (const l of p.links) await expect(team.locator(`a[href="${l.href}"]`).first()).toBeVisible();

      expect(errors).toEqual([]);
    });
  }
}
