import type { ColumnType, Generated } from 'kysely';

/** Columns that hold one text per language. */
type Texts<K extends string> = { [P in `${K}_en` | `${K}_zh`]: string };

export interface MenuTable extends Texts<'title'> {
  site: string;
  id: string;
  parent_id: string | null;
  sort: number;
  url: string;
}

/** `blocks_en` / `blocks_zh` hold the page copy as JSON text: shared-api's Block[], image paths relative to storage. */
export interface ContentTable extends Texts<'title' | 'summary' | 'blocks'> {
  id: number;
  site: string;
  menu_id: string;
  key: string;
  sort: number;
  /** JSON array of image paths under the object-storage base */
  urls: string;
  link: string;
  path: string;
  date: string;
  views: number;
}

export interface FaqTable extends Texts<'question' | 'answer'> {
  id: number;
  site: string;
  sort: number;
}

/** Structured per-campus documents (tuition, home banner) stored as bilingual JSON. */
export interface DocumentTable {
  site: string;
  name: string;
  body: string;
}

export interface CalendarTable extends Texts<'title'> {
  id: number;
  site: string;
  sort: number;
  url: string;
}

export interface ClubTable extends Texts<'category' | 'name' | 'description'> {
  id: number;
  site: string;
  sort: number;
  pic: string;
}

export interface StudentTable
  extends Texts<'name' | 'project_title' | 'advisor' | 'internship_location' | 'onsite_mentor' | 'project_abstract'> {
  id: number;
  site: string;
  sort: number;
  pic: string;
}

export interface PostTable extends Texts<'title' | 'summary' | 'body'> {
  id: number;
  site: string;
  student_id: number;
  sort: number;
  date: string;
  pic: string;
}

export type CommentStatus = 'pending' | 'approved' | 'rejected';

export interface CommentTable {
  id: Generated<number>;
  site: string;
  post_id: number;
  reply_to: number | null;
  name: string;
  comment: string;
  status: CommentStatus;
  created_at: ColumnType<string, string, never>;
  /** client address, for rate limiting and abuse review */
  client: string;
  /** the commenter's WeChat identity (migration 006; null on older comments) */
  openid: string | null;
  unionid: string | null;
}

/** A QR sign-in under way: single use, bound to the browser that started it by a cookie's nonce. */
export interface WeChatStateTable {
  state_hash: string;
  nonce_hash: string;
  site: string;
  return_to: string;
  created_at: string;
  used_at: string | null;
  /** the client that started it, as the limits count it (migration 008; '' on older rows) */
  client: ColumnType<string, string | undefined, string>;
}

/** A signed-in commenter; the cookie holds the id, the table its hash. */
export interface WeChatSessionTable {
  id_hash: string;
  openid: string;
  unionid: string | null;
  nickname: string;
  created_at: string;
  expires_at: string;
}

/** One row per visitor who has viewed an item: what makes a view count once. */
export interface ContentViewerTable {
  site: string;
  content_id: number;
  /** 'v:<cookie id>' or 'a:<client address>' */
  visitor: string;
  /** when this visitor's view last counted (migration 007) */
  viewed_at: ColumnType<string, string | undefined, string>;
}

export interface InfoSessionTable extends Texts<'place' | 'language' | 'audience'> {
  id: number;
  site: string;
  sort: number;
  date: string;
  start: string;
  end: string;
  capacity: number;
  /** when the admissions office cancelled it (migration 013); its sign-ups stay */
  cancelled_at: string | null;
  /** the e-mail of the member of staff who added it; null for the seed's (a reseed keeps staff's) */
  created_by: string | null;
  /** the grades it is for, codes of shared-api's GRADE_CODES, both ends included (migration 018); both null: every grade */
  grade_from: string | null;
  grade_to: string | null;
  /** its last revision, the calendar feed's DTSTAMP and LAST-MODIFIED (migration 022) */
  updated_at: string;
  /** its revisions since it was added (an edit, the cancellation), the calendar feed's SEQUENCE */
  sequence: number;
}

/** One event of a campus's academic calendar (seeded); `location_*` is '' when it has no place. */
export interface CalendarEventTable extends Texts<'title' | 'description' | 'location'> {
  id: number;
  site: string;
  /** '2025-26' */
  year: string;
  /** unique within site and year: the stable part of the event's iCal UID */
  key: string;
  category: string;
  /** YYYY-MM-DD, or an ISO date-time with +08:00 */
  start: string;
  /** all-day: the last day, inclusive */
  end: string;
  /** 1 or 0 (SQLite has no boolean) */
  all_day: number;
  /** when the seed or the studio last wrote it: the feed's DTSTAMP and LAST-MODIFIED */
  updated_at: string;
  /** the feed's SEQUENCE: 0 as added, one more for each edit and the cancellation (migration 013) */
  sequence: number;
  /** when it was cancelled: the feed keeps it as STATUS:CANCELLED, the page strikes it through */
  cancelled_at: string | null;
  /** the e-mail of the member of staff who added it; null for the seed's (a reseed keeps staff's) */
  created_by: string | null;
}

/** A family's sign-up for an information session: visitors' data, never touched by seeding. */
export interface SignupTable {
  id: Generated<number>;
  site: string;
  session_id: number | null;
  name: string;
  mobile: string;
  email: string;
  grade: string;
  entry: string;
  message: string;
  /** the language of the page it was sent from, so the school answers in it */
  lang: string;
  created_at: ColumnType<string, string, never>;
  contacted_at: string | null;
  /** client address, for rate limiting */
  client: string;
  /** when the family cancelled it from its e-mail (migration 017): it no longer takes a place */
  cancelled_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface Database {
  menu: MenuTable;
  info_session: InfoSessionTable;
  signup: SignupTable;
  content_viewer: ContentViewerTable;
  content: ContentTable;
  faq: FaqTable;
  document: DocumentTable;
  calendar: CalendarTable;
  calendar_event: CalendarEventTable;
  club: ClubTable;
  student: StudentTable;
  post: PostTable;
  comment: CommentTable;
  wechat_state: WeChatStateTable;
  wechat_session: WeChatSessionTable;
  release: ReleaseTable;
  staff_account: StaffAccountTable;
  staff_session: StaffSessionTable;
  staff_sign_in_attempt: StaffSignInAttemptTable;
  server_secret: ServerSecretTable;
  staff_audit: StaffAuditTable;
  staff_password_reset: StaffPasswordResetTable;
  studio_draft: StudioDraftTable;
  studio_version: StudioVersionTable;
  studio_schedule: StudioScheduleTable;
  media: MediaTable;
  news_story: NewsStoryTable;
  campus_settings: CampusSettingsTable;
  outbox: OutboxTable;
  alert: AlertTable;
  search_entry: SearchEntryTable;
  search_word: SearchWordTable;
  search_campus: SearchCampusTable;
}

/**
 * One thing a visitor of a campus can find with the site's search, in one language (migration 024):
 * see modules/search. Rebuilt whole for a campus when its content changes; never edited in place.
 */
export interface SearchEntryTable {
  id: Generated<number>;
  site: string;
  lang: string;
  /** page, news, faq, club, course, event, session, project */
  kind: string;
  /** the order of kinds among equal matches (a page before a story that mentions it) */
  kind_rank: number;
  /** the order it was built in: the last tie-break, the same on every database */
  position: number;
  /** the page's hash address as the site links it, without lang: /about/mission, /news_detail?id=71 */
  address: string;
  /** what visitors read, NFKC-normalised: the title, the section's name, the text (the snippet's source) */
  title: string;
  section: string;
  body: string;
  /** the title's words, folded, between single spaces and with one at each end: what a match is looked for in */
  title_norm: string;
  /** the body's distinct words, folded, the same way */
  words_norm: string;
  /** a scheduled story: from when it is found (ISO UTC); null: now */
  visible_from: string | null;
}

/** The distinct words of a campus's entries in one language, for one-letter typos of English words. */
export interface SearchWordTable {
  site: string;
  lang: string;
  word: string;
  length: number;
  /** how many of the campus's entries in that language hold it */
  entries: number;
}

/**
 * How current a campus's entries are: a change asks for a new build (`wanted` + 1), a build records
 * the `wanted` it read before reading the content (`built`). Stale while built < wanted, or no row.
 */
export interface SearchCampusTable {
  site: string;
  wanted: number;
  built: number;
  /** when the last build was written (ISO UTC); null before the first */
  built_at: string | null;
}

/** An alert shown above the header of its campuses' pages (migration 023): see modules/alerts. */
export interface AlertTable {
  id: Generated<number>;
  level: string;
  title_en: string;
  title_zh: string;
  body_en: string;
  body_zh: string;
  link: string;
  /** JSON: what was chosen, ["all"], ["city:Shenzhen"] or campus codes */
  audience: string;
  /** JSON: the campus codes it is shown on */
  campuses: string;
  /** ISO UTC */
  starts_at: string;
  /** ISO UTC; null: until ended (an emergency only) */
  ends_at: string | null;
  created_at: string;
  created_by: string;
  updated_at: string;
  updated_by: string;
  ended_at: string | null;
  ended_by: string | null;
}

export type OutboxState = 'pending' | 'sending' | 'sent' | 'failed' | 'skipped';

/** One e-mail to send (migration 017): see platform/mail/outbox.ts. */
export interface OutboxTable {
  id: Generated<number>;
  /** unique: what makes a message be written once ('signup:42:confirmation') */
  key: string;
  message_id: string;
  kind: string;
  site: string;
  signup_id: number | null;
  recipient: string;
  reply_to: ColumnType<string, string | undefined, string>;
  /** 'en', 'zh', or 'en+zh' for a message in both */
  lang: string;
  subject: string;
  body_text: string;
  body_html: string;
  ics: string | null;
  state: OutboxState;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: string;
  claimed_until: string | null;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
}

/** A campus's settings (migration 016): shared-api's CampusSettings as JSON; see modules/settings. */
export interface CampusSettingsTable {
  site: string;
  settings: string;
  updated_at: string;
  updated_by: string;
}

/** A photograph of a campus's media library (migration 012): see media/mediaService.ts. */
export interface MediaTable {
  id: Generated<number>;
  site: string;
  hash: string;
  /** the JPEG's storage key, media/<campus>/<hash>-<w>x<h>.jpg */
  key: string;
  /** what was uploaded: jpeg, png, webp or heic */
  format: string;
  original_name: string;
  original_width: number;
  original_height: number;
  original_bytes: number;
  /** the largest variant's size */
  width: number;
  height: number;
  /** JSON: [{ format, width, height, bytes }] */
  variants: string;
  alt_en: string;
  alt_zh: string;
  state: 'draft' | 'published';
  uploaded_by: number | null;
  uploaded_by_email: string;
  uploaded_at: string;
  published_at: string | null;
  /** the focal point, percent of the width and height from the top left (50, 50: the middle) */
  focus_x: Generated<number>;
  focus_y: Generated<number>;
}

/** A campus's unpublished copy of one editable target (migration 011): its whole body as JSON. */
export interface StudioDraftTable {
  site: string;
  /** 'content:123', 'faq:7', 'club:4', 'menu:0201', 'document:tuition' */
  target: string;
  body: string;
  account_id: number | null;
  saved_by: string;
  saved_at: string;
}

/** Copy to be published at a set time (migration 021): at most one per campus and target. */
export interface StudioScheduleTable {
  site: string;
  target: string;
  body: string;
  /** when it goes live, ISO */
  at: string;
  account_id: number | null;
  scheduled_by: string;
  scheduled_at: string;
}

/** One published version of a target (migration 011): what went live, who, when; a restore names its source. */
export interface StudioVersionTable {
  id: Generated<number>;
  site: string;
  target: string;
  /** 'original' (the target before the studio's first publish), 'publish' or 'restore' */
  action: string;
  body: string;
  account_id: number | null;
  actor: string;
  at: string;
  restored_from: number | null;
}

/** What a staff account may do: see staff/roles.ts. */
export type StaffRole = 'network' | 'editor' | 'admissions' | 'moderator';

/** A member of a school's staff (migration 010): a network administrator, or one campus's editor, admissions officer or moderator. */
export interface StaffAccountTable {
  id: Generated<number>;
  /** as typed */
  email: string;
  /** trimmed and in lower case: unique, and what sign-in looks up */
  email_key: string;
  name: string;
  role: StaffRole;
  /** null for a network administrator, one campus code otherwise */
  campus: string | null;
  /** scrypt$N$r$p$salt$hash (staff/passwords.ts) */
  password_hash: string;
  created_at: string;
  disabled_at: string | null;
}

/** A signed-in member of staff; the cookie holds the id, the table its SHA-256. */
export interface StaffSessionTable {
  id_hash: string;
  account_id: number;
  created_at: string;
  /** the absolute end */
  expires_at: string;
  /** the end if unused: moves with use, never past expires_at */
  idle_until: string;
}

/** A sign-in attempt not (yet) known to have succeeded: what the throttle counts, by e-mail, by client and by device. */
export interface StaffSignInAttemptTable {
  id: Generated<number>;
  /** '' for a use of a password-reset link, which names no e-mail (counted by client only) */
  email_key: string;
  client: string;
  /** the id of the browser's device cookie, when it carried a valid one of the account (migration 015) */
  device: string | null;
  attempted_at: string;
}

/** A single-use link to set a new password (migration 019): see staff/passwordResets.ts. */
export interface StaffPasswordResetTable {
  id: Generated<number>;
  account_id: number;
  /** hex SHA-256 of the link's token; the token itself is never stored */
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /** the administrator's e-mail, or 'cli' */
  created_by: string;
}

/** A key the server keeps in the database, the same for every instance (migration 015): `staff-device` signs the staff's device cookies. */
export interface ServerSecretTable {
  name: string;
  value: string;
}

/** One change made through a staff call or the staff command. */
export interface StaffAuditTable {
  id: Generated<number>;
  at: string;
  /** null for the staff command */
  account_id: number | null;
  /** the account's e-mail, or 'cli' */
  actor: string;
  /** the campus the change concerns; null for what concerns the network (a network administrator's account) */
  site: string | null;
  /** e.g. comment.approve, signup.contacted, account.create */
  action: string;
  target_id: string | null;
  /** JSON of the row before and after the change (null where there was none), never a password hash */
  before: string | null;
  after: string | null;
}

/**
 * One release (or rollback) of a section: its import-map entries before and after, the published
 * files the new entries need, and who did it when and why. A section's newest row is live.
 */
export interface ReleaseTable {
  id: Generated<number>;
  /** a release unit: 'news', 'shell', 'root-config'... */
  section: string;
  /** 'release' | 'rollback' */
  action: string;
  /** JSON: the section's import-map entries (specifier -> URL) before this release */
  imports_before: string;
  /** JSON: its entries from this release on */
  imports: string;
  /** JSON: the object-storage keys of every file this release published (maps and pictures included) */
  files: string;
  /** JSON: gzip bytes of each entry's file (specifier -> bytes) */
  sizes: string;
  released_at: string;
  released_by: string;
  message: string;
  git_commit: string;
  /** a rollback: the release whose entries it restored */
  restores: number | null;
  /** when a prune removed this release's files: it can no longer be restored */
  pruned_at: string | null;
}

/** A news story's state (migration 014): see news/newsService.ts. A story without a row is published. */
export interface NewsStoryTable {
  content_id: number;
  site: string;
  /** from when visitors see it (UTC ISO 8601); null: hidden (a draft, or unpublished) */
  visible_from: string | null;
  first_published_at: string | null;
  created_by: string;
  created_at: string;
  updated_by: string;
  updated_at: string;
}
