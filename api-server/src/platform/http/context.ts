import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
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
 * What the limits count an address as: an IPv4 address as it is; an IPv6 address by its /64 network
 * (`2001:db8:1:2::/64`), since a provider gives each subscriber a /64 and every address in it is theirs
 * to use; an IPv4-mapped IPv6 address (`::ffff:203.0.113.9`) as the IPv4 address it is.
 */
export function addressKey(address: string): string {
  if (!isIP(address)) return address;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  return `${new ipaddr.IPv6([...v6.parts.slice(0, 4), 0, 0, 0, 0]).toString()}/64`;
}

/**
 * The client the limits count by (see addressKey): the address a trusted proxy forwarded when it is
 * one, else the connection's own (a forged or garbled X-Forwarded-For must not make a new client).
 */
export function clientOf(request: FastifyRequest): string {
  return addressKey(isIP(request.ip) ? request.ip : (request.socket.remoteAddress ?? 'unknown'));
}
