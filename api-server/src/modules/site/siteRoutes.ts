import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parse } from 'cookie';
import { CAMPUS_CODES, CLOSED_ALERTS_COOKIE, campusFromPath, closedAlertMark, findRoute, langQueryOf, parseHash, resolveLanguage, type CampusCode, type Lang, type PageAlerts } from '@schools/shared-api';
import { SHELL_APP } from '@schools/root-config/regions';
import { ROUTES } from '@schools/root-config/routes';
import { rendersLiveRelease } from './builtReleases';
import { ADDRESS_LANGS, realAddress } from './realAddresses';
import type { CampusSettingsService } from '../settings/campusSettingsService';
import { hashOfAddress, siteAt, type ServerPage, type ServerPages, type Site } from './serverPages';
import { sitemapIndex, sitemapOf, robotsTxt } from './sitemap';
import { FrontEnd, type AlertsInPage, type LiveImportMap, type PageRequest, type PageSettings, type RenderedView } from './frontEnd';

const NO_STORE = 'no-store';

export interface FrontEndOptions extends PageSettings {
  rootDir: string;
  development: boolean;
  live: LiveImportMap;
  pages: ServerPages;
  /** the campuses' settings: which host serves which campus, and where each is published */
  settings: CampusSettingsService;
  /** the campus's live alerts in a language, as its alerts call answers them (the same cached answer and ETag) */
  alerts?: (site: CampusCode, lang: Lang) => Promise<PageAlerts>;
}

/** The campus's address prefix on the shared host ('/BISZ'), or '' on its own host. */
const prefixOf = (pathname: string) => (campusFromPath(pathname) ? `/${pathname.split('/')[1]}` : '');

/** Shown while nothing is released: the server runs, the site has not been published to it yet. */
const NOT_RELEASED =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Not released yet</title>' +
  '<p>This site has not been released yet. 网站尚未发布。</p>' +
  '<p lang="en">Operators: <code>npm run release -- all --built</code> publishes the current builds.</p></html>';

/**
 * Serves the page under / and under each /{SNAME}/, and the live import map. Neither is ever cached
 * (a release is one change of the live map); the released files themselves are static (staticFiles.ts).
 */
export async function frontEndPlugin(app: FastifyInstance, options: FrontEndOptions): Promise<void> {
  const { settings } = options;
  const frontEnd = new FrontEnd(options.rootDir, options.development, options, settings);

  /**
   * The alerts of the page about to be sent, read before it is written (every page and the front door
   * carry them, for the first paint); a page is still sent, without them, if they cannot be read.
   */
  const alertsFor = async (request: FastifyRequest, page: PageRequest, view?: RenderedView): Promise<AlertsInPage | undefined> => {
    if (!options.alerts) return undefined;
    try {
      const { site, lang } = frontEnd.placeOf(page, view);
      const data = await options.alerts(site, lang);
      // The notices this browser closed are left out of the markup (the data keeps them: the frame knows).
      const closed = new Set((parse(request.headers.cookie ?? '')[CLOSED_ALERTS_COOKIE] ?? '').split('.'));
      const shown = data.alerts.filter((a) => a.level !== 'information' || !closed.has(closedAlertMark(a)));
      const html = shown.length ? (await import('./alertMarkup')).alertMarkup({ ...data, alerts: shown }, prefixOf(page.pathname)) : '';
      return { data, html };
    } catch (error) {
      request.log.error({ err: error }, `could not read the alerts of ${request.url}`);
      return undefined;
    }
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, 'http://site.invalid');
    const hash = url.searchParams.get('hash');
    if (hash !== null) return sendHashPage(request, reply, url, hash);
    // The front door: the campus's home, rendered here in its language (the query's, else the campus's
    // own), as its real address is; the browser then carries on at its hash address.
    const { site } = siteOf(request, true);
    const lang = resolveLanguage(langQueryOf(url.search, ''), site.campus.sname);
    return sendView(request, reply, site, `/${lang}/home`, '', false, true);
  };

  app.get('/', sendPage);
  app.get('/index.html', sendPage);
  for (const code of CAMPUS_CODES) {
    app.get(`/${code}/`, sendPage);
    app.get(`/${code}`, (_req, reply) => reply.redirect(`/${code}/`, 301));
  }

  /**
   * The campus of a request, its prefix on the shared host, its published origin; and the path after the
   * prefix. With `byQuery`, a `school` in the query counts too, as the browser counts it at the front door.
   */
  const siteOf = (request: FastifyRequest, byQuery = false): { site: Site; rest: string; search: string } => {
    const url = new URL(request.url, 'http://site.invalid');
    const campus = settings.resolve({ pathname: url.pathname, hostname: request.hostname, search: byQuery ? url.search : '' });
    const prefix = prefixOf(url.pathname);
    return { site: siteAt(campus, prefix), rest: url.pathname.slice(prefix.length), search: url.search };
  };

  /**
   * The page with the server's rendering of the real address `rest` in it; without one if that fails
   * (the browser renders the page, as before, at the hash address the document still names).
   */
  const sendView = async (request: FastifyRequest, reply: FastifyReply, site: Site, rest: string, search: string, foundOnly = false, frontDoor = false) => {
    const live = await options.live.current();
    const plain = (): RenderedView => ({ lang: rest.startsWith('/zh') ? 'zh' : 'en', hash: hashOfAddress(rest, search) });
    const hostname = request.hostname.replace(/:\d+$/, '');
    // The frame (header and footer) with the page, while the live shell is the one this server renders.
    const frameAt = rendersLiveRelease(live.imports, SHELL_APP)
      ? { hostname, port: request.port ? String(request.port) : '', protocol: `${request.protocol}:` }
      : undefined;
    let rendered: ServerPage | RenderedView = await options.pages.page(site, rest, search, { client: request.ip, frontDoor, ...(frameAt ? { frameAt } : {}) }).catch((error: unknown): RenderedView => {
      request.log.error({ err: error }, `could not render ${request.url} on the server`);
      return plain();
    });
    // The front door is never "not found": without its home's content (nothing seeded yet) the browser renders it.
    if (frontDoor && 'status' in rendered && rendered.status !== 200) rendered = plain();
    if (foundOnly && !('status' in rendered && rendered.status === 200)) return reply.code(204).header('cache-control', NO_STORE).send();
    const url = new URL(request.url, 'http://site.invalid');
    const where = { pathname: url.pathname, hostname, search: url.search };
    const page = frontEnd.page(where, live, rendered, await alertsFor(request, where, rendered));
    reply.header('cache-control', NO_STORE).type('text/html; charset=utf-8');
    if (!page) request.log.warn('nothing is released yet: run `npm run release -- all --built`');
    const status = 'status' in rendered ? (rendered as ServerPage).status : 200;
    return page ? reply.code(status).send(page) : reply.code(503).send(NOT_RELEASED);
  };

  /**
   * The page at a hash address, as at its real address: what boot.js asks for (`/?hash=/about/mission`),
   * since the browser never sends the hash. Campus and language are resolved as the browser resolves
   * them. Nothing (204) when there is no page to show first: a hash that names no page, a page the
   * campus does not offer, or a section whose live release is not the one the server renders with. The
   * section then shows its own page, not-found pages included.
   */
  const sendHashPage = async (request: FastifyRequest, reply: FastifyReply, url: URL, hash: string) => {
    url.searchParams.delete('hash');
    const campus = settings.resolve({ pathname: url.pathname, hostname: request.hostname, search: url.search, hash: `#${hash}` });
    const prefix = prefixOf(url.pathname);
    const lang = resolveLanguage(langQueryOf(url.search, `#${hash}`), campus.sname);
    const nothing = () => reply.code(204).header('cache-control', NO_STORE).send();
    let address: string;
    try {
      const { path, query } = parseHash(hash);
      const section = findRoute(ROUTES, path === '/' ? '/home' : path)?.app;
      if (!section || !rendersLiveRelease((await options.live.current()).imports, section)) return nothing();
      const { lang: _lang, school: _school, ...rest } = query;
      address = realAddress(path, rest, lang);
    } catch {
      return nothing(); // a malformed escape names no page
    }
    const real = new URL(address, 'http://site.invalid');
    await sendView(request, reply, siteAt(campus, prefix), real.pathname, real.search, true);
  };

  // Every page at its real address (/en/about/mission, /BBSZ/zh/news_detail/12), rendered on the server.
  const sendRealPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const { site, rest, search } = siteOf(request);
    await sendView(request, reply, site, rest, search);
  };
  const sendSitemap = async (request: FastifyRequest, reply: FastifyReply) => {
    const { site, rest } = siteOf(request);
    // The shared host serves every campus under its prefix: its own sitemap lists theirs.
    const body = rest === '/sitemap.xml' && !site.prefix && !settings.isCampusHost(request.hostname)
      ? sitemapIndex(settings.campuses())
      : await sitemapOf(options.pages, site);
    return reply.header('cache-control', 'no-cache').type('application/xml; charset=utf-8').send(body);
  };
  for (const prefix of ['', ...CAMPUS_CODES.map((code) => `/${code}`)]) {
    for (const lang of ADDRESS_LANGS) {
      app.get(`${prefix}/${lang}`, sendRealPage);
      app.get(`${prefix}/${lang}/*`, sendRealPage);
    }
    app.get(`${prefix}/sitemap.xml`, sendSitemap);
  }
  app.get('/robots.txt', async (request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/plain; charset=utf-8')
      .send(robotsTxt(settings.isCampusHost(request.hostname) ? [siteOf(request).site.campus] : settings.campuses())),
  );

  app.get('/import-map.json', async (_req, reply) =>
    reply
      .header('cache-control', NO_STORE)
      .type('application/importmap+json; charset=utf-8')
      .send(JSON.stringify(frontEnd.importMap(await options.live.current()))),
  );
}
