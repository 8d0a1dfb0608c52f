// The staff page's calls to /api/admin, with the token in the Authorization header (never in an address).
import type { CampusCode } from '@schools/shared-api';
import type { StoredSignup } from '../../admissions/signupService';
import type { ModeratedComment, StoredComment } from '../../comments/commentService';
import type { CommentStatus } from '../../db/schema';

/** A refused call: `unauthorized` when the token is wrong, otherwise the server's message. */
export class StaffCallError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
  get unauthorized(): boolean {
    return this.status === 401;
  }
}

async function call<T>(token: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, { ...init, headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json().catch(() => null)) as { code?: string; message?: string; data?: T } | null;
  if (!response.ok || body?.code !== '000') throw new StaffCallError(response.status, body?.message ?? `HTTP ${response.status}`);
  return body.data as T;
}

const siteQuery = (site?: CampusCode): string => (site ? `?site=${site}` : '');

export const staffApi = {
  signups: (token: string, site?: CampusCode) => call<StoredSignup[]>(token, `/api/admin/signups${siteQuery(site)}`),
  markContacted: (token: string, id: number) => call<StoredSignup>(token, `/api/admin/signups/${id}/contacted`, { method: 'POST' }),
  comments: (token: string, status: CommentStatus, site?: CampusCode) =>
    call<ModeratedComment[]>(token, `/api/admin/comments?status=${status}${site ? `&site=${site}` : ''}`),
  moderate: (token: string, id: number, action: 'approve' | 'reject' | 'delete') =>
    call<StoredComment>(token, action === 'delete' ? `/api/admin/comments/${id}` : `/api/admin/comments/${id}/${action}`, { method: action === 'delete' ? 'DELETE' : 'POST' }),
  /** The CSV as a file the browser saves: fetched with the token, handed over as a blob. */
  async downloadCsv(token: string, site?: CampusCode): Promise<void> {
    const response = await fetch(`/api/admin/signups.csv${siteQuery(site)}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new StaffCallError(response.status, `HTTP ${response.status}`);
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = `signups${site ? `-${site}` : ''}.csv`;
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  },
};
