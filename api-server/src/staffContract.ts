// The staff API as the studio (@schools/studio) sees it: the wire types of the calls under /api/staff,
// the refusals' vocabulary, and the few helpers and figures both sides must compute alike (the China-time
// wording of a stamp, the inline Markdown of copy, the alert form's lengths). The studio imports this one
// file, by package name (`@schools/api-server/staff-contract`), and nothing else of the server.
export type { AlertState, StaffAlert } from './modules/alerts/alertService';
export { ALERT_LIMITS, type AlertInput } from './modules/alerts/alertInput';
export type { StoredSignup } from './modules/admissions/signupService';
export type { CampusMessages, ListedMessage } from './modules/admissions/bookingMailRoutes';
export type { SessionFamily, StaffInfoSession } from './modules/admissions/sessionEditor';
export type { SessionInput } from './modules/admissions/sessionInput';
export type { StaffCalendar, StaffCalendarEvent } from './modules/calendar/calendarEditor';
export type { EventInput } from './modules/calendar/eventInput';
export type { ModeratedComment, StoredComment } from './modules/comments/commentService';
export type { MediaItem, MediaSlot } from './modules/media/mediaService';
export type { PhotoUse } from './modules/media/photoUses';
export type { NewStory, NewsStory, Publication, StoryState } from './modules/news/newsService';
export type { StoredCampusSettings } from './modules/settings/campusSettingsService';
export type { AuditEntry } from './modules/staff/audit';
export type { FieldProblem } from './modules/staff/fieldRefusal';
export type { StaffAccount, StaffRole } from './modules/staff/roles';
export { STAFF_REASONS, STAFF_RULES, type StaffReason, type StaffRule } from './platform/http/refusals';
export {
  TARGET_GROUPS, TARGET_PLACES, type Bilingual, type ContentBody, type Problem, type Published, type StudioBody, type SavedDraft, type Scheduled, type StudioDraft,
  type StudioScheduled, type StudioTarget, type StudioVersion, type TargetGroup, type TargetPlace, type TargetSummary,
} from './modules/studio/types';
export { pageHeading, pageTrail, parentPage } from './modules/studio/pageTrail';
export type { CommentStatus } from './platform/db/schema';
export { inlineMarkdown, inlinesToMarkdown } from './modules/content/markdown';
export { chinaTime } from './platform/time';
