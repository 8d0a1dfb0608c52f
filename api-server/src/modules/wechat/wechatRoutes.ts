// The sign-in calls under /api/{site}/user/wechat: the QR page's address, WeChat's callback, and
// the session the comment form reads. Nothing here is cached. Without WeChat sign-in (npm start with no
// credentials) there is no sign-in to start or finish, but the session and sign-out calls still answer,
// "signed out": a post's page asks for the session beside the comment prompt, and must find comments
// closed, not a 404.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parse, serialize } from 'cookie';
import type { CampusCode } from '@schools/shared-api';
import { clientOf, siteOf } from '../../platform/http/context';
import { ApiError } from '../../platform/http/errors';
import { answers, envelope, siteHeaders } from '../../platform/http/schemas';
import { data } from './wechatSchemas';
import { SESSION_COOKIE, sessionIdOf } from './session';
import { CONTROL_CHARACTERS, SIGN_IN, SignInRefused, safeReturnTo, type SignInService } from './signIn';

/** Binds a QR sign-in to the browser that started it. */
const NONCE_COOKIE = 'wxs';

export interface WeChatRouteDeps {
  /** commenters' WeChat sign-in; without it nobody is signed in and the QR sign-in and its callback are not offered */
  signIn?: SignInService;
  /** the origin of the campus's callback: its published address's (WeChat accepts only the callback domain registered with it) */
  callbackOrigin?: (request: FastifyRequest, site: CampusCode) => string;
}

function setCookie(request: FastifyRequest, reply: FastifyReply, name: string, value: string, maxAgeMs: number): void {
  reply.header('set-cookie', serialize(name, value, {
    httpOnly: true, sameSite: 'lax', path: '/api/', maxAge: Math.floor(maxAgeMs / 1000), secure: request.protocol === 'https',
  }));
}

/** What the schema says of a return address (safeReturnTo checks it again, and that it stays on this site). */
const RETURN_TO_PATTERN = `^/([^\\s\\\\/${CONTROL_CHARACTERS}][^\\s${CONTROL_CHARACTERS}]*)?$`;

const strings = (properties: Record<string, object>, required: string[] = []) =>
  ({ type: 'object', properties, required, additionalProperties: true });

export async function wechatRoutes(app: FastifyInstance, { signIn, callbackOrigin }: WeChatRouteDeps): Promise<void> {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/wechat/session', {
    schema: {
      tags: ['user'], operationId: 'getWeChatSession',
      summary: 'Whether this browser is signed in to comment, and as whom (never while WeChat sign-in is not configured)',
      headers: siteHeaders,
      response: answers({ 200: envelope(data.commenterSession, 'signed in or not') }, 400, 404),
    },
  }, async (request) => {
    siteOf(request);
    const commenter = await signIn?.commenter(sessionIdOf(request));
    return { code: '000', data: { signedIn: Boolean(commenter), nickname: commenter?.nickname ?? '' } };
  });

  app.post('/wechat/logout', {
    schema: { tags: ['user'], operationId: 'signOutWeChat', summary: 'Ends the commenter session of this browser', headers: siteHeaders, response: answers({ 200: envelope(data.commenterSession, 'signed out') }, 400, 404) },
  }, async (request, reply) => {
    siteOf(request);
    await signIn?.end(sessionIdOf(request));
    reply.header('set-cookie', serialize(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', path: '/api/', maxAge: 0, secure: request.protocol === 'https' }));
    return { code: '000', data: { signedIn: false, nickname: '' } };
  });

  if (!signIn || !callbackOrigin) return;

  app.get('/wechat/qrconnect', {
    schema: {
      tags: ['user'], operationId: 'startWeChatSignIn', summary: 'Starts a WeChat QR sign-in: the address of the QR page for an iframe',
      querystring: strings({
        returnTo: {
          type: 'string', maxLength: 500, pattern: RETURN_TO_PATTERN,
          description: 'where to return after the scan: an address of this site, starting with a single /, without white space or control characters (any other character is percent-encoded on the way back)',
        },
        t: { type: 'string' },
      }, ['returnTo']),
      headers: siteHeaders,
      response: answers({ 200: envelope(data.qrConnect, 'the QR page, valid 10 minutes, in this browser only') }, 400, 404, 429),
    },
  }, async (request, reply) => {
    const site = siteOf(request);
    const returnTo = safeReturnTo((request.query as { returnTo?: string }).returnTo);
    if (!returnTo) {
      throw ApiError.badRequest('returnTo must be an address of this site: starting with a single "/", without white space or control characters, and not leading to another host');
    }
    const { state, nonce } = await signIn.start(site, returnTo, clientOf(request));
    setCookie(request, reply, NONCE_COOKIE, nonce, SIGN_IN.stateTtlMs);
    const callback = `${callbackOrigin(request, site)}/api/${site}/user/wechat/callback`;
    return { code: '000', data: { url: signIn.qrConnectUrl(callback, state) } };
  });

  // WeChat sends the whole window here after the scan; the visitor is sent on, never shown JSON.
  app.get('/wechat/callback', {
    schema: {
      tags: ['user'], operationId: 'finishWeChatSignIn', summary: "WeChat's redirect after a scan: starts the session and returns to the post",
      querystring: strings({ code: { type: 'string', maxLength: 512 }, state: { type: 'string', maxLength: 128 } }),
      response: answers({ 303: { description: 'To the post (signed in), or to the sign-in page when WeChat or the state refused', type: 'null' } }, 400, 404),
    },
  }, async (request, reply) => {
    const site = siteOf(request);
    const { code, state } = request.query as { code?: string; state?: string };
    const nonce = parse(request.headers.cookie ?? '')[NONCE_COOKIE];
    try {
      if (!code || !state) throw new SignInRefused('no code: the visitor did not confirm in WeChat');
      const { sessionId, returnTo } = await signIn.finish(state, nonce, code);
      reply.header('set-cookie', [
        serialize(SESSION_COOKIE, sessionId, { httpOnly: true, sameSite: 'lax', path: '/api/', maxAge: SIGN_IN.sessionTtlMs / 1000, secure: request.protocol === 'https' }),
        serialize(NONCE_COOKIE, '', { httpOnly: true, sameSite: 'lax', path: '/api/', maxAge: 0, secure: request.protocol === 'https' }),
      ]);
      // Checked and encoded when the sign-in started; again here, for a state stored before that.
      return reply.redirect(safeReturnTo(returnTo) ?? `/${site}/`, 303);
    } catch (error) {
      if (!(error instanceof SignInRefused)) throw error;
      request.log.info({ reason: error.message }, 'WeChat sign-in refused');
      return reply.redirect(`/${site}/#/academics/wechat_login?signin=failed`, 303);
    }
  });
}
