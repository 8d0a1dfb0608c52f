// The staff guard: every call under /api/staff says in its route config what it asks of the caller
// (`config.staff`: nothing for the sign-in, else a session, a role's area, the path's campus), and this
// plugin, registered once in the scope the staff routes of every domain are registered under, refuses
// whoever does not qualify before the handler runs: 401 without a session, 403 otherwise.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { parse } from 'cookie';
import { ERROR_CODES } from '@schools/shared-api';
import { siteOf } from '../../platform/http/context';
import { ApiError } from '../../platform/http/errors';
import { AREA_ROLES, ROLE_NAMES, actorOf, type StaffArea, type StaffRole } from './roles';
import { csrfMatches, type SignedIn, type StaffService } from './staffService';

/** The staff session's cookie: 32 random bytes, base64url; the database keeps its SHA-256. */
export const STAFF_COOKIE = 'staff_session';

/** What a route asks of the caller: nothing (the sign-in), a session, a role's area, the path's campus. */
interface StaffGuard {
  public?: boolean;
  area?: StaffArea;
  /** the path's {site} must be the account's campus (any, for a network administrator) */
  scoped?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    staff?: StaffGuard;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const signedInOf = new WeakMap<FastifyRequest, SignedIn>();

/** The signed-in account of a request that passed the guard. */
export function caller(request: FastifyRequest): SignedIn {
  const signedIn = signedInOf.get(request);
  if (!signedIn) throw new Error('a staff route without its guard');
  return signedIn;
}

const describe = (role: StaffRole, campus: string | null) => `${ROLE_NAMES[role]}${campus ? ` of ${campus}` : ''}`;
const AREA_WORDS: Record<StaffArea, string> = {
  comments: 'comment moderation needs a moderator or network administrator account',
  signups: 'the information sessions and sign-ups need an admissions or network administrator account',
  network: 'accounts and the audit log are for network administrators',
  media: "the campus's photographs need an editor or network administrator account",
  copy: "the studio's copy needs an editor or network administrator account",
  calendar: 'the academic calendar needs an editor or network administrator account',
  alerts: 'alerts need an editor or network administrator account',
};

/** Refuses a caller the guard does not let through: 401 without a session, 403 otherwise. */
export async function guard(request: FastifyRequest, staff: StaffService): Promise<void> {
  const rule = request.routeOptions.config.staff;
  if (!rule || rule.public) return;
  const signedIn = await staff.session(parse(request.headers.cookie ?? '')[STAFF_COOKIE]);
  if (!signedIn) throw new ApiError(401, ERROR_CODES.unauthorized, 'Sign in first: staff calls need a staff session (POST /api/staff/session)').because('signInRequired');
  if (WRITES.has(request.method) && !csrfMatches(signedIn.sessionId, request.headers['x-csrf-token'])) {
    throw ApiError.forbidden("This call changes something: send the session's CSRF token (csrfToken of the sign-in) in the x-csrf-token header").because('csrfMissing');
  }
  const { role, campus } = signedIn.account;
  if (rule.area && !(AREA_ROLES[rule.area] as readonly StaffRole[]).includes(role)) {
    throw ApiError.forbidden(`Your account (${describe(role, campus)}) cannot use this call: ${AREA_WORDS[rule.area]}`).because('roleNotAllowed');
  }
  if (rule.scoped) {
    const site = siteOf(request);
    if (role !== 'network' && campus !== site) {
      throw ApiError.forbidden(`Your account (${describe(role, campus)}) works on ${campus} only, not on ${site}`).because('otherCampus');
    }
  }
  signedInOf.set(request, signedIn);
}

/**
 * The guard on every route of the scope it is registered in (fastify-plugin: its hooks are the scope's,
 * not its own); nothing a staff call answers is kept by a browser or a proxy.
 */
export const staffGuard = fp(async (app: FastifyInstance, { staff }: { staff: StaffService }) => {
  app.addHook('onRequest', async (request) => guard(request, staff));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}, { name: 'staff-guard' });

/** A route's guard config for a campus's call in a role's area: /api/staff/{site}/... */
export const campusCall = (area: StaffArea) => ({ staff: { area, scoped: true } });

/** The campus of the path (checked by the guard already) and who acts, as the services take them. */
export const actingIn = (request: FastifyRequest) => ({ site: siteOf(request), by: actorOf(caller(request).account) });

/** The OpenAPI security of a signed-in call, and the failures of a staff read and a staff write (a write's, with no such row of this campus). */
export const STAFF_SECURITY = [{ staffSession: [] }];
export const STAFF_READ = [400, 401, 403] as const;
export const STAFF_WRITE = [400, 401, 403, 404] as const;
