// Home against what the API answers for the campus: the welcome and its key facts, a card per section,
// the newest stories and the way to all of them, and the call to apply with the campus's contact details.
import { contactField, copyOf, pictureFile, type ContentItem, type Page as ListPage } from '@schools/shared-api';
import { expect, test, contentApi, firstText, headingsOf, siteUrl, watchErrors } from './site';

const CAMPUSES = [['BISZ', 'localhost'], ['BIGZ', 'bigz.localhost'], ['BBSZ', 'bbsz.localhost']] as const;

for (const [campus, host] of CAMPUSES) {
  for (const lang of ['en', 'zh'] as const) {
    test(`${campus} home in ${lang} shows the campus's welcome, sections, news, call to apply and contact details`, async ({ page, request }) => {
      const errors = watchErrors(page);
      const [copy, cards, news, basic, contact] = await Promise.all([
        contentApi<ContentItem[]>(request, campus, lang, 'content-by-menu?menuId=01'),
        contentApi<ListPage<ContentItem>>(request, campus, lang, 'content-list?menuId=01&page=1&size=12'),
        contentApi<ListPage<ContentItem>>(request, campus, lang, 'content-list?menuId=07&page=1&size=3'),
        contentApi<ContentItem[]>(request, campus, lang, 'content-by-menu?menuId=00'),
        contentApi<ContentItem[]>(request, campus, lang, 'content-by-menu?menuId=06'),
      ]);
      await page.goto(siteUrl('/home', { lang, host }));
      const home = page.locator('[data-route="/home"]');

      const welcome = copyOf(copy, 'home.welcome');
      const welcomeBand = home.locator('#home-welcome');
      await expect(welcomeBand.getByRole('heading', { level: 2 })).toHaveText(headingsOf(welcome)[0] ?? '');
      await expect(welcomeBand.getByText(firstText(welcome))).toBeVisible();
      const facts = welcome.find((b) => b.type === 'facts');
      expect(facts?.type).toBe('facts');
      if (facts?.type === 'facts') await expect(welcomeBand.locator('.ui-rich__fact dd')).toHaveText(facts.items.map((f) => f.value));

      const discover = home.locator('#home-discover');
      await expect(discover.getByRole('heading', { level: 2 })).toHaveText(headingsOf(copyOf(copy, 'home.sections'))[0] ?? '');
      expect(cards.list.length).toBe(4);
      await expect(discover.locator('.ui-card__title')).toHaveText(cards.list.map((c) => c.title));
      for (const card of cards.list) await expect(discover.locator(`img[src="${pictureFile(card.urls[0]!)}"]`)).toHaveCount(1);

      const latest = home.locator('#home-news');
      await expect(latest.locator('.ui-card__title')).toHaveText(news.list.map((n) => n.title));

      const apply = copyOf(copy, 'home.apply');
      const cta = apply.find((b) => b.type === 'cta');
      expect(cta?.type).toBe('cta');
      if (cta?.type === 'cta') await expect(home.locator('#home-visit .ui-rich__button')).toHaveText(cta.links.map((l) => l.label));
      // The last screen has what a footer would give: the address, the admissions office's number and e-mail as Contact Us has them.
      const visit = home.locator('#home-visit');
      await expect(visit.locator('address')).toContainText(contactField(contact, 'schoolAdd'));
      await expect(visit.locator(`a[href="mailto:${contactField(contact, 'value_1')}"]`)).toBeVisible();
      await expect(visit.getByText(contactField(contact, 'number_2'), { exact: true })).toBeVisible();
      // No account or filing number the campus's IT has not entered (the seed invents none): no empty "Follow us", no empty link.
      await expect(visit.locator('#home-visit-follow')).toBeHidden();
      for (const link of await visit.locator('.home-visit__legal a').all()) await expect(link).toBeHidden();
      await expect(visit.locator('.home-visit__legal')).toHaveText(/^© \d{4} \S.*\S$/);

      // The latest news leads to the whole list, by the school's own label.
      await latest.getByRole('link', { name: firstText(copyOf(basic, 'basic.moreNews')), exact: true }).click();
      await expect(page.locator('[data-route="/news_list"] .ui-card__title').first()).toHaveText(news.list[0]!.title);
      expect(errors).toEqual([]);
    });
  }
}

test('a section card opens its section', async ({ page, request }) => {
  const cards = await contentApi<ListPage<ContentItem>>(request, 'BISZ', 'en', 'content-list?menuId=01&page=1&size=12');
  const admissions = cards.list.find((c) => c.path === '/admissions')!;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(siteUrl('/home', { lang: 'en' }));
  await page.locator('#home-discover').getByRole('link', { name: admissions.title }).click();
  await expect(page).toHaveURL(/#\/admissions\?lang=en$/);
  await expect(page.locator('[data-route="/admissions"] h1').first()).toBeVisible();
});
