// The staff's calls under /api/staff: sign-in and sessions, the network administrator's accounts and
// audit log, and each campus's work under /api/staff/{site}/... (comment moderation, the admissions
// office's sign-ups). Every call but the sign-in needs a staff session (the staff_session cookie);
// every write also its session's CSRF token in x-csrf-token; a campus call, a role that may use it
// and the account's own campus (a network administrator may use every campus). Nothing is cached.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { parse, serialize } from 'cookie';
import { ERROR_CODES, type CampusCode } from '@schools/shared-api';
import { signupsCsv, type SignupService } from '../admissions/signupService';
import type { CommentService, StoredComment } from '../comments/commentService';
import type { CommentStatus, Database } from '../db/schema';
import { readAudit } from '../staff/audit';
import { AREA_ROLES, ROLE_NAMES, actorOf, type StaffArea, type StaffRole } from '../staff/roles';
import { STAFF_SESSION, csrfMatches, csrfTokenOf, type NewAccount, type SignedIn, type StaffService } from '../staff/staffService';
import { clientOf, siteOf } from './context';
import { ApiError } from './errors';
import { answers, body, csrfHeaders, data, envelope, id, query, textBody } from './schemas';

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

export interface StaffRouteDeps {
  staff: StaffService;
  comments: CommentService;
  signups: SignupService;
  db: Kysely<Database>;
  /** called after a moderation change, so cached comment lists are dropped */
  changed: (comment: StoredComment) => void;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const signedInOf = new WeakMap<FastifyRequest, SignedIn>();

/** The signed-in account of a request that passed the guard. */
export function caller(request: FastifyRequest): SignedIn {
  const signedIn = signedInOf.get(request);
  if (!signedIn) throw new Error('a staff route without its guard');
  return signedIn;
}

/** The session cookie: HttpOnly, SameSite=Strict, for the whole site (the page at /admin and the calls under /api), Secure over https. */
function sessionCookie(request: FastifyRequest, value: string, maxAgeMs: number): string {
  return serialize(STAFF_COOKIE, value, {
    httpOnly: true, sameSite: 'strict', path: '/', maxAge: Math.max(0, Math.floor(maxAgeMs / 1000)), secure: request.protocol === 'https',
  });
}
const endCookie = (request: FastifyRequest, reply: FastifyReply) => reply.header('set-cookie', sessionCookie(request, '', 0));

const describe = (role: StaffRole, campus: string | null) => `${ROLE_NAMES[role]}${campus ? ` of ${campus}` : ''}`;
const AREA_WORDS: Record<StaffArea, string> = {
  comments: 'comment moderation needs a moderator or network administrator account',
  signups: 'the information sessions and sign-ups need an admissions or network administrator account',
  network: 'accounts and the audit log are for network administrators',
  media: "the campus's photographs need an editor or network administrator account",
  copy: "the studio's copy needs an editor or network administrator account",
  calendar: 'the academic calendar needs an editor or network administrator account',
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

const idParams = { type: 'object', properties: { id }, required: ['id'] };
const security = [{ staffSession: [] }];
const tags = ['staff'];
/** A signed-in call's failures: a bad parameter, no session, a role or campus that may not. */
const READ = [400, 401, 403] as const;
/** A write's, with no such row (of this campus). */
const WRITE = [400, 401, 403, 404] as const;

export async function staffRoutes(app: FastifyInstance, deps: StaffRouteDeps): Promise<void> {
  const { staff, comments, signups } = deps;
  app.addHook('onRequest', async (request) => guard(request, staff));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  // ---- session ----

  app.post('/session', {
    config: { staff: { public: true } },
    schema: {
      tags, summary: 'Signs a member of staff in: sets the staff_session cookie, answers the account and its CSRF token',
      body: body.staffSignIn,
      response: answers({ 200: envelope(data.staffSession, 'signed in') }, 400, 401, 413, 415, 429),
    },
  }, async (request, reply) => {
    const { email, password } = request.body as { email: string; password: string };
    const { sessionId, account } = await staff.signIn(email, password, clientOf(request));
    // The browser may keep it for the session's whole life; the server ends it sooner when it lies idle.
    reply.header('set-cookie', sessionCookie(request, sessionId, STAFF_SESSION.absoluteMs));
    return { code: '000', data: { account, csrfToken: csrfTokenOf(sessionId) } };
  });

  app.get('/session', {
    config: { staff: {} },
    schema: { tags, summary: 'The signed-in account and its CSRF token', security, response: answers({ 200: envelope(data.staffSession, 'signed in') }, 400, 401) },
  }, async (request) => {
    const { account, sessionId } = caller(request);
    return { code: '000', data: { account, csrfToken: csrfTokenOf(sessionId) } };
  });

  app.delete('/session', {
    config: { staff: {} },
    schema: { tags, summary: 'Signs out this browser', headers: csrfHeaders, security, response: answers({ 200: envelope(data.staffSignedOut, 'signed out') }, 400, 401, 403) },
  }, async (request, reply) => {
    await staff.signOut(caller(request).sessionId);
    endCookie(request, reply);
    return { code: '000', data: { signedIn: false, sessionsEnded: 1 } };
  });

  app.post('/session/everywhere', {
    config: { staff: {} },
    schema: { tags, summary: "Signs the account out of every browser, this one too", headers: csrfHeaders, security, response: answers({ 200: envelope(data.staffSignedOut, 'signed out everywhere') }, 400, 401, 403) },
  }, async (request, reply) => {
    const { account } = caller(request);
    const ended = await staff.signOutEverywhere(account, actorOf(account));
    endCookie(request, reply);
    return { code: '000', data: { signedIn: false, sessionsEnded: ended } };
  });

  // ---- the network administrator's ----

  const network = { staff: { area: 'network' as const } };
  app.get('/accounts', {
    config: network,
    schema: { tags, summary: 'Every staff account (network administrators only)', security, response: answers({ 200: envelope(data.staffAccounts, 'oldest first') }, ...READ) },
  }, async () => ({ code: '000', data: await staff.listAccounts() }));

  app.post('/accounts', {
    config: network,
    schema: {
      tags, summary: 'Creates a staff account (network administrators only)', body: body.staffAccount, headers: csrfHeaders, security,
      response: answers({ 200: envelope(data.staffAccount, 'the account created') }, ...READ, 409, 413, 415),
    },
  }, async (request) => {
    const { account } = caller(request);
    return { code: '000', data: await staff.createAccount(request.body as NewAccount, actorOf(account)) };
  });

  app.post('/accounts/:id/disable', {
    config: network,
    schema: {
      tags, summary: 'Disables an account and signs it out everywhere (network administrators only)', params: idParams, headers: csrfHeaders, security,
      response: answers({ 200: envelope(data.staffAccount, 'the account as it is now') }, ...WRITE),
    },
  }, async (request) => {
    const { account } = caller(request);
    return { code: '000', data: await staff.disableAccount((request.params as { id: number }).id, actorOf(account)) };
  });

  app.get('/audit', {
    config: network,
    schema: {
      tags, summary: 'The audit log, newest first (network administrators only)', querystring: query.audit, security,
      response: answers({ 200: envelope(data.auditEntries, 'newest first') }, ...READ),
    },
  }, async (request) => {
    const { site, limit } = request.query as { site?: CampusCode; limit: number };
    return { code: '000', data: await readAudit(deps.db, { site, limit }) };
  });

  // ---- a campus's ----

  const campusCall = (area: StaffArea) => ({ staff: { area, scoped: true } });
  /** The campus of the path (checked by the guard already) and who acts, as the services take them. */
  const scope = (request: FastifyRequest) => ({ site: siteOf(request), by: actorOf(caller(request).account) });

  app.get('/:site/comments', {
    config: campusCall('comments'),
    schema: {
      tags, summary: "The campus's comments by status (pending by default), oldest first", querystring: query.staffComments, security,
      response: answers({ 200: envelope(data.moderatedComments, 'the comments, oldest first, each with its post and student') }, ...READ, 404),
    },
  }, async (request) => ({ code: '000', data: await comments.list((request.query as { status: CommentStatus }).status, siteOf(request)) }));

  const moderate = (action: 'approve' | 'reject', status: 'approved' | 'rejected') =>
    app.post(`/:site/comments/:id/${action}`, {
      config: campusCall('comments'),
      schema: { tags, summary: `${action[0]!.toUpperCase()}${action.slice(1)} a comment of the campus`, params: idParams, headers: csrfHeaders, security, response: answers({ 200: envelope(data.storedComment, 'the comment as it is now') }, ...WRITE) },
    }, async (request) => {
      const updated = await comments.setStatus((request.params as { id: number }).id, status, scope(request));
      deps.changed(updated);
      return { code: '000', data: updated };
    });
  moderate('approve', 'approved');
  moderate('reject', 'rejected');

  app.delete('/:site/comments/:id', {
    config: campusCall('comments'),
    schema: { tags, summary: 'Deletes a comment of the campus and its replies', params: idParams, headers: csrfHeaders, security, response: answers({ 200: envelope(data.storedComment, 'the comment deleted') }, ...WRITE) },
  }, async (request) => {
    const removed = await comments.remove((request.params as { id: number }).id, scope(request));
    deps.changed(removed);
    return { code: '000', data: removed };
  });

  app.get('/:site/signups', {
    config: campusCall('signups'),
    schema: { tags, summary: "The campus's sign-ups for information sessions, newest first", security, response: answers({ 200: envelope(data.storedSignups, 'the sign-ups') }, ...READ, 404) },
  }, async (request) => ({ code: '000', data: await signups.list(siteOf(request)) }));

  app.post('/:site/signups/:id/contacted', {
    config: campusCall('signups'),
    schema: { tags, summary: 'Marks a sign-up of the campus as contacted', params: idParams, headers: csrfHeaders, security, response: answers({ 200: envelope(data.storedSignup, 'the sign-up as it is now') }, ...WRITE) },
  }, async (request) => ({ code: '000', data: await signups.markContacted((request.params as { id: number }).id, scope(request)) }));

  app.get('/:site/signups.csv', {
    config: campusCall('signups'),
    schema: { tags, summary: "The campus's sign-ups as CSV", security, response: answers({ 200: textBody('text/csv', 'the sign-ups, one row each, UTF-8 with a byte-order mark') }, ...READ, 404) },
  }, async (request, reply) => {
    const site = siteOf(request);
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="signups-${site}.csv"`);
    return signupsCsv(await signups.list(site));
  });
}
