// The academic calendar as an iCal feed, /api/{site}/calendar.ics?lang=en|zh: what a family
// subscribes to in its calendar app (webcal://) or downloads once.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { campusDefaultLanguage, type Lang } from '@schools/shared-api';
import type { CalendarService } from './calendarService';
import { siteOf } from '../../platform/http/context';
import { answers, cachedHeaders, notModified, siteHeaders, textBody } from '../../platform/http/schemas';
import { query } from './calendarSchemas';

export async function calendarFeed(app: FastifyInstance, deps: { calendar: CalendarService }): Promise<void> {
  app.get('/calendar.ics', {
    schema: {
      tags: ['user'],
      operationId: 'getCalendarFeed', summary: "The campus's academic calendar as iCalendar (text/calendar), every school year",
      querystring: query.calendarFeed,
      headers: { type: 'object', properties: { 'if-none-match': cachedHeaders.properties['if-none-match'], 'x-school-code': siteHeaders.properties['x-school-code'] } },
      response: answers({ 200: textBody('text/calendar', 'the feed, iCalendar (RFC 5545)'), 304: notModified }, 400, 404),
    },
  }, async (request, reply) => {
    const site = siteOf(request);
    const lang: Lang = (request.query as { lang?: Lang }).lang ?? campusDefaultLanguage(site);
    const body = await deps.calendar.feed(site, lang);
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    reply.header('etag', etag)
      // Staff change the calendar at any time: every fetch asks again (a 304 when nothing changed), so
      // no browser or proxy serves an edited or cancelled event from its cache.
      .header('cache-control', 'no-cache')
      .header('content-disposition', `inline; filename="${site.toLowerCase()}-calendar-${lang}.ics"`);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('text/calendar; charset=utf-8').send(body);
  });
}
