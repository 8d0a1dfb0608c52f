import type { ReactNode } from 'react';
import type { PublicComment } from '@schools/shared-api';
import { formatDate, useLang } from '@schools/ui';
import { COMMENT_TEXT } from './commentText';

export interface CommentThreadProps {
  comments: readonly PublicComment[];
  /** offered when the visitor may comment: starts a reply to this comment */
  onReply?: (comment: PublicComment) => void;
}

/** A comment's line of who and when, with anything the list adds after it (a mark). */
export function CommentMeta({ name, createdAt, children }: { name: string; createdAt: string; children?: ReactNode }) {
  const lang = useLang();
  return (
    <p className="acad-comment__meta">
      <span className="acad-comment__name">{name}</span>
      <time dateTime={createdAt}>{formatDate(createdAt, lang)}</time>
      {children}
    </p>
  );
}

/** Approved comments, replies under the comment they answer. Names and words are text, never markup. */
export function CommentThread({ comments, onReply }: CommentThreadProps) {
  const lang = useLang();
  const t = COMMENT_TEXT[lang];
  return (
    <ol className="acad-comments__list">
      {comments.map((c) => (
        <li key={c.id} className="acad-comment">
          <CommentMeta name={c.name} createdAt={c.createdAt} />
          <p className="acad-comment__text">{c.comment}</p>
          {onReply && (
            <button type="button" className="acad-comment__reply" onClick={() => onReply(c)} aria-label={`${t.reply}: ${c.name}`}>
              {t.reply}
            </button>
          )}
          {c.replies.length > 0 && <CommentThread comments={c.replies} onReply={onReply} />}
        </li>
      ))}
    </ol>
  );
}
