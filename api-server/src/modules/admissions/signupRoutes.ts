// Information sessions and sign-ups as the public API serves them (beyond SPEC 7, under
// /api/{site}/user): the upcoming sessions with the places left, and a family's sign-up. Never cached.
import type { FastifyInstance } from 'fastify';
import type { SignupInput } from '@schools/shared-api';
import { clientOf, langOf, siteOf } from '../../platform/http/context';
import { answers, commonQuery, envelope, siteHeaders } from '../../platform/http/schemas';
import { body, data } from './signupSchemas';
import type { SignupService } from './signupService';

export async function signupRoutes(app: FastifyInstance, { signups }: { signups: SignupService }): Promise<void> {
  // Beyond SPEC 7: information sessions (places left change with every sign-up, so never cached).
  app.get('/admissions/sessions', {
    schema: { tags: ['user'], operationId: 'listInfoSessions', summary: 'Upcoming information sessions with the places left', querystring: commonQuery.none, headers: siteHeaders, response: answers({ 200: envelope(data.sessions, 'sessions') }, 400, 404) },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { code: '000', data: await signups.sessions(siteOf(request), langOf(request)) };
  });

  app.post('/admissions/signup', {
    schema: { tags: ['user'], operationId: 'signUpForInfoSession', summary: "A family's sign-up for an information session", body: body.signup, headers: siteHeaders, response: answers({ 200: envelope(data.signupCreated, 'stored') }, 400, 404, 413, 415, 429) },
  }, async (request) => {
    const created = await signups.signup(siteOf(request), langOf(request), request.body as Partial<SignupInput>, clientOf(request));
    return { code: '000', data: created };
  });
}
