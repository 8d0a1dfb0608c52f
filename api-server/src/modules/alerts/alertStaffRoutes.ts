// Alerts under /api/staff/alerts: listing, publishing, correcting in place and ending them. An alert
// concerns several campuses, so its path names none: the guard lets through an editor or a network
// administrator (the alerts area) with the session's CSRF token on writes, and the service checks the
// campuses (an editor publishes to their own campus only, and changes only alerts of it). Every change is
// audited, and drops the cached alerts of the campuses it concerns, on every instance.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CampusCode } from '@schools/shared-api';
import { answers, csrfHeaders, envelope, errorEnvelope } from '../../platform/http/schemas';
import { formAnswers, refusing } from '../calendar/staffForms';
import { STAFF_READ, STAFF_SECURITY, caller } from '../staff/guard';
import type { AlertInput } from './alertInput';
import { alertBody, alertData, alertParams, alertQuery } from './alertSchemas';
import type { AlertService } from './alertService';

const ended = { ...errorEnvelope, description: 'Conflict: the alert has ended already (its end passed, or it was ended): publish a new one' };

export async function alertStaffRoutes(app: FastifyInstance, { alerts }: { alerts: AlertService }): Promise<void> {
  const config = { staff: { area: 'alerts' as const } };
  const tags = ['staff', 'alerts'];
  const account = (request: FastifyRequest) => caller(request).account;
  const alertId = (request: FastifyRequest) => (request.params as { id: number }).id;

  app.get('/alerts', {
    config,
    schema: {
      tags, operationId: 'listAlertsForEditing', summary: 'Alerts to come, live and ended in the last 30 days, newest first: every campus\'s for a network administrator, an editor\'s campus\'s for an editor',
      querystring: alertQuery.staff, security: STAFF_SECURITY, response: answers({ 200: envelope(alertData.list, 'the alerts') }, ...STAFF_READ),
    },
  }, async (request) => ({ code: '000', data: await alerts.list(account(request), (request.query as { campus?: CampusCode }).campus) }));

  app.post('/alerts', {
    config,
    schema: {
      tags, operationId: 'publishAlert', summary: 'Publishes an alert: above the header of every page of its campuses from its start to its end, in both languages; audited',
      body: alertBody, headers: csrfHeaders, security: STAFF_SECURITY,
      response: formAnswers(envelope(alertData.alert, 'the alert published'), 413, 415),
    },
  }, refusing(async (request) => alerts.publish(request.body as AlertInput, account(request))));

  app.put('/alerts/:id', {
    config,
    schema: {
      tags, operationId: 'correctAlert', summary: 'Corrects an alert in place (the same id; a dismissed information alert shows again); audited. An ended alert is not corrected (409)',
      params: alertParams, body: alertBody, headers: csrfHeaders, security: STAFF_SECURITY,
      response: { ...formAnswers(envelope(alertData.alert, 'the alert as it is now'), 404, 413, 415), 409: ended },
    },
  }, refusing(async (request) => alerts.correct(alertId(request), request.body as AlertInput, account(request))));

  app.post('/alerts/:id/end', {
    config,
    schema: {
      tags, operationId: 'endAlert', summary: 'Ends an alert now: it leaves every page within a minute and stays listed as ended; audited',
      params: alertParams, headers: csrfHeaders, security: STAFF_SECURITY,
      response: { ...answers({ 200: envelope(alertData.alert, 'the alert as it is now') }, 400, 401, 403, 404), 409: ended },
    },
  }, async (request) => ({ code: '000', data: await alerts.end(alertId(request), account(request)) }));
}
