// The wire contract of the content API. The server imports these types; a change here is a change
// of the API and shows up as a type error on both sides.
import type { GradeRange } from '../grades/grades';
import type { Lang } from '../language/language';

export const SUCCESS_CODE = '000';

/** Every answer: `code` '000' on success; otherwise an error code and a message for developers. */
export interface Envelope<T> {
  code: string;
  data: T;
  message?: string;
}

export const ERROR_CODES = {
  badRequest: '400',
  unauthorized: '401',
  forbidden: '403',
  notFound: '404',
  methodNotAllowed: '405',
  conflict: '409',
  payloadTooLarge: '413',
  tooManyRequests: '429',
  unknownSite: '460',
  internal: '500',
  unavailable: '503',
} as const;

/** Request headers the client sends and the server reads. */
export const HEADERS = {
  session: 'x-session',
  schoolCode: 'x-school-code',
  school: 'school',
  locale: 'x-locale',
} as const;
/** The fixed session value of the public website (no login exists). */
export const SESSION_VALUE = 'public-website';

export type Locale = Lang;

// ---- menu ----
export interface MenuItem {
  /** two digits per level: '04' academics, '0404' its academic calendar */
  id: string;
  /** route path, external https address, or a path containing 'no-link' */
  url: string;
  title: string;
  children?: MenuItem[];
}
export interface MenuList {
  hashCode: string;
  menu: MenuItem[];
}

// ---- rich content ----
// An href is an in-site route path, an https: address, mailto: or tel: (HREF_PATTERN in ./href).

/** A run of text inside a paragraph or list item. */
export type Inline =
  | { type: 'text'; text: string; strong?: boolean; em?: boolean }
  | { type: 'link'; text: string; href: string };

/** A picture with its intrinsic size, so its box is kept while it loads. */
export interface ImageRef {
  src: string;
  /** what the picture shows */
  alt: string;
  width: number;
  height: number;
  caption?: string;
}

/** One block of page copy; `type` tells which. */
export type Block =
  | { type: 'heading'; level: 2 | 3; text: string }
  | { type: 'paragraph'; content: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'table'; caption?: string; head: string[]; rows: string[][] }
  | ({ type: 'image' } & ImageRef)
  | { type: 'gallery'; images: ImageRef[] }
  | { type: 'quote'; text: string; cite?: string }
  | { type: 'facts'; items: { label: string; value: string }[] }
  | { type: 'cta'; links: { label: string; href: string; primary?: boolean }[] };

export type BlockType = Block['type'];

// ---- content ----
export interface ContentItem {
  id: number;
  menuId: string;
  /** the field name for page copy (e.g. 'article_desc1'); a slug for list items */
  key: string;
  title: string;
  summary: string;
  /** the page copy as typed blocks, rendered by the kit's RichContent */
  blocks: Block[];
  /** image addresses; the first is the cover */
  urls: string[];
  /** each picture's alt text, in urls' order: a library photograph's, as its editor wrote it; '' for an illustration */
  alts: string[];
  link: string;
  path: string;
  date: string;
  views: number;
}
export interface ContentByMenuParams { menuId: string }
export interface ContentListParams { menuId: string; page?: number; size?: number }
export interface Page<T> {
  list: T[];
  page: number;
  size: number;
  total: number;
}
export interface IdParams { id: number }
export interface NewsIdsParams { menuId?: string }
export interface ContentView { id: number; views: number }

export interface HomeBanner {
  /** `alt`: a library photograph's alt text; '' for an illustration (the slide's title says what it is about) */
  slides: { pic: string; alt: string; title: string; subtitle: string }[];
  VRLink: string;
  VRList: { pic: string; alt: string; name: { en: string; zh: string } }[];
  /** Beyond SPEC 3: the tour slide's own picture, behind its places (none of which it repeats); '' when it has none */
  VRPic: { pic: string; alt: string };
}

export interface FaqItem { id: number; question: string; answer: string }

export interface Tuition {
  year: string; // '2025-26'
  otherFeesBasis: string; // '2024-25'
  currency: 'CNY';
  rows: { grade: string; annualFee: number }[];
  otherFees: { item: string; amount: string }[];
  applicationFee: { amount: number; refundable: false; creditedToTuition: true; note: string };
  notes: string[];
  lastUpdated: string[]; // ISO dates
  bank: { accountName: string; accountNumber: string; bank: string } | null;
}

/** One academic calendar of the campus: `url` is the in-site page that shows it (`/academics/calendar?year=2025-26`). */
export interface CalendarEntry { url: string; title: string }

/** The academic calendar's routes: the page, its year in the query. */
export const CALENDAR_PATH = '/academics/calendar';
/** A school year, named by its two calendar years: '2025-26'. */
export const SCHOOL_YEAR_PATTERN = '^[0-9]{4}-[0-9]{2}$';

export type CalendarCategory = 'term' | 'holiday' | 'exam' | 'conference' | 'admissions' | 'event';
export const CALENDAR_CATEGORIES: readonly CalendarCategory[] = ['term', 'holiday', 'exam', 'conference', 'admissions', 'event'];

export interface CalendarEventsParams { year: string }

/** One event of a campus's academic calendar (`calendar/events`), in the answer's language. */
export interface CalendarEvent {
  /** the event's id; an information session's (category admissions) is the session's, the one the sign-up form books */
  id: number;
  /** the event's UID in the iCal feed, stable across reseeds and edits: what tells entries apart */
  uid: string;
  title: string;
  /** '' when there is nothing to add */
  description: string;
  /** all-day: YYYY-MM-DD; timed: ISO date-time in China time, `2025-11-15T09:30:00+08:00` */
  start: string;
  /** all-day: the last day, inclusive (the feed's DTEND is the day after); timed: ISO date-time */
  end: string;
  allDay: boolean;
  category: CalendarCategory;
  /** null when the event has no place (holidays) */
  location: string | null;
  /** cancelled by the school: still listed (struck through) so a family who noted it learns it is off */
  cancelled: boolean;
}

/** `picAlt` (here and on students and posts): a library photograph's alt text; '' for an illustration */
export interface Club { id: number; category: string; name: string; summary: string; pic: string; picAlt: string }
export interface ClubContent extends Club { description: string }

export interface StudentListParams { page?: number; size?: number }
export interface SeniorStudent {
  id: number;
  name: string;
  projectTitle: string;
  advisor: string;
  internshipLocation: string;
  onsiteMentor: string;
  projectAbstract: string;
  pic: string;
  picAlt: string;
}
export interface StudentPostsParams { studentId: number }
export interface BlogPost {
  id: number;
  studentId: number;
  title: string;
  summary: string;
  body: string;
  date: string;
  pic: string;
  picAlt: string;
}

// ---- comments ----
export interface CommentInsert {
  postId: number;
  name: string;
  comment: string;
  replyTo?: number;
}
export interface CommentInserted { id: number; status: 'pending'; message: string }
export interface CommentViewParams { postId: number }
export interface PublicComment {
  id: number;
  name: string;
  comment: string;
  createdAt: string;
  replies: PublicComment[];
}
export interface CommentList { count: number; list: PublicComment[] }
/**
 * One of the signed-in commenter's own comments on a post that awaits approval: shown to its author
 * only (comment/mine), so that after a reload the comment is not simply gone.
 */
export interface PendingComment {
  id: number;
  name: string;
  comment: string;
  createdAt: string;
  /** the approved comment it answers, or null */
  replyTo: number | null;
}
export interface SkipAppIdParams { postId?: number }
export interface CommentGate {
  /** WeChat mini-program app id of the campus; empty when the campus has none */
  appId: string;
  /** whether visitors of this campus can comment at all */
  enabled: boolean;
  /** the text that asks the visitor to scan with WeChat */
  prompt: string;
}

/** Comment messages of SPEC section 5, shared by the form and the server. */
export const COMMENT_MESSAGES = {
  required: { en: 'Please enter Name and Comments', zh: '请输入姓名和评论' },
  submitted: { en: 'Successfully submitted', zh: '提交成功' },
  afterApproval: { en: 'Comments will be displayed after approval', zh: '评论审核通过后显示' },
} as const;

/** Whether this browser is signed in with WeChat to comment (the session is an HttpOnly cookie). */
export interface CommenterSession { signedIn: boolean; nickname: string }
/** The address of WeChat's QR sign-in page for an iframe, for one sign-in. */
export interface QrConnect { url: string }

// ---- admissions: information sessions and sign-ups ----

/** An upcoming information session of the campus, in the page's language. */
export interface InfoSession {
  id: number;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, 24 h */
  start: string;
  end: string;
  place: string;
  language: string;
  /** the grades the session is about, in the admissions office's words */
  audience: string;
  /** the grades it is for, as codes the form compares with the family's choice; null: every grade */
  grades: GradeRange | null;
  capacity: number;
  /** capacity less the sign-ups so far; 0 = full */
  placesLeft: number;
}

/** A family's sign-up for an information session (or, without a session, a request to be contacted). */
export interface SignupInput {
  /** the parent's name */
  name: string;
  /** a mainland mobile number (SPEC 5's check), or one abroad with + and its country code */
  mobile: string;
  email: string;
  /** the grade applied for, as the family writes it */
  grade: string;
  /** the school year of entry, e.g. '2027-28' */
  entry: string;
  sessionId?: number;
  message?: string;
  /** consent to the privacy notice (PIPL); must be true */
  consent: boolean;
}
/**
 * The answer to a sign-up. A family already booked for the session (same mobile or e-mail) gets the
 * id of its booking, `alreadyBooked: true` and a message naming the session; no place is taken.
 */
export interface SignupCreated { id: number; message: string; alreadyBooked: boolean }

export type SignupField = 'name' | 'mobile' | 'email' | 'grade' | 'entry' | 'sessionId' | 'message' | 'consent';

/** How serious an alert is: a notice, a warning (a change of plans), an emergency (a closure). */
export const ALERT_LEVELS = ['information', 'warning', 'emergency'] as const;
export type AlertLevel = (typeof ALERT_LEVELS)[number];

/** An alert as visitors see it, above the header of every page of its campuses, in the page's language. */
export interface PublicAlert {
  id: number;
  level: AlertLevel;
  title: string;
  body: string;
  /** an http(s) address or a path of the site; '' for none */
  link: string;
  /** ISO UTC */
  startsAt: string;
  /** ISO UTC; null: until it is ended (an emergency only) */
  endsAt: string | null;
  /** when it was published or last corrected: a dismissed information alert shows again once it changes */
  updatedAt: string;
}

/** The alerts of a page and the ETag of the answer they came in, as the server writes them into the page. */
export interface PageAlerts {
  /** the campus and language they were read for: a page that resolves others asks again */
  site: string;
  lang: Lang;
  etag: string;
  alerts: PublicAlert[];
}

/** The id of the page's element above the header that holds the alerts (the server's, then the frame's). */
export const SITE_ALERTS_ELEMENT = 'site-alerts';
/** The id of the page's element that carries its alerts as JSON (PageAlerts), written by the server: data, never run. */
export const PAGE_ALERTS_ELEMENT = 'page-alerts';

/**
 * The cookie that lists the notices (information alerts) this browser closed, so the server leaves them
 * out of the pages it writes and nothing shows only to go: marks joined by '.'.
 */
export const CLOSED_ALERTS_COOKIE = 'alerts_closed';
/** A closed notice's mark: its id and change time, so a correction shows it again. */
export const closedAlertMark = (alert: Pick<PublicAlert, 'id' | 'updatedAt'>) => `${alert.id}-${Date.parse(alert.updatedAt)}`;

// ---- search ----

/** What a search finds, in the order a page is preferred to the rest among equally good matches. */
export const SEARCH_KINDS = ['page', 'faq', 'course', 'club', 'project', 'session', 'event', 'news'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The bounds of a search: the query's length after trimming spaces, results per page, how far one may page. */
export const SEARCH_LIMITS = { query: 100, limit: 50, defaultLimit: 10, offset: 500 } as const;

export interface SearchParams {
  /** what the visitor typed: 1 to 100 characters once trimmed */
  q: string;
  /** results per page, 1 to 50 (10) */
  limit?: number;
  /** results skipped, 0 to 500 (0) */
  offset?: number;
}

/** One thing found, in the answer's language (or the other one: SearchResults.otherLanguage). */
export interface SearchHit {
  kind: SearchKind;
  title: string;
  /** the name of the site's section it is in (About Us, 学生生活…) */
  section: string;
  /** plain text around the first match, never HTML */
  snippet: string;
  /** the matched words in the snippet: [start, end) offsets of its UTF-16 units (String.prototype.slice's), in order, apart */
  highlights: [number, number][];
  /** the page's hash address as the site links it, without lang: `/about/mission`, `/news_detail?id=71` */
  address: string;
}

export interface SearchResults {
  /** everything found (the page holds `limit` of them from `offset`) */
  total: number;
  items: SearchHit[];
  /** nothing was found in the page's language, and these are in the other one */
  otherLanguage: boolean;
}
