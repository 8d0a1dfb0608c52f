// The search's index of each campus, kept current. A change of the campus's content here (a studio
// publish, a news publish, a session or calendar edit: every write that drops the campus's cached
// answers) asks for a new build (search_campus.wanted + 1, so the other instances of a PostgreSQL site
// see it too) and builds it at once; a reseed asks for one for every campus in its own transaction. A
// search first makes sure its campus's entries are current, building them if they are not (a build
// asked for elsewhere, a database from before the index). A story scheduled for later is indexed with
// its time and found from then on: its time coming is no change to wait for.
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { CampusCode, Lang } from '@schools/shared-api';
import type { Dialect } from '../../platform/db/dialect';
import { lockKeys } from '../../platform/db/locks';
import type { Database, SearchEntryTable } from '../../platform/db/schema';
import { documentsOf, kindRank, type SearchDocument, type SearchSources } from './searchDocuments';
import { displayText, distinct, isCjk, spaced, wordsOf } from './searchText';
import { TYPO_MIN_LENGTH } from './typos';

type Db = Kysely<Database> | Transaction<Database>;

const LANGS: readonly Lang[] = ['en', 'zh'];

/** An index older than this is built again in the background: copy may name facts that change by the clock (the next session). */
const MAX_AGE_MS = 60 * 60 * 1000;
/** How long after a change here its build starts: the rest of a burst of changes (a publish of several items) joins it. */
const BUILD_DELAY_MS = 500;
/** Rows per INSERT (13 and 5 parameters a row): within SQLite's 32,766 and PostgreSQL's 65,535 parameters a statement. */
const BATCH = { entries: 400, words: 2000 } as const;
/** A word the typo correction may suggest: letters only, of no script written without spaces. */
const VOCABULARY_WORD = /^\p{L}+$/u;

interface CampusState {
  wanted: number;
  built: number;
  built_at: string | null;
}

async function stateOf(db: Db, site: string): Promise<CampusState | undefined> {
  const row = await db.selectFrom('search_campus').select(['wanted', 'built', 'built_at']).where('site', '=', site).executeTakeFirst();
  return row && { wanted: Number(row.wanted), built: Number(row.built), built_at: row.built_at };
}

/** Asks for a new build of these campuses' entries (a reseed's, in its transaction): the next search of each builds it. */
export async function requestReindex(db: Db, sites: readonly string[]): Promise<void> {
  for (const site of sites) {
    await db.insertInto('search_campus').values({ site, wanted: 1, built: 0, built_at: null })
      .onConflict((oc) => oc.column('site').doUpdateSet((eb) => ({ wanted: eb('search_campus.wanted', '+', 1) }))).execute();
  }
}

/** A campus's documents as rows of the index, and the words of each language for the typo correction. */
function rowsOf(site: CampusCode, documents: Record<Lang, SearchDocument[]>) {
  const entries: Insertable<SearchEntryTable>[] = [];
  const words: { site: string; lang: string; word: string; length: number; entries: number }[] = [];
  for (const lang of LANGS) {
    const counts = new Map<string, number>();
    documents[lang].forEach((d, position) => {
      const title = displayText(d.title);
      const titleWords = wordsOf(title);
      const bodyWords = distinct(wordsOf(d.body));
      entries.push({
        site, lang, kind: d.kind, kind_rank: kindRank(d.kind), position, address: d.address, title, section: displayText(d.section),
        body: displayText(d.body), title_norm: spaced(titleWords), words_norm: spaced(bodyWords), visible_from: d.visibleFrom,
      });
      for (const word of distinct([...titleWords, ...bodyWords])) {
        if (word.length >= TYPO_MIN_LENGTH - 1 && VOCABULARY_WORD.test(word) && !isCjk(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
      }
    });
    for (const [word, n] of [...counts].sort(([a], [b]) => (a < b ? -1 : 1))) words.push({ site, lang, word, length: word.length, entries: n });
  }
  return { entries, words };
}

export class SearchIndex {
  /** campuses changed here whose build has not started yet: a search builds at once rather than read the database */
  private readonly dirty = new Map<CampusCode, Promise<void>>();
  /** the builds changes here have scheduled */
  private readonly timers = new Map<CampusCode, NodeJS.Timeout>();
  /** the build under way for a campus, and whether another must follow it (a change arrived meanwhile) */
  private readonly work = new Map<CampusCode, { done: Promise<void>; again: boolean }>();
  private stopped = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
    private readonly sources: SearchSources,
    private readonly clock: () => Date = () => new Date(),
    private readonly log: (message: string) => void = () => undefined,
  ) {}

  /**
   * The campus's content changed on this instance (its write has committed): a build is asked for, for
   * every instance, and made shortly (a burst of changes, a publish of several items, is built once);
   * a search meanwhile builds it at once.
   */
  changed(site: CampusCode): void {
    if (this.stopped) return;
    const asked = requestReindex(this.db, [site]).catch((error: unknown) => this.failed(site, error));
    this.dirty.set(site, asked);
    clearTimeout(this.timers.get(site));
    this.timers.set(site, setTimeout(() => {
      this.timers.delete(site);
      void asked.then(() => this.refresh(site)).catch((error: unknown) => this.failed(site, error));
    }, BUILD_DELAY_MS).unref());
  }

  /** Makes sure the campus's entries are current before a search reads them: builds them when they are not. */
  async ensure(site: CampusCode): Promise<void> {
    const work = this.work.get(site);
    if (work) await work.done.catch(() => undefined);
    const asked = this.dirty.get(site);
    if (asked) {
      await asked;
      return this.refresh(site);
    }
    const state = await stateOf(this.db, site);
    if (!state || state.built < state.wanted) return this.refresh(site);
    if (!state.built_at || Date.parse(state.built_at) < this.clock().getTime() - MAX_AGE_MS) {
      void this.refresh(site).catch((error: unknown) => this.failed(site, error));
    }
  }

  /** Builds the campus's entries now; if a build is under way, once more after it (its reads may predate the change). */
  refresh(site: CampusCode): Promise<void> {
    const current = this.work.get(site);
    if (current) {
      current.again = true;
      return current.done;
    }
    const work = { done: Promise.resolve(), again: true };
    work.done = (async () => {
      try {
        while (work.again && !this.stopped) {
          work.again = false;
          // This build reads every change made so far: the one a change scheduled is not needed.
          this.dirty.delete(site);
          clearTimeout(this.timers.get(site));
          this.timers.delete(site);
          await this.rebuild(site);
        }
      } finally {
        this.work.delete(site);
      }
    })();
    this.work.set(site, work);
    return work.done;
  }

  /** No build starts from now on, and those under way are waited for: the database is about to close. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.work.values()].map((w) => w.done));
  }

  private failed(site: CampusCode, error: unknown): void {
    this.log(`search index of ${site} not rebuilt (${error instanceof Error ? error.message : String(error)}): the next search of the campus builds it`);
  }

  /**
   * Reads what the campus's visitors can read and replaces its entries with it, in one transaction.
   * The content is read first (on SQLite, whose one connection a transaction holds, it could not be
   * read inside); the build records the `wanted` it read before, so a change made meanwhile leaves the
   * campus stale and is built next. A build another instance wrote meanwhile is not overwritten.
   */
  private async rebuild(site: CampusCode): Promise<void> {
    const startedAt = this.clock().toISOString();
    const wanted = (await stateOf(this.db, site))?.wanted ?? 0;
    const documents = { en: await documentsOf(this.sources, site, 'en'), zh: await documentsOf(this.sources, site, 'zh') };
    const { entries, words } = rowsOf(site, documents);
    await this.db.transaction().execute(async (trx) => {
      await lockKeys(trx, this.dialect, [`search:${site}`]);
      const now = await stateOf(trx, site);
      if (now && (now.built > wanted || (now.built === wanted && now.built_at !== null && now.built_at > startedAt))) return;
      if (this.dialect === 'sqlite') {
        // An external-content FTS5 table forgets a row only when told what it held.
        await sql`insert into search_fts (search_fts, rowid, title_norm, words_norm) select 'delete', id, title_norm, words_norm from search_entry where site = ${site}`.execute(trx);
      }
      await trx.deleteFrom('search_entry').where('site', '=', site).execute();
      await trx.deleteFrom('search_word').where('site', '=', site).execute();
      for (let i = 0; i < entries.length; i += BATCH.entries) await trx.insertInto('search_entry').values(entries.slice(i, i + BATCH.entries)).execute();
      for (let i = 0; i < words.length; i += BATCH.words) await trx.insertInto('search_word').values(words.slice(i, i + BATCH.words)).execute();
      if (this.dialect === 'sqlite') {
        await sql`insert into search_fts (rowid, title_norm, words_norm) select id, title_norm, words_norm from search_entry where site = ${site}`.execute(trx);
      }
      const at = this.clock().toISOString();
      await trx.insertInto('search_campus').values({ site, wanted, built: wanted, built_at: at })
        .onConflict((oc) => oc.column('site').doUpdateSet({ built: wanted, built_at: at })).execute();
    });
  }
}
