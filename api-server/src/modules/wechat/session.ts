// A signed-in commenter's session: the cookie that names it, read by the sign-in calls and the comment calls.
import type { FastifyRequest } from 'fastify';
import { parse } from 'cookie';

/** The session of a signed-in commenter. */
export const SESSION_COOKIE = 'wx';

/** The session id a request carries, if any. */
export const sessionIdOf = (request: FastifyRequest): string | undefined => parse(request.headers.cookie ?? '')[SESSION_COOKIE];
