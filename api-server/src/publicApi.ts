// The calls of SPEC 7 under /api/{site}/user.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, type CampusCode, type CommentInsert, type Lang, type SignupInput } from '@schools/shared-api';
import { ApiError } from './platform/http/errors';
import type { SignupService } from './modules/admissions/signupService';
import type { CalendarService } from './modules/calendar/calendarService';
import { SIGN_IN_NEEDED, type CommentService } from './modules/comments/commentService';
import type { SignInService } from './modules/wechat/signIn';
import { sessionIdOf } from './modules/wechat/wechatRoutes';
import type { ContentService } from './modules/content/contentService';
import type { StudioPreview } from './modules/studio/preview';
import { MENU_IDS } from './modules/content/menuIds';
import { clientOf, langOf, siteOf } from './platform/http/context';
import { ResponseCache } from './platform/http/responseCache';
import type { CacheControl, CachedGetShortcut } from './platform/http/cachedGetShortcut';
import { visitorOf } from './platform/http/visitor';
import { answers, body, cachedHeaders, data, envelope, notModified, query, siteHeaders } from './platform/http/schemas';

/** How long an answer may be reused: content changes only by reseeding; comments within seconds. */
export const TTL = { content: 60_000, comments: 2_000 } as const;

export interface UserRouteDeps {
  content: ContentService;
  comments: CommentService;
  signups: SignupService;
  calendar: CalendarService;
  cache: ResponseCache;
  /** answers again, before Fastify, the requests these routes have answered from the cache */
  shortcut: CachedGetShortcut;
  /** commenters' WeChat sign-in; comments are closed without it */
  signIn?: SignInService;
  /** the studio's preview of a campus's drafts, for its editors' sessions */
  preview?: StudioPreview;
  /** when the campus's next scheduled news story appears (ms since the epoch), or null: no cached answer outlives it */
  nextPublication?: (site: CampusCode) => Promise<number | null>;
  /** the clock the schedule is read with (tests move it) */
  clock?: () => Date;
}

type Q = Record<string, string | number | undefined>;


export async function userRoutes(app: FastifyInstance, deps: UserRouteDeps): Promise<void> {
  const { content, comments, signups, calendar, cache, shortcut, signIn, preview, nextPublication } = deps;
  const clock = deps.clock ?? (() => new Date());

  /** A cached, ETag-validated GET. */
  function get(
    path: string,
    schema: { querystring: object; response: object; summary: string },
    ttl: number,
    /** `c` is the content service to read: the live one, or the studio preview's over the campus's drafts */
    load: (site: CampusCode, lang: Lang, q: Q, c: ContentService) => Promise<unknown>,
  ) {
    // A browser keeps the answer no longer than the server would: at most until a scheduled story's time.
    const cacheControl: CacheControl = ttl === TTL.comments ? () => 'no-cache'
      : (entry) => `public, max-age=${entry.expiresAt === null ? ttl / 1000 : Math.max(0, Math.min(ttl / 1000, Math.floor((entry.expiresAt - clock().getTime()) / 1000)))}`;
    // Compressed by the cache, once per cached answer, rather than by the compression plugin on every reply.
    app.get(path, {
      compress: false,
      schema: {
        tags: ['user'], summary: schema.summary, querystring: schema.querystring, headers: cachedHeaders,
        response: answers({ 200: envelope(schema.response, schema.summary), 304: notModified }, 400, 404),
      },
    },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const site = siteOf(request);
        const lang = langOf(request);
        const q = request.query as Q;
        // A preview is for one member of staff: never from or into the cache, never kept by the browser.
        if (preview && request.headers['x-studio-preview'] !== undefined && await preview.allows(request, site)) {
          reply.header('cache-control', 'no-store');
          return { code: '000', data: await preview.run(site, (c) => load(site, lang, q, c)) };
        }
        const until = ttl === TTL.content && nextPublication ? () => nextPublication(site) : undefined;
        const key = ResponseCache.key(site, lang, path, q);
        const cached = await cache.get(key, ttl, () => load(site, lang, q, content), until);
        shortcut.remember(request.raw, key, cacheControl);
        const { status, headers, body } = cached.answer(request.headers['if-none-match'], request.headers['accept-encoding'], cacheControl(cached));
        return reply.code(status).headers(headers).send(body);
      });
  }

  const num = (v: string | number | undefined) => Number(v);
  const str = (v: string | number | undefined) => String(v);

  get('/menu/list', { summary: 'The campus menu and its hash code', querystring: query.none, response: data.menuList }, TTL.content,
    (site, lang, _q, c) => c.menu(site, lang));
  get('/content/content-by-menu', { summary: 'Page copy of one menu', querystring: query.menu, response: data.contentItems }, TTL.content,
    (site, lang, q, c) => c.contentByMenu(site, lang, str(q.menuId)));
  get('/content/content-list', { summary: 'Paginated items of one menu', querystring: query.list, response: data.contentPage }, TTL.content,
    (site, lang, q, c) => c.contentList(site, lang, str(q.menuId), num(q.page), num(q.size)));
  get('/content/home-banner', { summary: 'Home carousel and VR list', querystring: query.none, response: data.homeBanner }, TTL.content,
    (site, lang, _q, c) => c.homeBanner(site, lang));
  get('/content/question-content', { summary: 'Frequently asked questions', querystring: query.none, response: data.faq }, TTL.content,
    (site, lang, _q, c) => c.faq(site, lang));
  get('/content/tuition-content', { summary: 'Tuition and fees', querystring: query.none, response: data.tuition }, TTL.content,
    (site, lang, _q, c) => c.tuition(site, lang));
  get('/content/calendar-content', { summary: 'Academic calendars', querystring: query.none, response: data.calendars }, TTL.content,
    (site, lang, _q, c) => c.calendars(site, lang));
  // Beyond SPEC 7: one school year of the academic calendar, for its page.
  get('/calendar/events', { summary: "One school year's academic calendar, sorted by start", querystring: query.calendarEvents, response: data.calendarEvents }, TTL.content,
    (site, lang, q) => calendar.events(site, lang, str(q.year)));
  get('/content/news-ids', { summary: 'Ordered ids of the news list', querystring: query.newsIds, response: data.ids }, TTL.content,
    (site, _lang, q, c) => c.newsIds(site, str(q.menuId ?? MENU_IDS.news)));
  get('/content/content-detail', { summary: 'One content item in full', querystring: query.id, response: data.contentItem }, TTL.content,
    (site, lang, q, c) => c.detail(site, lang, num(q.id)));
  get('/club/user/club-list', { summary: 'Clubs', querystring: query.none, response: data.clubs }, TTL.content,
    (site, lang, _q, c) => c.clubs(site, lang));
  get('/content/club-content', { summary: 'One club', querystring: query.id, response: data.club }, TTL.content,
    (site, lang, q, c) => c.club(site, lang, num(q.id)));
  get('/student/list', { summary: 'Senior project students', querystring: query.students, response: data.students }, TTL.content,
    (site, lang, q, c) => c.students(site, lang, num(q.page), num(q.size)));
  get('/student/posts', { summary: "One student's blog posts", querystring: query.posts, response: data.posts }, TTL.content,
    (site, lang, q, c) => c.posts(site, lang, num(q.studentId)));
  get('/comment/view', { summary: 'Approved comments of a post', querystring: query.comments, response: data.commentList }, TTL.comments,
    (site, _lang, q) => comments.view(site, num(q.postId)));
  get('/comment/skip-appId', { summary: 'What the page needs to prompt for WeChat', querystring: query.gate, response: data.commentGate }, TTL.content,
    async (site, lang) => comments.gate(site, lang));

  // Writes are never cached.
  app.get('/content/content-view', {
    schema: { tags: ['user'], summary: 'Records a view, once per visitor (cookie or address) and day, and returns the count', querystring: query.id, headers: siteHeaders, response: answers({ 200: envelope(data.contentView, 'view count') }, 400, 404) },
  }, async (request, reply) => {
    // The cookie names the visitor; the address stands in for a client that drops cookies.
    const visitors = [`v:${visitorOf(request, reply)}`, `a:${clientOf(request)}`];
    return { code: '000', data: await content.view(siteOf(request), Number((request.query as Q).id), visitors) };
  });

  app.post('/comment/insert', {
    schema: { tags: ['user'], summary: 'Submits a comment for moderation', body: body.commentInsert, headers: siteHeaders, response: answers({ 200: envelope(data.commentInserted, 'stored as pending') }, 400, 401, 404, 413, 415, 429) },
  }, async (request) => {
    const site = siteOf(request);
    const lang = langOf(request);
    const commenter = await signIn?.commenter(sessionIdOf(request));
    if (!commenter) throw new ApiError(401, ERROR_CODES.unauthorized, SIGN_IN_NEEDED[lang]);
    const inserted = await comments.insert(site, lang, request.body as CommentInsert, clientOf(request), commenter);
    return { code: '000', data: inserted };
  });

  // Beyond SPEC 7: the signed-in commenter's own comments awaiting approval, for them alone (so never
  // cached, and none without a session): after a reload a parent still sees what they wrote.
  app.get('/comment/mine', {
    schema: { tags: ['user'], summary: "The signed-in commenter's own comments on a post that await approval", querystring: query.comments, headers: siteHeaders, response: answers({ 200: envelope(data.pendingComments, 'oldest first; empty when not signed in') }, 400, 404) },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const commenter = await signIn?.commenter(sessionIdOf(request));
    if (!commenter) return { code: '000', data: [] };
    return { code: '000', data: await comments.pendingOf(siteOf(request), Number((request.query as Q).postId), commenter.openid) };
  });

  // Beyond SPEC 7: information sessions (places left change with every sign-up, so never cached).
  app.get('/admissions/sessions', {
    schema: { tags: ['user'], summary: 'Upcoming information sessions with the places left', querystring: query.none, headers: siteHeaders, response: answers({ 200: envelope(data.sessions, 'sessions') }, 400, 404) },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { code: '000', data: await signups.sessions(siteOf(request), langOf(request)) };
  });

  app.post('/admissions/signup', {
    schema: { tags: ['user'], summary: "A family's sign-up for an information session", body: body.signup, headers: siteHeaders, response: answers({ 200: envelope(data.signupCreated, 'stored') }, 400, 404, 413, 415, 429) },
  }, async (request) => {
    const created = await signups.signup(siteOf(request), langOf(request), request.body as Partial<SignupInput>, clientOf(request));
    return { code: '000', data: created };
  });
}
