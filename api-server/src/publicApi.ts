// The public calls of SPEC 7 under /api/{site}/user, from the domains' own routes: every cached read
// goes through one cache (answered again before Fastify by the shortcut) and, for an editor's preview
// of a campus's drafts, through the studio's reader of those drafts instead.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CampusCode } from '@schools/shared-api';
import { signupRoutes } from './modules/admissions/signupRoutes';
import type { SignupService } from './modules/admissions/signupService';
import { alertRoutes } from './modules/alerts/alertRoutes';
import type { AlertService } from './modules/alerts/alertService';
import { calendarRoutes } from './modules/calendar/calendarRoutes';
import type { CalendarService } from './modules/calendar/calendarService';
import { commentRoutes } from './modules/comments/commentRoutes';
import type { CommentService } from './modules/comments/commentService';
import { contentRoutes } from './modules/content/contentRoutes';
import { searchRoutes } from './modules/search/searchRoutes';
import type { SearchLimit } from './modules/search/searchLimit';
import type { SearchService } from './modules/search/searchService';
import type { ContentService } from './modules/content/contentService';
import type { StudioPreview } from './modules/studio/preview';
import type { SignInService } from './modules/wechat/signIn';
import { wechatRoutes } from './modules/wechat/wechatRoutes';
import type { CacheControl, CachedGetShortcut } from './platform/http/cachedGetShortcut';
import { langOf, siteOf } from './platform/http/context';
import { TTL, type PublicRead, type Query } from './platform/http/publicRead';
import { ResponseCache } from './platform/http/responseCache';
import { answers, cachedHeaders, envelope, notModified } from './platform/http/schemas';

export interface PublicApiDeps {
  content: ContentService;
  comments: CommentService;
  signups: SignupService;
  calendar: CalendarService;
  alerts: AlertService;
  /** the site's search, and how many searches a client may make */
  search: SearchService;
  searchLimit: SearchLimit;
  cache: ResponseCache;
  /** answers again, before Fastify, the requests these routes have answered from the cache */
  shortcut: CachedGetShortcut;
  /** commenters' WeChat sign-in; comments are closed without it */
  signIn?: SignInService;
  /** the origin WeChat sends a campus's signed-in visitor back to (the campus's published one) */
  callbackOrigin?: (request: FastifyRequest, site: CampusCode) => string;
  /** the studio's preview of a campus's drafts, for its editors' sessions */
  preview?: StudioPreview;
  /** when the campus's next scheduled news story appears (ms since the epoch), or null: no cached answer outlives it */
  nextPublication?: (site: CampusCode) => Promise<number | null>;
  /** the clock the schedule is read with (tests move it) */
  clock?: () => Date;
}

export async function publicApi(app: FastifyInstance, deps: PublicApiDeps): Promise<void> {
  const { content, comments, signups, calendar, alerts, search, searchLimit, cache, shortcut, signIn, callbackOrigin, preview, nextPublication } = deps;
  const clock = deps.clock ?? (() => new Date());

  /** A cached, ETag-validated GET. */
  const read: PublicRead<ContentService> = (scope, path, schema, ttl, load, options = {}) => {
    // A browser keeps the answer no longer than the server would: at most until a scheduled story's time.
    const cacheControl: CacheControl = ttl === TTL.comments || options.revalidate ? () => 'no-cache'
      : (entry) => `public, max-age=${entry.expiresAt === null ? ttl / 1000 : Math.max(0, Math.min(ttl / 1000, Math.floor((entry.expiresAt - clock().getTime()) / 1000)))}`;
    // Compressed by the cache, once per cached answer, rather than by the compression plugin on every reply.
    scope.get(path, {
      compress: false,
      schema: {
        tags: ['user'], operationId: schema.operationId, summary: schema.summary, querystring: schema.querystring, headers: cachedHeaders,
        response: answers({ 200: envelope(schema.response, schema.summary), 304: notModified }, 400, 404),
      },
    },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const site = siteOf(request);
        const lang = langOf(request);
        const q = request.query as Query;
        // A preview is for one member of staff: never from or into the cache, never kept by the browser.
        if (preview && options.drafts !== false && request.headers['x-studio-preview'] !== undefined && await preview.allows(request, site)) {
          reply.header('cache-control', 'no-store');
          return { code: '000', data: await preview.run(site, (c) => load(site, lang, q, c)) };
        }
        const until = options.until ? () => options.until!(site)
          : ttl === TTL.content && nextPublication ? () => nextPublication(site) : undefined;
        const key = ResponseCache.key(site, lang, path, q);
        const cached = await cache.get(key, ttl, () => load(site, lang, q, content), until);
        shortcut.remember(request.raw, key, cacheControl, request.routeOptions.url ?? path);
        const { status, headers, body } = cached.answer(request.headers['if-none-match'], request.headers['accept-encoding'], cacheControl(cached));
        return reply.code(status).headers(headers).send(body);
      });
  };

  // The domains whose answers do not come from content: the studio's preview has nothing to change in them.
  const readOwn: PublicRead<unknown> = (scope, path, schema, ttl, load, options) => read(scope, path, schema, ttl, load, { ...options, drafts: false });
  await app.register(contentRoutes, { content, read });
  await app.register(calendarRoutes, { calendar, read: readOwn });
  await app.register(alertRoutes, { alerts, read: readOwn });
  await app.register(searchRoutes, { search, limit: searchLimit });
  await app.register(commentRoutes, { comments, read: readOwn, signIn });
  await app.register(signupRoutes, { signups });
  await app.register(wechatRoutes, { signIn, callbackOrigin });
}
