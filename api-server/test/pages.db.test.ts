// Every page at its real address, as a search engine fetches it (no script): the section's page
// rendered on the server from the API's content, in the address's language, with its title,
// description, canonical address, language alternates and share card; sitemaps that list only pages
// that answer; 404 for what does not exist; and a studio publish that reaches the rendered page.
// Absolute addresses come from the campus settings (the catalog's until a network administrator
// changes them), never from the request's Host; a change reaches the next page without a restart.
import {
  CAMPUSES, flattenRoutes, isDisabledOn, plainText, withSettings, type Block, type CampusCode, type CampusSettings, type ContentItem, type Lang,
} from '@schools/shared-api';
import type { Kysely } from 'kysely';
import type { Dialect } from '../src/platform/db/dialect';
import { openDatabase } from '../src/platform/db/connect';
import type { Database } from '../src/platform/db/schema';
import { createTestDatabase } from './support/testDatabase';
import sharp from 'sharp';
import { ROUTES } from '@schools/root-config/routes';
import { settingsOf } from '../src/modules/settings/campusSettingsService';
import { releaseSiteTemplate } from './support/releases';
import { staffAs } from './support/staff';
import { raw, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await releaseSiteTemplate(server.app, { db: server.db, dialect: server.dialect as Dialect }, server.config);
});
afterAll(() => server.close());

const CJK = /[\u4e00-\u9fff]/;
const campus = (code: CampusCode) => CAMPUSES.find((c) => c.sname === code)!;

interface Fetched {
  status: number;
  html: string;
  lang?: string;
  title?: string;
  canonical?: string;
  description?: string;
  alternates: Record<string, string>;
  h1?: string;
  /** the first paragraph of <main> with real copy in it */
  paragraph?: string;
  main: string;
}

const decode = (text: string) =>
  text.replace(/<[^>]*>/g, '').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, ' ').trim();

async function fetchPage(address: string): Promise<Fetched> {
  const answer = await fetch(server.base + address, { headers: { 'user-agent': 'Baiduspider' } });
  const html = await answer.text();
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  const paragraphs = [...main.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/g)].map((m) => decode(m[1]!)).filter((p) => p.length >= 12);
  const alternates = Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1]!, m[2]!]));
  return {
    status: answer.status,
    html,
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    title: decodeOpt(/<title>([^<]*)<\/title>/.exec(html)?.[1]),
    canonical: /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1],
    description: decodeOpt(/<meta name="description" content="([^"]*)">/.exec(html)?.[1]),
    alternates,
    h1: decodeOpt(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1]),
    paragraph: paragraphs[0],
    main,
  };
}
const decodeOpt = (text: string | undefined) => (text === undefined ? undefined : decode(text));

/** The pages of the route table a campus offers, for visitors (not items, not sign-in or commenting). */
const NOT_PAGES = new Set(['/academics/comments', '/academics/wechat_login', '/academics/project_blog', '/academics/blog_detail', '/search']);
const pagesOf = (code: CampusCode) =>
  flattenRoutes(ROUTES).filter((r) => !r.meta.item && !NOT_PAGES.has(r.path) && !isDisabledOn(ROUTES, r.path, code));

describe('every page of three campuses at its real address, in both languages', () => {
  for (const code of ['BISZ', 'BBSZ', 'BIWH'] as const) {
    it(`${code}: the page's heading and copy in the address's language, its lang, title, canonical and alternates`, async () => {
      const problems: string[] = [];
      for (const lang of ['en', 'zh'] as Lang[]) {
        for (const route of pagesOf(code)) {
          const address = `/${code}/${lang}${route.path}`;
          const page = await fetchPage(address);
          const say = (problem: string) => problems.push(`${address}: ${problem}`);
          if (page.status !== 200) { say(`answered ${page.status}`); continue; }
          if (page.lang !== (lang === 'zh' ? 'zh-CN' : 'en')) say(`<html lang="${page.lang}">`);
          const published = campus(code).address;
          if (page.canonical !== `${published}/${lang}${route.path}`) say(`canonical ${page.canonical}`);
          if (page.alternates.en !== `${published}/en${route.path}` || page.alternates['zh-CN'] !== `${published}/zh${route.path}`) say('hreflang alternates');
          const fallback = code === 'BBSZ' ? 'zh-CN' : 'en';
          if (page.alternates['x-default'] !== page.alternates[fallback]) say('x-default is not the campus\'s own language');
          if (!page.h1) { say('no <h1> in <main>'); continue; }
          if (!page.title?.includes(campus(code).name[lang])) say(`title "${page.title}" does not name the campus`);
          if (route.path !== '/home' && !page.title?.startsWith(page.h1)) say(`title "${page.title}" does not start with the heading "${page.h1}"`);
          if (!page.paragraph) { say('no paragraph of copy in <main>'); continue; }
          if (lang === 'zh' && !CJK.test(page.paragraph)) say(`Chinese page, English copy: "${page.paragraph.slice(0, 60)}"`);
          if (lang === 'en' && CJK.test(page.paragraph)) say(`English page, Chinese copy: "${page.paragraph.slice(0, 60)}"`);
          if (!page.description) say('no description');
          // In-site links are real addresses a crawler can follow, never the browser's hash addresses.
          if (/href="#\//.test(page.main)) say('a link by hash address');
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it('shows the copy the API answers: the About pages\' first paragraph, in each language', async () => {
    for (const lang of ['en', 'zh'] as Lang[]) {
      const items = (await server.api('BISZ', lang).contentByMenu({ menuId: '02' })) as ContentItem[];
      for (const [key, path] of [['about.mission', '/about/mission'], ['about.our_story', '/about/our_story'], ['about.join_us', '/about/join_us']] as const) {
        const blocks = items.find((i) => i.key === key)!.blocks as Block[];
        const first = plainText(blocks.filter((b) => b.type === 'paragraph').slice(0, 1));
        const page = await fetchPage(`/BISZ/${lang}${path}`);
        expect(page.paragraph).toBe(first);
        expect(page.description && first.startsWith(page.description.replace(/…$/, ''))).toBe(true);
        // Its banner, the page's largest picture, is asked for from the head, before any script.
        const preload = page.html.search(/<link rel="preload" as="image" href="[^"]+" fetchPriority="high"\/>/);
        expect(preload).toBeGreaterThan(0);
        expect(preload).toBeLessThan(page.html.indexOf('</head>'));
        expect(preload).toBeLessThan(Math.max(0, page.html.indexOf('as="script"')) || Infinity);
      }
    }
  });

  it('renders every news story at /{lang}/news_detail/{id} under its own title, with a share card picture', async () => {
    for (const lang of ['en', 'zh'] as Lang[]) {
      const api = server.api('BIGZ', lang);
      const ids = await api.newsIds();
      expect(ids.length).toBeGreaterThan(3);
      for (const id of ids) {
        const story = await api.contentDetail({ id });
        const page = await fetchPage(`/BIGZ/${lang}/news_detail/${id}`);
        expect(page.status).toBe(200);
        expect(page.h1).toBe(story.title);
        expect(page.title).toBe(`${story.title}${lang === 'zh' ? '｜' : ' – '}${campus('BIGZ').name[lang]}`);
        expect(page.html).toMatch(/<meta property="og:image" content="https:\/\/bigz\.lumina-schools\.cn\/[^"]+">/);
      }
    }
  });

  it('gives share cards a JPEG of the page picture, of the size the head declares, that a card can show', async () => {
    const [id] = await server.api('BIGZ', 'zh').newsIds();
    const page = await fetchPage(`/BIGZ/zh/news_detail/${id}`);
    const image = /<meta property="og:image" content="([^"]+)">/.exec(page.html)![1]!;
    const width = Number(/<meta property="og:image:width" content="(\d+)">/.exec(page.html)?.[1]);
    const height = Number(/<meta property="og:image:height" content="(\d+)">/.exec(page.html)?.[1]);
    // The story's own picture (an SVG scene in storage) is what the card shows, as a JPEG.
    const stored = /<img\b[^>]*\bsrc="([^"]+)\.svg"/.exec(page.main)![1]!;
    expect(new URL(image).pathname).toBe(`/share/${stored.replace(/^\/storage\//, '')}.jpg`);
    for (let i = 0; i < 2; i++) {
      // made on the first request, read from storage on the second: the same file
      const answer = await fetch(server.base + new URL(image).pathname);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/jpeg');
      expect(answer.headers.get('cache-control')).toContain('immutable');
      const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', width, height]);
    }
    expect([width, height]).toEqual([1200, 630]);
  });

  it('answers 404 for a share card of anything but a stored, content-named SVG', async () => {
    for (const address of ['/share/bisz/none.0123456789.jpg', '/share/bisz/unhashed-name.jpg', '/share/%2e%2e/schools.0123456789.jpg', '/share/bisz/%2e%2e%2fx.0123456789.jpg', '/share/bisz/x.0123456789.png']) {
      const answer = await raw(server.base, address);
      expect([address, answer.status]).toEqual([address, 404]);
    }
  });
});

describe('addresses that name no page', () => {
  it('answer 404 with the not-found page in the address\'s language, marked noindex', async () => {
    // A story is an item of the news, not a course: its id at a course's address names nothing.
    const [story] = await server.api('BISZ', 'en').newsIds();
    const cases: Array<[string, Lang]> = [
      [`/BISZ/zh/course_detail/${story}`, 'zh'],
      ['/BISZ/en/no/such/page', 'en'],
      ['/BISZ/zh/no/such/page', 'zh'],
      ['/BISZ/en/news_detail/999999999', 'en'],
      ['/BISZ/zh/news_detail/999999999', 'zh'],
      ['/BISZ/en/about/mission/12', 'en'], // a page that shows no item takes no id
      ['/BISZ/en/about/management/detail/999999', 'en'],
      ['/BISZ/zh/academics/counseling/detail/999999', 'zh'],
      ['/BISZ/en/academics/senior_project/blog/99999', 'en'],
      ['/BISZ/en/academics/senior_project/blog_detail/99999?student=1', 'en'],
      ['/BBSZ/en/academics/curriculum', 'en'], // not offered by a bilingual campus
      ['/BBCD/zh/about/management', 'zh'],
    ];
    for (const [address, lang] of cases) {
      const page = await fetchPage(address);
      expect([address, page.status]).toEqual([address, 404]);
      // The browser's router is told to show its own not-found page (the path as the hash).
      expect(page.html).toMatch(/<html lang="[^"]+" data-server-page="#\/[^"]*lang=(en|cn)">/);
      expect(page.h1).toBe(lang === 'zh' ? '页面未找到' : 'Page not found');
      expect(page.lang).toBe(lang === 'zh' ? 'zh-CN' : 'en');
      expect(page.html).toContain('<meta name="robots" content="noindex">');
      // In the region the browser's not-found application mounts into, which keeps it as it is.
      expect(page.html).toContain('<main id="page" tabindex="-1"><div id="app-schools-not-found" class="app-region" data-server-rendered><section class="not-found">');
    }
  });

  it("answers the front door (/, a campus's root, its own host's root) with the campus's home in its language, canonical at the root", async () => {
    const cases: Array<[string, string | undefined, CampusCode, string]> = [
      // the address (and host) → the campus, the language of the page, its canonical address
      ['/', undefined, 'BISZ', 'en'],
      ['/index.html', undefined, 'BISZ', 'en'],
      ['/BBSZ/', undefined, 'BBSZ', 'zh'], // the Chinese-first campus
      ['/BIGZ/?lang=cn', undefined, 'BIGZ', 'zh'],
      ['/?school=BIWH', undefined, 'BIWH', 'en'],
      ['/', 'bbsz.localhost', 'BBSZ', 'zh'],
    ];
    for (const [address, host, code, lang] of cases) {
      const answer = await server.app.inject({ url: address, headers: { 'user-agent': 'Baiduspider', ...(host ? { host } : {}) } });
      const html = answer.body;
      const root = `${campus(code).address}/`;
      const seen = {
        address, status: answer.statusCode,
        lang: /<html lang="([^"]+)"/.exec(html)?.[1],
        served: /<html[^>]* data-server-page="([^"]+)"/.exec(html)?.[1],
        title: decodeOpt(/<title>([^<]*)<\/title>/.exec(html)?.[1]),
        canonical: /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1],
        xDefault: /<link rel="alternate" hreflang="x-default" href="([^"]+)">/.exec(html)?.[1],
        alternate: /<link rel="alternate" hreflang="en" href="([^"]+)">/.exec(html)?.[1],
        // In home's own region, which the section hydrates.
        rendered: html.includes('<div id="app-schools-home" class="app-region" data-server-rendered>') && html.includes('data-route="/home"'),
        // Home's own words, not the campus's name again.
        described: ![undefined, campus(code).name[lang as 'en' | 'zh']].includes(decodeOpt(/<meta name="description" content="([^"]+)">/.exec(html)?.[1])),
      };
      expect(seen).toEqual({
        address, status: 200, lang: lang === 'zh' ? 'zh-CN' : 'en', served: `#/home?lang=${lang === 'zh' ? 'cn' : 'en'}`, title: campus(code).name[lang as 'en' | 'zh'],
        canonical: root, xDefault: root, alternate: `${campus(code).address}/en/home`, rendered: true, described: true,
      });
    }
  });
});

describe('a hash address, which boot.js asks for with the hash as a query (/?hash=…)', () => {
  it('answers the page rendered as at its real address: campus and language resolved as the browser resolves them', async () => {
    const cases: Array<[string, string, string, string]> = [
      // the document's address with the hash as a query → <html lang>, the hash the page keeps, the canonical address
      ['/?hash=%2Fabout%2Fmission', 'en', '#/about/mission?lang=en', 'https://bisz.lumina-schools.cn/en/about/mission'],
      ['/?hash=%2Fabout%2Fmission%3Flang%3Dcn', 'zh-CN', '#/about/mission?lang=cn', 'https://bisz.lumina-schools.cn/zh/about/mission'],
      ['/BBSZ/?hash=%2Fabout%2Fmission', 'zh-CN', '#/about/mission?lang=cn', 'https://bbsz.lumina-schools.cn/zh/about/mission'], // BBSZ is Chinese-first
      ['/?school=BIWH&hash=%2Fadmissions%2Ftuition%3Flang%3Den', 'en', '#/admissions/tuition?lang=en', 'https://biwh.lumina-schools.cn/en/admissions/tuition'],
      ['/?hash=', 'en', '#/home?lang=en', 'https://bisz.lumina-schools.cn/en/home'],
    ];
    for (const [address, lang, hash, canonical] of cases) {
      const page = await fetchPage(address);
      expect([address, page.status, page.lang]).toEqual([address, 200, lang]);
      expect(page.html).toContain(`data-server-page="${hash}"`);
      expect(page.canonical).toBe(canonical);
      expect(page.h1).toBeTruthy();
      // In the section's own region, which it hydrates.
      expect(page.main).toMatch(/^<div id="app-schools-(about|home|admissions)" class="app-region" data-server-rendered>/);
    }
    // The school query chose the campus: BIWH's tuition, not BISZ's.
    const biwh = await fetchPage('/?school=BIWH&hash=%2Fadmissions%2Ftuition');
    expect(biwh.title).toContain(campus('BIWH').name.en);
  });

  it('answers a story by its id, and nothing (204) for a hash that names no page, an item that is not there, a page the campus does not offer, or cannot be read', async () => {
    const answer = await raw(server.base, '/api/BIGZ/user/content/content-list?menuId=07&page=1&size=1', { headers: { 'x-locale': 'en' } });
    const [story] = answer.body.data.list as ContentItem[];
    const page = await fetchPage(`/?school=BIGZ&hash=${encodeURIComponent(`/news_detail?id=${story!.id}`)}`);
    expect([page.status, page.h1]).toEqual([200, decode(story!.title)]);
    for (const address of ['/?hash=%2Fno%2Fsuch%2Fpage', '/?hash=%2Fnews_detail%3Fid%3D999999', '/?hash=%2F%25E0%25A4', '/?hash=%2Facademics%2Fcurriculum&school=BBSZ']) {
      const missing = await fetchPage(address);
      expect([address, missing.status, missing.html]).toEqual([address, 204, '']);
    }
  });
});

describe('sitemaps and robots.txt', () => {
  it('lists every page of a campus in both languages at its published address, each answering 200 with itself as canonical', async () => {
    const answer = await raw(server.base, '/BIWH/sitemap.xml');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/xml');
    const urls = [...String(answer.body).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    expect(urls.every((u) => u.startsWith('https://biwh.lumina-schools.cn/'))).toBe(true);
    // Fetched here under the campus's prefix: the same pages as at its published address.
    const paths = urls.map((u) => `/BIWH${new URL(u).pathname}`);
    for (const route of pagesOf('BIWH')) for (const lang of ['en', 'zh']) expect(paths).toContain(`/BIWH/${lang}${route.path}`);
    // Items reached through the pages: stories, leaders, courses, counseling guides, senior projects.
    for (const item of ['news_detail', 'about/management/detail', 'course_detail', 'academics/counseling/detail', 'academics/senior_project/blog']) {
      expect(paths.some((p) => p.startsWith(`/BIWH/en/${item}/`))).toBe(true);
    }
    expect(String(answer.body)).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}/);
    // Every visible story, also those past the news list's first page.
    for (const id of await server.api('BIWH', 'en').newsIds()) for (const lang of ['en', 'zh']) expect(paths).toContain(`/BIWH/${lang}/news_detail/${id}`);
    for (const url of urls) {
      const page = await fetchPage(`/BIWH${new URL(url).pathname}${new URL(url).search}`);
      expect([url, page.status]).toEqual([url, 200]);
      expect(page.canonical).toBe(url);
    }
  });

  it('the shared host lists each campus\'s sitemap; robots.txt names the sitemaps and keeps crawlers off the API', async () => {
    const index = String((await raw(server.base, '/sitemap.xml')).body);
    for (const c of CAMPUSES) expect(index).toContain(`<loc>${c.address}/sitemap.xml</loc>`);
    const robots = await raw(server.base, '/robots.txt');
    expect(robots.status).toBe(200);
    for (const c of CAMPUSES) expect(String(robots.body)).toContain(`Sitemap: ${c.address}/sitemap.xml`);
    expect(String(robots.body)).toContain('Disallow: /api/');
    // A campus's own host names its own sitemap only.
    const own = await server.app.inject({ url: '/robots.txt', headers: { host: 'bigz.localhost' } });
    expect(own.body.match(/^Sitemap: .*$/gm)).toEqual(['Sitemap: https://bigz.lumina-schools.cn/sitemap.xml']);
  });

  it('a studio publish reaches the rendered page at once and moves the campus\'s lastmod', async () => {
    const before = await raw(server.base, '/BISZ/sitemap.xml');
    const lastmod = /<lastmod>([^<]+)<\/lastmod>/.exec(String(before.body))?.[1];
    expect((await fetchPage('/BISZ/en/about/mission')).paragraph).not.toBe('Freshly published mission words.');
    const editor = await staffAs(server, 'editor', 'BISZ');
    const targets = (await editor.call('GET', '/BISZ/studio/targets')).body.data as Array<{ kind: string; key: string; group: string; route?: string }>;
    const mission = targets.find((t) => t.group === 'pages' && t.route === '/about/mission')!;
    const target = `/BISZ/studio/targets/${mission.kind}/${mission.key}`;
    const live = (await editor.call('GET', target)).body.data.live as { blocks: Record<Lang, Block[]> };
    const swap = (blocks: Block[], text: string) => {
      const i = blocks.findIndex((b) => b.type === 'paragraph');
      return blocks.map((b, j) => (j === i ? { type: 'paragraph', content: [{ type: 'text', text }] } : b));
    };
    const body = { ...live, blocks: { en: swap(live.blocks.en, 'Freshly published mission words.'), zh: swap(live.blocks.zh, '刚刚发布的办学使命：想得清楚，待人友善，做事踏实。') } };
    expect((await editor.call('POST', `${target}/publish`, { body: { body } })).status).toBe(200);
    expect((await fetchPage('/BISZ/en/about/mission')).paragraph).toBe('Freshly published mission words.');
    expect((await fetchPage('/BISZ/zh/about/mission')).paragraph).toBe('刚刚发布的办学使命：想得清楚，待人友善，做事踏实。');
    const after = /<lastmod>([^<]+)<\/lastmod>/.exec(String((await raw(server.base, '/BISZ/sitemap.xml')).body))?.[1];
    expect(after).not.toBe(lastmod);
    expect(Date.parse(after!)).toBeGreaterThan(Date.now() - 60_000);
  });
});


describe("campus settings, which a school's IT keeps", () => {
  const pageSettings = (html: string) => JSON.parse(/<script type="application\/json" id="campus-settings">([^<]*)<\/script>/.exec(html)![1]!) as Record<CampusCode, CampusSettings>;
  const onHost = (host: string, url: string) => server.app.inject({ url, headers: { host, 'user-agent': 'Baiduspider' } });

  it("never writes the request's Host into an absolute address", async () => {
    for (const url of ['/BISZ/en/about/mission', '/en/about/mission', '/BIGZ/zh/home', '/sitemap.xml', '/BISZ/sitemap.xml', '/robots.txt', '/?hash=%2Fabout%2Fmission']) {
      const answer = await onHost('evil.example', url);
      expect([url, answer.statusCode]).toEqual([url, 200]);
      expect([url, answer.body.includes('evil.example')]).toEqual([url, false]);
    }
    const page = await onHost('evil.example', '/BISZ/en/about/mission');
    expect(/<link rel="canonical" href="([^"]+)">/.exec(page.body)?.[1]).toBe('https://bisz.lumina-schools.cn/en/about/mission');
    expect(page.body).toContain('<meta property="og:url" content="https://bisz.lumina-schools.cn/en/about/mission">');
  });

  it('are changed by a network administrator only, checked field by field, and nothing is saved when one is wrong', async () => {
    const editor = await staffAs(server, 'editor', 'BIWH');
    expect((await editor.call('GET', '/BIWH/settings')).status).toBe(403);
    const network = await staffAs(server, 'network');
    const before = (await network.call('GET', '/BIWH/settings')).body.data as { settings: CampusSettings; updatedBy: string };
    expect(before.updatedBy).toBe('catalog');
    expect(before.settings).toEqual(settingsOf(campus('BIWH')));
    const refused = await network.call('PUT', '/BIWH/settings', {
      body: { ...before.settings, address: 'ftp://biwh.example/x', hosts: ['bigz.localhost', 'ok.example'], icp: '  ', publicSecurity: '鄂公网安备', weibo: 'weibo.com/x' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('400');
    // An empty ICP number is no problem (none is shown until the school enters its own); a number without its digits is.
    expect((refused.body.problems as { path: string; rule: string }[]).map((p) => `${p.path}:${p.rule}`).sort())
      .toEqual(['address:siteAddress', 'hosts:hostTaken', 'publicSecurity:invalid', 'weibo:httpsAddress']);
    expect((await network.call('GET', '/BIWH/settings')).body.data).toEqual(before);
  });

  it("reach the next page, sitemap and footer without a release or restart, audited, and a new host serves its campus", async () => {
    const network = await staffAs(server, 'network');
    const original = settingsOf(campus('BIWH'));
    const changed: CampusSettings = {
      ...original, address: 'https://www.wuhan-school.example', hosts: [...original.hosts, 'www.wuhan-school.example'],
      icp: '鄂ICP备2026000001号-1', publicSecurity: '鄂公网安备42010602009999号', wechatQrTarget: 'http://weixin.qq.com/r/wuhan-official',
    };
    const catalogQr = String((await raw(server.base, campus('BIWH').links.wechat.qr)).body);
    try {
      const saved = await network.call('PUT', '/BIWH/settings', { body: changed });
      expect(saved.status).toBe(200);
      expect(saved.body.data.settings).toEqual(changed);
      // The canonical address, the sitemap and the footer's filings, on the very next request.
      const page = await fetchPage('/BIWH/en/about/mission');
      expect(page.canonical).toBe('https://www.wuhan-school.example/en/about/mission');
      expect(pageSettings(page.html).BIWH).toEqual(changed);
      expect(String((await raw(server.base, '/BIWH/sitemap.xml')).body)).toContain('<loc>https://www.wuhan-school.example/en/about/mission</loc>');
      expect(String((await raw(server.base, '/sitemap.xml')).body)).toContain('<loc>https://www.wuhan-school.example/sitemap.xml</loc>');
      // The new host serves the campus: its pages and its own robots.txt.
      const onNewHost = await onHost('www.wuhan-school.example', '/en/about/mission');
      expect(onNewHost.body).toContain(campus('BIWH').name.en);
      expect((await onHost('www.wuhan-school.example', '/robots.txt')).body).toContain('Sitemap: https://www.wuhan-school.example/sitemap.xml');
      // The QR code the footer shows is drawn from the new target, at an address of its own.
      const qr = withSettings(campus('BIWH'), changed).links.wechat.qr;
      const drawn = await raw(server.base, qr);
      expect([drawn.status, drawn.headers.get('content-type'), drawn.headers.get('cache-control')]).toEqual([200, 'image/svg+xml', 'public, max-age=31536000, immutable']);
      expect(String(drawn.body)).toMatch(/^<svg /);
      expect(String(drawn.body)).not.toBe(catalogQr);
      const audit = (await network.call('GET', '/audit?limit=5')).body.data as { action: string; site: string; before: CampusSettings; after: CampusSettings; actor: string }[];
      expect(audit[0]).toMatchObject({ action: 'settings.update', site: 'BIWH', before: original, after: changed, actor: network.account.email });
    } finally {
      expect((await network.call('PUT', '/BIWH/settings', { body: original })).status).toBe(200);
    }
    expect((await fetchPage('/BIWH/en/about/mission')).canonical).toBe('https://biwh.lumina-schools.cn/en/about/mission');
  });
});

describe('on a site without WeChat sign-in (comments closed)', () => {
  let closed: TestServer;
  beforeAll(async () => {
    closed = await startTestServer({ wechat: undefined });
    await releaseSiteTemplate(closed.app, { db: closed.db, dialect: closed.dialect as Dialect }, closed.config);
  });
  afterAll(() => closed.close());

  it('renders a blog post: a call the server does not offer (the WeChat session) is not a missing post', async () => {
    const api = closed.api('BISZ', 'en');
    const [student] = await api.studentList();
    const [post] = await api.studentPosts({ studentId: student!.id });
    const answer = await fetch(`${closed.base}/BISZ/en/academics/senior_project/blog_detail/${post!.id}?student=${student!.id}`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain(`<title>${post!.title.replace(/&/g, '&amp;')}`);
    expect((await fetch(`${closed.base}/BISZ/en/academics/senior_project/blog_detail/99999?student=${student!.id}`)).status).toBe(404);
  });
});

describe('migration 025_no_stand_in_settings', () => {
  it("empties the filing numbers and accounts an older catalog made up, where its values still stand, and keeps what staff saved", async () => {
    const database = await createTestDatabase();
    const madeUp = (code: string) => ({
      ...settingsOf(campus(code as CampusCode)), wechatAccount: `Lumina${code}`, wechatQrTarget: `https://weixin.qq.com/r/Lumina${code}`,
      weibo: `https://weibo.com/lumina${code.toLowerCase()}`, video: 'https://space.bilibili.com/3493120001', linkedin: 'https://www.linkedin.com/company/lumina-schools/',
      icp: '粤ICP备2016081234号-1', publicSecurity: '粤公网安备44030502002101号',
    });
    try {
      const old = await openDatabase({ ...database.options, migrateTo: '024_search' });
      try {
        const row = (site: string, settings: object, by: string) => ({ site, settings: JSON.stringify(settings), updated_at: '2026-11-01T00:00:00.000Z', updated_by: by });
        await (old.db as unknown as Kysely<Pick<Database, 'campus_settings'>>).insertInto('campus_settings')
          .values([row('BISZ', madeUp('BISZ'), 'catalog'), row('BIWH', { ...madeUp('BIWH'), icp: '鄂ICP备2026000001号-1' }, 'it@biwh.example.cn')]).execute();
      } finally {
        await old.close();
      }
      const migrated = await openDatabase(database.options);
      try {
        const settings = async (site: string) => JSON.parse((await migrated.db.selectFrom('campus_settings').select('settings').where('site', '=', site).executeTakeFirstOrThrow()).settings) as CampusSettings;
        expect(await settings('BISZ')).toEqual({
          ...settingsOf(campus('BISZ')), wechatAccount: '', wechatQrTarget: '', weibo: '', video: '', linkedin: '', icp: '', publicSecurity: '',
        });
        // The campus's own address and portal stay; so does everything on a campus whose settings staff saved.
        expect((await settings('BISZ')).applicationPortal).toBe(campus('BISZ').links.applicationPortal);
        expect((await settings('BIWH')).icp).toBe('鄂ICP备2026000001号-1');
        expect((await settings('BIWH')).weibo).toBe('https://weibo.com/luminabiwh');
      } finally {
        await migrated.close();
      }
    } finally {
      await database.remove();
    }
  });
});
