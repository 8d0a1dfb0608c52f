// The staff page's calls to /api/staff. The session is the browser's HttpOnly cookie, which this page
// never sees; every write carries the session's CSRF token (kept in memory only) in x-csrf-token.
import type { CampusCode, CampusSettings } from '@schools/shared-api';
import type {
  AuditEntry, CampusMessages, CommentStatus, FieldProblem, ModeratedComment, StaffAccount, StaffRole, StoredCampusSettings, StoredComment, StoredSignup,
} from '@schools/api-server/staff-contract';

export type { AuditEntry, StaffAccount, StaffRole, StoredCampusSettings };

/** The signed-in account and its session's CSRF token. */
export interface StaffSession {
  account: StaffAccount;
  csrfToken: string;
}

export interface NewStaffAccount {
  email: string;
  name: string;
  role: StaffRole;
  campus?: CampusCode;
  password: string;
}

/** A new password took: the account, and how many of its sessions ended. */
export interface PasswordChanged {
  account: StaffAccount;
  sessionsEnded: number;
}

/** A reset link made: e-mailed to its owner, or given here once (`link`) for the administrator to hand over. */
export interface PasswordResetIssued {
  account: StaffAccount;
  expiresAt: string;
  delivery: 'email' | 'link';
  link: string | null;
}

/** What a refusal's body carries besides its code: the English message, the reason, the problems of a form. */
export interface RefusalBody {
  message?: string;
  reason?: string;
  problems?: FieldProblem[];
  /** a write refused because someone changed the thing meanwhile: who and when */
  changed?: { by: string; at: string };
}

/**
 * A refused call: its status, the server's message (English, for developers), and for a 429 how long
 * to wait; the page words it from `reason` and each problem's `rule` (refusalText.ts).
 */
export class StaffCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterSeconds?: number,
    /** a refused form: each problem, its field and its rule */
    readonly problems: FieldProblem[] = [],
    /** why the whole call was refused (STAFF_REASONS), when the server says */
    readonly reason?: string,
    /** a conflict: who changed the thing since it was read, and when */
    readonly changed?: { by: string; at: string },
  ) {
    super(message);
  }
  /** how long to wait, in whole minutes, as a throttled refusal's Retry-After says (a minute when it says nothing) */
  get retryMinutes(): number {
    return Math.ceil((this.retryAfterSeconds ?? 60) / 60);
  }
  /** the session has ended (or never was): the page asks to sign in */
  get unauthorized(): boolean {
    return this.status === 401;
  }
}

let csrfToken = '';
/** The session's CSRF token, for a write this module does not send itself (an upload with its progress). */
export const currentCsrfToken = () => csrfToken;

async function send(path: string, init: RequestInit = {}): Promise<Response> {
  const write = init.method !== undefined && init.method !== 'GET';
  const headers: Record<string, string> = {
    ...(write && csrfToken ? { 'x-csrf-token': csrfToken } : {}),
    ...(init.body ? { 'content-type': 'application/json' } : {}),
  };
  const response = await fetch(path, { ...init, headers, credentials: 'same-origin' });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as RefusalBody | null;
    const retryAfter = Number(response.headers.get('retry-after')) || undefined;
    throw new StaffCallError(response.status, body?.message ?? `HTTP ${response.status}`, retryAfter, body?.problems, body?.reason, body?.changed);
  }
  return response;
}

/** A staff call's data; a refusal is a StaffCallError. */
export async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const body = (await (await send(path, init)).json()) as { code?: string; message?: string; data?: T };
  if (body.code !== '000') throw new StaffCallError(200, body.message ?? 'Unexpected answer');
  return body.data as T;
}

/** Keeps the session's CSRF token for the writes that follow. */
const keep = (session: StaffSession): StaffSession => {
  csrfToken = session.csrfToken;
  return session;
};

const post = (body?: object): RequestInit => ({ method: 'POST', ...(body ? { body: JSON.stringify(body) } : {}) });

export const staffApi = {
  session: async () => keep(await call<StaffSession>('/api/staff/session')),
  signIn: async (email: string, password: string) => keep(await call<StaffSession>('/api/staff/session', post({ email, password }))),
  signOut: async () => {
    await call('/api/staff/session', { method: 'DELETE' });
    csrfToken = '';
  },
  signOutEverywhere: async () => {
    await call('/api/staff/session/everywhere', post());
    csrfToken = '';
  },
  signups: (site: CampusCode) => call<StoredSignup[]>(`/api/staff/${site}/signups`),
  messages: (site: CampusCode) => call<CampusMessages>(`/api/staff/${site}/messages`),
  markContacted: (site: CampusCode, id: number) => call<StoredSignup>(`/api/staff/${site}/signups/${id}/contacted`, post()),
  comments: (site: CampusCode, status: CommentStatus) => call<ModeratedComment[]>(`/api/staff/${site}/comments?status=${status}`),
  moderate: (site: CampusCode, id: number, action: 'approve' | 'reject' | 'delete') =>
    call<StoredComment>(`/api/staff/${site}/comments/${id}${action === 'delete' ? '' : `/${action}`}`, action === 'delete' ? { method: 'DELETE' } : post()),
  accounts: () => call<StaffAccount[]>('/api/staff/accounts'),
  createAccount: (account: NewStaffAccount) => call<StaffAccount>('/api/staff/accounts', post(account)),
  disableAccount: (id: number) => call<StaffAccount>(`/api/staff/accounts/${id}/disable`, post()),
  enableAccount: (id: number) => call<StaffAccount>(`/api/staff/accounts/${id}/enable`, post()),
  setRole: (id: number, role: StaffRole, campus?: CampusCode) =>
    call<StaffAccount>(`/api/staff/accounts/${id}/role`, { method: 'PUT', body: JSON.stringify({ role, ...(role === 'network' ? {} : { campus }) }) }),
  issuePasswordReset: (id: number) => call<PasswordResetIssued>(`/api/staff/accounts/${id}/password-reset`, post()),
  changePassword: (currentPassword: string, newPassword: string) => call<PasswordChanged>('/api/staff/session/password', post({ currentPassword, newPassword })),
  /** A reset link's new password: no session (the link is the proof), and none is started. */
  resetPassword: (token: string, password: string) => call<PasswordChanged>('/api/staff/session/password-reset', post({ token, password })),
  campusSettings: (site: CampusCode) => call<StoredCampusSettings>(`/api/staff/${site}/settings`),
  saveCampusSettings: (site: CampusCode, settings: CampusSettings) =>
    call<StoredCampusSettings>(`/api/staff/${site}/settings`, { method: 'PUT', body: JSON.stringify(settings) }),
  audit: (site?: CampusCode) => call<AuditEntry[]>(`/api/staff/audit?limit=200${site ? `&site=${site}` : ''}`),
  /** The CSV as a file the browser saves: fetched with the session, handed over as a blob. */
  async downloadCsv(site: CampusCode): Promise<void> {
    const response = await send(`/api/staff/${site}/signups.csv`);
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = `signups-${site}.csv`;
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  },
};
