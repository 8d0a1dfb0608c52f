// The admissions office's sign-ups under /api/staff/{site}/signups: a campus's list (also as CSV) and
// marking a family as contacted. The staff guard, in whose scope these routes are registered, checks
// the session, the role and the campus first.
import type { FastifyInstance } from 'fastify';
import { siteOf } from '../../platform/http/context';
import { answers, csrfHeaders, envelope, id, textBody } from '../../platform/http/schemas';
import { data } from './signupSchemas';
import { STAFF_READ, STAFF_SECURITY, STAFF_WRITE, actingIn, campusCall } from '../staff/guard';
import { signupsCsv, type SignupService } from './signupService';

const idParams = { type: 'object', properties: { id }, required: ['id'] };
const tags = ['staff'];

export async function signupStaffRoutes(app: FastifyInstance, { signups }: { signups: SignupService }): Promise<void> {
  app.get('/:site/signups', {
    config: campusCall('signups'),
    schema: { tags, operationId: 'listSignups', summary: "The campus's sign-ups for information sessions, newest first", security: STAFF_SECURITY, response: answers({ 200: envelope(data.storedSignups, 'the sign-ups') }, ...STAFF_READ, 404) },
  }, async (request) => ({ code: '000', data: await signups.list(siteOf(request)) }));

  app.post('/:site/signups/:id/contacted', {
    config: campusCall('signups'),
    schema: { tags, operationId: 'markSignupContacted', summary: 'Marks a sign-up of the campus as contacted', params: idParams, headers: csrfHeaders, security: STAFF_SECURITY, response: answers({ 200: envelope(data.storedSignup, 'the sign-up as it is now') }, ...STAFF_WRITE) },
  }, async (request) => ({ code: '000', data: await signups.markContacted((request.params as { id: number }).id, actingIn(request)) }));

  app.get('/:site/signups.csv', {
    config: campusCall('signups'),
    schema: { tags, operationId: 'exportSignupsCsv', summary: "The campus's sign-ups as CSV", security: STAFF_SECURITY, response: answers({ 200: textBody('text/csv', 'the sign-ups, one row each, UTF-8 with a byte-order mark') }, ...STAFF_READ, 404) },
  }, async (request, reply) => {
    const site = siteOf(request);
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="signups-${site}.csv"`);
    return signupsCsv(await signups.list(site));
  });
}
