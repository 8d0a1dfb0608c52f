// The site's copy as the public API serves it (SPEC 7, under /api/{site}/user): menus, page copy,
// lists, clubs, students and their posts, all cached reads; and the view counter.
import type { FastifyInstance } from 'fastify';
import { clientOf, siteOf } from '../../platform/http/context';
import { TTL, asNumber, asString, type PublicRead, type Query } from '../../platform/http/publicRead';
import { answers, envelope, siteHeaders } from '../../platform/http/schemas';
import { data, query } from './contentSchemas';
import { visitorOf } from '../../platform/http/visitor';
import type { ContentService } from './contentService';
import { MENU_IDS } from './menuIds';

export interface ContentRouteDeps {
  content: ContentService;
  read: PublicRead<ContentService>;
}

export async function contentRoutes(app: FastifyInstance, { content, read }: ContentRouteDeps): Promise<void> {
  read(app, '/menu/list', { operationId: 'getMenu', summary: 'The campus menu and its hash code', querystring: query.none, response: data.menuList }, TTL.content,
    (site, lang, _q, c) => c.menu(site, lang));
  read(app, '/content/content-by-menu', { operationId: 'getContentByMenu', summary: 'Page copy of one menu', querystring: query.menu, response: data.contentItems }, TTL.content,
    (site, lang, q, c) => c.contentByMenu(site, lang, asString(q.menuId)));
  read(app, '/content/content-list', { operationId: 'listContent', summary: 'Paginated items of one menu', querystring: query.list, response: data.contentPage }, TTL.content,
    (site, lang, q, c) => c.contentList(site, lang, asString(q.menuId), asNumber(q.page), asNumber(q.size)));
  read(app, '/content/home-banner', { operationId: 'getHomeBanner', summary: 'Home carousel and VR list', querystring: query.none, response: data.homeBanner }, TTL.content,
    (site, lang, _q, c) => c.homeBanner(site, lang));
  read(app, '/content/question-content', { operationId: 'getFaq', summary: 'Frequently asked questions', querystring: query.none, response: data.faq }, TTL.content,
    (site, lang, _q, c) => c.faq(site, lang));
  read(app, '/content/tuition-content', { operationId: 'getTuition', summary: 'Tuition and fees', querystring: query.none, response: data.tuition }, TTL.content,
    (site, lang, _q, c) => c.tuition(site, lang));
  read(app, '/content/calendar-content', { operationId: 'listCalendars', summary: 'Academic calendars', querystring: query.none, response: data.calendars }, TTL.content,
    (site, lang, _q, c) => c.calendars(site, lang));
  read(app, '/content/news-ids', { operationId: 'listNewsIds', summary: 'Ordered ids of the news list', querystring: query.newsIds, response: data.ids }, TTL.content,
    (site, _lang, q, c) => c.newsIds(site, asString(q.menuId ?? MENU_IDS.news)));
  read(app, '/content/content-detail', { operationId: 'getContentDetail', summary: 'One content item in full', querystring: query.id, response: data.contentItem }, TTL.content,
    (site, lang, q, c) => c.detail(site, lang, asNumber(q.id)));
  read(app, '/club/user/club-list', { operationId: 'listClubs', summary: 'Clubs', querystring: query.none, response: data.clubs }, TTL.content,
    (site, lang, _q, c) => c.clubs(site, lang));
  read(app, '/content/club-content', { operationId: 'getClub', summary: 'One club', querystring: query.id, response: data.club }, TTL.content,
    (site, lang, q, c) => c.club(site, lang, asNumber(q.id)));
  read(app, '/student/list', { operationId: 'listStudents', summary: 'Senior project students', querystring: query.students, response: data.students }, TTL.content,
    (site, lang, q, c) => c.students(site, lang, asNumber(q.page), asNumber(q.size)));
  read(app, '/student/posts', { operationId: 'listStudentPosts', summary: "One student's blog posts", querystring: query.posts, response: data.posts }, TTL.content,
    (site, lang, q, c) => c.posts(site, lang, asNumber(q.studentId)));

  // Writes are never cached.
  app.get('/content/content-view', {
    schema: { tags: ['user'], operationId: 'recordContentView', summary: 'Records a view, once per visitor (cookie or address) and day, and returns the count', querystring: query.id, headers: siteHeaders, response: answers({ 200: envelope(data.contentView, 'view count') }, 400, 404) },
  }, async (request, reply) => {
    // The cookie names the visitor; the address stands in for a client that drops cookies.
    const visitors = [`v:${visitorOf(request, reply)}`, `a:${clientOf(request)}`];
    return { code: '000', data: await content.view(siteOf(request), Number((request.query as Query).id), visitors) };
  });
}
