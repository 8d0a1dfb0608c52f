// The studio's calendar and sessions calls (/api/staff/{site}/calendar/..., /sessions/...), through the
// staff page's session and CSRF token; a refused form's problems, each with its field and rule.
import type { CampusCode } from '@schools/shared-api';
import type { SessionFamily, StaffInfoSession, SessionInput, StaffCalendar, StaffCalendarEvent, EventInput, FieldProblem } from '@schools/api-server/staff-contract';
import { StaffCallError, call } from '../staffApi';

export type { EventInput, FieldProblem, SessionFamily, SessionInput, StaffCalendar, StaffCalendarEvent, StaffInfoSession };

const json = (method: string, body?: object): RequestInit => ({ method, ...(body ? { body: JSON.stringify(body) } : {}) });

/** The problems of a refused form: the staff page's error carries what the server answered. */
export const fieldProblems = (error: unknown): FieldProblem[] =>
  (error instanceof StaffCallError ? error.problems : []) as FieldProblem[];

export const calendarApi = {
  events: (site: CampusCode, year: string) => call<StaffCalendar>(`/api/staff/${site}/calendar/events?year=${encodeURIComponent(year)}`),
  addEvent: (site: CampusCode, year: string, event: EventInput) => call<StaffCalendarEvent>(`/api/staff/${site}/calendar/events`, json('POST', { year, ...event })),
  editEvent: (site: CampusCode, id: number, event: EventInput) => call<StaffCalendarEvent>(`/api/staff/${site}/calendar/events/${id}`, json('PUT', event)),
  cancelEvent: (site: CampusCode, id: number) => call<StaffCalendarEvent>(`/api/staff/${site}/calendar/events/${id}/cancel`, json('POST')),
  sessions: (site: CampusCode) => call<StaffInfoSession[]>(`/api/staff/${site}/sessions`),
  addSession: (site: CampusCode, session: SessionInput) => call<StaffInfoSession>(`/api/staff/${site}/sessions`, json('POST', session)),
  editSession: (site: CampusCode, id: number, session: SessionInput) => call<StaffInfoSession>(`/api/staff/${site}/sessions/${id}`, json('PUT', session)),
  cancelSession: (site: CampusCode, id: number) => call<StaffInfoSession>(`/api/staff/${site}/sessions/${id}/cancel`, json('POST')),
  families: (site: CampusCode, id: number) => call<SessionFamily[]>(`/api/staff/${site}/sessions/${id}/families`),
};
