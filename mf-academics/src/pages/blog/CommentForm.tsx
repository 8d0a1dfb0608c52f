import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { COMMENT_MESSAGES, ERROR_CODES, getApi, type PublicComment } from '@schools/shared-api';
import { useLang } from '@schools/ui';
import { COMMENT_TEXT } from './commentText';

export interface CommentFormProps {
  postId: number;
  /** the signed-in commenter's WeChat nickname, offered as the name */
  nickname: string;
  replyTo?: PublicComment;
  onCancelReply: () => void;
  onSignOut: () => void;
}

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'error'; message: string } | { kind: 'sent' };

/**
 * The comment form of SPEC 5: name and comment both required ("Please enter Name and Comments"); on
 * success "Successfully submitted" and "Comments will be displayed after approval".
 */
export function CommentForm({ postId, nickname, replyTo, onCancelReply, onSignOut }: CommentFormProps) {
  const lang = useLang();
  const t = COMMENT_TEXT[lang];
  const id = useId();
  const [name, setName] = useState(nickname);
  const [comment, setComment] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const text = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (replyTo) text.current?.focus();
  }, [replyTo]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    if (!name.trim() || !comment.trim()) {
      setStatus({ kind: 'error', message: COMMENT_MESSAGES.required[lang] });
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      await getApi().commentInsert({ postId, name: name.trim(), comment: comment.trim(), ...(replyTo ? { replyTo: replyTo.id } : {}) });
      setComment('');
      onCancelReply();
      setStatus({ kind: 'sent' });
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (code === ERROR_CODES.unauthorized) return onSignOut();
      setStatus({ kind: 'error', message: code === ERROR_CODES.tooManyRequests ? t.tooMany : ((error as { message?: string }).message ?? t.failed) });
    }
  }

  return (
    <form className="acad-comment-form" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{replyTo ? t.replyingTo(replyTo.name) : t.leave}</h3>
      {replyTo && <button type="button" className="acad-link" onClick={onCancelReply}>{t.cancelReply}</button>}
      <label className="ui-visually-hidden" htmlFor={`${id}-name`}>{t.name}</label>
      <input id={`${id}-name`} type="text" value={name} maxLength={40} placeholder={t.namePlaceholder} onChange={(e) => setName(e.target.value)} />
      <label className="ui-visually-hidden" htmlFor={`${id}-comment`}>{t.comment}</label>
      <textarea id={`${id}-comment`} ref={text} rows={4} maxLength={1000} value={comment} placeholder={t.commentPlaceholder} onChange={(e) => setComment(e.target.value)} />
      <div className="acad-comment-form__send">
        <button type="submit" className="acad-button">{status.kind === 'sending' ? t.sending : t.submit}</button>
        <div role="status" className={`acad-comment-form__status${status.kind === 'error' ? ' is-error' : ''}`}>
          {status.kind === 'error' && <p>{status.message}</p>}
          {status.kind === 'sent' && <><p>{COMMENT_MESSAGES.submitted[lang]}</p><p>{COMMENT_MESSAGES.afterApproval[lang]}</p></>}
        </div>
      </div>
    </form>
  );
}
