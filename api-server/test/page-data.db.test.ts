// A server-rendered page carries the data it was rendered with (issue 37, "hydrate, don't replace"): the
// outcomes of its calls as JSON the page never runs, keyed as the kit's data hooks key them, so that the
// browser's section, hydrating the markup, starts from them and asks the API nothing again. Proved by
// rendering each page anew from the embedded outcomes alone: the same markup, and no call unanswered.
// The frame around the page (header and footer, two roots of their own) the same way.
import { CAMPUSES, FOOTER_ELEMENT, PAGE_DATA_ELEMENT, type CampusCode, type Lang, type PageData, type Query } from '@schools/shared-api';
import type { ServerData } from '@schools/ui';
import { SHELL_APP, regionId } from '@schools/root-config/regions';
import { FRAME_REGIONS, renderOnce, sectionRegion } from '../src/modules/site/renderPage';
import { siteAt } from '../src/modules/site/serverPages';
import { releaseSiteTemplate } from './support/releases';
import { startTestServer, type TestServer } from './support/testServer';
import type { Dialect } from '../src/platform/db/dialect';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await releaseSiteTemplate(server.app, { db: server.db, dialect: server.dialect as Dialect }, server.config);
});
afterAll(() => server.close());

interface Embedded {
  html: string;
  data: PageData;
  /** the section's markup as the document has it (the picture preloads React writes go to the head) */
  main: string;
  /** the frame's markup as the document has it: the header's region, the footer's element */
  header: string;
  footer: string;
}

async function embedded(address: string): Promise<Embedded> {
  const answer = await fetch(server.base + address);
  expect(answer.status).toBe(200);
  const html = await answer.text();
  const json = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT}">([^<]*)</script>`).exec(html)?.[1];
  expect(json).toBeDefined();
  const region = /<main\b[^>]*><div\b[^>]*>([\s\S]*)<\/div><\/main>/.exec(html)?.[1];
  expect(region).toBeDefined();
  const header = new RegExp(`<div id="shell"><div id="${regionId(SHELL_APP)}" class="app-region" data-server-rendered>([\\s\\S]*?)</div></div>\\s*<main`).exec(html)?.[1];
  expect(header).toBeDefined();
  const footer = new RegExp(`<div id="${FOOTER_ELEMENT}" data-server-rendered>([\\s\\S]*?)</div>\\s*<import-map-overrides`).exec(html)?.[1];
  expect(footer).toBeDefined();
  return { html, data: JSON.parse(json!) as PageData, main: region!, header: header!, footer: footer! };
}

/** Answers from the page's data for one region only, noting every call it has no answer for. */
function fromPage(data: PageData, region: string, unanswered: string[]): ServerData {
  const outcomes = data.regions[region] ?? {};
  return {
    outcome: (key) => {
      if (Object.hasOwn(outcomes, key)) return outcomes[key];
      unanswered.push(`${region} ${key}`);
      return undefined;
    },
    missing: () => undefined,
  };
}

const PAGES: { code: CampusCode; lang: Lang; path: string; query?: Query; section: string }[] = [
  { code: 'BISZ', lang: 'en', path: '/about/mission', section: '@schools/about' },
  { code: 'BISZ', lang: 'zh', path: '/home', section: '@schools/home' },
  { code: 'BBSZ', lang: 'zh', path: '/admissions/tuition', section: '@schools/admissions' },
  { code: 'BIGZ', lang: 'en', path: '/news_list', section: '@schools/news' },
  { code: 'BIGZ', lang: 'en', path: '/academics/our_teacher', section: '@schools/academics' },
  { code: 'BISZ', lang: 'en', path: '/stuLife/wonderfulLife/club', section: '@schools/student-life' },
];

describe('the data a server-rendered page was made of, in the page', () => {
  for (const { code, lang, path, query = {}, section } of PAGES) {
    it(`${code} ${lang} ${path}: JSON, keyed by the hooks' places and inputs, enough to render the same markup, frame included`, async () => {
      const { data, main, header, footer } = await embedded(`/${code}/${lang}${path}`);
      expect(Object.keys(data.regions).sort()).toEqual([regionId(section), regionId(SHELL_APP), FOOTER_ELEMENT].sort());
      const keys = Object.keys(data.regions[regionId(section)]!);
      expect(keys.length).toBeGreaterThan(0);
      // The frame's: the menu, and (but on home) the footer's contact details.
      expect(Object.keys(data.regions[regionId(SHELL_APP)]!).length).toBeGreaterThan(0);
      expect(Object.keys(data.regions[FOOTER_ELEMENT]!).length).toBe(path === '/home' ? 0 : 1);
      // useId's server form, then the hook's inputs as JSON.
      for (const key of Object.values(data.regions).flatMap((outcomes) => Object.keys(outcomes))) expect(key).toMatch(/^_R_[^|]*_\|\[.*\]$/);
      const unanswered: string[] = [];
      const campus = CAMPUSES.find((c) => c.sname === code)!;
      const site = siteAt(campus, `/${code}`);
      const page = { campus, lang, path, query, prefix: site.prefix, origin: site.origin };
      const scope = { site: code, lang, prefix: site.prefix, origin: site.origin, missing: false, maxAgeS: 60, visitor: new URL(server.base) };
      const [[id, region]] = Object.entries(sectionRegion(path)) as [[string, (typeof FRAME_REGIONS)[string]]];
      const again = renderOnce(page, region, fromPage(data, id, unanswered), scope);
      expect(again.replace(/<link rel="preload" as="image"[^>]*\/>/g, '')).toBe(main);
      expect(renderOnce(page, FRAME_REGIONS[regionId(SHELL_APP)]!, fromPage(data, regionId(SHELL_APP), unanswered), scope)).toBe(header);
      expect(renderOnce(page, FRAME_REGIONS[FOOTER_ELEMENT]!, fromPage(data, FOOTER_ELEMENT, unanswered), scope)).toBe(footer);
      expect(unanswered).toEqual([]);
      // The header names the page's campus and carries the campus's menu (the server's, not the route table's).
      expect(header).toContain(campus.name[lang]);
      if (path !== '/home') expect(footer).toContain('shell-footer');
    });
  }

  it('a story: its detail among the outcomes, and nothing in the JSON can close the element', async () => {
    const [id] = await server.api('BIGZ', 'en').newsIds();
    const { html, data } = await embedded(`/BIGZ/en/news_detail/${id}`);
    expect(Object.values(data.regions[regionId('@schools/news')]!).some((o) => o.ok && (o.data as { id?: unknown } | null)?.id === id)).toBe(true);
    const element = html.slice(html.indexOf(`id="${PAGE_DATA_ELEMENT}"`));
    expect(element.slice(0, element.indexOf('</script>'))).not.toMatch(/<(?!\/script)/);
  });

  it('is not in a page the server did not render (the not-found page)', async () => {
    const answer = await fetch(`${server.base}/BISZ/en/no_such_page`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).not.toContain(`id="${PAGE_DATA_ELEMENT}"`);
  });
});
