// The admissions office's information sessions under /api/staff/{site}/sessions/...: every session of
// the campus with its bookings, adding, editing and cancelling one, and the families who booked one (to
// call when it is cancelled; they are marked contacted with the sign-ups' own call). The staff guard
// (modules/staff/guard.ts) lets through the campus's admissions officers and network administrators only.
// Every change drops the campus's cached answers.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionEditor } from './sessionEditor';
import type { SessionInput } from './sessionInput';
import { actorOf } from '../staff/roles';
import { alreadyClosed, calendarBody, calendarData } from '../calendar/calendarStaffSchemas';
import { formAnswers, refusing } from '../calendar/staffForms';
import { siteOf } from '../../platform/http/context';
import type { ResponseCache } from '../../platform/http/responseCache';
import { answers, csrfHeaders, envelope, id } from '../../platform/http/schemas';
import { caller } from '../staff/guard';

export interface SessionStaffRouteDeps {
  sessions: SessionEditor;
  cache: ResponseCache;
}

const security = [{ staffSession: [] }];
const idParams = { type: 'object', properties: { id }, required: ['id'] } as const;

export async function sessionStaffRoutes(app: FastifyInstance, { sessions, cache }: SessionStaffRouteDeps): Promise<void> {
  const config = { staff: { area: 'signups' as const, scoped: true } };
  const tags = ['staff', 'admissions'];
  const by = (request: FastifyRequest) => actorOf(caller(request).account);
  const sessionId = (request: FastifyRequest) => (request.params as { id: number }).id;
  const changed = <T>(request: FastifyRequest, result: T): T => {
    cache.invalidate(`${siteOf(request)}|`);
    return result;
  };

  app.get('/:site/sessions', {
    config,
    schema: {
      tags, operationId: 'listInfoSessionsForEditing', summary: "Every information session of the campus, to come and past, with the families booked", security,
      response: answers({ 200: envelope(calendarData.sessions, 'by date and start') }, 400, 401, 403, 404),
    },
  }, async (request) => ({ code: '000', data: await sessions.list(siteOf(request)) }));

  app.post('/:site/sessions', {
    config,
    schema: {
      tags, operationId: 'addInfoSession', summary: 'Adds an information session still to come: families can book it at once', body: calendarBody.session, headers: csrfHeaders, security,
      response: formAnswers(envelope(calendarData.session, 'the session added'), 404, 413, 415),
    },
  }, refusing(async (request) => changed(request, await sessions.add(siteOf(request), request.body as SessionInput, by(request)))));

  app.put('/:site/sessions/:id', {
    config,
    schema: {
      tags, operationId: 'editInfoSession', summary: 'Edits a session still to come; its capacity never below the places booked (400, problems). Cancelled or begun: 409',
      params: idParams, body: calendarBody.session, headers: csrfHeaders, security,
      response: { ...formAnswers(envelope(calendarData.session, 'the session as it is now'), 404, 413, 415), 409: alreadyClosed('session') },
    },
  }, refusing(async (request) => changed(request, await sessions.edit(siteOf(request), sessionId(request), request.body as SessionInput, by(request)))));

  app.post('/:site/sessions/:id/cancel', {
    config,
    schema: {
      tags, operationId: 'cancelInfoSession', summary: 'Cancels a session still to come: no longer offered or booked; its bookings stay, listed under families',
      params: idParams, headers: csrfHeaders, security,
      response: { ...answers({ 200: envelope(calendarData.session, 'the session as it is now') }, 400, 401, 403, 404), 409: alreadyClosed('session') },
    },
  }, async (request) => ({ code: '000', data: changed(request, await sessions.cancel(siteOf(request), sessionId(request), by(request))) }));

  app.get('/:site/sessions/:id/families', {
    config,
    schema: {
      tags, operationId: 'listInfoSessionFamilies', summary: 'The families who booked a session (name, mobile, e-mail, language, contacted), in the order they booked', params: idParams, security,
      response: answers({ 200: envelope(calendarData.families, 'the families') }, 400, 401, 403, 404),
    },
  }, async (request) => ({ code: '000', data: await sessions.families(siteOf(request), sessionId(request)) }));
}
