// The studio's calls (/api/staff/{site}/studio/...), through the staff page's session and CSRF token.
// Every write names the revision the editor has: a change someone else made meanwhile is refused (409).
import type { CampusCode } from '@schools/shared-api';
import type { Published, SavedDraft, Scheduled, StudioBody, StudioDraft, StudioTarget, TargetSummary } from '@schools/api-server/staff-contract';
import { call } from '../staffApi';

export type { Published, SavedDraft, Scheduled, StudioBody, StudioDraft, StudioTarget, TargetSummary };

type Ref = Pick<TargetSummary, 'kind' | 'key'>;

const json = (method: string, body?: object): RequestInit => ({ method, ...(body ? { body: JSON.stringify(body) } : {}) });
const base = (site: CampusCode, t: Ref) => `/api/staff/${site}/studio/targets/${t.kind}/${encodeURIComponent(t.key)}`;
const at = (revision: string) => `?revision=${encodeURIComponent(revision)}`;

export const studioApi = {
  targets: (site: CampusCode) => call<TargetSummary[]>(`/api/staff/${site}/studio/targets`),
  open: (site: CampusCode, t: Ref) => call<StudioTarget>(base(site, t)),
  /** `revision` unknown (a story just created): not checked */
  saveDraft: (site: CampusCode, t: Ref, body: StudioBody, revision: string | undefined) => call<SavedDraft>(`${base(site, t)}/draft`, json('PUT', { body, revision })),
  discardDraft: (site: CampusCode, t: Ref, revision: string) => call<{ discarded: boolean }>(`${base(site, t)}/draft${at(revision)}`, json('DELETE')),
  publish: (site: CampusCode, t: Ref, body: StudioBody, revision: string) => call<Published>(`${base(site, t)}/publish`, json('POST', { body, revision })),
  /** `when`: an ISO time with its offset */
  schedule: (site: CampusCode, t: Ref, body: StudioBody, when: string, revision: string) => call<Scheduled>(`${base(site, t)}/schedule`, json('PUT', { body, at: when, revision })),
  unschedule: (site: CampusCode, t: Ref, revision: string) => call<{ unscheduled: boolean }>(`${base(site, t)}/schedule${at(revision)}`, json('DELETE')),
  restore: (site: CampusCode, t: Ref, version: number, revision: string) => call<Published>(`${base(site, t)}/versions/${version}/restore${at(revision)}`, json('POST')),
};
