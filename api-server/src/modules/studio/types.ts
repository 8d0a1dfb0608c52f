// The studio's editable copy as the staff page and the server exchange it. Every kind of target has a
// bilingual body: the same JSON is the draft, a published version and what a publish writes live.
import type { Block } from '@schools/shared-api';
import type { StaffRule } from '../../platform/http/refusals';

export interface Bilingual {
  en: string;
  zh: string;
}

export const TARGET_KINDS = ['content', 'faq', 'club', 'menu', 'document'] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];

/** The documents the studio edits (tables of bilingual JSON). */
export const STUDIO_DOCUMENTS = ['tuition', 'banner'] as const;
export type StudioDocument = (typeof STUDIO_DOCUMENTS)[number];

/** A page's copy, a list item (news, award, leader, course...), a contact detail or a label. */
export interface ContentBody {
  title: Bilingual;
  summary: Bilingual;
  blocks: { en: Block[]; zh: Block[] };
}
export interface FaqBody { question: Bilingual; answer: Bilingual }
export interface ClubBody { category: Bilingual; name: Bilingual; description: Bilingual }
export interface MenuBody { title: Bilingual }
export interface TuitionBody {
  rows: { grade: Bilingual; annualFee: number }[];
  otherFees: { item: Bilingual; amount: Bilingual }[];
  notes: Bilingual[];
  bank?: { accountName: Bilingual; accountNumber: string; bank: Bilingual };
}
export interface BannerBody {
  slides: { image: string; title: Bilingual; subtitle: Bilingual }[];
  vrLink: string;
  vrList: { pic: string; name: Bilingual }[];
  /** the tour slide's own picture (absent from a banner stored before it existed) */
  vrPic?: string;
}

export type StudioBody = ContentBody | FaqBody | ClubBody | MenuBody | TuitionBody | BannerBody;

/** Where a target shows in the studio's navigation. */
export const TARGET_GROUPS = ['pages', 'lists', 'contacts', 'labels', 'faq', 'clubs', 'documents', 'menu'] as const;
export type TargetGroup = (typeof TARGET_GROUPS)[number];

/**
 * What part of its page a target is, in the order a page's copy is listed (its main copy first), so the
 * studio can say where each field shows: `page` the page's own copy (a leading picture is its banner, the
 * first paragraph its introduction), `text` a part of a page's text shown as written, `panel` a panel of
 * a section's front page (titled by its title), `item` a list item with a page of its own (news, an
 * award, a leader, a course, a guidance article), `profile` a teacher shown whole on the page, `card` a
 * card (title and summary; its text is not shown), `form` a form's choices, `contact` a contact detail
 * (Contact Us, the footer, home), `label` words of buttons and links across the site, `unused` copy the
 * site does not show at present; and by kind: `tuition`, `carousel`, `faq`, `club`, `menu`.
 */
export const TARGET_PLACES = [
  'page', 'carousel', 'text', 'panel', 'form', 'tuition', 'faq', 'club', 'item', 'profile', 'card', 'contact', 'label', 'menu', 'unused',
] as const;
export type TargetPlace = (typeof TARGET_PLACES)[number];

/** One editable thing of a campus, as the navigation lists it. */
export interface TargetSummary {
  /** 'content:123', 'menu:0201', 'document:tuition' */
  target: string;
  kind: TargetKind;
  key: string;
  group: TargetGroup;
  /** what it is called, e.g. Mission / 办学使命 */
  label: Bilingual;
  /** the menu section it belongs to (About Us...), empty where none */
  section: Bilingual;
  /** the visitor's route that shows it (`/about/mission`, `/news_detail?id=12`), for the preview; null where none */
  route: string | null;
  /**
   * the route table's path of the page it belongs to in the site's tree (`/about/mission`; a list item
   * the page that lists it, `/news_list`); null for what is not on one page (labels, menu titles)
   */
  page: string | null;
  place: TargetPlace;
  hasDraft: boolean;
}

/**
 * Why a draft or a publish was refused: where (`blocks.zh[3].content[0].href`, `title.en`), the rule
 * broken (worded by the staff page in its language), the rule's figure (a limit) and, in English, what.
 */
export interface Problem {
  path: string;
  rule: StaffRule;
  detail: string | null;
  message: string;
}

export interface StudioDraft {
  body: StudioBody;
  savedBy: string;
  savedAt: string;
}

export type VersionAction = 'original' | 'publish' | 'restore';

export interface StudioVersion {
  id: number;
  action: VersionAction;
  actor: string;
  at: string;
  restoredFrom: number | null;
}

/** Copy that goes live by itself at a set time. */
export interface StudioScheduled {
  body: StudioBody;
  /** when it goes live, ISO */
  at: string;
  scheduledBy: string;
  scheduledAt: string;
}

/**
 * A target as the editor opens it: what is live, the draft if any, a scheduled publish if any, every
 * published version (newest first), and its revision: what a write sends back so that a change made
 * meanwhile by someone else is refused (409) instead of overwritten.
 */
export interface StudioTarget extends TargetSummary {
  live: StudioBody;
  draft: StudioDraft | null;
  scheduled: StudioScheduled | null;
  versions: StudioVersion[];
  revision: string;
}

/** A saved draft, with the target's revision after it. */
export interface SavedDraft extends StudioDraft {
  revision: string;
}

/** The answer to a publish or a restore. */
export interface Published {
  version: StudioVersion;
  live: StudioBody;
  revision: string;
}

/** The answer to scheduling a publish. */
export interface Scheduled {
  scheduled: StudioScheduled;
  revision: string;
}
