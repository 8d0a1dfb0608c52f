import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { COMMENT_MESSAGES, ERROR_CODES, getApi, type PublicComment } from '@schools/shared-api';
import { FormField, useFocusFirstInvalid, useLang } from '@schools/ui';
import { COMMENT_TEXT } from './commentText';

export interface CommentFormProps {
  postId: number;
  /** the signed-in commenter's WeChat nickname, offered as the name */
  nickname: string;
  replyTo?: PublicComment;
  onCancelReply: () => void;
  onSignOut: () => void;
  /** a comment was stored (pending): the author's own list of pending comments shows it */
  onSent?: () => void;
}

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'error'; message: string } | { kind: 'sent' };

/**
 * The comment form of SPEC 5: name and comment both required ("Please enter Name and Comments"); on
 * success "Successfully submitted" and "Comments will be displayed after approval". Like the sign-up
 * form (the kit's FormField), once a send was refused each empty field says so beside its visible
 * label, carries aria-invalid, and the first one takes the focus.
 */
export function CommentForm({ postId, nickname, replyTo, onCancelReply, onSignOut, onSent }: CommentFormProps) {
  const lang = useLang();
  const t = COMMENT_TEXT[lang];
  const id = useId();
  const [name, setName] = useState(nickname);
  const [comment, setComment] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [showErrors, setShowErrors] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const text = useRef<HTMLTextAreaElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(form);
  const missing = { name: showErrors && !name.trim(), comment: showErrors && !comment.trim() };

  useEffect(() => {
    if (replyTo) text.current?.focus();
  }, [replyTo]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    if (!name.trim() || !comment.trim()) {
      setShowErrors(true);
      setStatus({ kind: 'error', message: COMMENT_MESSAGES.required[lang] });
      focusFirstInvalid();
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      await getApi().commentInsert({ postId, name: name.trim(), comment: comment.trim(), ...(replyTo ? { replyTo: replyTo.id } : {}) });
      setComment('');
      setShowErrors(false);
      onCancelReply();
      setStatus({ kind: 'sent' });
      onSent?.();
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (code === ERROR_CODES.unauthorized) return onSignOut();
      setStatus({ kind: 'error', message: code === ERROR_CODES.tooManyRequests ? t.tooMany : ((error as { message?: string }).message ?? t.failed) });
    }
  }

  return (
    <form ref={form} className="acad-comment-form" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{replyTo ? t.replyingTo(replyTo.name) : t.leave}</h3>
      {replyTo && <button type="button" className="acad-link" onClick={onCancelReply}>{t.cancelReply}</button>}
      <FormField id={`${id}-name`} label={t.name} required error={missing.name ? t.nameMissing : undefined}>
        {(control) => <input {...control} type="text" autoComplete="name" value={name} maxLength={40} placeholder={t.namePlaceholder} onChange={(e) => setName(e.target.value)} />}
      </FormField>
      <FormField id={`${id}-comment`} label={t.comment} required error={missing.comment ? t.commentMissing : undefined}>
        {(control) => <textarea {...control} ref={text} rows={4} maxLength={1000} value={comment} placeholder={t.commentPlaceholder} onChange={(e) => setComment(e.target.value)} />}
      </FormField>
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
