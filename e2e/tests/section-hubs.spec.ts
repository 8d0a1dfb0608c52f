// The landing pages of About Us, Student Life and Academics as hubs, against what the API answers for
// the campus: the school's words and main call to action, its key facts, and each panel's entries
// (the Head's welcome, achievements, latest news; the school day and the clubs; the path through the
// grades and what comes next in the calendar), on an international and a bilingual campus.
import type { Locator } from '@playwright/test';
import { copyOf, hubEntries, type Block, type CalendarEvent, type Club, type ContentItem, type Page } from '@schools/shared-api';
import { expect, test, contentApi, firstText, userData, siteUrl, watchErrors } from './site';

const CAMPUSES = [['BIGZ', 'bigz.localhost'], ['BBSZ', 'bbsz.localhost']] as const;

/** The hub's opening words, main call to action and key facts are the copy's. */
async function expectIntro(hub: Locator, intro: Block[]): Promise<void> {
  await expect(hub.locator('.ui-hub__intro > p').first()).toHaveText(firstText(intro));
  const primary = intro.flatMap((b) => (b.type === 'cta' ? b.links : [])).find((l) => l.primary)!;
  await expect(hub.locator('.ui-rich__button--primary')).toHaveText(primary.label);
  const facts = intro.flatMap((b) => (b.type === 'facts' ? b.items : []));
  await expect(hub.locator('.ui-rich__fact dd')).toHaveText(facts.map((f) => f.value));
}

for (const [campus, host] of CAMPUSES) {
  for (const lang of ['en', 'zh'] as const) {
    test(`${campus} in ${lang}: About Us opens with the school's words, its Head's welcome, achievements and latest news`, async ({ page, request }) => {
      const errors = watchErrors(page);
      const [copy, news] = await Promise.all([
        contentApi<ContentItem[]>(request, campus, lang, 'content-by-menu?menuId=02'),
        contentApi<Page<ContentItem>>(request, campus, lang, 'content-list?menuId=07&page=1&size=3'),
      ]);
      const titleOf = (key: string) => copy.find((i) => i.key === key)!.title;
      await page.goto(siteUrl('/about', { lang, host }));
      const hub = page.locator('[data-route="/about"] .ui-hub');
      await expectIntro(hub, copyOf(copy, 'hub.intro'));
      const [quote] = copyOf(copy, 'hub.welcome');
      await expect(hub.getByRole('region', { name: titleOf('hub.welcome') }).locator('blockquote')).toHaveText(quote!.type === 'quote' ? quote!.text : '');
      await expect(hub.getByRole('region', { name: titleOf('hub.highlights') }).locator('li strong')).toHaveText(hubEntries(copyOf(copy, 'hub.highlights')).map((e) => e.head));
      const latest = hub.getByRole('region', { name: lang === 'zh' ? '最新动态' : 'Latest news' });
      await expect(latest.locator('li a')).toHaveText(news.list.map((n) => n.title));
      await latest.locator('li a').first().click();
      await expect(page.locator('[data-route="/news_detail"] h1')).toHaveText(news.list[0]!.title);
      expect(errors).toEqual([]);
    });

    test(`${campus} in ${lang}: Student Life opens with the school day and the campus's clubs`, async ({ page, request }) => {
      const errors = watchErrors(page);
      const [copy, clubs] = await Promise.all([
        contentApi<ContentItem[]>(request, campus, lang, 'content-by-menu?menuId=03'),
        userData<Club[]>(request, campus, lang, 'club/user/club-list'),
      ]);
      await page.goto(siteUrl('/stuLife', { lang, host }));
      const hub = page.locator('[data-route="/stuLife"] .ui-hub');
      await expectIntro(hub, copyOf(copy, 'hub.intro'));
      const day = hub.getByRole('region', { name: copy.find((i) => i.key === 'hub.day')!.title });
      await expect(day.locator('li strong')).toHaveText(hubEntries(copyOf(copy, 'hub.day')).map((e) => e.head));
      const clubPanel = hub.getByRole('region', { name: lang === 'zh' ? '本学年社团' : 'Clubs this year' });
      await expect(clubPanel.locator('li a')).toHaveText([...new Set(clubs.map((c) => c.category))].flatMap((cat) => clubs.filter((c) => c.category === cat).map((c) => c.name)));
      await clubPanel.locator('li a').first().click();
      await expect(page.locator('[data-route="/stuLife/wonderfulLife/club"]')).toContainText(clubs[0]!.name);
      expect(errors).toEqual([]);
    });

    test(`${campus} in ${lang}: Academics opens with the path through the grades and what comes next in the calendar`, async ({ page, request }) => {
      const errors = watchErrors(page);
      const copy = await contentApi<ContentItem[]>(request, campus, lang, 'content-by-menu?menuId=04');
      await page.goto(siteUrl('/academics', { lang, host }));
      const hub = page.locator('[data-route="/academics"] .ui-hub');
      await expectIntro(hub, copyOf(copy, 'hub.intro'));
      const pathway = hub.getByRole('region', { name: copy.find((i) => i.key === 'hub.pathway')!.title });
      await expect(pathway.locator('li strong')).toHaveText(hubEntries(copyOf(copy, 'hub.pathway')).map((e) => e.head));
      // What comes next is the page's own year's events that have not ended, as the calendar lists them.
      const coming = hub.getByRole('region', { name: lang === 'zh' ? '近期安排' : 'Coming up' });
      const href = await coming.getByRole('link').last().getAttribute('href');
      const year = new URLSearchParams(href!.split('?')[1]).get('year')!;
      const today = await page.evaluate(() => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10));
      const events = (await userData<CalendarEvent[]>(request, campus, lang, `calendar/events?year=${year}`)).filter((e) => e.end.slice(0, 10) >= today);
      await expect(coming.locator('li > span:not(.ui-hub__meta)')).toHaveText(events.slice(0, 4).map((e) => e.title));
      expect(errors).toEqual([]);
    });
  }
}
