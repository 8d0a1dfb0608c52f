// Comment moderation under /api/staff/{site}/comments: a campus's moderators (or a network
// administrator) list, approve, reject and delete its comments. The staff guard, in whose scope these
// routes are registered, checks the session, the role and the campus first.
import type { FastifyInstance } from 'fastify';
import type { CommentStatus } from '../../platform/db/schema';
import { siteOf } from '../../platform/http/context';
import { answers, csrfHeaders, envelope, id } from '../../platform/http/schemas';
import { data, query } from './commentSchemas';
import { STAFF_READ, STAFF_SECURITY, STAFF_WRITE, actingIn, campusCall } from '../staff/guard';
import type { CommentService, StoredComment } from './commentService';

export interface CommentStaffRouteDeps {
  comments: CommentService;
  /** called after a moderation change, so cached comment lists are dropped */
  changed: (comment: StoredComment) => void;
}

const idParams = { type: 'object', properties: { id }, required: ['id'] };
const tags = ['staff'];

export async function commentStaffRoutes(app: FastifyInstance, deps: CommentStaffRouteDeps): Promise<void> {
  const { comments } = deps;
  app.get('/:site/comments', {
    config: campusCall('comments'),
    schema: {
      tags, operationId: 'listCommentsForModeration', summary: "The campus's comments by status (pending by default), oldest first", querystring: query.staffComments, security: STAFF_SECURITY,
      response: answers({ 200: envelope(data.moderatedComments, 'the comments, oldest first, each with its post and student') }, ...STAFF_READ, 404),
    },
  }, async (request) => ({ code: '000', data: await comments.list((request.query as { status: CommentStatus }).status, siteOf(request)) }));

  const moderate = (action: 'approve' | 'reject', status: 'approved' | 'rejected') =>
    app.post(`/:site/comments/:id/${action}`, {
      config: campusCall('comments'),
      schema: { tags, operationId: `${action}Comment`, summary: `${action[0]!.toUpperCase()}${action.slice(1)} a comment of the campus`, params: idParams, headers: csrfHeaders, security: STAFF_SECURITY, response: answers({ 200: envelope(data.storedComment, 'the comment as it is now') }, ...STAFF_WRITE) },
    }, async (request) => {
      const updated = await comments.setStatus((request.params as { id: number }).id, status, actingIn(request));
      deps.changed(updated);
      return { code: '000', data: updated };
    });
  moderate('approve', 'approved');
  moderate('reject', 'rejected');

  app.delete('/:site/comments/:id', {
    config: campusCall('comments'),
    schema: { tags, operationId: 'deleteComment', summary: 'Deletes a comment of the campus and its replies', params: idParams, headers: csrfHeaders, security: STAFF_SECURITY, response: answers({ 200: envelope(data.storedComment, 'the comment deleted') }, ...STAFF_WRITE) },
  }, async (request) => {
    const removed = await comments.remove((request.params as { id: number }).id, actingIn(request));
    deps.changed(removed);
    return { code: '000', data: removed };
  });
}
