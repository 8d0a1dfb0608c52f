import { useCallback, useId, useState } from 'react';
import type { ModeratedComment, CommentStatus } from '@schools/api-server/staff-contract';
import { PanelCampus } from './CampusField';
import { staffApi } from './staffApi';
import { STAFF_TEXT, chinaTime } from './staffText';
import { useStaffList, type StaffPanelProps } from './useStaffList';

type Action = 'approve' | 'reject' | 'delete';

/** Comment moderation: a campus's comments by status, oldest first; approve, reject or delete each. */
export function CommentsPanel({ lang, site, onSite, onExpired }: StaffPanelProps) {
  const t = STAFF_TEXT[lang];
  const id = useId();
  const [status, setStatus] = useState<CommentStatus>('pending');
  const [announcement, setAnnouncement] = useState('');
  const fetchList = useCallback(() => staffApi.comments(site, status), [status, site]);
  const { list, setList, problem, failed, load } = useStaffList(fetchList, onExpired, lang);

  async function act(comment: ModeratedComment, action: Action) {
    if (action === 'delete' && !window.confirm(t.confirmDelete)) return;
    try {
      await staffApi.moderate(site, comment.id, action);
      // A moderated comment leaves this status's list; a deletion takes its replies along.
      setList((current) => current?.filter((c) => c.id !== comment.id && !(action === 'delete' && c.replyTo === comment.id)));
      setAnnouncement(t.done(t.actionDone[action], comment.name));
      document.getElementById(`${id}-title`)?.focus();
    } catch (error) {
      failed(error);
    }
  }

  return (
    <section className="staff-panel" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} tabIndex={-1}>{t.commentsTitle}</h1>
      <p className="staff-hint staff-zone">{t.timeZone}</p>
      <div className="staff-tools">
        <PanelCampus lang={lang} site={site} onSite={onSite} />
        <label className="staff-field">
          <span>{t.show}</span>
          <select value={status} onChange={(e) => setStatus(e.target.value as CommentStatus)}>
            {(['pending', 'approved', 'rejected'] as const).map((s) => <option key={s} value={s}>{t.statuses[s]}</option>)}
          </select>
        </label>
        <button type="button" className="staff-button staff-button--quiet" onClick={load}>{t.refresh}</button>
      </div>
      {problem && <p className="staff-error" role="alert">{problem}</p>}
      <p className="visually-hidden" role="status">{announcement}</p>
      {list && (
        <>
          <h2 className="staff-count">{t.commentsSummary(list.length, t.statuses[status])}</h2>
          {list.length === 0 && <p>{t.noComments}</p>}
          <ul className="staff-comments">
            {list.map((c) => (
              <li key={c.id} className="staff-comment">
                <p className="staff-muted">
                  {chinaTime(c.createdAt)} · {c.site} · {t.onPost(c.post.title[lang], c.post.student[lang])}
                  {c.replyTo ? ` · ${t.replyTo(c.replyTo)}` : ''}
                </p>
                <p className="staff-comment__name">{c.name}</p>
                <p className="staff-comment__text">{c.comment}</p>
                <div className="staff-comment__actions">
                  {status !== 'approved' && <button type="button" className="staff-button staff-button--small" onClick={() => act(c, 'approve')} aria-label={`${t.approve}: ${c.name}`}>{t.approve}</button>}
                  {status !== 'rejected' && <button type="button" className="staff-button staff-button--small staff-button--quiet" onClick={() => act(c, 'reject')} aria-label={`${t.reject}: ${c.name}`}>{t.reject}</button>}
                  <button type="button" className="staff-button staff-button--small staff-button--danger" onClick={() => act(c, 'delete')} aria-label={`${t.remove}: ${c.name}`}>{t.remove}</button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
