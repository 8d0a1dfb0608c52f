// Every route of the table renders its microfrontend with the right title, in English and Chinese.
import { flattenRoutes, getCampus, type CampusCode } from '@schools/shared-api';
import { ROUTES } from '../../root-config/src/routes';
import { expect, test, CJK, expectHeading, siteUrl, watchErrors, type Lang } from './site';

const all = flattenRoutes(ROUTES);
const sections = [...new Set(all.map((r) => r.app))];

/** A person clicks through every section in both languages on three campuses (by host and by path). */
const VISITS: { lang: Lang; campus: CampusCode; host?: string; prefix?: string }[] = [
  { lang: 'en', campus: 'BISZ' },
  { lang: 'zh', campus: 'BIGZ', host: 'bigz.localhost' },
  { lang: 'en', campus: 'BBSZ', prefix: '/BBSZ/' },
  { lang: 'zh', campus: 'BBCD', host: 'bbcd.localhost' },
];

for (const visit of VISITS) {
  const { lang, campus } = visit;
  for (const app of sections) {
    test(`${app} renders each of its routes in ${lang} on ${campus}`, async ({ page }) => {
      const errors = watchErrors(page);
      const routes = all.filter((r) => r.app === app);
      await page.goto(siteUrl(routes[0]!.path, { lang, host: visit.host, prefix: visit.prefix }));
      await expect(page.locator('.shell-header__name')).toHaveText(getCampus(campus).name[lang]);
      for (const route of routes) {
        // Navigate as the site does: through the hash, without a reload.
        await page.evaluate((hash) => (window.location.hash = hash), `#${route.path}?lang=${lang === 'zh' ? 'cn' : 'en'}`);
        const title = route.path === '/home' ? getCampus(campus).name[lang] : route.meta.nav_title[lang];
        await expectHeading(page, route.path, title);
        await expect(page).toHaveTitle(title);
        await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh' ? 'zh-CN' : 'en');
        if (route.path !== '/home') await expect(page.locator('.shell-footer')).toBeVisible();
        if (lang === 'zh') {
          // No English left on a Chinese page: every visible text of header, page and footer has
          // Chinese in it or is a code, a number or a proper noun such as STEM or AP.
          const texts = await page.locator('#shell a, #shell button, #page h1, #page a, #site-footer a, #site-footer span').allInnerTexts();
          // An e-mail address or a web address is a code too, not English.
          const address = /^([\w.+-]+@[\w-]+(\.[\w-]+)+|https?:\/\/\S+)$/;
          const english = texts.map((t) => t.trim()).filter((t) => t && !CJK.test(t) && !address.test(t) && /[a-z]{3,}/.test(t));
          expect(english, `English text on ${route.path}`).toEqual([]);
        }
      }
      expect(errors).toEqual([]);
    });
  }
}

test('an unknown path shows the bilingual not-found page, never a blank page', async ({ page }) => {
  await page.goto(siteUrl('/no/such/page', { lang: 'zh' }));
  await expect(page.locator('.not-found h1')).toHaveText('页面未找到');
  await expect(page.locator('.shell-header')).toBeVisible();
  await page.locator('.not-found button').click();
  await expect(page).toHaveURL(/#\/home\?lang=cn$/);
});

test('the root redirects to /home and navigation carries lang', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(siteUrl('/').replace('#/', ''));
  await expect(page).toHaveURL(/#\/home\?lang=en$/);
  await page.locator('.shell-menu__top', { hasText: 'Admissions' }).click();
  await expect(page).toHaveURL(/#\/admissions\?lang=en$/);
  await page.locator('.ui-card__link', { hasText: 'Tuition and Fees' }).click();
  await expect(page).toHaveURL(/#\/admissions\/tuition\?lang=en$/);
  await expect(page.locator('.ui-breadcrumb__item.is-active')).toHaveText('Tuition and Fees');
  expect(errors).toEqual([]);
});

test('each navigation reports one page view and scrolls to the top', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { _hmt: unknown[][] })._hmt = [];
  });
  await page.goto(siteUrl('/home', { lang: 'en' }));
  await expectHeading(page, '/home', getCampus('BISZ').name.en);
  await page.evaluate(() => (window.location.hash = '#/about?lang=en'));
  await expectHeading(page, '/about', 'About Us');
  await page.evaluate(() => window.scrollTo(0, 400));
  await page.evaluate(() => (window.location.hash = '#/about/mission?lang=en'));
  await expectHeading(page, '/about/mission', 'Mission');
  const hmt = await page.evaluate(() => (window as unknown as { _hmt: unknown[][] })._hmt);
  expect(hmt).toEqual([
    ['_trackPageview', '/#/home'],
    ['_trackPageview', '/#/about'],
    ['_trackPageview', '/#/about/mission'],
  ]);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
