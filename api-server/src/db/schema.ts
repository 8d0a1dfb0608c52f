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
  /** when the seed wrote it: the feed's DTSTAMP */
  updated_at: string;
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
