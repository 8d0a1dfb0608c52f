// The Alerts view's calls to /api/staff/alerts. An alert concerns several campuses, so its path names
// none: the list is asked for one campus (or, for a network administrator, every campus's).
import type { CampusCode } from '@schools/shared-api';
import type { AlertInput, AlertState, StaffAlert } from '@schools/api-server/staff-contract';
import { call } from '../staffApi';

export type { AlertInput, AlertState, StaffAlert };

const json = (method: string, body?: object): RequestInit => ({ method, ...(body ? { body: JSON.stringify(body) } : {}) });

export const alertsApi = {
  /** `campus` undefined: every campus's (a network administrator only). */
  list: (campus?: CampusCode) => call<StaffAlert[]>(`/api/staff/alerts${campus ? `?campus=${campus}` : ''}`),
  publish: (alert: AlertInput) => call<StaffAlert>('/api/staff/alerts', json('POST', alert)),
  correct: (id: number, alert: AlertInput) => call<StaffAlert>(`/api/staff/alerts/${id}`, json('PUT', alert)),
  end: (id: number) => call<StaffAlert>(`/api/staff/alerts/${id}/end`, json('POST')),
};
