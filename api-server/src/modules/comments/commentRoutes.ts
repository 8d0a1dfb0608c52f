// Comments as the public API serves them (SPEC 7, under /api/{site}/user): a post's approved comments
// and what the page needs to prompt for WeChat (cached reads), a signed-in commenter's new comment and
// their own comments awaiting approval (never cached).
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, type CommentInsert } from '@schools/shared-api';
import { clientOf, langOf, siteOf } from '../../platform/http/context';
import { ApiError } from '../../platform/http/errors';
import { TTL, asNumber, type PublicRead, type Query } from '../../platform/http/publicRead';
import { answers, envelope, siteHeaders } from '../../platform/http/schemas';
import { body, data, query } from './commentSchemas';
import type { SignInService } from '../wechat/signIn';
import { sessionIdOf } from '../wechat/session';
import { SIGN_IN_NEEDED, type CommentService } from './commentService';

export interface CommentRouteDeps {
  comments: CommentService;
  read: PublicRead<unknown>;
  /** commenters' WeChat sign-in; comments are closed without it */
  signIn?: SignInService;
}

export async function commentRoutes(app: FastifyInstance, { comments, read, signIn }: CommentRouteDeps): Promise<void> {
  read(app, '/comment/view', { operationId: 'listComments', summary: 'Approved comments of a post', querystring: query.comments, response: data.commentList }, TTL.comments,
    (site, _lang, q) => comments.view(site, asNumber(q.postId)));
  read(app, '/comment/skip-appId', { operationId: 'getCommentPrompt', summary: 'What the page needs to prompt for WeChat', querystring: query.gate, response: data.commentGate }, TTL.content,
    async (site, lang) => comments.gate(site, lang));

  app.post('/comment/insert', {
    schema: { tags: ['user'], operationId: 'submitComment', summary: 'Submits a comment for moderation', body: body.commentInsert, headers: siteHeaders, response: answers({ 200: envelope(data.commentInserted, 'stored as pending') }, 400, 401, 404, 413, 415, 429) },
  }, async (request) => {
    const site = siteOf(request);
    const lang = langOf(request);
    const commenter = await signIn?.commenter(sessionIdOf(request));
    if (!commenter) throw new ApiError(401, ERROR_CODES.unauthorized, SIGN_IN_NEEDED[lang]);
    const inserted = await comments.insert(site, lang, request.body as CommentInsert, clientOf(request), commenter);
    return { code: '000', data: inserted };
  });

  // Beyond SPEC 7: the signed-in commenter's own comments awaiting approval, for them alone (so never
  // cached, and none without a session): after a reload a parent still sees what they wrote.
  app.get('/comment/mine', {
    schema: { tags: ['user'], operationId: 'listMyPendingComments', summary: "The signed-in commenter's own comments on a post that await approval", querystring: query.comments, headers: siteHeaders, response: answers({ 200: envelope(data.pendingComments, 'oldest first; empty when not signed in') }, 400, 404) },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const commenter = await signIn?.commenter(sessionIdOf(request));
    if (!commenter) return { code: '000', data: [] };
    return { code: '000', data: await comments.pendingOf(siteOf(request), Number((request.query as Query).postId), commenter.openid) };
  });
}
