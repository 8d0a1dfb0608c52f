// Read side of the content API: every call's data for one campus in one language.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  Block, BlogPost, CalendarEntry, CampusCode, Club, ClubContent, ContentItem, ContentView, FaqItem, HomeBanner, Lang,
  FocalPoint, MenuItem, MenuList, Page, SeniorStudent, Tuition,
} from '@schools/shared-api';
import { withFocus } from '@schools/shared-api';
import { lockKeys } from '../../platform/db/locks';
import type { Dialect } from '../../platform/db/dialect';
import type { ContentTable, Database } from '../../platform/db/schema';
import { ApiError } from '../../platform/http/errors';
import { MENU_IDS } from './menuIds';
import type { CampusSeed } from './campusContent';
import { shownAt } from '../news/visibility';
import { localize, text } from './localize';

/** Constants of SPEC 9 that the tuition answer carries on every campus. */
export const TUITION = {
  year: '2025-26',
  otherFeesBasis: '2024-25',
  applicationFee: 2000,
  lastUpdated: ['2024-12-20', '2025-05-16'],
  applicationFeeNote: {
    en: 'The application fee of 2,000 yuan is non-refundable and is credited to tuition if the student is admitted.',
    zh: '申请费为人民币2,000元，不予退还；学生被录取后可抵扣学费。',
  },
} as const;

/**
 * Facts that copy names by token (`{next-session}`, `{school-year}`), computed when the copy is answered
 * from the data they describe (the admissions module's sessionFacts, the calendar's schoolYearFacts), in
 * the answer's language. Read on the service's own database handle: the preview's is a transaction, and
 * on SQLite's one connection a read beside it would wait for ever.
 */
export type LiveFacts = (db: Kysely<Database>, site: CampusCode, lang: Lang) => Promise<Record<string, string>>;

/** What the media library knows of one of its photographs: where its subject is, what it shows. */
export interface LibraryPhoto {
  focus: FocalPoint;
  alt: { en: string; zh: string };
}

/**
 * A campus's photographs (the media library's), by what content stores for each: a picture's address
 * carries its focal point (`#focus=x,y`) so every crop on the site keeps its subject, and wherever it
 * shows, its alt text is the one its editor wrote. Read on the service's own database handle (the
 * preview's is a transaction).
 */
export type LibraryPhotos = (db: Kysely<Database>, site: CampusCode) => Promise<ReadonlyMap<string, LibraryPhoto>>;

/** How an answer gives a stored picture: its address, and its alt text ('' for an illustration, which the copy beside it describes). */
interface Pictures {
  at: (stored: string) => string;
  alt: (stored: string) => string;
}

/** A token in copy: lower-case words joined by hyphens, in braces. */
const TOKEN = /\{([a-z]+(?:-[a-z]+)*)\}/g;
const HAS_TOKEN = /\{[a-z]+(?:-[a-z]+)*\}/;

/** A visitor's views of an item count once in this window. */
export const VIEW_WINDOW_MS = 24 * 60 * 60 * 1000;

export class ContentService {
  constructor(
    private readonly db: Kysely<Database>,
    /** object-storage base path or address that image paths are served under, no trailing slash */
    private readonly storageBase: string,
    private readonly dialect: Dialect = 'sqlite',
    private readonly now: () => Date = () => new Date(),
    /** the studio's preview: a hidden news story's own page shows (the staff still see it); lists stay as visitors see them */
    private readonly seesHiddenStories = false,
    /** the facts copy may name by token; without them a token stays as written */
    private readonly facts?: LiveFacts,
    /** the library's photographs; without them every picture is cropped around its middle and has no alt text of its own */
    private readonly photos?: LibraryPhotos,
  ) {}

  /** How the campus's stored pictures are given in this answer: one read of its photographs. */
  private async pictures(site: CampusCode, lang: Lang): Promise<Pictures> {
    const photos = this.photos ? await this.photos(this.db, site) : new Map<string, LibraryPhoto>();
    return {
      at: (stored) => {
        const photo = photos.get(stored);
        return photo ? withFocus(this.file(stored), photo.focus) : this.file(stored);
      },
      alt: (stored) => photos.get(stored)?.alt[lang] ?? '',
    };
  }

  /**
   * What puts the facts in `texts` (a token's fact as text, or escaped for the inside of a JSON string),
   * or undefined when none of them has a token: the facts are asked for only then.
   */
  private async factsFor(site: CampusCode, lang: Lang, texts: string[]): Promise<((value: string, json: boolean) => string) | undefined> {
    if (!this.facts || !texts.some((t) => HAS_TOKEN.test(t))) return undefined;
    const facts = await this.facts(this.db, site, lang);
    return (value, json) => value.replace(TOKEN, (token, name: string) => (name in facts ? (json ? JSON.stringify(facts[name]).slice(1, -1) : facts[name]!) : token));
  }

  /**
   * The rows as items, each token of their copy replaced by its fact (asked for only when a row has a
   * token). Replaced in the stored JSON text, escaped as JSON, so a fact can never break a block.
   */
  private async items(rows: ContentTable[], site: CampusCode, lang: Lang): Promise<ContentItem[]> {
    const pictures = await this.pictures(site, lang);
    const put = await this.factsFor(site, lang, rows.flatMap((r) => [text(r, 'blocks', lang), text(r, 'title', lang), text(r, 'summary', lang)]));
    if (!put) return rows.map((r) => this.item(r, lang, pictures));
    return rows.map((r) => this.item({
      ...r, [`blocks_${lang}`]: put(text(r, 'blocks', lang), true), [`title_${lang}`]: put(text(r, 'title', lang), false), [`summary_${lang}`]: put(text(r, 'summary', lang), false),
    }, lang, pictures));
  }

  /** A stored file's address: under the storage base, or as stored when it is an address already. */
  private file(stored: string): string {
    if (!stored || /^https?:\/\//.test(stored)) return stored;
    return `${this.storageBase}/${stored}`;
  }

  /** Stored blocks with their pictures addressed like every other picture. */
  private blocks(json: string, { at }: Pictures): Block[] {
    return (JSON.parse(json) as Block[]).map((b) =>
      b.type === 'image' ? { ...b, src: at(b.src) }
        : b.type === 'gallery' ? { ...b, images: b.images.map((i) => ({ ...i, src: at(i.src) })) }
          : b);
  }

  private item(row: ContentTable, lang: Lang, pictures: Pictures): ContentItem {
    const urls = JSON.parse(row.urls) as string[];
    return {
      id: row.id,
      menuId: row.menu_id,
      key: row.key,
      title: text(row, 'title', lang),
      summary: text(row, 'summary', lang),
      blocks: this.blocks(text(row, 'blocks', lang), pictures),
      urls: urls.map(pictures.at),
      alts: urls.map(pictures.alt),
      link: row.link,
      path: row.path,
      date: row.date,
      views: row.views,
    };
  }

  async menu(site: CampusCode, lang: Lang): Promise<MenuList> {
    const rows = await this.db.selectFrom('menu').selectAll().where('site', '=', site).orderBy('sort').execute();
    const build = (parent: string | null): MenuItem[] =>
      rows
        .filter((r) => r.parent_id === parent)
        .map((r) => {
          const children = build(r.id);
          return { id: r.id, url: r.url, title: text(r, 'title', lang), ...(children.length ? { children } : {}) };
        });
    const menu = build(null);
    // The hash covers exactly what is sent, so it changes exactly when the menu does.
    const hashCode = createHash('sha256').update(JSON.stringify(menu)).digest('hex').slice(0, 16);
    return { hashCode, menu };
  }

  private async requireMenu(site: CampusCode, menuId: string): Promise<void> {
    // Groups of page copy that no navigation menu carries.
    if (menuId === MENU_IDS.basic || menuId === MENU_IDS.artFestival) return;
    const row = await this.db.selectFrom('menu').select('id').where('site', '=', site).where('id', '=', menuId).executeTakeFirst();
    if (!row) throw ApiError.notFound(`Menu ${menuId} does not exist on ${site}`);
  }

  async contentByMenu(site: CampusCode, lang: Lang, menuId: string): Promise<ContentItem[]> {
    await this.requireMenu(site, menuId);
    const rows = await this.db.selectFrom('content').selectAll()
      .where('site', '=', site).where('menu_id', '=', menuId).where('path', '=', '')
      .orderBy('sort').execute();
    return this.items(rows, site, lang);
  }

  async contentList(site: CampusCode, lang: Lang, menuId: string, page: number, size: number): Promise<Page<ContentItem>> {
    await this.requireMenu(site, menuId);
    const base = this.db.selectFrom('content').where('site', '=', site).where('menu_id', '=', menuId).where('path', '!=', '')
      .where(shownAt(this.now().toISOString()));
    const [{ total }] = (await base.select((eb) => eb.fn.countAll<string | number>().as('total')).execute()) as [{ total: string | number }];
    // Newest first (the seed's order within a day; a story the studio creates comes before the day's others).
    const rows = await base.selectAll().orderBy('date', 'desc').orderBy('sort').orderBy('id').limit(size).offset((page - 1) * size).execute();
    return { list: await this.items(rows, site, lang), page, size, total: Number(total) };
  }

  async detail(site: CampusCode, lang: Lang, id: number): Promise<ContentItem> {
    let query = this.db.selectFrom('content').selectAll().where('site', '=', site).where('id', '=', id);
    // A hidden story is "not found" to visitors, exactly like one that never was.
    if (!this.seesHiddenStories) query = query.where(shownAt(this.now().toISOString()));
    const row = await query.executeTakeFirst();
    if (!row) throw ApiError.notFound(`Content item ${id} does not exist on ${site}`);
    return (await this.items([row], site, lang))[0]!;
  }

  /**
   * Counts a view of an item once per visitor: remembering the visitor and adding the view happen in
   * one transaction, and the increment is one statement, so concurrent views are never lost or doubled.
   */
  /**
   * Records a view and returns the count. A view counts once per visitor and item in VIEW_WINDOW_MS:
   * not again while the visitor's cookie, or the address it comes from, has counted one for the item
   * within the window (a client that drops cookies is still one visitor). Concurrent views of one
   * visitor are serialised, so a burst counts once.
   */
  async view(site: CampusCode, id: number, visitors: readonly string[]): Promise<ContentView> {
    return this.db.transaction().execute(async (trx) => {
      await lockKeys(trx, this.dialect, visitors.map((v) => `view:${site}:${id}:${v}`));
      const now = this.now();
      const item = await trx.selectFrom('content').select(['id', 'views']).where('site', '=', site).where('id', '=', id)
        .where(shownAt(now.toISOString())).executeTakeFirst();
      if (!item) throw ApiError.notFound(`Content item ${id} does not exist on ${site}`);
      const since = new Date(now.getTime() - VIEW_WINDOW_MS).toISOString();
      const recent = await trx.selectFrom('content_viewer').select('visitor')
        .where('site', '=', site).where('content_id', '=', id).where('visitor', 'in', [...visitors]).where('viewed_at', '>', since)
        .executeTakeFirst();
      if (recent) return { id: item.id, views: Number(item.views) };
      for (const visitor of visitors) {
        await trx.insertInto('content_viewer').values({ site, content_id: id, visitor, viewed_at: now.toISOString() })
          .onConflict((oc) => oc.columns(['site', 'content_id', 'visitor']).doUpdateSet({ viewed_at: now.toISOString() })).execute();
      }
      const row = await trx.updateTable('content').set((eb) => ({ views: eb('views', '+', 1) }))
        .where('site', '=', site).where('id', '=', id).returning(['id', 'views']).executeTakeFirstOrThrow();
      return { id: row.id, views: Number(row.views) };
    });
  }

  /**
   * Every content item of the campus as visitors read it (its facts put in), with the stories
   * scheduled for later and when each shows (`visibleFrom`; null: shown now): what the site's search
   * finds (modules/search), which keeps a scheduled story until its time. Drafts and hidden stories
   * are not among them.
   */
  async readable(site: CampusCode, lang: Lang): Promise<{ item: ContentItem; visibleFrom: string | null }[]> {
    const rows = await this.db.selectFrom('content').leftJoin('news_story', 'news_story.content_id', 'content.id')
      .selectAll('content').select('news_story.visible_from as visible_from')
      .where('content.site', '=', site)
      // A story with no row is the seed's, published; a row without a time is a draft or unpublished.
      .where((eb) => eb.or([eb('news_story.content_id', 'is', null), eb('news_story.visible_from', 'is not', null)]))
      .orderBy('content.menu_id').orderBy('content.sort').orderBy('content.id').execute();
    const items = await this.items(rows, site, lang);
    return items.map((item, i) => ({ item, visibleFrom: rows[i]!.visible_from ?? null }));
  }

  async newsIds(site: CampusCode, menuId: string): Promise<number[]> {
    await this.requireMenu(site, menuId);
    const rows = await this.db.selectFrom('content').select('id')
      .where('site', '=', site).where('menu_id', '=', menuId).where('path', '!=', '')
      .where(shownAt(this.now().toISOString()))
      .orderBy('date', 'desc').orderBy('sort').orderBy('id').execute();
    return rows.map((r) => r.id);
  }

  async homeBanner(site: CampusCode, lang: Lang): Promise<HomeBanner> {
    const banner = await this.document<CampusSeed['banner']>(site, 'banner');
    const { at, alt } = await this.pictures(site, lang);
    // A slide may name a fact by token ("Admissions open for {next-school-year}").
    const put = await this.factsFor(site, lang, banner.slides.flatMap((s) => [s.title[lang], s.subtitle[lang]]));
    const words = (value: string) => (put ? put(value, false) : value);
    const tour = banner.vrPic ?? banner.vrList[0]?.pic ?? '';
    return {
      slides: banner.slides.map((s) => ({ pic: at(s.image), alt: alt(s.image), title: words(s.title[lang]), subtitle: words(s.subtitle[lang]) })),
      VRLink: banner.vrLink,
      VRList: banner.vrList.map((v) => ({ pic: at(v.pic), alt: alt(v.pic), name: v.name })),
      VRPic: { pic: at(tour), alt: alt(tour) },
    };
  }

  async faq(site: CampusCode, lang: Lang): Promise<FaqItem[]> {
    const rows = await this.db.selectFrom('faq').selectAll().where('site', '=', site).orderBy('sort').execute();
    return rows.map((r) => ({ id: r.id, question: text(r, 'question', lang), answer: text(r, 'answer', lang) }));
  }

  async tuition(site: CampusCode, lang: Lang): Promise<Tuition> {
    const doc = localize(await this.document<CampusSeed['tuition']>(site, 'tuition'), lang);
    return {
      year: TUITION.year,
      otherFeesBasis: TUITION.otherFeesBasis,
      currency: 'CNY',
      rows: doc.rows,
      otherFees: doc.otherFees,
      applicationFee: { amount: TUITION.applicationFee, refundable: false, creditedToTuition: true, note: TUITION.applicationFeeNote[lang] },
      notes: doc.notes,
      lastUpdated: [...TUITION.lastUpdated],
      bank: doc.bank ?? null,
    };
  }

  async calendars(site: CampusCode, lang: Lang): Promise<CalendarEntry[]> {
    const rows = await this.db.selectFrom('calendar').selectAll().where('site', '=', site).orderBy('sort').execute();
    // A calendar is an in-site page (a route path) or a file in object storage.
    return rows.map((r) => ({ url: r.url.startsWith('/') ? r.url : this.file(r.url), title: text(r, 'title', lang) }));
  }

  async clubs(site: CampusCode, lang: Lang): Promise<Club[]> {
    const { at, alt } = await this.pictures(site, lang);
    const rows = await this.db.selectFrom('club').selectAll().where('site', '=', site).orderBy('sort').execute();
    return rows.map((r) => ({
      id: r.id, category: text(r, 'category', lang), name: text(r, 'name', lang),
      summary: firstParagraph(text(r, 'description', lang)), pic: at(r.pic), picAlt: alt(r.pic),
    }));
  }

  async club(site: CampusCode, lang: Lang, id: number): Promise<ClubContent> {
    const { at, alt } = await this.pictures(site, lang);
    const r = await this.db.selectFrom('club').selectAll().where('site', '=', site).where('id', '=', id).executeTakeFirst();
    if (!r) throw ApiError.notFound(`Club ${id} does not exist on ${site}`);
    const description = text(r, 'description', lang);
    return {
      id: r.id, category: text(r, 'category', lang), name: text(r, 'name', lang),
      summary: firstParagraph(description), description, pic: at(r.pic), picAlt: alt(r.pic),
    };
  }

  /** Every club of the campus with its whole description, in the school's order (the site's search reads them). */
  async clubsInFull(site: CampusCode, lang: Lang): Promise<ClubContent[]> {
    const { at, alt } = await this.pictures(site, lang);
    const rows = await this.db.selectFrom('club').selectAll().where('site', '=', site).orderBy('sort').execute();
    return rows.map((r) => {
      const description = text(r, 'description', lang);
      return {
        id: r.id, category: text(r, 'category', lang), name: text(r, 'name', lang),
        summary: firstParagraph(description), description, pic: at(r.pic), picAlt: alt(r.pic),
      };
    });
  }

  async students(site: CampusCode, lang: Lang, page: number, size: number): Promise<SeniorStudent[]> {
    const { at, alt } = await this.pictures(site, lang);
    const rows = await this.db.selectFrom('student').selectAll().where('site', '=', site)
      .orderBy('sort').limit(size).offset((page - 1) * size).execute();
    return rows.map((r) => ({
      id: r.id, name: text(r, 'name', lang), projectTitle: text(r, 'project_title', lang), advisor: text(r, 'advisor', lang),
      internshipLocation: text(r, 'internship_location', lang), onsiteMentor: text(r, 'onsite_mentor', lang),
      projectAbstract: text(r, 'project_abstract', lang), pic: at(r.pic), picAlt: alt(r.pic),
    }));
  }

  async posts(site: CampusCode, lang: Lang, studentId: number): Promise<BlogPost[]> {
    const { at, alt } = await this.pictures(site, lang);
    const student = await this.db.selectFrom('student').select('id').where('site', '=', site).where('id', '=', studentId).executeTakeFirst();
    if (!student) throw ApiError.notFound(`Student ${studentId} does not exist on ${site}`);
    const rows = await this.db.selectFrom('post').selectAll().where('student_id', '=', studentId).orderBy('sort').execute();
    return rows.map((r) => ({
      id: r.id, studentId: r.student_id, title: text(r, 'title', lang), summary: text(r, 'summary', lang),
      body: text(r, 'body', lang), date: r.date, pic: at(r.pic), picAlt: alt(r.pic),
    }));
  }

  private async document<T>(site: CampusCode, name: string): Promise<T> {
    const row = await this.db.selectFrom('document').select('body').where('site', '=', site).where('name', '=', name).executeTakeFirst();
    if (!row) throw ApiError.notFound(`No ${name} content for ${site}`);
    return JSON.parse(row.body) as T;
  }
}

function firstParagraph(body: string): string {
  return body.split(/\n\s*\n/)[0] ?? '';
}
