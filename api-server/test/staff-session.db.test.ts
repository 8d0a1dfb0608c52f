// Staff sign-in and sessions: the cookie and its attributes, the same answer (and about the same time)
// for a wrong e-mail and a wrong password, the throttle per e-mail and per address (stored, so a second
// instance sees it; lifted once the window has passed, on an injected clock), the device cookie that lets
// the owner's browser past a lockout (and nothing forged), the CSRF token on every
// write, signing out here and everywhere, the idle and absolute ends, changing one's own password and
// setting one with a reset link (single use, an hour on the injected clock, under the throttle), and the
// accounts calls (enable, role and campus, the last network administrator kept); and the site's hint
// cookie for the "Edit this page" link of staff who edit copy.
import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { pruneExpired } from '../src/pruning';
import { SCRYPT } from '../src/modules/staff/passwords';
import { CLI_ACTOR } from '../src/modules/staff/roles';
import { SIGN_IN_REFUSED, STAFF_SESSION, STAFF_SIGN_IN, StaffService } from '../src/modules/staff/staffService';
import { DEVICE_LIFETIME_MS } from '../src/modules/staff/devices';
import { PASSWORD_RESET } from '../src/modules/staff/passwordResets';
import { RESET_LINK_REFUSED } from '../src/modules/staff/staffPasswords';
import { STAFF_PASSWORD, createStaff, nextClient, setCookie, signIn, signedInAs, staffAs, staffService, type StaffClient } from './support/staff';
import { raw, startTestServer, type TestServer } from './support/testServer';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The staff sign-in's clock: the real time, or a time a test sets and moves (later than the real one, so the scheduled sweep leaves its rows alone). */
let virtual: number | undefined;
const clock = () => new Date(virtual ?? Date.now());
const log: string[] = [];

let server: TestServer;
beforeAll(async () => {
  // Everything the server logs, at its most talkative, to check that no password is ever in it.
  process.env.LOG_LEVEL = 'trace';
  const logStream = new Writable({ write: (chunk, _encoding, done) => { log.push(String(chunk)); done(); } });
  server = await startTestServer({}, { clock, logStream });
  delete process.env.LOG_LEVEL;
});
afterAll(() => server.close());

const session = (cookie: string) => raw(server.base, '/api/staff/session', { headers: { cookie } });

const NEW_PASSWORD = 'a new passphrase for the staff page';
/** Every reset token a test was given: none may reach the log. */
const tokens: string[] = [];

/** A network administrator's reset link for the account: the answer's data, and the token it holds. */
async function resetLink(admin: StaffClient, accountId: number) {
  const answer = await admin.call('POST', `/accounts/${accountId}/password-reset`);
  expect(answer.status).toBe(200);
  const token = new URLSearchParams(new URL(answer.body.data.link as string).hash.replace(/^#\/reset\?/, '')).get('token')!;
  tokens.push(token);
  return { ...answer.body.data, token } as { expiresAt: string; delivery: string; link: string; token: string };
}

/** A new password set with a reset link's token, from a client address (its own unless told). */
const redeem = (token: string, password = NEW_PASSWORD, client = nextClient()) => raw(server.base, '/api/staff/session/password-reset', {
  method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': client }, body: JSON.stringify({ token, password }),
});

/** How many sessions the account has. */
const sessionsOf = async (accountId: number) => (await server.db.selectFrom('staff_session').select('id_hash').where('account_id', '=', accountId).execute()).length;

describe('signing in', () => {
  it('sets an HttpOnly, SameSite=Strict cookie for the whole site, and answers the account and its CSRF token', async () => {
    const account = await createStaff(server, 'moderator', 'BISZ');
    const answer = await signIn(server, account.email.toUpperCase());
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body.data).toEqual({
      account: { id: account.id, email: account.email, name: account.name, role: 'moderator', campus: 'BISZ', createdAt: expect.any(String), disabledAt: null },
      csrfToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const cookie = setCookie(answer.headers, 'staff_session')!;
    // 32 random bytes in base64url.
    expect(cookie.pair).toMatch(/^staff_session=[A-Za-z0-9_-]{43}$/);
    expect(cookie.attributes.sort()).toEqual(['HttpOnly', 'Max-Age=604800', 'Path=/', 'SameSite=Strict']);
    // Only its SHA-256 is stored.
    const value = cookie.pair.slice('staff_session='.length);
    const rows = await server.db.selectFrom('staff_session').select('id_hash').where('account_id', '=', account.id).execute();
    expect(rows.map((r) => r.id_hash)).toEqual([createHash('sha256').update(value).digest('hex')]);

    const now = await session(cookie.pair);
    expect(now.status).toBe(200);
    expect(now.body.data).toEqual(answer.body.data);
    expect((await raw(server.base, '/api/staff/session')).status).toBe(401);
  });

  it('marks the cookie Secure when the site is served over https (as a trusted proxy says)', async () => {
    const account = await createStaff(server, 'editor', 'BIGZ');
    const answer = await raw(server.base, '/api/staff/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient(), 'x-forwarded-proto': 'https' },
      body: JSON.stringify({ email: account.email, password: STAFF_PASSWORD }),
    });
    expect(setCookie(answer.headers, 'staff_session')!.attributes).toEqual(expect.arrayContaining(['Secure', 'HttpOnly', 'SameSite=Strict', 'Path=/']));
    expect(setCookie(answer.headers, 'staff_device')!.attributes).toEqual(expect.arrayContaining(['Secure', 'HttpOnly', 'SameSite=Strict', 'Path=/api/staff/session']));
  });

  it("leaves the site a hint for its \"Edit this page\" (staff_hint: readable by the page, the campus or *), for accounts that edit copy only, cleared at sign-out", async () => {
    const hintOf = (headers: Headers) => setCookie(headers, 'staff_hint');
    const editor = await createStaff(server, 'editor', 'BIGZ');
    const signedIn = await signIn(server, editor.email);
    const hint = hintOf(signedIn.headers)!;
    expect(hint.pair).toBe('staff_hint=BIGZ');
    // Not HttpOnly: the site's page reads it. The session's life, the whole site, never sent cross-site.
    expect(hint.attributes.sort()).toEqual(['Max-Age=604800', 'Path=/', 'SameSite=Strict']);
    expect(hintOf((await signIn(server, (await createStaff(server, 'network')).email)).headers)!.pair).toBe('staff_hint=*');
    // A role that edits no copy gets none, and loses one it had in this browser.
    for (const role of ['moderator', 'admissions'] as const) {
      const cleared = hintOf((await signIn(server, (await createStaff(server, role, 'BIGZ')).email)).headers)!;
      expect(cleared.pair).toBe('staff_hint=');
      expect(cleared.attributes).toContain('Max-Age=0');
    }
    // The staff page asks for its session on every load: the hint comes with it, as the account's role now has it.
    const client = await signedInAs(server, editor);
    expect(hintOf((await session(client.cookie)).headers)!.pair).toBe('staff_hint=BIGZ');
    const out = await client.call('DELETE', '/session');
    expect(hintOf(out.headers)!.pair).toBe('staff_hint=');
    expect(hintOf(out.headers)!.attributes).toContain('Max-Age=0');
    // It is only a hint: a made-up one signs nobody in, and no staff call reads it.
    expect((await raw(server.base, '/api/staff/session', { headers: { cookie: 'staff_hint=*' } })).status).toBe(401);
    expect((await raw(server.base, '/api/staff/BIGZ/studio/page-targets?route=%2Fabout%2Fmission', { headers: { cookie: 'staff_hint=*' } })).status).toBe(401);
  });

  it('answers a wrong e-mail, a wrong password and a disabled account alike, in about the same time', async () => {
    // At scrypt's real cost: at the tests' lower one, an unknown e-mail without the dummy hash would
    // take about as long as a wrong password anyway.
    const real = await startTestServer({}, { passwordCost: SCRYPT });
    try {
      const account = await createStaff(real, 'admissions', 'BIPH');
      const disabled = await createStaff(real, 'admissions', 'BIPH');
      await staffService(real).disableAccount(disabled.id, CLI_ACTOR);
      const timed = async (email: string, password: string) => {
        const start = performance.now();
        const answer = await signIn(real, email, password);
        return { ms: performance.now() - start, status: answer.status, body: answer.body };
      };
      const refused = { status: 401, body: { code: '401', data: null, message: SIGN_IN_REFUSED, reason: 'signInRefused' } };
      const wrongPassword = [];
      const unknownEmail = [];
      for (let i = 0; i < 3; i++) {
        wrongPassword.push(await timed(account.email, 'not the right password'));
        unknownEmail.push(await timed(`nobody.${i}@staff.example.cn`, STAFF_PASSWORD));
      }
      for (const answer of [...wrongPassword, ...unknownEmail, await timed(disabled.email, STAFF_PASSWORD)]) {
        expect({ status: answer.status, body: answer.body }).toEqual(refused);
      }
      // Both pay for one scrypt: without the dummy hash an unknown e-mail would answer in a millisecond.
      const median = (list: { ms: number }[]) => list.map((a) => a.ms).sort((a, b) => a - b)[1]!;
      console.log(`staff sign-in refused in ${median(wrongPassword).toFixed(0)} ms (wrong password) and ${median(unknownEmail).toFixed(0)} ms (unknown e-mail), medians of 3`);
      expect(median(unknownEmail)).toBeGreaterThan(median(wrongPassword) / 3);
      expect(median(wrongPassword)).toBeGreaterThan(median(unknownEmail) / 3);
    } finally {
      await real.close();
    }
  });

  it('refuses a body without an e-mail or a password, and one that is not JSON (no cross-site form can sign anyone in)', async () => {
    const post = (body: string, type = 'application/json') => raw(server.base, '/api/staff/session', { method: 'POST', headers: { 'content-type': type }, body });
    expect((await post(JSON.stringify({ email: 'a@b.cn' }))).status).toBe(400);
    expect((await post('email=a%40b.cn&password=x', 'application/x-www-form-urlencoded')).status).toBe(415);
    // A form sent as text/plain that spells JSON (the old trick) is a string, not an object: refused.
    const account = await createStaff(server, 'editor', 'BIGZ');
    expect((await post(`{"email":"${account.email}","password":"${STAFF_PASSWORD}","x":"="}`, 'text/plain')).status).toBe(400);
  });
});

describe('the throttle', () => {
  afterEach(() => {
    virtual = undefined;
  });

  it(`answers 429 after ${STAFF_SIGN_IN.perAccount} failures for one e-mail in 15 minutes, from any address, until the window has passed`, async () => {
    const first = Date.now() + 10 * HOUR;
    virtual = first;
    const account = await createStaff(server, 'moderator', 'BIHZ');
    for (let i = 0; i < STAFF_SIGN_IN.perAccount; i++) {
      expect((await signIn(server, account.email, `wrong password ${i}`)).status).toBe(401);
      virtual += MINUTE;
    }
    // Even the right password, from another address: the e-mail waits.
    const locked = await signIn(server, account.email.toUpperCase());
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ code: '429', data: null, message: 'Too many failed sign-ins for this e-mail address (at most 5 in 15 minutes): try again in 10 minutes', reason: 'signInThrottled' });
    // The first failure leaves the window 15 minutes after it was made, 10 from now.
    expect(Number(locked.headers.get('retry-after'))).toBe(10 * 60);
    // Stored in the database: a second instance (or the same after a restart) counts the same failures.
    await expect(new StaffService(server.db, server.dialect as 'sqlite', clock).signIn(account.email, STAFF_PASSWORD, '203.0.113.77')).rejects.toMatchObject({ status: 429 });
    // Another account is not affected.
    const other = await createStaff(server, 'moderator', 'BIHZ');
    expect((await signIn(server, other.email)).status).toBe(200);

    virtual = first + STAFF_SIGN_IN.windowMs - 1000;
    expect((await signIn(server, account.email)).status).toBe(429);
    virtual += 1000;
    expect((await signIn(server, account.email)).status).toBe(200);
    // A right password ends the count: five more failures are allowed before the next wait.
    for (let i = 0; i < STAFF_SIGN_IN.perAccount - 1; i++) expect((await signIn(server, account.email, 'wrong again, sorry')).status).toBe(401);
    expect((await signIn(server, account.email)).status).toBe(200);
  });

  it(`answers 429 after ${STAFF_SIGN_IN.perClient} failures from one address (an IPv6 one by its /64), whatever the e-mails, until the window has passed`, async () => {
    virtual = Date.now() + 20 * HOUR;
    const account = await createStaff(server, 'editor', 'BINJ');
    for (let i = 0; i < STAFF_SIGN_IN.perClient; i++) {
      expect((await signIn(server, `guess.${i}@staff.example.cn`, 'a guessed password', `2001:db8:7:7::${i + 1}`)).status).toBe(401);
    }
    const locked = await signIn(server, account.email, STAFF_PASSWORD, '2001:db8:7:7:abcd::1');
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many failed sign-ins from this address (at most 20 in 15 minutes): try again in 15 minutes');
    expect(Number(locked.headers.get('retry-after'))).toBe(15 * 60);
    // Another network signs in; the account itself is not locked.
    expect((await signIn(server, account.email, STAFF_PASSWORD, '2001:db8:7:8::1')).status).toBe(200);
    virtual += STAFF_SIGN_IN.windowMs + 1000;
    expect((await signIn(server, account.email, STAFF_PASSWORD, '2001:db8:7:7::99')).status).toBe(200);
  });

  describe("a browser that signed in to the account before (its device cookie)", () => {
    /** A sign-in from a browser that sends `device` (the staff_device cookie's name=value), if any. */
    const fromBrowser = (email: string, password: string, device?: string, client = nextClient()) => raw(server.base, '/api/staff/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client, ...(device ? { cookie: device } : {}) },
      body: JSON.stringify({ email, password }),
    });
    /** The owner's browser: signed in once, and the device cookie it keeps. */
    async function ownersBrowser(email: string): Promise<string> {
      const answer = await fromBrowser(email, STAFF_PASSWORD);
      expect(answer.status).toBe(200);
      return setCookie(answer.headers, 'staff_device')!.pair;
    }
    /** An attacker's wrong passwords, from addresses of their own, until the account is locked for unknown browsers. */
    async function lockOut(email: string) {
      for (let i = 0; i < STAFF_SIGN_IN.perAccount; i++) expect((await fromBrowser(email, `attacker guess ${i}`)).status).toBe(401);
      expect((await fromBrowser(email, 'attacker guess 5')).status).toBe(429);
      expect((await fromBrowser(email, STAFF_PASSWORD)).status).toBe(429);
    }

    it("gets past the lockout an attacker's wrong passwords put on the account, on every instance", async () => {
      virtual = Date.now() + 40 * HOUR;
      const account = await createStaff(server, 'network');
      const answer = await fromBrowser(account.email, STAFF_PASSWORD);
      const device = setCookie(answer.headers, 'staff_device')!;
      expect(device.pair).toMatch(new RegExp(`^staff_device=${account.id}\\.[A-Za-z0-9_-]{22}\\.\\d+\\.[A-Za-z0-9_-]{43}$`));
      expect(device.attributes.sort()).toEqual(['HttpOnly', `Max-Age=${DEVICE_LIFETIME_MS / 1000}`, 'Path=/api/staff/session', 'SameSite=Strict']);

      virtual += HOUR;
      await lockOut(account.email);
      const owner = await fromBrowser(account.email, STAFF_PASSWORD, device.pair);
      expect(owner.status).toBe(200);
      expect(owner.body.data.account.id).toBe(account.id);
      // The same device, its cookie issued again for another 180 days.
      const renewed = setCookie(owner.headers, 'staff_device')!.pair;
      expect(renewed.split('.')[1]).toBe(device.pair.split('.')[1]);
      expect(renewed).not.toBe(device.pair);

      // Another instance on the database (or this one after a restart) knows the cookie: the key is the database's.
      await lockOut(account.email);
      const elsewhere = new StaffService(server.db, server.dialect as 'sqlite', clock, server.passwordCost);
      await expect(elsewhere.signIn(account.email, STAFF_PASSWORD, '203.0.113.78')).rejects.toMatchObject({ status: 429 });
      const value = renewed.slice('staff_device='.length);
      expect((await elsewhere.signIn(account.email, STAFF_PASSWORD, '203.0.113.78', value)).account.id).toBe(account.id);
    });

    it("does not let a forged, altered, expired or another account's cookie past it", async () => {
      virtual = Date.now() + 50 * HOUR;
      const account = await createStaff(server, 'editor', 'BISZ');
      const other = await createStaff(server, 'editor', 'BISZ');
      const expired = await ownersBrowser(account.email);
      virtual += DEVICE_LIFETIME_MS + MINUTE;
      const fresh = await ownersBrowser(account.email);
      const othersDevice = await ownersBrowser(other.email);
      await lockOut(account.email);
      const [name, rest] = fresh.split('=') as [string, string];
      const [id, device, issued, mac] = rest.split('.') as [string, string, string, string];
      const flip = (text: string) => `${text.slice(0, -1)}${text.endsWith('A') ? 'B' : 'A'}`;
      const refused = {
        "another account's": othersDevice,
        'moved to this account': othersDevice.replace(`=${other.id}.`, `=${account.id}.`),
        'with its signature altered': `${name}=${id}.${device}.${issued}.${flip(mac)}`,
        'with its device altered': `${name}=${id}.${flip(device)}.${issued}.${mac}`,
        'made younger': `${name}=${id}.${device}.${Number(issued) + 1}.${mac}`,
        'forged': `${name}=${id}.${device}.${issued}.${createHash('sha256').update('a guess').digest('base64url')}`,
        'older than 180 days': expired,
        'garbled': `${name}=${rest}.${rest}`,
      };
      const statuses = Object.fromEntries(await Promise.all(Object.entries(refused).map(async ([what, cookie]) => [what, (await fromBrowser(account.email, STAFF_PASSWORD, cookie)).status])));
      expect(statuses).toEqual(Object.fromEntries(Object.keys(refused).map((what) => [what, 429])));
      // The real one, as it was issued, does.
      expect((await fromBrowser(account.email, STAFF_PASSWORD, fresh)).status).toBe(200);
    });

    it(`throttles its own wrong passwords: ${STAFF_SIGN_IN.perDevice} in 15 minutes, then it waits too (another of the owner's browsers does not)`, async () => {
      const first = Date.now() + 60 * HOUR;
      virtual = first;
      const account = await createStaff(server, 'admissions', 'BIPH');
      const device = await ownersBrowser(account.email);
      const laptop = await ownersBrowser(account.email);
      for (let i = 0; i < STAFF_SIGN_IN.perDevice; i++) {
        expect((await fromBrowser(account.email, `device guess ${i}`, device)).status).toBe(401);
        virtual += MINUTE;
      }
      const locked = await fromBrowser(account.email, STAFF_PASSWORD, device);
      expect(locked.status).toBe(429);
      expect(locked.body).toEqual({ code: '429', data: null, message: 'Too many failed sign-ins from this browser (at most 5 in 15 minutes): try again in 10 minutes', reason: 'signInThrottled' });
      expect(Number(locked.headers.get('retry-after'))).toBe(10 * 60);
      // Its failures are the account's too: an unknown browser waits as well.
      expect((await fromBrowser(account.email, STAFF_PASSWORD)).status).toBe(429);
      // Counted per device: parallel guesses from it cannot pass the count either.
      const parallel = await Promise.all(Array.from({ length: 4 }, (_, i) => fromBrowser(account.email, `parallel ${i}`, device)));
      expect(parallel.map((a) => a.status)).toEqual([429, 429, 429, 429]);
      expect((await fromBrowser(account.email, STAFF_PASSWORD, laptop)).status).toBe(200);
      virtual = first + STAFF_SIGN_IN.windowMs + 1000;
      expect((await fromBrowser(account.email, STAFF_PASSWORD, device)).status).toBe(200);
    });
  });

  it('counts attempts sent at once: no more than the limit get to check a password', async () => {
    virtual = Date.now() + 30 * HOUR;
    const account = await createStaff(server, 'moderator', 'BISC');
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => signIn(server, account.email, `parallel guess ${i}`)));
    expect(answers.filter((a) => a.status === 401)).toHaveLength(STAFF_SIGN_IN.perAccount);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(12 - STAFF_SIGN_IN.perAccount);
  });

  it('sweeps attempts older than the window and sessions past their end on the schedule', async () => {
    const account = await createStaff(server, 'moderator', 'BIWH');
    await signedInAs(server, account);
    await signIn(server, account.email, 'one wrong password');
    const count = async () => ({
      attempts: (await server.db.selectFrom('staff_sign_in_attempt').select('id').where('email_key', '=', account.email).execute()).length,
      sessions: (await server.db.selectFrom('staff_session').select('id_hash').where('account_id', '=', account.id).execute()).length,
    });
    expect(await count()).toEqual({ attempts: 1, sessions: 1 });
    await pruneExpired(server.db, new Date(Date.now() + STAFF_SIGN_IN.windowMs - MINUTE));
    expect(await count()).toEqual({ attempts: 1, sessions: 1 });
    await pruneExpired(server.db, new Date(Date.now() + STAFF_SIGN_IN.windowMs + MINUTE));
    expect(await count()).toEqual({ attempts: 0, sessions: 1 });
    await pruneExpired(server.db, new Date(Date.now() + STAFF_SESSION.idleMs + MINUTE));
    expect(await count()).toEqual({ attempts: 0, sessions: 0 });
  });
});

describe('a session', () => {
  afterEach(() => {
    virtual = undefined;
  });

  it(`ends after ${STAFF_SESSION.idleMs / HOUR} hours unused, and ${STAFF_SESSION.absoluteMs / HOUR / 24} days after the sign-in however it is used`, async () => {
    virtual = Date.now() + 40 * HOUR;
    const idle = await staffAs(server, 'moderator', 'BBGM');
    virtual += STAFF_SESSION.idleMs - MINUTE;
    expect((await session(idle.cookie)).status).toBe(200);
    // That use moved its end: another 12 hours less a minute later it is still there.
    virtual += STAFF_SESSION.idleMs - MINUTE;
    expect((await session(idle.cookie)).status).toBe(200);
    virtual += STAFF_SESSION.idleMs + MINUTE;
    expect((await session(idle.cookie)).status).toBe(401);

    const start = Date.now() + 100 * HOUR;
    virtual = start;
    const busy = await staffAs(server, 'moderator', 'BBGM');
    for (let used = 0; used + 11 * HOUR < STAFF_SESSION.absoluteMs; used += 11 * HOUR) {
      virtual += 11 * HOUR;
      expect((await session(busy.cookie)).status).toBe(200);
    }
    virtual = start + STAFF_SESSION.absoluteMs + MINUTE;
    expect((await session(busy.cookie)).status).toBe(401);
  });

  it('needs its CSRF token on every write: without it, or with another session\'s, nothing changes (403)', async () => {
    const moderator = await staffAs(server, 'moderator', 'BISZ');
    const other = await staffAs(server, 'moderator', 'BISZ');
    const [post] = await server.db.selectFrom('post').select('id').where('site', '=', 'BISZ').limit(1).execute();
    const { id } = await server.db.insertInto('comment').values({
      site: 'BISZ', post_id: post!.id, reply_to: null, name: 'Csrf', comment: 'test', status: 'pending', created_at: new Date().toISOString(), client: 'test', openid: null, unionid: null,
    }).returning('id').executeTakeFirstOrThrow();
    const status = async () => (await server.db.selectFrom('comment').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    for (const headers of [{}, { 'x-csrf-token': '' }, { 'x-csrf-token': 'forged' }, { 'x-csrf-token': other.csrf }] as Record<string, string>[]) {
      const refused = await moderator.call('POST', `/BISZ/comments/${id}/approve`, { csrf: false, headers });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe("This call changes something: send the session's CSRF token (csrfToken of the sign-in) in the x-csrf-token header");
      expect(refused.body.reason).toBe('csrfMissing');
    }
    expect((await moderator.call('DELETE', `/BISZ/comments/${id}`, { csrf: false })).status).toBe(403);
    expect((await moderator.call('POST', '/session/everywhere', { csrf: false })).status).toBe(403);
    expect(await status()).toBe('pending');
    // Reads need none.
    expect((await moderator.call('GET', '/BISZ/comments', { csrf: false })).status).toBe(200);
    expect((await moderator.call('POST', `/BISZ/comments/${id}/approve`)).status).toBe(200);
    expect(await status()).toBe('approved');
  });

  it('ends with a sign-out (which needs the token too), in this browser only', async () => {
    const account = await createStaff(server, 'admissions', 'BBSZ');
    const here = await signedInAs(server, account);
    const there = await signedInAs(server, account);
    expect((await here.call('DELETE', '/session', { csrf: false })).status).toBe(403);
    const out = await here.call('DELETE', '/session');
    expect(out.status).toBe(200);
    expect(out.body.data).toEqual({ signedIn: false, sessionsEnded: 1 });
    expect(setCookie(out.headers, 'staff_session')!.attributes).toEqual(expect.arrayContaining(['Max-Age=0', 'Path=/', 'HttpOnly', 'SameSite=Strict']));
    expect((await session(here.cookie)).status).toBe(401);
    expect((await session(there.cookie)).status).toBe(200);
  });

  it('ends everywhere at once when asked', async () => {
    const account = await createStaff(server, 'admissions', 'BBCD');
    const browsers = [await signedInAs(server, account), await signedInAs(server, account), await signedInAs(server, account)];
    const bystander = await staffAs(server, 'admissions', 'BBCD');
    const out = await browsers[0]!.call('POST', '/session/everywhere');
    expect(out.status).toBe(200);
    expect(out.body.data).toEqual({ signedIn: false, sessionsEnded: 3 });
    expect(setCookie(out.headers, 'staff_hint')!.attributes).toContain('Max-Age=0');
    for (const browser of browsers) expect((await session(browser.cookie)).status).toBe(401);
    expect((await session(bystander.cookie)).status).toBe(200);
  });
});

describe('the accounts calls', () => {
  it('let a network administrator create accounts, with the rules said in words', async () => {
    const network = await staffAs(server, 'network');
    const create = (body: object) => network.call('POST', '/accounts', { body });
    const created = await create({ email: ' Li.Na@Staff.Example.cn ', name: ' Li Na ', role: 'moderator', campus: 'BIGZ', password: STAFF_PASSWORD });
    expect(created.status).toBe(200);
    expect(created.body.data).toEqual({ id: expect.any(Number), email: 'Li.Na@Staff.Example.cn', name: 'Li Na', role: 'moderator', campus: 'BIGZ', createdAt: expect.any(String), disabledAt: null });
    expect(JSON.stringify(created.body)).not.toMatch(/scrypt|password/i);
    // The e-mail is unique whatever its case.
    const again = await create({ email: 'li.na@staff.example.CN', name: 'Li Na', role: 'editor', campus: 'BISZ', password: STAFF_PASSWORD });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An account with the e-mail address li.na@staff.example.CN exists already');
    expect(again.body.reason).toBe('accountExists');
    const refusals = [
      [{ email: 'wang@staff.example.cn', name: 'Wang', role: 'editor', campus: 'BISZ', password: 'short one' }, 'The password must be at least 12 characters long; a longer phrase is easier to remember than a short code', 'passwordTooShort'],
      [{ email: 'wang@staff.example.cn', name: 'Wang', role: 'editor', campus: 'BISZ', password: ' '.repeat(12) }, 'The password must be at least 12 characters long; a longer phrase is easier to remember than a short code', 'passwordTooShort'],
      [{ email: 'wang@staff.example.cn', name: 'Wang', role: 'editor', password: STAFF_PASSWORD }, /belongs to one campus/, 'campusRequired'],
      [{ email: 'wang@staff.example.cn', name: 'Wang', role: 'network', campus: 'BISZ', password: STAFF_PASSWORD }, 'A network administrator works on every campus: give no campus', 'networkHasNoCampus'],
      [{ email: 'not an address', name: 'Wang', role: 'network', password: STAFF_PASSWORD }, 'The e-mail address must look like name@school.example.cn', 'emailInvalid'],
      [{ email: 'wang@staff.example.cn', name: '  ', role: 'network', password: STAFF_PASSWORD }, 'A name is required', 'nameRequired'],
      [{ email: 'wang@staff.example.cn', name: 'Wang', role: 'principal', password: STAFF_PASSWORD }, /role/, undefined], // the schema's enum refuses it first: no reason
    ] as const;
    for (const [body, message, reason] of refusals) {
      const refused = await create(body);
      expect([body, refused.status]).toEqual([body, 400]);
      expect(refused.body.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
      // Worded by the staff page from the reason, in its language.
      expect([body, refused.body.reason]).toEqual([body, reason]);
    }
    const list = await network.call('GET', '/accounts');
    expect(list.body.data).toEqual(expect.arrayContaining([created.body.data]));
    expect(JSON.stringify(list.body)).not.toMatch(/scrypt/);
    // The new account signs in with its password.
    expect((await signIn(server, 'li.na@staff.example.cn')).status).toBe(200);
  });

  it('disable an account and sign it out everywhere; it cannot sign in again; nobody disables their own', async () => {
    const network = await staffAs(server, 'network');
    const target = await createStaff(server, 'moderator', 'BIGZ');
    const browsers = [await signedInAs(server, target), await signedInAs(server, target)];
    const disabled = await network.call('POST', `/accounts/${target.id}/disable`);
    expect(disabled.status).toBe(200);
    expect(disabled.body.data).toEqual({ ...target, disabledAt: expect.any(String) });
    for (const browser of browsers) expect((await session(browser.cookie)).status).toBe(401);
    expect((await signIn(server, target.email)).body.message).toBe(SIGN_IN_REFUSED);
    // Again: as it is, nothing more written.
    expect((await network.call('POST', `/accounts/${target.id}/disable`)).body.data.disabledAt).toBe(disabled.body.data.disabledAt);
    const own = await network.call('POST', `/accounts/${network.account.id}/disable`);
    expect(own.status).toBe(400);
    expect(own.body.message).toBe('You cannot disable your own account: another network administrator must');
    expect(own.body.reason).toBe('ownAccount');
    expect((await network.call('POST', '/accounts/999999/disable')).body).toMatchObject({ code: '404', reason: 'notFound' });
  });

  it('enable a disabled account again: it signs in with the password it had; its e-mail added again points to enabling it', async () => {
    const network = await staffAs(server, 'network');
    const target = await createStaff(server, 'admissions', 'BIWH');
    await network.call('POST', `/accounts/${target.id}/disable`);
    const again = await network.call('POST', '/accounts', { body: { email: target.email.toUpperCase(), name: 'Again', role: 'admissions', campus: 'BIWH', password: STAFF_PASSWORD } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: '409', reason: 'accountExistsDisabled' });
    expect(again.body.message).toBe(`An account with the e-mail address ${target.email.toUpperCase()} exists and is disabled (account ${target.id}): `
      + `enable it (POST /api/staff/accounts/${target.id}/enable, or npm run staff -- enable) instead of creating it again`);
    const enabled = await network.call('POST', `/accounts/${target.id}/enable`);
    expect(enabled.status).toBe(200);
    expect(enabled.body.data).toEqual({ ...target, disabledAt: null });
    expect((await signIn(server, target.email)).status).toBe(200);
    // Again: as it is, nothing more written.
    expect((await network.call('POST', `/accounts/${target.id}/enable`)).body.data).toEqual(enabled.body.data);
    expect((await network.call('POST', '/accounts/999999/enable')).body).toMatchObject({ code: '404', reason: 'notFound' });
  });

  it("change an account's role and campus by the rules of its creation; its session goes on in the new role", async () => {
    const network = await staffAs(server, 'network');
    const editor = await staffAs(server, 'editor', 'BISZ');
    const role = (body: object, id = editor.account.id) => network.call('PUT', `/accounts/${id}/role`, { body });
    const refusals = [
      [{ role: 'moderator' }, /^An account of role moderator belongs to one campus/, 'campusRequired'],
      [{ role: 'network', campus: 'BISZ' }, 'A network administrator works on every campus: give no campus', 'networkHasNoCampus'],
    ] as const;
    for (const [body, message, reason] of refusals) {
      const refused = await role(body);
      expect([body, refused.status, refused.body.reason]).toEqual([body, 400, reason]);
      expect(refused.body.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    }
    expect((await role({ role: 'principal', campus: 'BISZ' })).status).toBe(400);
    expect((await role({ role: 'editor', campus: 'BISZ' }, 999999)).body).toMatchObject({ code: '404', reason: 'notFound' });
    // Before: an editor of BISZ, at work on BISZ's calendar, not on its comments.
    expect((await editor.call('GET', '/BISZ/calendar/events?year=2026-27')).status).toBe(200);
    const moved = await role({ role: 'moderator', campus: 'BIGZ' });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toEqual({ ...editor.account, role: 'moderator', campus: 'BIGZ' });
    expect((await editor.call('GET', '/BISZ/calendar/events?year=2026-27')).status).toBe(403);
    expect((await editor.call('GET', '/BIGZ/comments')).status).toBe(200);
    const promoted = await role({ role: 'network' });
    expect(promoted.body.data).toMatchObject({ role: 'network', campus: null });
    expect((await editor.call('GET', '/accounts')).status).toBe(200);
    // The same role again changes nothing.
    expect((await role({ role: 'network' })).body.data).toEqual(promoted.body.data);
  });

  it('keep the last enabled network administrator: it is neither disabled nor demoted, by anyone', async () => {
    const last = await staffAs(server, 'network');
    const other = await staffAs(server, 'network');
    // Every other network administrator of the test server is set aside for the test, and back after it.
    const aside = await server.db.updateTable('staff_account').set({ disabled_at: new Date().toISOString() })
      .where('role', '=', 'network').where('disabled_at', 'is', null).where('id', 'not in', [last.account.id, other.account.id]).returning('id').execute();
    try {
      expect((await other.call('POST', `/accounts/${last.account.id}/disable`)).status).toBe(200);
      await other.call('POST', `/accounts/${last.account.id}/enable`);
      const back = await signedInAs(server, last.account);
      // The other one demoted: `last` is now the last, and stays as it is.
      expect((await back.call('PUT', `/accounts/${other.account.id}/role`, { body: { role: 'editor', campus: 'BISZ' } })).status).toBe(200);
      const demote = await back.call('PUT', `/accounts/${last.account.id}/role`, { body: { role: 'moderator', campus: 'BISZ' } });
      expect(demote.status).toBe(409);
      expect(demote.body).toMatchObject({
        code: '409', reason: 'lastNetworkAdministrator',
        message: `${last.account.email} is the last enabled network administrator: make another account a network administrator (or enable one) before you demote it, so that someone can still manage the accounts`,
      });
      // By the staff command too (no account of its own to keep it from disabling itself).
      await expect(staffService(server).disableAccount(last.account.id, CLI_ACTOR)).rejects.toMatchObject({ status: 409, reason: 'lastNetworkAdministrator' });
      await expect(staffService(server).setRole(last.account.id, { role: 'editor', campus: 'BISZ' }, CLI_ACTOR)).rejects.toMatchObject({ status: 409 });
      expect((await back.call('GET', '/session')).body.data.account).toMatchObject({ role: 'network', disabledAt: null });
      // A disabled network administrator is no administrator: demoting one is no loss.
      expect((await back.call('PUT', `/accounts/${other.account.id}/role`, { body: { role: 'network' } })).status).toBe(200);
      expect((await back.call('POST', `/accounts/${other.account.id}/disable`)).status).toBe(200);
      expect((await back.call('PUT', `/accounts/${other.account.id}/role`, { body: { role: 'editor', campus: 'BIGZ' } })).status).toBe(200);
    } finally {
      if (aside.length) await server.db.updateTable('staff_account').set({ disabled_at: null }).where('id', 'in', aside.map((r) => r.id)).execute();
    }
  });
});

describe("one's own password", () => {
  afterEach(() => {
    virtual = undefined;
  });

  it('changes with the current one: the account\'s other sessions end, this one goes on; the old password signs in no more', async () => {
    const account = await createStaff(server, 'editor', 'BIHZ');
    const here = await signedInAs(server, account);
    const there = await signedInAs(server, account);
    const bystander = await staffAs(server, 'editor', 'BIHZ');
    const change = (body: object, options: { csrf?: boolean } = {}) => here.call('POST', '/session/password', { body, ...options });

    const wrong = await change({ currentPassword: 'not my password at all', newPassword: NEW_PASSWORD });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: '400', message: "The new password was refused, nothing was saved: currentPassword is not this account's current password",
      problems: [{ path: 'currentPassword', rule: 'wrongPassword', detail: null, message: "is not this account's current password" }],
    });
    const short = await change({ currentPassword: STAFF_PASSWORD, newPassword: 'too short' });
    expect(short.body.problems).toEqual([{ path: 'newPassword', rule: 'tooShort', detail: '12', message: expect.stringMatching(/^The password must be at least 12 characters long/) }]);
    expect((await change({ currentPassword: '', newPassword: ' '.repeat(20) })).body.problems.map((p: { path: string; rule: string }) => [p.path, p.rule]))
      .toEqual([['currentPassword', 'required'], ['newPassword', 'required']]);
    expect((await change({ currentPassword: STAFF_PASSWORD, newPassword: NEW_PASSWORD }, { csrf: false })).status).toBe(403);
    // Nothing refused changed anything.
    expect((await session(there.cookie)).status).toBe(200);

    const before = await sessionsOf(account.id);
    const changed = await change({ currentPassword: STAFF_PASSWORD, newPassword: NEW_PASSWORD });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toEqual({ account, sessionsEnded: before - 1 });
    expect((await session(here.cookie)).status).toBe(200);
    expect((await session(there.cookie)).status).toBe(401);
    expect((await session(bystander.cookie)).status).toBe(200);
    expect((await signIn(server, account.email)).body.reason).toBe('signInRefused');
    expect((await signIn(server, account.email, NEW_PASSWORD)).status).toBe(200);
    expect((await raw(server.base, '/api/staff/session/password', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(401);
  });

  it(`counts a wrong current password as a failed sign-in: after ${STAFF_SIGN_IN.perAccount}, it waits, and so does a sign-in from an unknown browser`, async () => {
    const first = Date.now() + 200 * HOUR;
    virtual = first;
    const account = await createStaff(server, 'moderator', 'BIPH');
    const here = await signedInAs(server, account);
    for (let i = 0; i < STAFF_SIGN_IN.perAccount; i++) {
      expect((await here.call('POST', '/session/password', { body: { currentPassword: `guess ${i} of a thief`, newPassword: NEW_PASSWORD } })).body.problems[0].rule).toBe('wrongPassword');
      virtual += MINUTE;
    }
    const locked = await here.call('POST', '/session/password', { body: { currentPassword: STAFF_PASSWORD, newPassword: NEW_PASSWORD } });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ code: '429', data: null, message: 'Too many failed sign-ins for this e-mail address (at most 5 in 15 minutes): try again in 10 minutes', reason: 'signInThrottled' });
    expect((await signIn(server, account.email)).status).toBe(429);
    virtual = first + STAFF_SIGN_IN.windowMs + 1000;
    expect((await here.call('POST', '/session/password', { body: { currentPassword: STAFF_PASSWORD, newPassword: NEW_PASSWORD } })).status).toBe(200);
  });
});

describe('a reset link', () => {
  afterEach(() => {
    virtual = undefined;
  });

  it('is shown once to the network administrator (no e-mail here); the old password works until the new one is set, which ends every session', async () => {
    const network = await staffAs(server, 'network');
    const account = await createStaff(server, 'editor', 'BBSZ');
    const browser = await signedInAs(server, account);
    const now = Date.now();
    const made = await resetLink(network, account.id);
    expect(made).toEqual({
      account, delivery: 'link', token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      // On the campus's published address (never the request's host), the token in the fragment, and
      // whose it is, for the page to say.
      link: `https://bbsz.lumina-schools.cn/admin#/reset?token=${made.token}&email=${encodeURIComponent(account.email)}`, expiresAt: expect.any(String),
    });
    expect(Math.abs(Date.parse(made.expiresAt) - now - PASSWORD_RESET.lifetimeMs)).toBeLessThan(MINUTE);
    // Only the token's SHA-256 is stored; nothing else holds it (no e-mail is written without SMTP).
    const rows = await server.db.selectFrom('staff_password_reset').selectAll().where('account_id', '=', account.id).execute();
    expect(rows).toEqual([expect.objectContaining({ token_hash: createHash('sha256').update(made.token).digest('hex'), used_at: null, created_by: network.account.email })]);
    expect(JSON.stringify(await server.db.selectFrom('outbox').selectAll().execute())).not.toContain(made.token);
    expect(JSON.stringify(await server.db.selectFrom('staff_audit').selectAll().execute())).not.toContain(made.token);

    // Until the new password is set, the old one works and the sessions go on.
    expect((await signIn(server, account.email)).status).toBe(200);
    expect((await session(browser.cookie)).status).toBe(200);
    const short = await redeem(made.token, 'too short');
    expect(short.body).toMatchObject({ code: '400', problems: [{ path: 'password', rule: 'tooShort', detail: '12' }] });

    const set = await redeem(made.token);
    expect(set.status).toBe(200);
    expect(set.body.data).toEqual({ account, sessionsEnded: 2 });
    expect((await session(browser.cookie)).status).toBe(401);
    expect((await signIn(server, account.email)).body.reason).toBe('signInRefused');
    expect((await signIn(server, account.email, NEW_PASSWORD)).status).toBe(200);
    // Once.
    expect((await redeem(made.token, 'yet another new passphrase')).body).toEqual({ code: '400', data: null, message: RESET_LINK_REFUSED, reason: 'resetLinkInvalid' });
    // A network administrator's opens on the first campus's address.
    expect((await resetLink(network, (await createStaff(server, 'network')).id)).link).toMatch(/^https:\/\/bisz\.lumina-schools\.cn\/admin#\/reset\?token=/);
    expect((await signIn(server, account.email, NEW_PASSWORD)).status).toBe(200);
  });

  it(`works for ${PASSWORD_RESET.lifetimeMs / HOUR} hour on the app's clock, then is refused and swept`, async () => {
    const start = Date.now() + 210 * HOUR;
    virtual = start;
    const network = await staffAs(server, 'network');
    const account = await createStaff(server, 'moderator', 'BBGM');
    const late = await resetLink(network, account.id);
    virtual = start + PASSWORD_RESET.lifetimeMs + 1000;
    expect((await redeem(late.token)).body.reason).toBe('resetLinkInvalid');
    expect((await signIn(server, account.email)).status).toBe(200);
    const inTime = await resetLink(network, account.id);
    virtual += PASSWORD_RESET.lifetimeMs - MINUTE;
    expect((await redeem(inTime.token)).status).toBe(200);
    const left = () => server.db.selectFrom('staff_password_reset').select('id').where('account_id', '=', account.id).execute();
    expect(await left()).toHaveLength(1);
    await pruneExpired(server.db, new Date(virtual + 2 * MINUTE));
    expect(await left()).toHaveLength(0);
  });

  it('is ended by a newer one, by a new password and by disabling the account; a disabled account gets none', async () => {
    const network = await staffAs(server, 'network');
    const account = await createStaff(server, 'admissions', 'BISC');
    const first = await resetLink(network, account.id);
    const second = await resetLink(network, account.id);
    expect((await redeem(first.token)).body.reason).toBe('resetLinkInvalid');
    const here = await signedInAs(server, account);
    const third = await resetLink(network, account.id);
    expect((await here.call('POST', '/session/password', { body: { currentPassword: STAFF_PASSWORD, newPassword: NEW_PASSWORD } })).status).toBe(200);
    expect((await redeem(third.token)).body.reason).toBe('resetLinkInvalid');
    expect(second.token).not.toBe(third.token);
    const fourth = await resetLink(network, account.id);
    await network.call('POST', `/accounts/${account.id}/disable`);
    expect((await redeem(fourth.token)).body.reason).toBe('resetLinkInvalid');
    const refused = await network.call('POST', `/accounts/${account.id}/password-reset`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ reason: 'accountDisabled', message: `Account ${account.id} (${account.email}) is disabled: enable it before giving it a reset link` });
    expect((await network.call('POST', '/accounts/999999/password-reset')).status).toBe(404);
  });

  it(`meets the sign-in throttle: ${STAFF_SIGN_IN.perClient} links that set nothing from one address in 15 minutes, then it waits, sign-ins too`, async () => {
    const first = Date.now() + 220 * HOUR;
    virtual = first;
    const network = await staffAs(server, 'network');
    const account = await createStaff(server, 'editor', 'BBCD');
    const guesser = '198.51.100.34';
    const good = await resetLink(network, account.id);
    for (let i = 0; i < STAFF_SIGN_IN.perClient; i++) {
      expect((await redeem(i % 2 ? `not-a-token-${i}` : createHash('sha256').update(String(i)).digest('base64url'), NEW_PASSWORD, guesser)).status).toBe(400);
    }
    const locked = await redeem(good.token, NEW_PASSWORD, guesser);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({
      code: '429', data: null, reason: 'signInThrottled',
      message: 'Too many failed sign-ins and reset links from this address (at most 20 in 15 minutes): try again in 15 minutes',
    });
    expect(Number(locked.headers.get('retry-after'))).toBe(15 * 60);
    // The address's sign-ins wait too (one limit per address); the link was not used up.
    expect((await signIn(server, account.email, STAFF_PASSWORD, guesser)).status).toBe(429);
    // Sent at once, no more than the limit get past the count.
    const parallel = await Promise.all(Array.from({ length: 4 }, (_, i) => redeem(`parallel-${i}`, NEW_PASSWORD, guesser)));
    expect(parallel.map((a) => a.status)).toEqual([429, 429, 429, 429]);
    virtual = first + STAFF_SIGN_IN.windowMs + 1000;
    expect((await redeem(good.token, NEW_PASSWORD, guesser)).status).toBe(200);
  });
});

afterAll(() => {
  // Nothing the server logged, at trace level, holds a password.
  const text = log.join('');
  expect(text.length).toBeGreaterThan(0);
  for (const password of [STAFF_PASSWORD, 'not the right password', 'a guessed password', 'parallel guess', NEW_PASSWORD, 'of a thief', ...tokens]) expect(text).not.toContain(password);
});
