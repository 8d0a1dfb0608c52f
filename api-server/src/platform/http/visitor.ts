// The anonymous visitor id of the view counter: a random id in an HttpOnly cookie the API sets.
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parse, serialize } from 'cookie';

export const VISITOR_COOKIE = 'sv';
const ONE_YEAR_S = 365 * 24 * 60 * 60;
const VALID = /^[A-Za-z0-9_-]{22}$/;

/** The request's visitor id, or a new one, which the reply then sets as a cookie for a year. */
export function visitorOf(request: FastifyRequest, reply: FastifyReply): string {
  const known = parse(request.headers.cookie ?? '')[VISITOR_COOKIE];
  if (known && VALID.test(known)) return known;
  const id = randomBytes(16).toString('base64url');
  reply.header('set-cookie', serialize(VISITOR_COOKIE, id, {
    httpOnly: true, sameSite: 'lax', path: '/', maxAge: ONE_YEAR_S, secure: request.protocol === 'https',
  }));
  return id;
}
