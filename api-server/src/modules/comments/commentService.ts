// Visitors' comments on senior-project blog posts: stored as plain text, pending until a school's
// staff approves them; only approved comments are ever shown.
import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  COMMENT_MESSAGES, ERROR_CODES, getCampus, type CampusCode, type CommentGate, type CommentInsert, type CommentInserted,
  type CommentList, type Lang, type PendingComment, type PublicComment,
} from '@schools/shared-api';
import { lockKeys } from '../../platform/db/locks';
import type { Dialect } from '../../platform/db/dialect';
import type { CommentStatus, CommentTable, Database } from '../../platform/db/schema';
import { ApiError } from '../../platform/http/errors';
import { writeAudit, type ChangeBy } from '../staff/audit';
import { visitorText } from '../../platform/http/visitorText';
import type { Commenter } from '../wechat/signIn';

export const COMMENT_LIMITS = {
  nameLength: 40,
  commentLength: 1000,
  /** comments one client address, and one WeChat commenter, may send per window */
  perClient: 5,
  windowMs: 10 * 60 * 1000,
} as const;

const GATE_PROMPT = {
  enabled: { en: 'Scan the code with WeChat to leave a comment', zh: '请使用微信扫码后发表评论' },
  disabled: { en: 'Comments are closed on this site.', zh: '本网站暂不开放评论。' },
};

export const SIGN_IN_NEEDED = { en: 'Please sign in with WeChat to comment', zh: '请先使用微信扫码登录后再发表评论' };


export interface StoredComment {
  id: number;
  site: string;
  postId: number;
  replyTo: number | null;
  name: string;
  comment: string;
  status: CommentStatus;
  createdAt: string;
  /** the commenter's WeChat openid (null on comments from before sign-in) */
  openid: string | null;
}

/** A comment as the moderator sees it: with the post it is on and that post's student. */
export interface ModeratedComment extends StoredComment {
  post: { title: { en: string; zh: string }; studentId: number; student: { en: string; zh: string } };
}

function stored(row: Selectable<CommentTable>): StoredComment {
  return {
    id: Number(row.id), site: row.site, postId: row.post_id, replyTo: row.reply_to, name: row.name, comment: row.comment,
    status: row.status, createdAt: row.created_at, openid: row.openid,
  };
}

export class CommentService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
    /** whether visitors can sign in to comment at all (WeChat configured, or its simulator) */
    private readonly open: boolean,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async insert(site: CampusCode, lang: Lang, input: CommentInsert, client: string, commenter: Commenter): Promise<CommentInserted> {
    const name = visitorText(input.name);
    const comment = visitorText(input.comment);
    if (!name || !comment) throw ApiError.badRequest(COMMENT_MESSAGES.required[lang]);
    if ([...name].length > COMMENT_LIMITS.nameLength) {
      throw ApiError.badRequest(`Name is longer than ${COMMENT_LIMITS.nameLength} characters`);
    }
    if ([...comment].length > COMMENT_LIMITS.commentLength) {
      throw ApiError.badRequest(`Comment is longer than ${COMMENT_LIMITS.commentLength} characters`);
    }

    const post = await this.db.selectFrom('post').select('id').where('site', '=', site).where('id', '=', input.postId).executeTakeFirst();
    if (!post) throw ApiError.notFound(`Post ${input.postId} does not exist on ${site}`);
    if (input.replyTo !== undefined) {
      const parent = await this.db.selectFrom('comment').select(['post_id', 'status'])
        .where('id', '=', input.replyTo).where('site', '=', site).executeTakeFirst();
      if (!parent || parent.post_id !== input.postId || parent.status !== 'approved') {
        throw ApiError.badRequest(`replyTo ${input.replyTo} is not an approved comment of post ${input.postId}`);
      }
    }

    // The count and the insert are one transaction under locks on the address and the commenter:
    // concurrent comments from one of them cannot all pass the count.
    const row = await this.db.transaction().execute(async (trx) => {
      await lockKeys(trx, this.dialect, [`comment-client:${client}`, `comment-openid:${commenter.openid}`]);
      const since = new Date(this.now().getTime() - COMMENT_LIMITS.windowMs).toISOString();
      const recent = await trx.selectFrom('comment')
        .select((eb) => [
          eb.fn.sum<string | number | null>(eb.case().when('client', '=', client).then(1).else(0).end()).as('byClient'),
          eb.fn.sum<string | number | null>(eb.case().when('openid', '=', commenter.openid).then(1).else(0).end()).as('byCommenter'),
        ])
        .where('created_at', '>', since)
        .where((eb) => eb.or([eb('client', '=', client), eb('openid', '=', commenter.openid)]))
        .executeTakeFirstOrThrow();
      const window = `${COMMENT_LIMITS.windowMs / 60000} minutes`;
      if (Number(recent.byClient ?? 0) >= COMMENT_LIMITS.perClient) {
        throw new ApiError(429, ERROR_CODES.tooManyRequests, `Too many comments from this address: at most ${COMMENT_LIMITS.perClient} every ${window}`);
      }
      if (Number(recent.byCommenter ?? 0) >= COMMENT_LIMITS.perClient) {
        throw new ApiError(429, ERROR_CODES.tooManyRequests, `Too many comments from this WeChat account: at most ${COMMENT_LIMITS.perClient} every ${window}`);
      }
      return trx.insertInto('comment').values({
        site, post_id: input.postId, reply_to: input.replyTo ?? null, name, comment, status: 'pending',
        created_at: this.now().toISOString(), client, openid: commenter.openid, unionid: commenter.unionid ?? null,
      }).returning('id').executeTakeFirstOrThrow();
    });
    return { id: Number(row.id), status: 'pending', message: COMMENT_MESSAGES.submitted[lang] };
  }

  /** Approved comments of a post, replies nested under the comment they answer. */
  async view(site: CampusCode, postId: number): Promise<CommentList> {
    const rows = await this.db.selectFrom('comment').select(['id', 'reply_to', 'name', 'comment', 'created_at'])
      .where('site', '=', site).where('post_id', '=', postId).where('status', '=', 'approved')
      .orderBy('id').execute();
    const byId = new Map<number, PublicComment>();
    for (const r of rows) byId.set(r.id, { id: r.id, name: r.name, comment: r.comment, createdAt: r.created_at, replies: [] });
    const list: PublicComment[] = [];
    for (const r of rows) {
      const node = byId.get(r.id)!;
      const parent = r.reply_to === null ? undefined : byId.get(r.reply_to);
      (parent ? parent.replies : list).push(node);
    }
    return { count: rows.length, list };
  }

  /** One commenter's comments on a post that still await approval, oldest first (shown to them alone). */
  async pendingOf(site: CampusCode, postId: number, openid: string): Promise<PendingComment[]> {
    const rows = await this.db.selectFrom('comment').select(['id', 'reply_to', 'name', 'comment', 'created_at'])
      .where('site', '=', site).where('post_id', '=', postId).where('status', '=', 'pending').where('openid', '=', openid)
      .orderBy('id').execute();
    return rows.map((r) => ({ id: Number(r.id), name: r.name, comment: r.comment, createdAt: r.created_at, replyTo: r.reply_to }));
  }

  /** What the page needs for its prompt: the campus's mini-program appId, and whether sign-in is open. */
  gate(site: CampusCode, lang: Lang): CommentGate {
    const { appId } = getCampus(site);
    return { appId, enabled: this.open, prompt: (this.open ? GATE_PROMPT.enabled : GATE_PROMPT.disabled)[lang] };
  }

  // ---- moderation ----

  /** Comments by status, oldest first, each with its post and student for the moderator. */
  async list(status: CommentStatus, site?: CampusCode): Promise<ModeratedComment[]> {
    let query = this.db.selectFrom('comment')
      .leftJoin('post', 'post.id', 'comment.post_id')
      .leftJoin('student', 'student.id', 'post.student_id')
      .selectAll('comment')
      .select(['post.title_en', 'post.title_zh', 'post.student_id', 'student.name_en', 'student.name_zh'])
      .where('comment.status', '=', status);
    if (site) query = query.where('comment.site', '=', site);
    return (await query.orderBy('comment.id').execute()).map((r) => ({
      ...stored(r),
      post: { title: { en: r.title_en ?? '', zh: r.title_zh ?? '' }, studentId: r.student_id ?? 0, student: { en: r.name_en ?? '', zh: r.name_zh ?? '' } },
    }));
  }

  async get(id: number): Promise<StoredComment | undefined> {
    const row = await this.db.selectFrom('comment').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? stored(row) : undefined;
  }

  /**
   * Approves or rejects a comment: of `site` only when given (another campus's comment is "not found"
   * and stays as it is), with an audit row in the same transaction when `by` is given.
   */
  async setStatus(id: number, status: Exclude<CommentStatus, 'pending'>, { site, by }: ChangeBy = {}): Promise<StoredComment> {
    return this.db.transaction().execute(async (trx) => {
      const before = await this.moderated(trx, id, site);
      const row = await trx.updateTable('comment').set({ status }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
      const after = stored(row);
      if (by) await writeAudit(trx, by, { site: after.site, action: status === 'approved' ? 'comment.approve' : 'comment.reject', targetId: id, before, after }, this.now());
      return after;
    });
  }

  /** Deletes a comment and the replies to it, in one transaction (scoped and audited as setStatus is). */
  async remove(id: number, { site, by }: ChangeBy = {}): Promise<StoredComment> {
    return this.db.transaction().execute(async (trx) => {
      const before = await this.moderated(trx, id, site);
      const replies = (await trx.selectFrom('comment').selectAll().where('reply_to', '=', id).execute()).map(stored);
      await trx.deleteFrom('comment').where('reply_to', '=', id).execute();
      await trx.deleteFrom('comment').where('id', '=', id).execute();
      if (by) await writeAudit(trx, by, { site: before.site, action: 'comment.delete', targetId: id, before: { ...before, replies }, after: null }, this.now());
      return before;
    });
  }

  /** The comment a moderation acts on, of that campus when one is given, locked until the change commits. */
  private async moderated(trx: Transaction<Database>, id: number, site: string | undefined): Promise<StoredComment> {
    let query = trx.selectFrom('comment').selectAll().where('id', '=', id);
    if (site) query = query.where('site', '=', site);
    // PostgreSQL: the row stays as read until the change commits, so the audit's "before" is exact.
    if (this.dialect === 'postgres') query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row) throw ApiError.notFound(`Comment ${id} does not exist${site ? ` on ${site}` : ''}`);
    return stored(row);
  }
}
