// The studio's calendar and information sessions, registered beside the other staff calls: the
// editors' academic calendar and the admissions office's sessions, each a plugin of its own.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { SessionEditor } from '../admissions/sessionEditor';
import { CalendarEditor } from '../calendar/calendarEditor';
import type { Dialect } from '../db/migrations';
import type { Database } from '../db/schema';
import type { StaffService } from '../staff/staffService';
import { calendarStaffRoutes } from './calendarStaffRoutes';
import type { ResponseCache } from './responseCache';
import { sessionStaffRoutes } from './sessionStaffRoutes';

export async function studioCalendar(app: FastifyInstance, deps: { db: Kysely<Database>; dialect: Dialect; staff: StaffService; cache: ResponseCache; clock?: () => Date }): Promise<void> {
  const { db, dialect, staff, cache, clock } = deps;
  await app.register(calendarStaffRoutes, { prefix: '/api/staff', staff, editor: new CalendarEditor(db, dialect, clock), cache });
  await app.register(sessionStaffRoutes, { prefix: '/api/staff', staff, sessions: new SessionEditor(db, dialect), cache });
}
