import type { PublicComment } from '@schools/shared-api';
import { formatDate, useLang } from '@schools/ui';
import { COMMENT_TEXT } from './commentText';

export interface CommentThreadProps {
  comments: readonly PublicComment[];
  /** offered when the visitor may comment: starts a reply to this comment */
  onReply?: (comment: PublicComment) => void;
}

/** Approved comments, replies under the comment they answer. Names and words are text, never markup. */
export function CommentThread({ comments, onReply }: CommentThreadProps) {
  const lang = useLang();
  const t = COMMENT_TEXT[lang];
  return (
    <ol className="acad-comments__list">
      {comments.map((c) => (
        <li key={c.id} className="acad-comment">
          <p className="acad-comment__meta">
            <span className="acad-comment__name">{c.name}</span>
            <time dateTime={c.createdAt}>{formatDate(c.createdAt, lang)}</time>
          </p>
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
