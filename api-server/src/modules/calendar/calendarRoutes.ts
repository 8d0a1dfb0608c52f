// The academic calendar as the public API serves it (beyond SPEC 7, under /api/{site}/user): one
// school year's events, a cached read. The iCalendar feed is calendarFeed.ts.
import type { FastifyInstance } from 'fastify';
import { TTL, asString, type PublicRead } from '../../platform/http/publicRead';
import { data, query } from './calendarSchemas';
import type { CalendarService } from './calendarService';

export async function calendarRoutes(app: FastifyInstance, { calendar, read }: { calendar: CalendarService; read: PublicRead<unknown> }): Promise<void> {
  // Beyond SPEC 7: one school year of the academic calendar, for its page.
  read(app, '/calendar/events', { operationId: 'listCalendarEvents', summary: "One school year's academic calendar, sorted by start", querystring: query.calendarEvents, response: data.calendarEvents }, TTL.content,
    (site, lang, q) => calendar.events(site, lang, asString(q.year)));
}
