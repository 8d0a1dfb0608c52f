// What visitors may see of the news, decided by the clock in the query itself: a story is hidden while
// its news_story row says so (a draft, unpublished, or scheduled for later); a story with no row (the
// seed's) is published. Nothing is written when a scheduled story's time comes: the next query shows it.
import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A `where` for queries of `content`: not a story hidden at `now` (ISO 8601 UTC, as stored, so the
 * strings compare as times).
 */
export const shownAt = (now: string) => (eb: ExpressionBuilder<Database, 'content'>) =>
  eb.not(eb.exists(
    eb.selectFrom('news_story').select('news_story.content_id')
      .whereRef('news_story.content_id', '=', 'content.id')
      .where((inner) => inner.or([inner('news_story.visible_from', 'is', null), inner('news_story.visible_from', '>', now)])),
  ));

/**
 * When the campus's next scheduled story appears (ms since the epoch), or null when none is scheduled
 * after `now`: an answer read at `now` is true until then, and must not be served after it.
 */
export async function nextPublication(db: Db, site: string, now: string): Promise<number | null> {
  const row = await db.selectFrom('news_story').select((eb) => eb.fn.min('visible_from').as('next'))
    .where('site', '=', site).where('visible_from', '>', now).executeTakeFirst();
  return row?.next ? Date.parse(row.next) : null;
}
