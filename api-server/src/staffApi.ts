// Every staff call under /api/staff, of every domain, registered in one scope under the staff guard
// (modules/staff/guard.ts): the session, role and campus are checked before any handler runs, and
// nothing is cached. The order is the OpenAPI document's.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { alertStaffRoutes } from './modules/alerts/alertStaffRoutes';
import type { AlertService } from './modules/alerts/alertService';
import { SessionEditor } from './modules/admissions/sessionEditor';
import { sessionStaffRoutes } from './modules/admissions/sessionStaffRoutes';
import type { SignupService } from './modules/admissions/signupService';
import { signupStaffRoutes } from './modules/admissions/signupStaffRoutes';
import { CalendarEditor } from './modules/calendar/calendarEditor';
import { calendarStaffRoutes } from './modules/calendar/calendarStaffRoutes';
import type { CommentService } from './modules/comments/commentService';
import { commentStaffRoutes } from './modules/comments/commentStaffRoutes';
import { mediaRoutes } from './modules/media/mediaRoutes';
import type { MediaService } from './modules/media/mediaService';
import { newsRoutes } from './modules/news/newsRoutes';
import type { NewsService } from './modules/news/newsService';
import { staffGuard } from './modules/staff/guard';
import { staffRoutes } from './modules/staff/staffRoutes';
import type { StaffService } from './modules/staff/staffService';
import type { StaffPasswords } from './modules/staff/staffPasswords';
import { studioRoutes } from './modules/studio/studioRoutes';
import { campusSettingsRoutes } from './modules/settings/campusSettingsRoutes';
import type { CampusSettingsService } from './modules/settings/campusSettingsService';
import type { StudioService } from './modules/studio/studioService';
import type { Dialect } from './platform/db/dialect';
import type { Outbox } from './platform/mail/outbox';
import { messageStaffRoutes } from './modules/admissions/bookingMailRoutes';
import type { Database } from './platform/db/schema';
import type { ResponseCache } from './platform/http/responseCache';

export interface StaffApiDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  cache: ResponseCache;
  staff: StaffService;
  passwords: StaffPasswords;
  comments: CommentService;
  signups: SignupService;
  studio: StudioService;
  news: NewsService;
  media: MediaService;
  settings: CampusSettingsService;
  alerts: AlertService;
  clock?: () => Date;
  /** the e-mails' outbox, and whether they are sent (SMTP_URL) */
  outbox: Outbox;
  sending: boolean;
}

export async function staffApi(app: FastifyInstance, deps: StaffApiDeps): Promise<void> {
  const { db, dialect, cache, staff, passwords, comments, signups, studio, news, media, settings, alerts, clock, outbox, sending } = deps;
  await app.register(staffGuard, { staff });
  await app.register(staffRoutes, { staff, passwords, db, publishedOrigin: (site) => new URL(settings.campus(site).address).origin });
  await app.register(commentStaffRoutes, {
    comments,
    changed: (c) => cache.invalidate(`${c.site}|/comment/view|postId=${c.postId}|`),
  });
  await app.register(signupStaffRoutes, { signups });
  await app.register(messageStaffRoutes, { outbox, sending });
  await app.register(studioRoutes, { studio, cache });
  await app.register(newsRoutes, { news, cache });
  await app.register(calendarStaffRoutes, { editor: new CalendarEditor(db, dialect, clock), cache });
  await app.register(sessionStaffRoutes, { sessions: new SessionEditor(db, dialect, clock), cache });
  await app.register(mediaRoutes, { media, cache });
  await app.register(campusSettingsRoutes, { settings });
  await app.register(alertStaffRoutes, { alerts });
}
