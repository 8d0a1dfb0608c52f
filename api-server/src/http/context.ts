import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, HEADERS, isCampusCode, type CampusCode, type Lang } from '@schools/shared-api';
import { ApiError } from './errors';

/** The campus of `/api/{site}/user/...`: a known code, matching the school header when one is sent. */
export function siteOf(request: FastifyRequest): CampusCode {
  const raw = (request.params as { site?: string }).site ?? '';
  const site = raw.toUpperCase();
  if (!isCampusCode(site)) {
    throw new ApiError(404, ERROR_CODES.unknownSite, `Unknown site "${raw}": use one of BISZ, BIGZ, BIPH, BIHZ, BINJ, BBSZ, BISC, BIWH, BBGM, BBCD`);
  }
  const header = request.headers[HEADERS.schoolCode];
  if (typeof header === 'string' && header && header.toUpperCase() !== site) {
    throw ApiError.badRequest(`The ${HEADERS.schoolCode} header (${header}) does not match the site in the path (${site})`);
  }
  return site;
}

/** The answer's language from the locale header: zh or en (anything else is en). */
export function langOf(request: FastifyRequest): Lang {
  const header = request.headers[HEADERS.locale];
  return typeof header === 'string' && header.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

/**
 * The client address the limits count by: the one a trusted proxy forwarded when it is an address,
 * else the connection's own (a forged or garbled X-Forwarded-For must not make a new client).
 */
export function clientOf(request: FastifyRequest): string {
  return isIP(request.ip) ? request.ip : (request.socket.remoteAddress ?? 'unknown');
}
