import { useCallback, useId, useState } from 'react';
import type { ListedMessage } from '@schools/api-server/staff-contract';
import { PanelCampus } from './CampusField';
import { MESSAGES_TEXT } from './messagesText';
import { staffApi } from './staffApi';
import { StaffTable } from './StaffTable';
import { STAFF_TEXT, chinaTime } from './staffText';
import { useStaffList, type StaffPanelProps } from './useStaffList';

/**
 * The campus's e-mails, newest first: what was sent, what waits (and, without SMTP, what would be
 * sent), what failed and why, each with its text as the family reads it.
 */
export function MessagesPanel({ lang, site, onSite, onExpired }: StaffPanelProps) {
  const t = MESSAGES_TEXT[lang];
  const id = useId();
  const [sending, setSending] = useState<boolean>();
  const fetchList = useCallback(async () => {
    const { sending: sends, messages } = await staffApi.messages(site);
    setSending(sends);
    return messages;
  }, [site]);
  const { list, problem, load } = useStaffList<ListedMessage>(fetchList, onExpired, lang);

  return (
    <section className="staff-panel" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t.title}</h1>
      <p className="staff-hint staff-zone">{t.intro}</p>
      {sending === false && <p className="staff-warning" role="note">{t.notConfigured}</p>}
      <div className="staff-tools">
        <PanelCampus lang={lang} site={site} onSite={onSite} />
        <button type="button" className="staff-button staff-button--quiet" onClick={load}>{STAFF_TEXT[lang].refresh}</button>
      </div>
      {problem && <p className="staff-error" role="alert">{problem}</p>}
      {list && (
        <StaffTable id={id} caption={t.summary(list.length)} columns={[t.when, t.to, t.message, t.state]} empty={list.length === 0 ? t.empty : undefined}>
          {list.map((m) => {
            const waiting = m.state === 'pending' || m.state === 'sending';
            return (
              <tr key={m.id} className={m.state === 'sent' || m.state === 'skipped' ? 'is-done' : undefined}>
                <td>
                  {m.sentAt ? t.sentAt(chinaTime(m.sentAt)) : waiting ? t.due(chinaTime(m.nextAttemptAt)) : t.written(chinaTime(m.createdAt))}
                  <span className="staff-muted">{t.kinds[m.kind] ?? m.kind}</span>
                </td>
                <td className="staff-message">{m.recipient}<span className="staff-muted">{t.language(m.lang)}</span></td>
                <th scope="row" className="staff-message">
                  {m.subject}
                  {m.hasInvitation && <span className="staff-muted">{t.invitation}</span>}
                  <details>
                    <summary>{t.show}</summary>
                    <pre lang={m.lang === 'zh' ? 'zh-CN' : m.lang === 'en' ? 'en' : undefined}>{m.text}</pre>
                  </details>
                </th>
                <td>
                  <span className={`staff-state staff-state--${m.state}`}>{waiting && sending === false ? t.notSent : t.states[m.state]}</span>
                  {m.attempts > 0 && <span className="staff-muted">{t.attempts(m.attempts)}</span>}
                  {m.lastError && <span className="staff-muted">{t.reason}: {m.lastError}</span>}
                </td>
              </tr>
            );
          })}
        </StaffTable>
      )}
    </section>
  );
}
