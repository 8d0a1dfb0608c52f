// A server-rendered page carries the data it was rendered with (issue 37, "hydrate, don't replace"): the
// outcomes of its calls as JSON the page never runs, keyed as the kit's data hooks key them, so that the
// browser's section, hydrating the markup, starts from them and asks the API nothing again. Proved by
// rendering each page anew from the embedded outcomes alone: the same markup, and no call unanswered.
import { CAMPUSES, PAGE_DATA_ELEMENT, type CampusCode, type Lang, type PageData, type Query } from '@schools/shared-api';
import type { ServerData } from '@schools/ui';
import { renderOnce } from '../src/modules/site/renderPage';
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
}

async function embedded(address: string): Promise<Embedded> {
  const answer = await fetch(server.base + address);
  expect(answer.status).toBe(200);
  const html = await answer.text();
  const json = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT}">([^<]*)</script>`).exec(html)?.[1];
  expect(json).toBeDefined();
  const region = /<main\b[^>]*><div\b[^>]*>([\s\S]*)<\/div><\/main>/.exec(html)?.[1];
  expect(region).toBeDefined();
  return { html, data: JSON.parse(json!) as PageData, main: region! };
}

/** Answers from the page's data only, noting every call it has no answer for. */
function fromPage(data: PageData, unanswered: string[]): ServerData {
  return {
    outcome: (key) => {
      if (Object.hasOwn(data.outcomes, key)) return data.outcomes[key];
      unanswered.push(key);
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
    it(`${code} ${lang} ${path}: JSON, keyed by the hooks' places and inputs, enough to render the same markup`, async () => {
      const { data, main } = await embedded(`/${code}/${lang}${path}`);
      expect(data.section).toBe(section);
      const keys = Object.keys(data.outcomes);
      expect(keys.length).toBeGreaterThan(0);
      // useId's server form, then the hook's inputs as JSON.
      for (const key of keys) expect(key).toMatch(/^_R_[^|]*_\|\[.*\]$/);
      const unanswered: string[] = [];
      const campus = CAMPUSES.find((c) => c.sname === code)!;
      const site = siteAt(campus, `/${code}`);
      const page = { campus, lang, path, query, prefix: site.prefix, origin: site.origin };
      const again = renderOnce(page, fromPage(data, unanswered), { site: code, lang, prefix: site.prefix, origin: site.origin, missing: false, maxAgeS: 60 });
      expect(unanswered).toEqual([]);
      expect(again.replace(/<link rel="preload" as="image"[^>]*\/>/g, '')).toBe(main);
    });
  }

  it('a story: its detail among the outcomes, and nothing in the JSON can close the element', async () => {
    const [id] = await server.api('BIGZ', 'en').newsIds();
    const { html, data } = await embedded(`/BIGZ/en/news_detail/${id}`);
    expect(Object.values(data.outcomes).some((o) => o.ok && (o.data as { id?: unknown } | null)?.id === id)).toBe(true);
    const element = html.slice(html.indexOf(`id="${PAGE_DATA_ELEMENT}"`));
    expect(element.slice(0, element.indexOf('</script>'))).not.toMatch(/<(?!\/script)/);
  });

  it('is not in a page the server did not render (the not-found page)', async () => {
    const answer = await fetch(`${server.base}/BISZ/en/no_such_page`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).not.toContain(`id="${PAGE_DATA_ELEMENT}"`);
  });
});
