// The staff's own calls under /api/staff: sign-in and sessions, passwords, the network administrator's
// accounts and audit log. Every call but the sign-in and a reset link's needs a staff session (the
// staff_session cookie), every write also its session's CSRF token in x-csrf-token: the staff guard
// (guard.ts), in whose scope these routes and every domain's staff routes are registered, checks both.
// Nothing is cached.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { parse, serialize } from 'cookie';
import type { CampusCode } from '@schools/shared-api';
import type { Database } from '../../platform/db/schema';
import { readAudit } from './audit';
import { AREA_ROLES, actorOf, type StaffAccount, type StaffRole } from './roles';
import { STAFF_SESSION, csrfTokenOf, type NewAccount, type RoleChange, type StaffService } from './staffService';
import type { OwnPasswordChange, StaffPasswords } from './staffPasswords';
import { STAFF_COOKIE, caller } from './guard';
import { DEVICE_COOKIE, DEVICE_COOKIE_PATH, DEVICE_LIFETIME_MS } from './devices';
import { clientOf } from '../../platform/http/context';
import { answers, csrfHeaders, envelope, id } from '../../platform/http/schemas';
import { body, data, query } from './staffSchemas';
import { refusing } from '../calendar/staffForms';
import { formRefused } from '../calendar/calendarStaffSchemas';

/** The session cookie: HttpOnly, SameSite=Strict, for the whole site (the page at /admin and the calls under /api), Secure over https. */
function sessionCookie(request: FastifyRequest, value: string, maxAgeMs: number): string {
  return serialize(STAFF_COOKIE, value, {
    httpOnly: true, sameSite: 'strict', path: '/', maxAge: Math.max(0, Math.floor(maxAgeMs / 1000)), secure: request.protocol === 'https',
  });
}

/** The site's hint that this browser has a staff session which edits a campus's copy: read by root-config's page script. */
export const STAFF_HINT_COOKIE = 'staff_hint';

/**
 * The hint cookie: the campus whose copy the account edits, `*` for a network administrator, for as
 * long as the session may last; cleared for any other role and at sign-out. Not HttpOnly: the site's
 * page reads it (a few bytes of root-config) to load the "Edit this page" link for staff only, so a
 * visitor's page loads nothing more. Only a hint, never an authority: the link's own call needs the
 * session, and the link's script clears a hint whose session has ended. Nothing secret is in it.
 */
function hintCookie(request: FastifyRequest, account: StaffAccount | undefined, maxAgeMs: number): string {
  const edits = account && (AREA_ROLES.copy as readonly StaffRole[]).includes(account.role);
  const value = edits ? (account.role === 'network' ? '*' : account.campus ?? '') : '';
  return serialize(STAFF_HINT_COOKIE, value, {
    sameSite: 'strict', path: '/', maxAge: value ? Math.max(0, Math.floor(maxAgeMs / 1000)) : 0, secure: request.protocol === 'https',
  });
}

const endCookie = (request: FastifyRequest, reply: FastifyReply) =>
  reply.header('set-cookie', [sessionCookie(request, '', 0), hintCookie(request, undefined, 0)]);

/** The device cookie (devices.ts): HttpOnly, SameSite=Strict, sent to the sign-in only, kept 180 days, Secure over https. */
function deviceCookie(request: FastifyRequest, value: string): string {
  return serialize(DEVICE_COOKIE, value, {
    httpOnly: true, sameSite: 'strict', path: DEVICE_COOKIE_PATH, maxAge: DEVICE_LIFETIME_MS / 1000, secure: request.protocol === 'https',
  });
}

export interface StaffRouteDeps {
  staff: StaffService;
  passwords: StaffPasswords;
  db: Kysely<Database>;
  /** a campus's published origin (https://host), as its settings have it: where reset links open the staff page */
  publishedOrigin: (site: CampusCode) => string;
}

const idParams = { type: 'object', properties: { id }, required: ['id'] };
const security = [{ staffSession: [] }];
const tags = ['staff'];
/** A signed-in call's failures: a bad parameter, no session, a role or campus that may not. */
const READ = [400, 401, 403] as const;
/** A write's, with no such row (of this campus). */
const WRITE = [400, 401, 403, 404] as const;

export async function staffRoutes(app: FastifyInstance, deps: StaffRouteDeps): Promise<void> {
  const { staff, passwords } = deps;

  // ---- session ----

  app.post('/session', {
    config: { staff: { public: true } },
    schema: {
      tags, operationId: 'signInStaff', summary: 'Signs a member of staff in: sets the staff_session cookie, answers the account and its CSRF token',
      description: 'Also sets the staff_device cookie (HttpOnly, path /api/staff/session, 180 days), which the browser sends with its next sign-ins: '
        + 'after 5 failed sign-ins for an e-mail address in 15 minutes (or 20 from one address) other browsers wait (429), '
        + 'but a browser with the account\'s device cookie goes on signing in, limited to 5 failures of its own in 15 minutes. '
        + 'An account that edits copy (editor, network administrator) also gets staff_hint (not HttpOnly, path /: its campus, or * for the network), '
        + 'which tells the site\'s pages to show their "Edit this page" link: a hint only, cleared at sign-out, never an authority.',
      body: body.staffSignIn,
      response: answers({ 200: envelope(data.staffSession, 'signed in') }, 400, 401, 413, 415, 429),
    },
  }, async (request, reply) => {
    const { email, password } = request.body as { email: string; password: string };
    const { sessionId, account, device } = await staff.signIn(email, password, clientOf(request), parse(request.headers.cookie ?? '')[DEVICE_COOKIE]);
    // The browser may keep it for the session's whole life; the server ends it sooner when it lies idle.
    reply.header('set-cookie', [
      sessionCookie(request, sessionId, STAFF_SESSION.absoluteMs), deviceCookie(request, device), hintCookie(request, account, STAFF_SESSION.absoluteMs),
    ]);
    return { code: '000', data: { account, csrfToken: csrfTokenOf(sessionId) } };
  });

  app.get('/session', {
    config: { staff: {} },
    schema: { tags, operationId: 'getStaffSession', summary: 'The signed-in account and its CSRF token (and the staff_hint cookie as the account\'s role has it)', security, response: answers({ 200: envelope(data.staffSession, 'signed in') }, 400, 401) },
  }, async (request, reply) => {
    const { account, sessionId } = caller(request);
    // The staff page asks this on every load: the hint follows the account's role (a session begun
    // before the hint existed gets it; an editor made a moderator loses it), for the longest a session lasts.
    reply.header('set-cookie', hintCookie(request, account, STAFF_SESSION.absoluteMs));
    return { code: '000', data: { account, csrfToken: csrfTokenOf(sessionId) } };
  });

  app.delete('/session', {
    config: { staff: {} },
    schema: { tags, operationId: 'signOutStaff', summary: 'Signs out this browser', headers: csrfHeaders, security, response: answers({ 200: envelope(data.staffSignedOut, 'signed out') }, 400, 401, 403) },
  }, async (request, reply) => {
    await staff.signOut(caller(request).sessionId);
    endCookie(request, reply);
    return { code: '000', data: { signedIn: false, sessionsEnded: 1 } };
  });

  app.post('/session/everywhere', {
    config: { staff: {} },
    schema: { tags, operationId: 'signOutStaffEverywhere', summary: "Signs the account out of every browser, this one too", headers: csrfHeaders, security, response: answers({ 200: envelope(data.staffSignedOut, 'signed out everywhere') }, 400, 401, 403) },
  }, async (request, reply) => {
    const { account } = caller(request);
    const ended = await staff.signOutEverywhere(account, actorOf(account));
    endCookie(request, reply);
    return { code: '000', data: { signedIn: false, sessionsEnded: ended } };
  });

  // ---- passwords ----

  app.post('/session/password', {
    config: { staff: {} },
    schema: {
      tags, operationId: 'changeStaffPassword', summary: "Changes the signed-in account's password, given the current one: every other session of the account ends, this one goes on",
      description: 'A wrong current password is refused beside its field (problems[].rule wrongPassword) and counts as a failed sign-in: '
        + 'the sign-in throttle applies (429), of the browser when it sends the account\'s staff_device cookie (its path covers this call).',
      body: body.ownPassword, headers: csrfHeaders, security,
      response: { ...answers({ 200: envelope(data.passwordChanged, 'changed') }, 400, 401, 403, 429), 400: formRefused },
    },
  }, refusing(async (request) => passwords.changeOwn(
    caller(request), request.body as OwnPasswordChange, clientOf(request), parse(request.headers.cookie ?? '')[DEVICE_COOKIE],
  )));

  app.post('/session/password-reset', {
    config: { staff: { public: true } },
    schema: {
      tags, operationId: 'resetStaffPassword', summary: "Sets a new password with a reset link's token (single use, valid one hour): every session of the account ends",
      description: 'A token that sets nothing (unknown, used, replaced by a newer link, older than an hour) is refused alike (400, reason resetLinkInvalid) '
        + 'and counts as a failed sign-in from the client\'s address: 20 in 15 minutes, sign-ins included, and it waits (429).',
      body: body.passwordReset,
      response: { ...answers({ 200: envelope(data.passwordChanged, 'the new password is set: sign in with it') }, 400, 429), 400: formRefused },
    },
  }, refusing(async (request) => {
    const { token, password } = request.body as { token: string; password: string };
    return passwords.redeemReset(token, password, clientOf(request));
  }));

  // ---- the network administrator's ----

  const network = { staff: { area: 'network' as const } };
  app.get('/accounts', {
    config: network,
    schema: { tags, operationId: 'listStaffAccounts', summary: 'Every staff account (network administrators only)', security, response: answers({ 200: envelope(data.staffAccounts, 'oldest first') }, ...READ) },
  }, async () => ({ code: '000', data: await staff.listAccounts() }));

  app.post('/accounts', {
    config: network,
    schema: {
      tags, operationId: 'createStaffAccount', summary: 'Creates a staff account (network administrators only)', body: body.staffAccount, headers: csrfHeaders, security,
      response: answers({ 200: envelope(data.staffAccount, 'the account created') }, ...READ, 409, 413, 415),
    },
  }, async (request) => {
    const { account } = caller(request);
    return { code: '000', data: await staff.createAccount(request.body as NewAccount, actorOf(account)) };
  });

  app.post('/accounts/:id/disable', {
    config: network,
    schema: {
      tags, operationId: 'disableStaffAccount', summary: 'Disables an account and signs it out everywhere; its reset links end (network administrators only)',
      description: 'Not your own account, nor the last enabled network administrator (409).', params: idParams, headers: csrfHeaders, security,
      response: answers({ 200: envelope(data.staffAccount, 'the account as it is now') }, ...WRITE, 409),
    },
  }, async (request) => {
    const { account } = caller(request);
    return { code: '000', data: await staff.disableAccount((request.params as { id: number }).id, actorOf(account)) };
  });

  app.post('/accounts/:id/enable', {
    config: network,
    schema: {
      tags, operationId: 'enableStaffAccount', summary: 'Enables a disabled account again: it signs in with the password it had (network administrators only)', params: idParams, headers: csrfHeaders, security,
      response: answers({ 200: envelope(data.staffAccount, 'the account as it is now') }, ...WRITE),
    },
  }, async (request) => {
    const { account } = caller(request);
    return { code: '000', data: await staff.enableAccount((request.params as { id: number }).id, actorOf(account)) };
  });

  app.put('/accounts/:id/role', {
    config: network,
    schema: {
      tags, operationId: 'setStaffAccountRole', summary: "Changes an account's role and campus (network administrators only)",
      description: 'As at creation: a network administrator has no campus, every other role one. The last enabled network administrator keeps the role (409).',
      params: idParams, body: body.staffRole, headers: csrfHeaders, security,
      response: answers({ 200: envelope(data.staffAccount, 'the account as it is now') }, ...WRITE, 409),
    },
  }, async (request) => {
    const { account } = caller(request);
    return { code: '000', data: await staff.setRole((request.params as { id: number }).id, request.body as RoleChange, actorOf(account)) };
  });

  app.post('/accounts/:id/password-reset', {
    config: network,
    schema: {
      tags, operationId: 'issueStaffPasswordReset',
      summary: 'Makes a single-use link, valid one hour, for the account to set a new password: e-mailed when SMTP is set up, otherwise answered here once (network administrators only)',
      description: "The link opens the staff page (/admin#/reset?token=...&email=..., the account's e-mail, which the page shows) on the published address of the account's campus (the first campus's for a network administrator), "
        + "never on the request's host. The old password works until the new one is set; a newer link ends the older ones. A disabled account gets none (409): enable it first.",
      params: idParams, headers: csrfHeaders, security,
      response: answers({ 200: envelope(data.passwordResetIssued, 'the link made, and how it reaches its owner') }, ...WRITE, 409),
    },
  }, async (request) => {
    const { account } = caller(request);
    return { code: '000', data: await passwords.issueReset((request.params as { id: number }).id, actorOf(account), deps.publishedOrigin) };
  });

  app.get('/audit', {
    config: network,
    schema: {
      tags, operationId: 'listAuditEntries', summary: 'The audit log, newest first (network administrators only)', querystring: query.audit, security,
      response: answers({ 200: envelope(data.auditEntries, 'newest first') }, ...READ),
    },
  }, async (request) => {
    const { site, limit } = request.query as { site?: CampusCode; limit: number };
    return { code: '000', data: await readAudit(deps.db, { site, limit }) };
  });
}
