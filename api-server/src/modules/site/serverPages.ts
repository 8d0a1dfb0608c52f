import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import {
  findRoute, flattenRoutes, getApi, isDisabledOn, setApi, setLinkAddresses, setServerPlace, toLangQuery,
  type CallOutcome, type Campus, type Lang, type Query, type VisitorLocation,
} from '@schools/shared-api';
import type { Database } from '../../platform/db/schema';
import type { RenderedView } from './frontEnd';
import type { ResponseCache } from '../../platform/http/responseCache';
import { currentScope, inProcessApi, inScope } from './inProcessApi';
import { description, escapeHtml, factsOf, pageHead } from './pageHead';
import { ADDRESS_LANGS, hashOfRealPage, parseRealAddress, realAddress } from './realAddresses';
import { shareCardPath } from './shareCards';
import { NOT_FOUND_TEXT, notFoundMarkup } from '@schools/root-config/not-found';
import { ROUTES } from '@schools/root-config/routes';

/** A page's answers are cached for a minute (the API's own TTL), so a page made of them is too. */
const PAGE_TTL_S = 60;

/**
 * Pages a search engine has no use for: commenting and its sign-in, and the senior project blog's
 * older addresses (their pages live at /academics/senior_project/blog...). They render, marked noindex,
 * and stay out of the sitemap.
 */
const NOT_INDEXED = new Set(['/academics/comments', '/academics/wechat_login', '/academics/project_blog', '/academics/blog_detail', '/search']);

const routeList = flattenRoutes(ROUTES);
const routePaths = new Set(routeList.map((r) => r.path));
const isRoute = (path: string) => routePaths.has(path);
const takesItem = (path: string) => Boolean(findRoute(ROUTES, path)?.meta.item);

/** A page the server rendered (or its not-found page): the view the document shows, and its status. */
export interface ServerPage extends RenderedView {
  status: 200 | 404;
  title: string;
  head: string[];
  main: string;
}

/**
 * Where a request is: its campus (with the school's settings), the campus's address prefix where the
 * visitor is ('/BISZ' on the shared host, or ''), and the origin of the campus's published address.
 */
export interface Site {
  campus: Campus;
  prefix: string;
  origin: string;
}

/** The site of a campus, seen at `prefix`: its origin is always its published address's, never the request's. */
export const siteAt = (campus: Campus, prefix: string): Site => ({ campus, prefix, origin: new URL(campus.address).origin });

interface Rendered {
  status: 200 | 404;
  html: string;
  outcomes: Record<string, Record<string, CallOutcome>>;
  expiresAt: number;
}

/** The frame the server rendered around a page: the header's region and the footer's, by element id. */
interface RenderedFrame {
  html: Record<string, string>;
  outcomes: Record<string, Record<string, CallOutcome>>;
  expiresAt: number;
}

/** What a page request asks of the renderer besides the page. */
export interface PageOptions {
  /** the visitor's address, for the per-client limits of the calls the page makes (a search) */
  client?: string;
  /** the home page served at the campus's own root (`/`), which is its canonical address */
  frontDoor?: boolean;
  /** with the frame (header and footer) as the visitor sees it at this host; without it, the browser renders it */
  frameAt?: VisitorLocation;
}

/**
 * Every page of the site at its real address, rendered on the server by the sections' own React
 * components with the content API's answers, for search engines, share cards and a first paint that
 * already shows the page. Rendered pages are cached per campus and address until their answers expire
 * or the campus's content changes (a studio publish).
 */
export class ServerPages {
  private readonly rendered = new LRUCache<string, Promise<Rendered>>({ max: 4_000 });
  private readonly frames = new LRUCache<string, Promise<RenderedFrame>>({ max: 2_000 });

  constructor(
    app: FastifyInstance,
    cache: ResponseCache,
    private readonly db: Kysely<Database>,
    /** the campuses with the school's settings: the frame's links to every campus */
    campuses: () => readonly Campus[],
    /** where the pages' pictures are read from (the object-storage base), for their share cards */
    private readonly storageBase: string,
    private readonly now: () => number = Date.now,
  ) {
    // The server never renders the browser's hash links or calls its fetch: one API and one way of
    // writing links for the whole process, the rendered page's campus read from its scope.
    setApi(inProcessApi(app));
    setLinkAddresses((path, query, lang) => `${currentScope().prefix}${realAddress(path, query, lang)}`);
    setServerPlace({
      campuses,
      // A page rendered for no one in particular (the sitemap's) is seen at the campus's published address.
      location: () => currentScope().visitor ?? new URL(currentScope().origin),
    });
    cache.onInvalidate((prefix) => {
      const site = prefix.slice(0, prefix.indexOf('|') + 1);
      for (const kept of [this.rendered, this.frames]) {
        for (const key of kept.keys()) if (!site || key.startsWith(site)) kept.delete(key);
      }
    });
  }

  /** The real page an address names on this campus (`rest`: the path after the campus prefix), or undefined. */
  parse(site: Site, rest: string, search: string) {
    const page = parseRealAddress(rest, search, isRoute, takesItem);
    if (!page || isDisabledOn(ROUTES, page.path, site.campus.sname)) return undefined;
    return page;
  }

  /** The page at a real address, or the not-found page in the address's language. */
  async page(site: Site, rest: string, search: string, options: PageOptions = {}): Promise<ServerPage> {
    const { client, frontDoor = false, frameAt } = options;
    const page = this.parse(site, rest, search);
    const lang: Lang = rest.startsWith('/zh') ? 'zh' : 'en';
    if (!page) return notFound(site, lang, rest);
    const [rendered, frame] = await Promise.all([
      this.render(site, page.lang, page.path, page.query, client),
      frameAt ? this.renderFrame(site, page.lang, page.path, frameAt) : undefined,
    ]);
    if (rendered.status === 404) return notFound(site, page.lang, rest);
    const def = findRoute(ROUTES, page.path)!;
    const facts = factsOf(rendered.html);
    const addresses = Object.fromEntries(
      ADDRESS_LANGS.map((l) => [l, `${site.campus.address}${realAddress(page.path, page.query, l)}`]),
    ) as Record<Lang, string>;
    const card = facts.picture ? shareCardPath(facts.picture, this.storageBase) : undefined;
    const { title, tags } = pageHead({
      campus: site.campus,
      lang: page.lang,
      title: facts.heading ?? def.meta.nav_title[page.lang],
      home: page.path === '/home',
      ...(facts.paragraph ? { description: description(facts.paragraph, page.lang) } : {}),
      ...(card ? { picture: { address: absolute(card.path, site.origin), ...(card.size ? { size: card.size } : {}) } } : {}),
      addresses,
      ...(frontDoor ? { frontDoor: `${site.campus.address}/` } : {}),
    });
    if (NOT_INDEXED.has(page.path)) tags.unshift('<meta name="robots" content="noindex">');
    return {
      status: 200, section: def.app, hash: hashOfRealPage(page), lang: page.lang, title, head: tags, main: rendered.html,
      ...(frame ? { frame: frame.html } : {}),
      data: { regions: { ...rendered.outcomes, ...frame?.outcomes } },
    };
  }

  private render(site: Site, lang: Lang, path: string, query: Query, client?: string): Promise<Rendered> {
    const key = `${site.campus.sname}|${site.origin}${site.prefix}|${realAddress(path, query, lang)}`;
    // Loaded on first use: the sections' components bring their stylesheets, which only the server's
    // bundle knows to leave out (the release command, run from the sources, never renders a page).
    return this.kept(this.rendered, key, () => import('./renderPage').then(({ renderRegions, sectionRegion }) => renderRegions({ campus: site.campus, lang, path, query, prefix: site.prefix, origin: site.origin, ...(client ? { client } : {}) }, sectionRegion(path), PAGE_TTL_S)).then(
      (section): Rendered => ({ status: section.missing ? 404 : 200, html: Object.values(section.html)[0]!, outcomes: section.outcomes, expiresAt: this.now() + section.maxAgeS * 1000 }),
    ));
  }

  /**
   * The frame around a page (header and footer) as a visitor at `visitor` sees it: the same on every page
   * of a route whatever its item, kept like pages until its answers (the menu, the contact details) expire.
   */
  private renderFrame(site: Site, lang: Lang, path: string, visitor: VisitorLocation): Promise<RenderedFrame> {
    const key = `${site.campus.sname}|${visitor.protocol}//${visitor.hostname}:${visitor.port}${site.prefix}|${lang}|${path}`;
    return this.kept(this.frames, key, () => import('./renderPage').then(({ FRAME_REGIONS, renderRegions }) =>
      renderRegions({ campus: site.campus, lang, path, query: {}, prefix: site.prefix, origin: site.origin, visitor }, FRAME_REGIONS, PAGE_TTL_S)).then(
      (frame): RenderedFrame => ({ html: frame.html, outcomes: frame.outcomes, expiresAt: this.now() + frame.maxAgeS * 1000 }),
    ));
  }

  /**
   * A rendering kept in `cache` under `key` until its answers expire, made by `render` when there is none:
   * requests arriving while it is made share it, and a failed one is not kept.
   */
  private kept<T extends { expiresAt: number }>(cache: LRUCache<string, Promise<T>>, key: string, render: () => Promise<T>): Promise<T> {
    const hit = cache.get(key);
    if (hit) return hit;
    const pending = render();
    cache.set(key, pending);
    pending.then(
      (made) => cache.set(key, pending, { ttl: Math.max(1, made.expiresAt - this.now()) }),
      () => cache.get(key) === pending && cache.delete(key),
    );
    return pending;
  }

  /**
   * Every real address of a campus, in both languages, for its sitemap: each page of the route table the
   * campus offers, then every page their rendered HTML links to (news stories, leaders, courses, blog
   * posts...), and every visible news story (the news list shows the first page only).
   */
  async addresses(site: Site): Promise<string[]> {
    const seen = new Set<string>();
    const queue: string[] = [];
    const add = (address: string) => {
      if (seen.has(address)) return;
      seen.add(address);
      queue.push(address);
    };
    for (const lang of ADDRESS_LANGS) {
      for (const route of routeList) {
        if (route.meta.item || NOT_INDEXED.has(route.path) || isDisabledOn(ROUTES, route.path, site.campus.sname)) continue;
        add(realAddress(route.path, {}, lang));
      }
    }
    // Every visible story: the news list links to its first page only.
    const stories = await inScope(
      { site: site.campus.sname, lang: 'en', prefix: site.prefix, origin: site.origin, missing: false, maxAgeS: PAGE_TTL_S },
      () => getApi().newsIds(),
    );
    for (const lang of ADDRESS_LANGS) for (const id of stories) add(realAddress('/news_detail', { id: String(id) }, lang));
    const linked = new RegExp(`href="${escapeRegExp(site.prefix)}(/(?:en|zh)/[^"#]*)"`, 'g');
    const found: string[] = [];
    while (queue.length > 0 && found.length < MAX_SITEMAP_PAGES) {
      const address = queue.shift()!;
      const [rest = '', search = ''] = address.split('?');
      const page = this.parse(site, rest, search ? `?${search}` : '');
      if (!page || NOT_INDEXED.has(page.path)) continue;
      const rendered = await this.render(site, page.lang, page.path, page.query);
      if (rendered.status !== 200) continue;
      found.push(address);
      for (const match of rendered.html.matchAll(linked)) add(match[1]!.replace(/&amp;/g, '&'));
    }
    return found;
  }

  /** When the campus's content last changed: its newest studio publish, else its newest dated content. */
  async lastModified(site: Site): Promise<string | undefined> {
    const published = await this.db
      .selectFrom('studio_version')
      .select(sql<string>`max(at)`.as('at'))
      .where('site', '=', site.campus.sname)
      .where('action', '!=', 'original')
      .executeTakeFirst();
    if (published?.at) return new Date(published.at).toISOString();
    const dated = await this.db.selectFrom('content').select(sql<string>`max(date)`.as('date')).where('site', '=', site.campus.sname).executeTakeFirst();
    return dated?.date ? dated.date.slice(0, 10) : undefined;
  }
}

/** A campus's sitemap stops here: far more than any campus has, few enough to answer in seconds. */
const MAX_SITEMAP_PAGES = 5_000;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function absolute(src: string, origin: string): string {
  return /^https?:\/\//.test(src) ? src : `${origin}${src.startsWith('/') ? '' : '/'}${src}`;
}

/** The hash address of a real one the server could not render: the browser's router shows it on its own. */
export function hashOfAddress(rest: string, search: string): string {
  const lang: Lang = rest.startsWith('/zh') ? 'zh' : 'en';
  const page = parseRealAddress(rest, search, isRoute, takesItem);
  if (page) return hashOfRealPage(page);
  // No page: its path as the hash, which the router answers with the not-found page.
  return `#${rest.replace(/^\/(en|zh)/, '') || '/'}?lang=${toLangQuery(lang)}`;
}

function notFound(site: Site, lang: Lang, rest: string): ServerPage {
  const text = NOT_FOUND_TEXT[lang];
  return {
    status: 404,
    hash: hashOfAddress(rest, ''),
    lang,
    title: `${text.title} – ${site.campus.name[lang]}`,
    head: ['<meta name="robots" content="noindex">'],
    main: notFoundMarkup(text, `${site.prefix}${realAddress('/home', {}, lang)}`, escapeHtml),
  };
}
