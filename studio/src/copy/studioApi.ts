// The studio's calls (/api/staff/{site}/studio/...), through the staff page's session and CSRF token.
import type { CampusCode } from '@schools/shared-api';
import type { Published, StudioBody, StudioDraft, StudioTarget, TargetSummary } from '@schools/api-server/staff-contract';
import { call } from '../staffApi';

export type { Published, StudioBody, StudioDraft, StudioTarget, TargetSummary };

const json = (method: string, body?: object): RequestInit => ({ method, ...(body ? { body: JSON.stringify(body) } : {}) });
const base = (site: CampusCode, t: Pick<TargetSummary, 'kind' | 'key'>) => `/api/staff/${site}/studio/targets/${t.kind}/${encodeURIComponent(t.key)}`;

export const studioApi = {
  targets: (site: CampusCode) => call<TargetSummary[]>(`/api/staff/${site}/studio/targets`),
  open: (site: CampusCode, t: Pick<TargetSummary, 'kind' | 'key'>) => call<StudioTarget>(base(site, t)),
  saveDraft: (site: CampusCode, t: Pick<TargetSummary, 'kind' | 'key'>, body: StudioBody) => call<StudioDraft>(`${base(site, t)}/draft`, json('PUT', { body })),
  discardDraft: (site: CampusCode, t: Pick<TargetSummary, 'kind' | 'key'>) => call<{ discarded: boolean }>(`${base(site, t)}/draft`, json('DELETE')),
  publish: (site: CampusCode, t: Pick<TargetSummary, 'kind' | 'key'>, body: StudioBody) => call<Published>(`${base(site, t)}/publish`, json('POST', { body })),
  restore: (site: CampusCode, t: Pick<TargetSummary, 'kind' | 'key'>, version: number) => call<Published>(`${base(site, t)}/versions/${version}/restore`, json('POST')),
};
