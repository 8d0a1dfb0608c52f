// The studio's academic calendar under /api/staff/{site}/calendar/...: a school year's events in both
// languages, adding, editing and cancelling one. The staff guard (modules/staff/guard.ts) lets through a session
// of the campus's editor or a network administrator, and writes with the session's CSRF token only.
// Every change drops the campus's cached answers: the calendar page and the feed show it on the next load.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CalendarEditor } from './calendarEditor';
import type { EventInput } from './eventInput';
import { actorOf } from '../staff/roles';
import { alreadyClosed, calendarBody, calendarData, calendarQuery } from './calendarStaffSchemas';
import { formAnswers, refusing } from './staffForms';
import { siteOf } from '../../platform/http/context';
import type { ResponseCache } from '../../platform/http/responseCache';
import { answers, csrfHeaders, envelope, id } from '../../platform/http/schemas';
import { caller } from '../staff/guard';

export interface CalendarStaffRouteDeps {
  editor: CalendarEditor;
  cache: ResponseCache;
}

const security = [{ staffSession: [] }];
const idParams = { type: 'object', properties: { id }, required: ['id'] } as const;

export async function calendarStaffRoutes(app: FastifyInstance, { editor, cache }: CalendarStaffRouteDeps): Promise<void> {
  const config = { staff: { area: 'calendar' as const, scoped: true } };
  const tags = ['staff', 'calendar'];
  const by = (request: FastifyRequest) => actorOf(caller(request).account);
  const eventId = (request: FastifyRequest) => (request.params as { id: number }).id;
  /** The campus's cached answers (calendar/events above all) go: the next page load reads the change. */
  const changed = <T>(request: FastifyRequest, result: T): T => {
    cache.invalidate(`${siteOf(request)}|`);
    return result;
  };

  app.get('/:site/calendar/events', {
    config,
    schema: {
      tags, operationId: 'listCalendarEventsForEditing', summary: "A school year's events of the campus in both languages, cancelled ones too, and the years to choose from",
      querystring: calendarQuery.events, security, response: answers({ 200: envelope(calendarData.calendar, 'the school year') }, 400, 401, 403, 404),
    },
  }, async (request) => ({ code: '000', data: await editor.list(siteOf(request), (request.query as { year: string }).year) }));

  app.post('/:site/calendar/events', {
    config,
    schema: {
      tags, operationId: 'addCalendarEvent', summary: 'Adds an event to a school year (a new key, SEQUENCE 0); the audit entry in the same transaction',
      body: calendarBody.newEvent, headers: csrfHeaders, security,
      response: formAnswers(envelope(calendarData.event, 'the event added'), 404, 413, 415),
    },
  }, refusing(async (request) => {
    const { year, ...input } = request.body as EventInput & { year: string };
    return changed(request, await editor.add(siteOf(request), year, input, by(request)));
  }));

  app.put('/:site/calendar/events/:id', {
    config,
    schema: {
      tags, operationId: 'editCalendarEvent', summary: 'Edits an event: the same key (iCal UID), SEQUENCE one more, DTSTAMP now; a cancelled event is not edited (409)',
      params: idParams, body: calendarBody.event, headers: csrfHeaders, security,
      response: { ...formAnswers(envelope(calendarData.event, 'the event as it is now'), 404, 413, 415), 409: alreadyClosed('event') },
    },
  }, refusing(async (request) => changed(request, await editor.edit(siteOf(request), eventId(request), request.body as EventInput, by(request)))));

  app.post('/:site/calendar/events/:id/cancel', {
    config,
    schema: {
      tags, operationId: 'cancelCalendarEvent', summary: 'Cancels an event: it stays, marked cancelled (STATUS:CANCELLED in the feed, struck through on the page), SEQUENCE one more',
      params: idParams, headers: csrfHeaders, security,
      response: { ...answers({ 200: envelope(calendarData.event, 'the event as it is now') }, 400, 401, 403, 404), 409: alreadyClosed('event') },
    },
  }, async (request) => ({ code: '000', data: changed(request, await editor.cancel(siteOf(request), eventId(request), by(request))) }));
}
