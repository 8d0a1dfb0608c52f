import { useState } from 'react';
import { getApi, targetHash, type PublicComment } from '@schools/shared-api';
import { FailureNotice, Link, useLang, useRoute } from '@schools/ui';
import { CommentForm } from './CommentForm';
import { CommentThread } from './CommentThread';
import { COMMENT_TEXT } from './commentText';
import { useCommentGate, useComments } from './useComments';

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
  const signOut = () => void getApi().wechatLogout().finally(access.retry);
  // Back to this post after the sign-in, with its query (student, id, lang).
  const from = route ? targetHash(route.path, route.query, lang).slice(1) : '';

  return (
    <section className="acad-comments" aria-labelledby="acad-comments-heading">
      <h2 id="acad-comments-heading">{t.count(comments.data?.count ?? 0)}</h2>
      {comments.status === 'error' && <FailureNotice onRetry={comments.retry} />}
      {comments.data?.count === 0 && <p className="acad-comments__none">{t.none}</p>}
      {comments.data && <CommentThread comments={comments.data.list} onReply={signedIn ? setReplyTo : undefined} />}
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
          <CommentForm postId={postId} nickname={access.data.session.nickname} replyTo={replyTo} onCancelReply={() => setReplyTo(undefined)} onSignOut={access.retry} />
        </>
      )}
    </section>
  );
}
