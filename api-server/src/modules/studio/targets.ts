// The editable targets of a campus, one small adapter per kind: how a target's body is read from its
// live row(s), written back, and listed for the studio's navigation. Everything else (drafts,
// versions, publishing, preview) is the same for every kind (studioService.ts).
import type { Kysely, Transaction } from 'kysely';
import type { Dialect } from '../../platform/db/dialect';
import type { Database } from '../../platform/db/schema';
import type { Block, Inline } from '@schools/shared-api';
import { findRoute, isDisabledOn, type CampusCode, type Lang } from '@schools/shared-api';
import { ROUTES } from '@schools/root-config/routes';
import { MAX_ID } from '../../platform/http/schemas';
import { pageHeading, pageTrail } from './pageTrail';
import { placeOf } from './placement';
import {
  STUDIO_DOCUMENTS, type Bilingual, type ClubBody, type ContentBody, type FaqBody, type MenuBody, type StudioBody, type StudioDocument,
  type TargetKind, type TargetPlace, type TargetSummary,
} from './types';

type Db = Kysely<Database> | Transaction<Database>;
type Summary = Omit<TargetSummary, 'hasDraft'>;

export interface TargetAdapter {
  /** the live body, or undefined when the campus has no such target; `lock` keeps the row(s) as read until the transaction ends (PostgreSQL) */
  read(db: Db, site: string, key: string, lock: boolean): Promise<StudioBody | undefined>;
  /** writes a (validated) body to the live row(s) */
  write(trx: Db, site: string, key: string, body: StudioBody): Promise<void>;
  list(db: Db, site: string): Promise<Summary[]>;
}

const bi = (en: string, zh: string): Bilingual => ({ en, zh });
const NONE = bi('', '');
/** A row id in a path: digits within the database's integer range, else no such row. */
const rowId = (key: string): number | undefined => (/^[1-9][0-9]{0,9}$/.test(key) && Number(key) <= MAX_ID ? Number(key) : undefined);
/** An in-site route a visitor can open, or null (an entry that only groups others). */
const routeOf = (url: string | undefined): string | null => (url && url.startsWith('/') && !url.includes('no-link') ? url : null);

/** Longest part of a block's text in a list entry's name. */
const SNIPPET_CHARS = 40;

/**
 * What a part of a page says first, to name it in the list in the editor's own language: its first
 * heading, else its first text, else its first picture's alt text ('' when it has none of these).
 */
export function snippetOf(blocks: Block[]): string {
  const inline = (runs: Inline[]) => runs.map((run) => run.text).join('');
  const heading = blocks.find((b) => b.type === 'heading');
  const textOf = (block: Block): string => {
    switch (block.type) {
      case 'heading': case 'quote': return block.text;
      case 'paragraph': return inline(block.content);
      case 'list': return block.items.map(inline).join(' · ');
      case 'table': return block.caption ?? block.head.join(' · ');
      case 'facts': return block.items.map((item) => `${item.label} ${item.value}`).join(' · ');
      case 'cta': return block.links.map((link) => link.label).join(' · ');
      case 'image': return block.alt;
      case 'gallery': return block.images[0]?.alt ?? '';
    }
  };
  const text = (heading ? heading.text : blocks.map(textOf).find((t) => t.trim()) ?? '').replace(/\s+/g, ' ').trim();
  return text.length > SNIPPET_CHARS ? `${text.slice(0, SNIPPET_CHARS - 1).trimEnd()}…` : text;
}

type MenuRow = Pick<Database['menu'], 'id' | 'parent_id' | 'url' | 'title_en' | 'title_zh'>;

async function menuRows(db: Db, site: string): Promise<MenuRow[]> {
  return db.selectFrom('menu').select(['id', 'parent_id', 'url', 'title_en', 'title_zh']).where('site', '=', site).orderBy('id').execute();
}
/** The top-level section of a menu id ('0201' -> About Us). */
const sectionOf = (menu: MenuRow[], menuId: string): Bilingual => {
  const top = menu.find((m) => m.id === menuId.slice(0, 2));
  return top ? bi(top.title_en, top.title_zh) : NONE;
};

/** The page's section in the site's tree (Admissions for /admissions/questions), empty for none. */
function sectionOfPage(page: string | null): Bilingual {
  const top = page ? pageTrail(ROUTES, page)[0] : undefined;
  return top ? { ...top.meta.nav_title } : NONE;
}
/** What visitors read as the page's heading, empty for none. */
function headingOf(page: string | null): Bilingual {
  const route = page ? findRoute(ROUTES, page) : undefined;
  return route ? { ...pageHeading(route) } : NONE;
}
/**
 * Where a target belongs in the site's tree, with the section it is under. Copy of a page the campus
 * does not offer (BBCD's leaders, courses and clubs) shows nowhere: `unused`, on no page.
 */
function onPage(site: string, page: string | null, place: TargetPlace): Pick<Summary, 'page' | 'place' | 'section'> {
  if (page && isDisabledOn(ROUTES, page, site as CampusCode)) return { page: null, place: 'unused', section: NONE };
  if (!page && place !== 'label' && place !== 'menu') return { page: null, place: 'unused', section: NONE };
  return { page, place, section: sectionOfPage(page) };
}
/** A target that is the whole of what it shows on its page (an FAQ entry, a club, a document): its route is its page's. */
const shownOn = (site: string, page: string, place: TargetPlace) => {
  const where = onPage(site, page, place);
  return { ...where, route: where.page };
};

type ContentRow = Pick<Database['content'], 'id' | 'menu_id' | 'key' | 'path' | 'title_en' | 'title_zh' | 'blocks_en' | 'blocks_zh'>;

/**
 * A content item's name in one language, by what it is on its page: a page's copy is named by the
 * page's heading; an item, a card, a profile, a panel or a form by its title; a contact detail or a
 * label by what it says; a part of a page by its own title where it has one (not the group's, which
 * every part of the group shares), else by what it says.
 */
function contentName(row: ContentRow, lang: Lang, place: TargetPlace, heading: string, group: string): string {
  const title = lang === 'en' ? row.title_en : row.title_zh;
  const says = snippetOf(JSON.parse(lang === 'en' ? row.blocks_en : row.blocks_zh) as Block[]);
  switch (place) {
    case 'page': return heading || title || says;
    case 'item': case 'card': case 'profile': case 'panel': case 'form': return title || says;
    case 'contact': case 'label': return says || title;
    default: return (title && title !== group && title !== heading ? title : says) || title || heading;
  }
}

const content: TargetAdapter = {
  async read(db, site, key, lock) {
    const id = rowId(key);
    if (id === undefined) return undefined;
    let query = db.selectFrom('content').select(['title_en', 'title_zh', 'summary_en', 'summary_zh', 'blocks_en', 'blocks_zh'])
      .where('site', '=', site).where('id', '=', id);
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row) return undefined;
    return {
      title: bi(row.title_en, row.title_zh), summary: bi(row.summary_en, row.summary_zh),
      blocks: { en: JSON.parse(row.blocks_en), zh: JSON.parse(row.blocks_zh) },
    } satisfies ContentBody;
  },
  async write(trx, site, key, body) {
    const { title, summary, blocks } = body as ContentBody;
    await trx.updateTable('content').set({
      title_en: title.en, title_zh: title.zh, summary_en: summary.en, summary_zh: summary.zh,
      blocks_en: JSON.stringify(blocks.en), blocks_zh: JSON.stringify(blocks.zh),
    }).where('site', '=', site).where('id', '=', rowId(key)!).execute();
  },
  async list(db, site) {
    const menu = await menuRows(db, site);
    const rows = await db.selectFrom('content').select(['id', 'menu_id', 'key', 'path', 'title_en', 'title_zh', 'blocks_en', 'blocks_zh'])
      .where('site', '=', site).orderBy('menu_id').orderBy('sort').orderBy('id').execute();
    return rows.map((r): Summary => {
      const placed = placeOf(r, menu);
      const { page, place, section } = onPage(site, placed.page, placed.place);
      const heading = headingOf(page);
      const own = menu.find((m) => m.id === r.menu_id);
      // A field name such as article_desc1 means nothing to an editor: each is named by what it is or says.
      const label = placed.name ?? bi(
        contentName(r, 'en', place, heading.en, own?.title_en ?? ''),
        contentName(r, 'zh', place, heading.zh, own?.title_zh ?? ''),
      );
      const base = { target: `content:${r.id}`, kind: 'content' as const, key: String(r.id), label, page, place, section };
      // A list item opens its own page (its detail, by id); a card or a profile shows on the page that lists it.
      if (r.path) return { ...base, group: 'lists', route: place === 'item' ? `${r.path}?id=${r.id}` : page };
      if (place === 'contact') return { ...base, group: 'contacts', route: page };
      if (place === 'label') return { ...base, group: 'labels', route: null };
      return { ...base, group: 'pages', route: page };
    });
  },
};

const faq: TargetAdapter = {
  async read(db, site, key, lock) {
    const id = rowId(key);
    if (id === undefined) return undefined;
    let query = db.selectFrom('faq').selectAll().where('site', '=', site).where('id', '=', id);
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return row && ({ question: bi(row.question_en, row.question_zh), answer: bi(row.answer_en, row.answer_zh) } satisfies FaqBody);
  },
  async write(trx, site, key, body) {
    const { question, answer } = body as FaqBody;
    await trx.updateTable('faq').set({ question_en: question.en, question_zh: question.zh, answer_en: answer.en, answer_zh: answer.zh })
      .where('site', '=', site).where('id', '=', rowId(key)!).execute();
  },
  async list(db, site) {
    const rows = await db.selectFrom('faq').select(['id', 'question_en', 'question_zh']).where('site', '=', site).orderBy('sort').execute();
    return rows.map((r) => ({
      target: `faq:${r.id}`, kind: 'faq', key: String(r.id), group: 'faq', label: bi(r.question_en, r.question_zh),
      ...shownOn(site, '/admissions/questions', 'faq'),
    }));
  },
};

const CLUBS = '/stuLife/wonderfulLife/club';

const club: TargetAdapter = {
  async read(db, site, key, lock) {
    const id = rowId(key);
    if (id === undefined) return undefined;
    let query = db.selectFrom('club').selectAll().where('site', '=', site).where('id', '=', id);
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return row && ({
      category: bi(row.category_en, row.category_zh), name: bi(row.name_en, row.name_zh), description: bi(row.description_en, row.description_zh),
    } satisfies ClubBody);
  },
  async write(trx, site, key, body) {
    const { category, name, description } = body as ClubBody;
    await trx.updateTable('club').set({
      category_en: category.en, category_zh: category.zh, name_en: name.en, name_zh: name.zh, description_en: description.en, description_zh: description.zh,
    }).where('site', '=', site).where('id', '=', rowId(key)!).execute();
  },
  async list(db, site) {
    const rows = await db.selectFrom('club').select(['id', 'name_en', 'name_zh']).where('site', '=', site).orderBy('sort').execute();
    return rows.map((r) => ({
      target: `club:${r.id}`, kind: 'club', key: String(r.id), group: 'clubs', label: bi(r.name_en, r.name_zh),
      ...shownOn(site, CLUBS, 'club'),
    }));
  },
};

const menu: TargetAdapter = {
  async read(db, site, key, lock) {
    if (!/^[0-9]{2}([0-9]{2}){0,3}$/.test(key)) return undefined;
    let query = db.selectFrom('menu').select(['title_en', 'title_zh']).where('site', '=', site).where('id', '=', key);
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return row && ({ title: bi(row.title_en, row.title_zh) } satisfies MenuBody);
  },
  async write(trx, site, key, body) {
    const { title } = body as MenuBody;
    await trx.updateTable('menu').set({ title_en: title.en, title_zh: title.zh }).where('site', '=', site).where('id', '=', key).execute();
  },
  async list(db, site) {
    const rows = await menuRows(db, site);
    return rows.map((r) => ({
      // The navigation is one thing across the site: the menu titles are listed together, not on their pages.
      target: `menu:${r.id}`, kind: 'menu', key: r.id, group: 'menu', label: bi(r.title_en, r.title_zh),
      section: r.parent_id ? sectionOf(rows, r.id) : NONE, route: routeOf(r.url), page: null, place: 'menu',
    }));
  },
};

const DOCUMENTS: Record<StudioDocument, { label: Bilingual; route: string; place: TargetPlace }> = {
  tuition: { label: bi('Tuition and fees', '学费与费用'), route: '/admissions/tuition', place: 'tuition' },
  banner: { label: bi('Home carousel', '首页轮播'), route: '/home', place: 'carousel' },
};
const isDocument = (key: string): key is StudioDocument => (STUDIO_DOCUMENTS as readonly string[]).includes(key);

const documentAdapter: TargetAdapter = {
  async read(db, site, key, lock) {
    if (!isDocument(key)) return undefined;
    let query = db.selectFrom('document').select('body').where('site', '=', site).where('name', '=', key);
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return row && (JSON.parse(row.body) as StudioBody);
  },
  async write(trx, site, key, body) {
    await trx.updateTable('document').set({ body: JSON.stringify(body) }).where('site', '=', site).where('name', '=', key).execute();
  },
  async list(db, site) {
    const rows = await db.selectFrom('document').select('name').where('site', '=', site).execute();
    return STUDIO_DOCUMENTS.filter((name) => rows.some((r) => r.name === name)).map((name) => ({
      target: `document:${name}`, kind: 'document', key: name, group: 'documents', label: DOCUMENTS[name].label,
      ...shownOn(site, DOCUMENTS[name].route, DOCUMENTS[name].place),
    }));
  },
};

export const ADAPTERS: Record<TargetKind, TargetAdapter> = { content, faq, club, menu, document: documentAdapter };

/** `lock` only where the database has row locks: SQLite's one writer serialises the change already. */
export const lockRows = (dialect: Dialect) => dialect === 'postgres';
