// The shape of the repository's seed fixtures: everything the content API serves, per campus, in
// both languages. Fixtures are original copy; the network's brand name is one configurable value
// (BRAND below is substituted for the token {brand} when seeding).
import type { Block, CalendarCategory, CampusCode, GradeRange } from '@schools/shared-api';

/** One text in both languages. Neither may be empty; zh must be Chinese. */
export interface Bilingual {
  en: string;
  zh: string;
}

/** Blocks that Markdown cannot say (image, gallery, facts, cta), written out per language. */
export interface BilingualBlocks {
  en: Block[];
  zh: Block[];
}

/**
 * Page copy: a bilingual Markdown string (paragraphs, ## and ### headings, - and 1. lists, **strong**,
 * *em*, [text](href), > quote, GFM tables), blocks per language, or a sequence of both. It is stored
 * as blocks; image blocks name files under the object-storage folder.
 */
export type RichText = Bilingual | BilingualBlocks | (Bilingual | BilingualBlocks)[];

/** The page-copy groups of SPEC section 1, by group then field; every text is Markdown (see RichText). */
export interface TextGroups {
  home: { welcome: RichText; sections: Bilingual; apply: RichText };
  school_recruit: { article_desc: Bilingual };
  GeneralInformation: {
    value_1: Bilingual; value_2: Bilingual; value_3: Bilingual; value_4: Bilingual; // contact e-mails
    schoolAdd: Bilingual;
    number_1: Bilingual; number_2: Bilingual; number_3: Bilingual; number_4: Bilingual; number_5: Bilingual; // phones
  };
  our_school: { article_desc1: RichText; article_desc2: RichText; dormLife: RichText };
  management: { article_desc: Bilingual };
  campus: { CLUBS: RichText; 'FEATURED EVENTS': RichText; 'COMMUNITY SERVICE': RichText; 'FIELD TRIPS': RichText };
  library: {
    title_1: Bilingual; title_2: Bilingual; title_3: Bilingual; title_4: Bilingual;
    content_1: RichText; content_2: RichText; content_3: RichText; content_4: RichText;
    content_5: RichText; content_6: RichText; content_7: RichText; content_8: RichText;
    link: Bilingual;
  };
  /** the library's three pages: the catalogue, and the introductions above its resources' cards */
  library_pages: { catalog: RichText; databases: RichText; digital: RichText };
  /** boarding life (/stuLife/stay) */
  stay: { article_desc: RichText };
  studService: { Dining: RichText; schoolBus: RichText; schoolUniform: RichText; Counseling: RichText };
  admissions: { apply: RichText; tuition: RichText; recruit: RichText; scholarship: RichText; questions: RichText; contactUs: RichText };
  about: { mission: RichText; our_story: RichText; join_us: RichText; achievements: Bilingual; AP: RichText; CA: RichText; IB: RichText };
  academics: { curriculum: RichText; our_teacher: RichText; counseling: RichText; senior_project: Bilingual };
  art_festival: { article_desc: RichText };
  basic: {
    learnMore: Bilingual; moreNews: Bilingual; readAll: Bilingual; lastPage: Bilingual; nextPage: Bilingual;
    detail: Bilingual; close: Bilingual; back: Bilingual; LoadMore: Bilingual;
  };
}

/** A dated, illustrated item: news, AAD (awards and distinctions), blog posts. */
export interface Article {
  title: Bilingual;
  summary: Bilingual;
  /** news and awards: Markdown (see RichText); blog posts: plain text, paragraphs separated by a blank line */
  body: Bilingual;
  date: string; // YYYY-MM-DD
  image: string; // file name under the object-storage base path, e.g. "news/bisz-01.svg"
}

export interface FaqEntry { question: Bilingual; answer: Bilingual }

export interface Club {
  category: Bilingual; // e.g. Sports, Arts, Academic, Service
  name: Bilingual;
  description: Bilingual;
  image: string;
}

/**
 * An item of a menu's list (content-list), shown as a card: the home page's sections, the library's
 * resources, the courses of an area. `path` is the page that opens it (or lists it, for an external
 * resource whose `link` it opens).
 */
export interface ListItem {
  menuId: string;
  /** unique within the campus, e.g. 'card-about', 'database-britannica', 'course-robotics' */
  key: string;
  path: string;
  title: Bilingual;
  summary: Bilingual;
  /** file name under the object-storage base path */
  image: string;
  /** an external https address */
  link?: string;
  /** the item's own page (a course's detail) */
  body?: RichText;
}

export interface Leader { name: Bilingual; role: Bilingual; bio: Bilingual /* Markdown */; image: string }

/** One academic calendar: its title and the in-site page that shows it (or a file under the storage base path). */
export interface CalendarEntry { title: Bilingual; url: string }

/** One event of a campus's academic calendar (fixtures/calendarEvents.ts). */
export interface CalendarEventSeed {
  /** the school year, '2025-26' */
  year: string;
  /** unique within campus and year, never reused: the stable part of the iCal UID */
  key: string;
  category: CalendarCategory;
  /** all-day: YYYY-MM-DD; timed: YYYY-MM-DDTHH:MM:SS+08:00 */
  start: string;
  /** all-day: the last day, inclusive; timed: the end time */
  end: string;
  allDay: boolean;
  title: Bilingual;
  description?: Bilingual;
  location?: Bilingual;
}

export interface SeniorStudent {
  name: Bilingual;
  projectTitle: Bilingual;
  advisor: Bilingual;
  internshipLocation: Bilingual;
  onsiteMentor: Bilingual;
  projectAbstract: Bilingual;
  image: string;
  posts: Article[]; // 3 or more
}

export interface TuitionRow { grade: Bilingual; annualFee: number } // yuan, school year 2025-26
export interface FeeRow { item: Bilingual; amount: Bilingual } // other fees, based on 2024-25
/** accountNumber is shown as is in both languages: digits only (a "sample" marker belongs in the bilingual bank name). */
export interface BankTransfer { accountName: Bilingual; accountNumber: string; bank: Bilingual }

export interface Tuition {
  rows: TuitionRow[];
  otherFees: FeeRow[];
  /** when and how fees are paid (the tuition page lists them under the fee tables, as "How to pay") */
  notes: Bilingual[];
  bank?: BankTransfer; // only some campuses
}

export interface HomeBanner {
  slides: { image: string; title: Bilingual; subtitle: Bilingual }[];
  vrLink: string;
  vrList: { pic: string; name: Bilingual }[];
  /** the tour slide's own picture, behind its places; a banner stored before it existed has none (its first place's shows) */
  vrPic?: string;
}

/** An information session as the seed writes it (fixtures/admissions.ts). */
export interface InfoSession {
  date: string;
  start: string;
  end: string;
  place: Bilingual;
  language: Bilingual;
  audience: Bilingual;
  /** the grades it is for, as its audience says them; null: every grade */
  grades: GradeRange | null;
  capacity: number;
}

export interface CampusSeed {
  code: CampusCode;
  groups: TextGroups;
  banner: HomeBanner;
  /** list items of menus beyond news, awards and leaders */
  lists: ListItem[];
  /** page copy of menus outside the text groups (each course area's introduction) */
  copy: { menuId: string; key: string; title: Bilingual; text: RichText }[];
  news: Article[]; // 12 or more
  aad: Article[]; // 4 or more
  faq: FaqEntry[]; // 8 or more
  clubs: Club[]; // 6 or more
  leaders: Leader[]; // 4 or more
  calendars: CalendarEntry[]; // 1 or more
  /** the academic calendar's events, sorted by start */
  calendarEvents: CalendarEventSeed[];
  tuition: Tuition;
  /** upcoming information sessions (admissions), sorted by date; the calendar shows them (modules/calendar/sessionEvents.ts) */
  sessions: InfoSession[];
  /**
   * the past season's sessions (2025-26), in the calendar too; the seed numbers them after every campus's
   * `sessions`, so the ids of those, which sign-ups point at, stay what they were before these were added
   */
  earlierSessions: InfoSession[];
  students: SeniorStudent[]; // 4 or more, except BBGM, BBSZ, BBCD which have none
}
