// The staff's calls under /api/admin, behind a Bearer token: comment moderation and the admissions
// office's sign-ups. Registered only when ADMIN_TOKEN is set.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CAMPUS_CODES, ERROR_CODES, type CampusCode } from '@schools/shared-api';
import { signupsCsv, type SignupService } from '../admissions/signupService';
import type { CommentService, StoredComment } from '../comments/commentService';
import type { CommentStatus } from '../db/schema';
import { ApiError } from './errors';
import { answers, data, envelope, id, textBody } from './schemas';

export interface AdminDeps {
  token: string;
  comments: CommentService;
  signups: SignupService;
  /** called after a moderation change, so cached comment lists are dropped */
  changed: (comment: StoredComment) => void;
}

/** Compares digests, so neither the token's length nor its content leaks through timing. */
export function tokenMatches(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

const idParams = { type: 'object', properties: { id }, required: ['id'] };
/** Every staff call needs the token (the document's `admin` scheme). */
const security = [{ admin: [] }];
/** A staff call's answers: its success, or a bad parameter, no valid token (and, for one row, no such row). */
const staff = (success: object) => answers({ 200: success }, 400, 401);
const staffOne = (success: object) => answers({ 200: success }, 400, 401, 404);

export async function adminRoutes(app: FastifyInstance, deps: AdminDeps): Promise<void> {
  app.addHook('onRequest', async (request) => {
    // The scheme is case-insensitive (RFC 9110): "bearer" is as good as "Bearer".
    const given = /^bearer +(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!given || !tokenMatches(given, deps.token)) {
      throw new ApiError(401, ERROR_CODES.unauthorized, 'A valid admin token is required: Authorization: Bearer <ADMIN_TOKEN>');
    }
  });

  app.get('/comments', {
    schema: {
      tags: ['admin'], summary: 'Comments by status (pending by default)',
      querystring: {
        type: 'object',
        properties: { status: { type: 'string', enum: ['pending', 'approved', 'rejected'], default: 'pending' }, site: { type: 'string', enum: [...CAMPUS_CODES] } },
        additionalProperties: false,
      },
      security,
      response: staff(envelope(data.moderatedComments, 'the comments, oldest first, each with its post and student')),
    },
  }, async (request) => {
    const q = request.query as { status: CommentStatus; site?: CampusCode };
    return { code: '000', data: await deps.comments.list(q.status, q.site) };
  });

  const moderate = (action: 'approve' | 'reject', status: 'approved' | 'rejected') =>
    app.post(`/comments/:id/${action}`, { schema: { tags: ['admin'], summary: `${action[0]!.toUpperCase()}${action.slice(1)} a comment`, params: idParams, security, response: staffOne(envelope(data.storedComment, 'the comment as it is now')) } },
      async (request) => {
        const updated = await deps.comments.setStatus((request.params as { id: number }).id, status);
        deps.changed(updated);
        return { code: '000', data: updated };
      });
  moderate('approve', 'approved');
  moderate('reject', 'rejected');

  app.delete('/comments/:id', { schema: { tags: ['admin'], summary: 'Delete a comment and its replies', params: idParams, security, response: staffOne(envelope(data.storedComment, 'the comment deleted')) } },
    async (request) => {
      const removed = await deps.comments.remove((request.params as { id: number }).id);
      deps.changed(removed);
      return { code: '000', data: removed };
    });

  const siteQuery = {
    type: 'object', properties: { site: { type: 'string', enum: [...CAMPUS_CODES] } }, additionalProperties: false,
  };
  app.get('/signups', { schema: { tags: ['admin'], summary: 'Sign-ups for information sessions, newest first', querystring: siteQuery, security, response: staff(envelope(data.storedSignups, 'the sign-ups')) } },
    async (request) => ({ code: '000', data: await deps.signups.list((request.query as { site?: CampusCode }).site) }));

  app.post('/signups/:id/contacted', { schema: { tags: ['admin'], summary: 'Mark a sign-up as contacted', params: idParams, security, response: staffOne(envelope(data.storedSignup, 'the sign-up as it is now')) } },
    async (request) => ({ code: '000', data: await deps.signups.markContacted((request.params as { id: number }).id) }));

  app.get('/signups.csv', { schema: { tags: ['admin'], summary: 'Sign-ups as CSV', querystring: siteQuery, security, response: staff(textBody('text/csv', 'the sign-ups, one row each, UTF-8 with a byte-order mark')) } },
    async (request, reply) => {
      const site = (request.query as { site?: CampusCode }).site;
      reply.header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="signups${site ? `-${site}` : ''}.csv"`)
        .header('cache-control', 'no-store');
      return signupsCsv(await deps.signups.list(site));
    });
}
