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
import type { Problem, Published, StudioBody, StudioDraft, StudioTarget, StudioVersion, TargetKind, TargetSummary, VersionAction } from './types';
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
    const versions = await this.db.selectFrom('studio_version').select(['id', 'action', 'actor', 'at', 'restored_from'])
      .where('site', '=', site).where('target', '=', target).orderBy('id', 'desc').execute();
    return { ...summary, hasDraft: Boolean(draft), live, draft, versions: versions.map(version) };
  }

  private async draftOf(site: string, target: string): Promise<StudioDraft | null> {
    const row = await this.db.selectFrom('studio_draft').selectAll().where('site', '=', site).where('target', '=', target).executeTakeFirst();
    return row ? { body: JSON.parse(row.body) as StudioBody, savedBy: row.saved_by, savedAt: row.saved_at } : null;
  }

  /** Saves the campus's draft of a target (one per target, the last save wins); refused as a publish would be. */
  async saveDraft(site: string, kind: TargetKind, key: string, body: unknown, by: Actor): Promise<StudioDraft> {
    // No such target is a 404 whatever the body: its kind and key say which checks apply.
    await this.live(this.db, site, kind, key);
    const checked = this.check(kind, key, body);
    const savedAt = this.now().toISOString();
    const row = { body: JSON.stringify(checked), account_id: by.accountId, saved_by: by.email, saved_at: savedAt };
    await this.db.insertInto('studio_draft').values({ site, target: targetOf(kind, key), ...row })
      .onConflict((oc) => oc.columns(['site', 'target']).doUpdateSet(row)).execute();
    return { body: checked, savedBy: by.email, savedAt };
  }

  /** Drops the draft; true when there was one. */
  async discardDraft(site: string, kind: TargetKind, key: string): Promise<boolean> {
    await this.live(this.db, site, kind, key);
    const result = await this.db.deleteFrom('studio_draft').where('site', '=', site).where('target', '=', targetOf(kind, key)).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Makes the body live: live row(s), a new version, the audit entry, and the draft gone, in one transaction. */
  async publish(site: string, kind: TargetKind, key: string, body: unknown, by: Actor): Promise<Published> {
    return this.db.transaction().execute((trx) => this.write(trx, site, kind, key, body, by, 'publish', null));
  }

  /** The same inside the caller's transaction (a news story's copy and its publication together). */
  async publishWithin(trx: Transaction<Database>, site: string, kind: TargetKind, key: string, body: unknown, by: Actor): Promise<Published> {
    return this.write(trx, site, kind, key, body, by, 'publish', null);
  }

  /** Publishes a version's body again, as a new version that names it. */
  async restore(site: string, kind: TargetKind, key: string, versionId: number, by: Actor): Promise<Published> {
    const target = targetOf(kind, key);
    return this.db.transaction().execute(async (trx) => {
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
    return { version: version(row), live: body };
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
