// The studio's news: a campus's stories with their state, a new story, and publishing (now or at a
// time), unpublishing, a story's date and cover. A story is a `content` row of the news menu, so its
// copy is the studio target `content:<id>` (drafts, versions, preview as any copy); its state is a
// `news_story` row (none for the seed's stories, which are published). Every change writes its audit
// row in the same transaction; the caller then drops the campus's cached answers.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Dialect } from '../../platform/db/dialect';
import type { Database, NewsStoryTable } from '../../platform/db/schema';
import { lockKeys } from '../../platform/db/locks';
import { ApiError } from '../../platform/http/errors';
import type { MediaService } from '../media/mediaService';
import { MENU_IDS } from '../content/menuIds';
import { writeAudit } from '../staff/audit';
import type { Actor } from '../staff/roles';
import { StudioRefusal, type StudioService } from '../studio/studioService';
import type { Bilingual, ContentBody, Problem } from '../studio/types';
import { bodyProblems } from '../studio/validate';
import { nextPublication } from './visibility';

export const STORY_STATES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type StoryState = (typeof STORY_STATES)[number];

/** The visitor's page of a story. */
export const STORY_PATH = '/news_detail';
/** How far ahead a story may be scheduled. */
const MAX_AHEAD_MS = 2 * 366 * 24 * 60 * 60 * 1000;

/** A story as the studio lists it. */
export interface NewsStory {
  id: number;
  /** its copy's studio target, content:<id> */
  target: string;
  title: Bilingual;
  summary: Bilingual;
  /** the date it shows, YYYY-MM-DD */
  date: string;
  /** the cover's address as the site gives it, or null */
  cover: string | null;
  /** the library photograph the cover is, or null (an illustration, or none) */
  coverMediaId: number | null;
  state: StoryState;
  /** from when visitors see it (UTC); null while hidden, and for a story of the seed */
  visibleFrom: string | null;
  hasDraft: boolean;
  /** the visitor's route of its page */
  route: string;
  /** the last change of its state, by whom; null for a story the studio has not touched */
  updatedBy: string | null;
  updatedAt: string | null;
}

/** A new story: its copy in both languages, its date and (optionally) its cover. */
export interface NewStory extends ContentBody {
  date: string;
  coverMediaId?: number | null;
}

/** Publishing: the copy as the editor has it, the date and cover, and when (now when absent). */
export interface Publication {
  body?: ContentBody;
  date?: string;
  coverMediaId?: number | null;
  /** ISO 8601 with an offset, in the future: visitors see the story from then on */
  at?: string;
}

type Db = Kysely<Database> | Transaction<Database>;
type StoryRow = Pick<Database['content'], 'id' | 'title_en' | 'title_zh' | 'summary_en' | 'summary_zh' | 'date' | 'urls'>
  & { story: number | null; updated_by: string | null; updated_at: string | null } & Pick<NewsStoryTable, 'visible_from' | 'first_published_at'>;

export function stateOf(row: Pick<StoryRow, 'story' | 'visible_from' | 'first_published_at'>, now: string): StoryState {
  if (row.story === null) return 'published';
  if (row.visible_from === null) return row.first_published_at ? 'unpublished' : 'draft';
  return row.visible_from > now ? 'scheduled' : 'published';
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A real calendar date (2026-02-30 is not). */
function dateProblem(date: unknown): Problem | undefined {
  const match = typeof date === 'string' ? DATE.exec(date) : null;
  if (!match) return { path: 'date', rule: 'dateFormat', detail: null, message: 'must be a date as YYYY-MM-DD' };
  const d = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (d.toISOString().slice(0, 10) !== date) return { path: 'date', rule: 'noSuchDate', detail: null, message: 'is not a day of the calendar' };
  return undefined;
}

export class NewsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
    private readonly studio: StudioService,
    private readonly media: MediaService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** When the campus's next scheduled story appears (ms since the epoch), or null. */
  nextPublication(site: string): Promise<number | null> {
    return nextPublication(this.db, site, this.now().toISOString());
  }

  private rows(db: Db, site: string) {
    return db.selectFrom('content')
      .leftJoin('news_story', 'news_story.content_id', 'content.id')
      .select([
        'content.id', 'content.title_en', 'content.title_zh', 'content.summary_en', 'content.summary_zh', 'content.date', 'content.urls',
        'news_story.content_id as story', 'news_story.visible_from', 'news_story.first_published_at', 'news_story.updated_by', 'news_story.updated_at',
      ])
      .where('content.site', '=', site).where('content.menu_id', '=', MENU_IDS.news).where('content.path', '!=', '');
  }

  private async view(site: string, rows: StoryRow[]): Promise<NewsStory[]> {
    const now = this.now().toISOString();
    const drafts = new Set((await this.db.selectFrom('studio_draft').select('target').where('site', '=', site).execute()).map((d) => d.target));
    const library = await this.media.library(site);
    return rows.map((r) => {
      const stored = (JSON.parse(r.urls) as string[])[0] || null;
      return {
        id: r.id, target: `content:${r.id}`, title: { en: r.title_en, zh: r.title_zh }, summary: { en: r.summary_en, zh: r.summary_zh },
        date: r.date, cover: stored && library.address(stored), coverMediaId: stored ? library.idOf(stored) : null,
        state: stateOf(r, now), visibleFrom: r.visible_from, hasDraft: drafts.has(`content:${r.id}`), route: `${STORY_PATH}?id=${r.id}`,
        updatedBy: r.updated_by, updatedAt: r.updated_at,
      };
    });
  }

  /** The campus's stories, newest first (as the site orders them), drafts and hidden ones included. */
  async list(site: string): Promise<NewsStory[]> {
    const rows = await this.rows(this.db, site).orderBy('content.date', 'desc').orderBy('content.sort').orderBy('content.id').execute();
    return this.view(site, rows);
  }

  async story(site: string, id: number): Promise<NewsStory> {
    return (await this.view(site, [await this.locked(this.db, site, id, false)]))[0]!;
  }

  /** The story's row, locked until the transaction ends (PostgreSQL); 404 when the campus has no such story. */
  private async locked(db: Db, site: string, id: number, lock = this.dialect === 'postgres'): Promise<StoryRow> {
    let query = this.rows(db, site).where('content.id', '=', id);
    // The story's content row (PostgreSQL cannot lock the nullable side of the outer join): every change of a story takes it first.
    if (lock) query = query.modifyEnd(sql`for update of content`);
    const row = await query.executeTakeFirst();
    if (!row) throw ApiError.notFound(`News story ${id} does not exist on ${site}`).because('notFound');
    return row;
  }

  /** A new story, hidden until it is published: its copy written as the studio would, with an audit row. */
  async create(site: string, input: unknown, by: Actor): Promise<NewsStory> {
    const { title, summary, blocks, date, coverMediaId } = (input ?? {}) as Partial<NewStory>;
    const body = { title, summary, blocks };
    const problems = [...bodyProblems('content', 'new', body)];
    const wrongDate = dateProblem(date);
    if (wrongDate) problems.push(wrongDate);
    if (problems.length) throw new StudioRefusal(problems);
    const copy = body as ContentBody;
    const at = this.now().toISOString();
    const id = await this.db.transaction().execute(async (trx) => {
      // Content ids are the seed's numbering across campuses: the next one is taken under a lock.
      await lockKeys(trx, this.dialect, ['content:new']);
      const cover = coverMediaId ? await this.media.storedPicture(trx, coverMediaId, site) : '';
      const { top } = await trx.selectFrom('content').select((eb) => eb.fn.max('id').as('top')).executeTakeFirstOrThrow();
      const { first } = await trx.selectFrom('content').select((eb) => eb.fn.min('sort').as('first'))
        .where('site', '=', site).where('menu_id', '=', MENU_IDS.news).executeTakeFirstOrThrow();
      const newId = Number(top ?? 0) + 1;
      // First among its day's stories, as the newest.
      const sort = first === null || first === undefined ? 0 : Number(first) - 1;
      await trx.insertInto('content').values({
        id: newId, site, menu_id: MENU_IDS.news, key: `news-studio-${newId}`, sort, urls: JSON.stringify(cover ? [cover] : []), link: '', path: STORY_PATH,
        date: date as string, views: 0, title_en: copy.title.en, title_zh: copy.title.zh, summary_en: copy.summary.en, summary_zh: copy.summary.zh,
        blocks_en: JSON.stringify(copy.blocks.en), blocks_zh: JSON.stringify(copy.blocks.zh),
      }).execute();
      await trx.insertInto('news_story').values({
        content_id: newId, site, visible_from: null, first_published_at: null, created_by: by.email, created_at: at, updated_by: by.email, updated_at: at,
      }).execute();
      await writeAudit(trx, by, { site, action: 'news.create', targetId: `content:${newId}`, before: null, after: { ...copy, date, cover: cover || null, state: 'draft' } }, new Date(at));
      return newId;
    });
    return this.story(site, id);
  }

  /**
   * Makes a story visible now or at `at` (later), with its copy, date and cover as given, all in one
   * transaction with the audit rows (the copy's as the studio's publish, the story's as news.publish
   * or news.schedule). A story visible already stays visible since when it was; its copy, date and
   * cover change.
   */
  async publish(site: string, id: number, input: Publication, by: Actor): Promise<NewsStory> {
    const now = this.now();
    const nowIso = now.toISOString();
    const problems: Problem[] = [];
    let at: string | undefined;
    if (input.at !== undefined) {
      const when = AT.test(input.at) ? Date.parse(input.at) : Number.NaN;
      if (Number.isNaN(when)) problems.push({ path: 'at', rule: 'dateTimeFormat', detail: null, message: 'must be a date and time with its offset, e.g. 2026-12-01T08:00:00+08:00' });
      else if (when <= now.getTime()) problems.push({ path: 'at', rule: 'inPast', detail: null, message: 'must be later than now: to show the story now, publish it without a time' });
      else if (when > now.getTime() + MAX_AHEAD_MS) problems.push({ path: 'at', rule: 'tooFarAhead', detail: null, message: 'must be within two years' });
      else at = new Date(when).toISOString();
    }
    if (input.date !== undefined) {
      const wrongDate = dateProblem(input.date);
      if (wrongDate) problems.push(wrongDate);
    }
    if (input.body !== undefined) problems.push(...bodyProblems('content', String(id), input.body));
    if (problems.length) throw new StudioRefusal(problems);

    await this.db.transaction().execute(async (trx) => {
      const row = await this.locked(trx, site, id);
      const state = stateOf(row, nowIso);
      if (at && state === 'published') {
        throw ApiError.badRequest(`News story ${id} is published: unpublish it first to show it again at a later time`).because('storyPublished');
      }
      const before = { state, visibleFrom: row.visible_from, date: row.date, cover: (JSON.parse(row.urls) as string[])[0] ?? null };
      await this.setDetails(trx, site, id, row, input);
      if (input.body !== undefined) await this.studio.publishWithin(trx, site, 'content', String(id), input.body, by);
      const visibleFrom = state === 'published' ? row.visible_from : (at ?? nowIso);
      if (row.story === null) {
        // A story of the seed, published already: nothing of its state changes.
      } else {
        const firstShown = row.first_published_at && row.first_published_at <= nowIso ? row.first_published_at : visibleFrom;
        await trx.updateTable('news_story').set({ visible_from: visibleFrom, first_published_at: firstShown, updated_by: by.email, updated_at: nowIso })
          .where('content_id', '=', id).execute();
      }
      const after = await this.locked(trx, site, id, false);
      await writeAudit(trx, by, {
        site, action: at ? 'news.schedule' : 'news.publish', targetId: `content:${id}`, before,
        after: { state: stateOf(after, nowIso), visibleFrom: after.visible_from, date: after.date, cover: (JSON.parse(after.urls) as string[])[0] ?? null },
      }, now);
    });
    return this.story(site, id);
  }

  /** Changes a story's date and cover (a published story's at once, as its visitors see it), with an audit row. */
  async update(site: string, id: number, input: Pick<Publication, 'date' | 'coverMediaId'>, by: Actor): Promise<NewsStory> {
    const wrongDate = input.date === undefined ? undefined : dateProblem(input.date);
    if (wrongDate) throw new StudioRefusal([wrongDate]);
    const now = this.now();
    await this.db.transaction().execute(async (trx) => {
      const row = await this.locked(trx, site, id);
      const changed = await this.setDetails(trx, site, id, row, input);
      if (!changed) return;
      await writeAudit(trx, by, {
        site, action: 'news.update', targetId: `content:${id}`,
        before: { date: row.date, cover: (JSON.parse(row.urls) as string[])[0] ?? null }, after: changed,
      }, now);
    });
    return this.story(site, id);
  }

  /** The date and cover, when given (the cover a published photograph of the campus). */
  /** What changed (for the audit), or undefined when nothing did. */
  private async setDetails(
    trx: Transaction<Database>, site: string, id: number, row: StoryRow, input: Pick<Publication, 'date' | 'coverMediaId'>,
  ): Promise<{ date: string; cover: string | null } | undefined> {
    const change: { date?: string; urls?: string } = {};
    const urls = JSON.parse(row.urls) as string[];
    if (input.date !== undefined && input.date !== row.date) change.date = input.date;
    if (input.coverMediaId) {
      const cover = await this.media.storedPicture(trx, input.coverMediaId, site);
      if (urls[0] !== cover) change.urls = JSON.stringify([cover, ...urls.slice(1)]);
    }
    if (!Object.keys(change).length) return undefined;
    await trx.updateTable('content').set(change).where('site', '=', site).where('id', '=', id).execute();
    return { date: change.date ?? row.date, cover: change.urls ? (JSON.parse(change.urls) as string[])[0]! : urls[0] ?? null };
  }

  /**
   * Hides a story from visitors (the list, Home, previous/next, its page); the staff still see it. A
   * story scheduled but never shown goes back to being a draft.
   */
  async unpublish(site: string, id: number, by: Actor): Promise<NewsStory> {
    const now = this.now();
    const nowIso = now.toISOString();
    await this.db.transaction().execute(async (trx) => {
      const row = await this.locked(trx, site, id);
      const state = stateOf(row, nowIso);
      if (state === 'draft' || state === 'unpublished') return;
      const shown = row.story === null || (row.first_published_at !== null && row.first_published_at <= nowIso);
      const firstShown = row.story === null ? nowIso : shown ? row.first_published_at : null;
      if (row.story === null) {
        await trx.insertInto('news_story').values({
          content_id: id, site, visible_from: null, first_published_at: firstShown, created_by: by.email, created_at: nowIso, updated_by: by.email, updated_at: nowIso,
        }).execute();
      } else {
        await trx.updateTable('news_story').set({ visible_from: null, first_published_at: firstShown, updated_by: by.email, updated_at: nowIso })
          .where('content_id', '=', id).execute();
      }
      await writeAudit(trx, by, {
        site, action: 'news.unpublish', targetId: `content:${id}`,
        before: { state, visibleFrom: row.visible_from }, after: { state: shown ? 'unpublished' : 'draft', visibleFrom: null },
      }, now);
    });
    return this.story(site, id);
  }
}
