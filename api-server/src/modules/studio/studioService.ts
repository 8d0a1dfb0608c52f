// The studio's copy: drafts, publishing, versions and restoring, the same for every kind of target
// (targets.ts adapts each kind's live rows). A publish or a restore writes the live row(s), the new
// version and the audit entry in one transaction; the caller then drops the campus's cached answers.
import type { Kysely, Transaction } from 'kysely';
import { ERROR_CODES } from '@schools/shared-api';
import type { Dialect } from '../../platform/db/dialect';
import type { Database, StudioVersionTable } from '../../platform/db/schema';
import { ApiError } from '../../platform/http/errors';
import { writeAudit } from '../staff/audit';
import type { Actor } from '../staff/roles';
import { targetsOnPage } from './pageTargets';
import { ADAPTERS, lockRows } from './targets';
import type {
  Problem, Published, SavedDraft, Scheduled, StudioBody, StudioDraft, StudioScheduled, StudioTarget, StudioVersion, TargetKind, TargetSummary, VersionAction,
} from './types';
import { bodyProblems } from './validate';

/** A refused draft or publish: 400 with every problem and where it is. */
export class StudioRefusal extends ApiError {
  constructor(readonly problems: Problem[]) {
    super(400, ERROR_CODES.badRequest, `The copy was refused, nothing was saved: ${problems.slice(0, 3).map((p) => `${p.path || 'body'} ${p.message}`).join('; ')}${problems.length > 3 ? `; and ${problems.length - 3} more` : ''}`);
  }
}

/** Who publishes as the version before the studio: the seed, or whatever wrote the row before. */
export const ORIGINAL_ACTOR = 'before the studio';

const targetOf = (kind: TargetKind, key: string) => `${kind}:${key}`;

/** Where a target stands: its revision (what a write must name) and the last change, by whom and when. */
interface TargetState {
  revision: string;
  last: { by: string; at: string } | null;
}

/** A scheduled publish that is due, as the ticker finds it. */
interface DueRow {
  site: string;
  target: string;
}

function version(row: Pick<StudioVersionTable, 'action' | 'actor' | 'at' | 'restored_from'> & { id: number | string }): StudioVersion {
  return { id: Number(row.id), action: row.action as VersionAction, actor: row.actor, at: row.at, restoredFrom: row.restored_from };
}

export class StudioService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async live(db: Kysely<Database> | Transaction<Database>, site: string, kind: TargetKind, key: string, lock = false): Promise<StudioBody> {
    const body = await ADAPTERS[kind].read(db, site, key, lock && lockRows(this.dialect));
    if (!body) throw ApiError.notFound(`${kind} ${key} does not exist on ${site}`).because('notFound');
    return body;
  }

  private check(kind: TargetKind, key: string, body: unknown): StudioBody {
    const problems = bodyProblems(kind, key, body);
    if (problems.length) throw new StudioRefusal(problems);
    return body as StudioBody;
  }

  /** Everything of the campus the studio edits, in navigation order, each saying whether it has a draft. */
  async targets(site: string): Promise<TargetSummary[]> {
    const drafts = new Set((await this.db.selectFrom('studio_draft').select('target').where('site', '=', site).execute()).map((d) => d.target));
    const lists = await Promise.all(Object.values(ADAPTERS).map((adapter) => adapter.list(this.db, site)));
    return lists.flat().map((t) => ({ ...t, hasDraft: drafts.has(t.target) }));
  }

  /** The copy a visitor's page shows (`/about/mission`, `/news_detail?id=12`), its main copy first; [] for a page with none. */
  async pageTargets(site: string, address: string): Promise<TargetSummary[]> {
    return targetsOnPage(await this.targets(site), address);
  }

  async target(site: string, kind: TargetKind, key: string): Promise<StudioTarget> {
    const live = await this.live(this.db, site, kind, key);
    const target = targetOf(kind, key);
    const summary = (await ADAPTERS[kind].list(this.db, site)).find((t) => t.target === target)!;
    const draft = await this.draftOf(site, target);
    const scheduled = await this.scheduledOf(this.db, site, target);
    const versions = await this.db.selectFrom('studio_version').select(['id', 'action', 'actor', 'at', 'restored_from'])
      .where('site', '=', site).where('target', '=', target).orderBy('id', 'desc').execute();
    const { revision } = await this.state(this.db, site, target);
    return { ...summary, hasDraft: Boolean(draft), live, draft, scheduled, versions: versions.map(version), revision };
  }

  private async scheduledOf(db: Kysely<Database>, site: string, target: string): Promise<StudioScheduled | null> {
    const row = await db.selectFrom('studio_schedule').selectAll().where('site', '=', site).where('target', '=', target).executeTakeFirst();
    return row ? { body: JSON.parse(row.body) as StudioBody, at: row.at, scheduledBy: row.scheduled_by, scheduledAt: row.scheduled_at } : null;
  }

  /**
   * The target's revision: its last version, its draft's save and its scheduled publish, so that any
   * of them made by someone else since the editor opened it changes it; and who made the latest.
   */
  private async state(db: Kysely<Database>, site: string, target: string): Promise<TargetState> {
    const [last, draft, scheduled] = await Promise.all([
      db.selectFrom('studio_version').select(['id', 'actor', 'at']).where('site', '=', site).where('target', '=', target).orderBy('id', 'desc').limit(1).executeTakeFirst(),
      db.selectFrom('studio_draft').select(['saved_by', 'saved_at']).where('site', '=', site).where('target', '=', target).executeTakeFirst(),
      db.selectFrom('studio_schedule').select(['scheduled_by', 'scheduled_at']).where('site', '=', site).where('target', '=', target).executeTakeFirst(),
    ]);
    const changes = [
      last && { by: last.actor, at: last.at },
      draft && { by: draft.saved_by, at: draft.saved_at },
      scheduled && { by: scheduled.scheduled_by, at: scheduled.scheduled_at },
    ].filter((c): c is { by: string; at: string } => Boolean(c)).sort((a, b) => b.at.localeCompare(a.at));
    return { revision: `${last ? Number(last.id) : 0}.${draft?.saved_at ?? '-'}.${scheduled?.scheduled_at ?? '-'}`, last: changes[0] ?? null };
  }

  /**
   * Refuses a write made on a revision that is no longer the target's (409, naming who changed it and
   * when); a write that names none (a script's) is not checked. Called with the target's rows locked.
   */
  private async expect(db: Kysely<Database>, site: string, target: string, revision: string | undefined): Promise<void> {
    if (revision === undefined) return;
    const now = await this.state(db, site, target);
    if (now.revision === revision) return;
    const who = now.last ? `${now.last.by} at ${now.last.at}` : 'someone';
    throw new ApiError(409, ERROR_CODES.conflict, `${target} on ${site} was changed by ${who} after it was opened (revision ${revision}, now ${now.revision}): open it again to see the change, nothing was saved`)
      .because('copyChanged').changedBy(now.last?.by ?? '', now.last?.at ?? '');
  }

  private async draftOf(site: string, target: string): Promise<StudioDraft | null> {
    const row = await this.db.selectFrom('studio_draft').selectAll().where('site', '=', site).where('target', '=', target).executeTakeFirst();
    return row ? { body: JSON.parse(row.body) as StudioBody, savedBy: row.saved_by, savedAt: row.saved_at } : null;
  }

  /**
   * Saves the campus's draft of a target (one per target, shared by the campus's editors); refused as a
   * publish would be, and refused (409) when someone else changed the target since `revision`.
   */
  async saveDraft(site: string, kind: TargetKind, key: string, body: unknown, by: Actor, revision?: string): Promise<SavedDraft> {
    const target = targetOf(kind, key);
    return this.db.transaction().execute(async (trx) => {
      // No such target is a 404 whatever the body: its kind and key say which checks apply.
      await this.live(trx, site, kind, key, true);
      const checked = this.check(kind, key, body);
      await this.expect(trx, site, target, revision);
      const savedAt = this.now().toISOString();
      const row = { body: JSON.stringify(checked), account_id: by.accountId, saved_by: by.email, saved_at: savedAt };
      await trx.insertInto('studio_draft').values({ site, target, ...row })
        .onConflict((oc) => oc.columns(['site', 'target']).doUpdateSet(row)).execute();
      return { body: checked, savedBy: by.email, savedAt, revision: (await this.state(trx, site, target)).revision };
    });
  }

  /** Drops the draft; true when there was one. */
  async discardDraft(site: string, kind: TargetKind, key: string, revision?: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await this.live(trx, site, kind, key, true);
      await this.expect(trx, site, targetOf(kind, key), revision);
      const result = await trx.deleteFrom('studio_draft').where('site', '=', site).where('target', '=', targetOf(kind, key)).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    });
  }

  /**
   * Sets the body to go live at `at` (later than now), replacing any publish scheduled before; the draft
   * goes (the scheduled body is what the editor shows). Checked as a publish is, and by revision.
   */
  async schedule(site: string, kind: TargetKind, key: string, body: unknown, at: string, by: Actor, revision?: string): Promise<Scheduled> {
    const target = targetOf(kind, key);
    return this.db.transaction().execute(async (trx) => {
      await this.live(trx, site, kind, key, true);
      const checked = this.check(kind, key, body);
      await this.expect(trx, site, target, revision);
      const when = new Date(at);
      if (!(when.getTime() > this.now().getTime())) {
        throw ApiError.badRequest(`The publish time ${at} is not to come: give a time after now, or publish now`).because('scheduleInPast');
      }
      const row = { body: JSON.stringify(checked), at: when.toISOString(), account_id: by.accountId, scheduled_by: by.email, scheduled_at: this.now().toISOString() };
      await trx.insertInto('studio_schedule').values({ site, target, ...row })
        .onConflict((oc) => oc.columns(['site', 'target']).doUpdateSet(row)).execute();
      await trx.deleteFrom('studio_draft').where('site', '=', site).where('target', '=', target).execute();
      await writeAudit(trx, by, { site, action: 'studio.schedule', targetId: target, before: null, after: { at: row.at, body: checked } }, this.now());
      return { scheduled: { body: checked, at: row.at, scheduledBy: by.email, scheduledAt: row.scheduled_at }, revision: (await this.state(trx, site, target)).revision };
    });
  }

  /** Cancels the scheduled publish; its body becomes the draft again, so nothing written is lost. True when there was one. */
  async unschedule(site: string, kind: TargetKind, key: string, by: Actor, revision?: string): Promise<boolean> {
    const target = targetOf(kind, key);
    return this.db.transaction().execute(async (trx) => {
      await this.live(trx, site, kind, key, true);
      await this.expect(trx, site, target, revision);
      const scheduled = await this.scheduledOf(trx, site, target);
      if (!scheduled) return false;
      await trx.deleteFrom('studio_schedule').where('site', '=', site).where('target', '=', target).execute();
      const row = { body: JSON.stringify(scheduled.body), account_id: by.accountId, saved_by: by.email, saved_at: this.now().toISOString() };
      await trx.insertInto('studio_draft').values({ site, target, ...row }).onConflict((oc) => oc.columns(['site', 'target']).doUpdateSet(row)).execute();
      await writeAudit(trx, by, { site, action: 'studio.unschedule', targetId: target, before: { at: scheduled.at }, after: null }, this.now());
      return true;
    });
  }

  /**
   * Publishes every scheduled body that is due at `now`, each as the person who scheduled it, in its own
   * transaction that also deletes its row: of several servers finding it due, one publishes it (the
   * others find the row gone). Says which campuses changed, for their cached answers to go.
   */
  async publishDue(now: Date): Promise<{ published: DueRow[]; failed: { row: DueRow; error: unknown }[] }> {
    const due = await this.db.selectFrom('studio_schedule').select(['site', 'target']).where('at', '<=', now.toISOString()).orderBy('at').execute();
    const published: DueRow[] = [];
    const failed: { row: DueRow; error: unknown }[] = [];
    for (const row of due) {
      try {
        const done = await this.db.transaction().execute(async (trx) => {
          const taken = await trx.deleteFrom('studio_schedule').where('site', '=', row.site).where('target', '=', row.target)
            .where('at', '<=', now.toISOString()).returning(['body', 'account_id', 'scheduled_by']).executeTakeFirst();
          if (!taken) return false;
          const [kind, ...rest] = row.target.split(':') as [TargetKind, ...string[]];
          await this.write(trx, row.site, kind, rest.join(':'), JSON.parse(taken.body), { accountId: taken.account_id, email: taken.scheduled_by }, 'publish', null);
          return true;
        });
        if (done) published.push(row);
      } catch (error) {
        failed.push({ row, error });
      }
    }
    return { published, failed };
  }



  /** Makes the body live: live row(s), a new version, the audit entry, and the draft gone, in one transaction. */
  async publish(site: string, kind: TargetKind, key: string, body: unknown, by: Actor, revision?: string): Promise<Published> {
    return this.db.transaction().execute(async (trx) => {
      await this.live(trx, site, kind, key, true);
      await this.expect(trx, site, targetOf(kind, key), revision);
      return this.write(trx, site, kind, key, body, by, 'publish', null);
    });
  }

  /** The same inside the caller's transaction (a news story's copy and its publication together). */
  async publishWithin(trx: Transaction<Database>, site: string, kind: TargetKind, key: string, body: unknown, by: Actor): Promise<Published> {
    return this.write(trx, site, kind, key, body, by, 'publish', null);
  }

  /** Publishes a version's body again, as a new version that names it. */
  async restore(site: string, kind: TargetKind, key: string, versionId: number, by: Actor, revision?: string): Promise<Published> {
    const target = targetOf(kind, key);
    return this.db.transaction().execute(async (trx) => {
      await this.live(trx, site, kind, key, true);
      await this.expect(trx, site, target, revision);
      const row = await trx.selectFrom('studio_version').select('body')
        .where('id', '=', versionId).where('site', '=', site).where('target', '=', target).executeTakeFirst();
      if (!row) throw ApiError.notFound(`Version ${versionId} of ${target} does not exist on ${site}`).because('notFound');
      return this.write(trx, site, kind, key, JSON.parse(row.body), by, 'restore', versionId);
    });
  }

  private async write(
    trx: Transaction<Database>, site: string, kind: TargetKind, key: string, unchecked: unknown, by: Actor,
    action: 'publish' | 'restore', restoredFrom: number | null,
  ): Promise<Published> {
    const target = targetOf(kind, key);
    const before = await this.live(trx, site, kind, key, true);
    const body = this.check(kind, key, unchecked);
    const at = this.now().toISOString();
    const first = await trx.selectFrom('studio_version').select('id').where('site', '=', site).where('target', '=', target).limit(1).executeTakeFirst();
    // The first publish keeps what was live before it, so "restore" can always go back to the original.
    if (!first) {
      await trx.insertInto('studio_version').values({
        site, target, action: 'original', body: JSON.stringify(before), account_id: null, actor: ORIGINAL_ACTOR, at, restored_from: null,
      }).execute();
    }
    await ADAPTERS[kind].write(trx, site, key, body);
    const row = await trx.insertInto('studio_version').values({
      site, target, action, body: JSON.stringify(body), account_id: by.accountId, actor: by.email, at, restored_from: restoredFrom,
    }).returning(['id', 'action', 'actor', 'at', 'restored_from']).executeTakeFirstOrThrow();
    await trx.deleteFrom('studio_draft').where('site', '=', site).where('target', '=', target).execute();
    await writeAudit(trx, by, { site, action: action === 'publish' ? 'studio.publish' : 'studio.restore', targetId: target, before, after: body }, new Date(at));
    return { version: version(row), live: body, revision: (await this.state(trx, site, target)).revision };
  }

  /**
   * Runs `read` against the campus's content as it would be with every draft of the campus published:
   * the drafts are written in a transaction that is always rolled back, so the preview shows exactly
   * what a publish would (the same adapters write it) and nothing of it is ever visible to anyone else.
   */
  async withDrafts<T>(site: string, read: (db: Transaction<Database>) => Promise<T>): Promise<T> {
    const rollback = Symbol('rollback');
    let result: { value: T } | undefined;
    try {
      await this.db.transaction().execute(async (trx) => {
        const drafts = await trx.selectFrom('studio_draft').select(['target', 'body']).where('site', '=', site).execute();
        for (const draft of drafts) {
          const [kind, key] = draft.target.split(':') as [TargetKind, string];
          await ADAPTERS[kind]?.write(trx, site, key, JSON.parse(draft.body) as StudioBody);
        }
        result = { value: await read(trx) };
        throw rollback;
      });
    } catch (error) {
      if (error !== rollback) throw error;
    }
    return result!.value;
  }
}
