import { useState } from 'react';
import { getApi, targetHash, type PendingComment, type PublicComment } from '@schools/shared-api';
import { FailureNotice, Link, useLang, useRoute } from '@schools/ui';
import { CommentForm } from './CommentForm';
import { CommentMeta, CommentThread } from './CommentThread';
import { COMMENT_TEXT } from './commentText';
import { useCommentGate, useComments, useMyPendingComments } from './useComments';

export const WECHAT_LOGIN = '/academics/wechat_login';

/** A post's approved comments and the way to add one: the WeChat prompt, or the form once signed in. */
export function Comments({ postId }: { postId: number }) {
  const lang = useLang();
  const t = COMMENT_TEXT[lang];
  const route = useRoute();
  const comments = useComments(postId);
  const access = useCommentGate(postId);
  const [replyTo, setReplyTo] = useState<PublicComment>();
  const signedIn = access.data?.session.signedIn === true;
  const mine = useMyPendingComments(postId, signedIn);
  const signOut = () => void getApi().wechatLogout().finally(access.retry);
  // Back to this post after the sign-in, with its query (student, id, lang).
  const from = route ? targetHash(route.path, route.query, lang).slice(1) : '';

  return (
    <section className="acad-comments" aria-labelledby="acad-comments-heading">
      <h2 id="acad-comments-heading">{t.count(comments.data?.count ?? 0)}</h2>
      {comments.status === 'error' && <FailureNotice onRetry={comments.retry} />}
      {/* "Be the first" only where one can be: with comments closed, the gate below says so instead. */}
      {comments.data?.count === 0 && access.data?.gate.enabled && <p className="acad-comments__none">{t.none}</p>}
      {comments.data && <CommentThread comments={comments.data.list} onReply={signedIn ? setReplyTo : undefined} />}
      {mine.data && mine.data.length > 0 && <MyPendingComments comments={mine.data} approved={comments.data?.list ?? []} />}
      {access.data && !signedIn && (
        <div className="acad-comments__gate">
          <p>{access.data.gate.prompt}</p>
          {access.data.gate.enabled && <Link to={WECHAT_LOGIN} query={{ from }} className="acad-button acad-button--wechat">{t.signIn}</Link>}
        </div>
      )}
      {access.data && signedIn && (
        <>
          <p className="acad-comments__who">
            {t.signedInAs(access.data.session.nickname)} · <button type="button" className="acad-link" onClick={signOut}>{t.signOut}</button>
          </p>
          <CommentForm postId={postId} nickname={access.data.session.nickname} replyTo={replyTo} onCancelReply={() => setReplyTo(undefined)} onSignOut={access.retry} onSent={mine.retry} />
        </>
      )}
    </section>
  );
}

/** The names of a thread's comments by id, replies included. */
function namesById(list: readonly PublicComment[], into = new Map<number, string>()): Map<number, string> {
  for (const c of list) {
    into.set(c.id, c.name);
    namesById(c.replies, into);
  }
  return into;
}

/**
 * The visitor's own comments that await approval, marked so, for them alone: without it a parent who
 * reloads finds their comment gone and writes it again.
 */
function MyPendingComments({ comments, approved }: { comments: readonly PendingComment[]; approved: readonly PublicComment[] }) {
  const lang = useLang();
  const t = COMMENT_TEXT[lang];
  const names = namesById(approved);
  return (
    <section className="acad-comments__pending" aria-labelledby="acad-comments-pending">
      <h3 id="acad-comments-pending">{t.pendingHeading}</h3>
      <p className="acad-comments__note">{t.pendingNote}</p>
      <ol className="acad-comments__list">
        {comments.map((c) => (
          <li key={c.id} className="acad-comment is-pending">
            <CommentMeta name={c.name} createdAt={c.createdAt}>
              <span className="acad-comment__badge">{t.pending}</span>
            </CommentMeta>
            {c.replyTo !== null && names.has(c.replyTo) && <p className="acad-comment__context">{t.replyTo(names.get(c.replyTo)!)}</p>}
            <p className="acad-comment__text">{c.comment}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
