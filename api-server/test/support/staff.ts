// Staff accounts for the API tests: made directly in the test server's database (as the staff command
// makes them), then signed in over HTTP as the staff page does.
import { CLI_ACTOR, type StaffAccount, type StaffRole } from '../../src/modules/staff/roles';
import { StaffService } from '../../src/modules/staff/staffService';
import { raw, type TestServer } from './testServer';

export const STAFF_PASSWORD = 'correct horse battery staple';

/** A signed-in member of staff: their cookie and CSRF token, and calls made with them. */
export interface StaffClient {
  account: StaffAccount;
  /** `staff_session=...`, as a Cookie header sends it */
  cookie: string;
  csrf: string;
  /** a call to /api/staff{path}, with the cookie, and the CSRF token unless `csrf` is false */
  call(method: string, path: string, options?: { body?: unknown; form?: FormData; csrf?: boolean; headers?: Record<string, string> }): ReturnType<typeof raw>;
}

let accounts = 0;
let clients = 0;
/** An address of its own for each sign-in (through the test server's trusted loopback proxy), so the throttle per address does not couple tests. */
export const nextClient = () => {
  clients += 1;
  return `192.0.${(clients >> 8) & 255}.${clients & 255}`;
};

/** The `name=value` of a Set-Cookie header's cookie, and its attributes. */
export function setCookie(headers: Headers, name: string): { pair: string; attributes: string[] } | undefined {
  const line = headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  if (!line) return undefined;
  const [pair, ...attributes] = line.split(';').map((part) => part.trim());
  return { pair: pair!, attributes };
}

export function staffService(server: TestServer, clock?: () => Date): StaffService {
  return new StaffService(server.db, server.dialect as 'sqlite' | 'postgres', clock, server.passwordCost);
}

/** A new account of that role (and campus), with STAFF_PASSWORD. */
export async function createStaff(server: TestServer, role: StaffRole, campus?: string, email?: string): Promise<StaffAccount> {
  accounts += 1;
  const address = email ?? `${role}.${campus ?? 'all'}.${process.pid}.${accounts}@staff.example.cn`.toLowerCase();
  return staffService(server).createAccount({ email: address, name: `${role} ${accounts}`, role, campus: campus ?? null, password: STAFF_PASSWORD }, CLI_ACTOR);
}

export async function signIn(server: TestServer, email: string, password = STAFF_PASSWORD, client = nextClient()) {
  return raw(server.base, '/api/staff/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ email, password }),
  });
}

/** Signs an existing account in and gives its client. */
export async function signedInAs(server: TestServer, account: StaffAccount): Promise<StaffClient> {
  const answer = await signIn(server, account.email);
  if (answer.status !== 200) throw new Error(`sign-in refused: ${answer.status} ${JSON.stringify(answer.body)}`);
  const cookie = setCookie(answer.headers, 'staff_session')!.pair;
  const csrf = answer.body.data.csrfToken as string;
  return {
    account,
    cookie,
    csrf,
    call: (method, path, { body, form, csrf: withCsrf = true, headers = {} } = {}) => raw(server.base, `/api/staff${path}`, {
      method,
      headers: {
        cookie,
        ...(withCsrf ? { 'x-csrf-token': csrf } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      // A form carries its own multipart content type and boundary.
      body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
    }),
  };
}

/** A new account of that role, signed in. */
export async function staffAs(server: TestServer, role: StaffRole, campus?: string): Promise<StaffClient> {
  return signedInAs(server, await createStaff(server, role, campus));
}
