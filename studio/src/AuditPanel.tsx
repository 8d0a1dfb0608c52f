import { useCallback, useId, useState } from 'react';
import type { CampusCode } from '@schools/shared-api';
import { CampusField } from './CampusField';
import { staffApi, type AuditEntry } from './staffApi';
import { StaffTable } from './StaffTable';
import { STAFF_TEXT, chinaTime } from './staffText';
import { useStaffList, type StaffPanelProps } from './useStaffList';

const json = (value: unknown) => (value === null ? '—' : JSON.stringify(value, null, 2));

/** The network administrator's audit log: every change made through the staff calls and the command line, newest first. */
export function AuditPanel({ lang, onExpired }: StaffPanelProps) {
  const t = STAFF_TEXT[lang];
  const id = useId();
  const [site, setSite] = useState<CampusCode | ''>('');
  const fetchList = useCallback(() => staffApi.audit(site || undefined), [site]);
  const { list, problem, load } = useStaffList<AuditEntry>(fetchList, onExpired, lang);
  return (
    <section className="staff-panel" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t.auditTitle}</h1>
      <p className="staff-hint staff-zone">{t.timeZone}</p>
      <div className="staff-tools">
        <CampusField lang={lang} value={site} onChange={setSite} all />
        <button type="button" className="staff-button staff-button--quiet" onClick={load}>{t.refresh}</button>
      </div>
      {problem && <p className="staff-error" role="alert">{problem}</p>}
      {list && (
        <StaffTable id={id} caption={t.auditSummary(list.length)} columns={[t.when, t.who, t.campus, t.action, t.details]} empty={list.length === 0 ? t.noChanges : undefined}>
          {list.map((e) => (
            <tr key={e.id}>
              <td>{chinaTime(e.at)}</td>
              <td>{e.actor}</td>
              <td>{e.site ?? t.network}</td>
              <th scope="row">{t.actions[e.action] ?? e.action}<span className="staff-muted">{e.targetId ? `#${e.targetId}` : ''}</span></th>
              <td>
                <details>
                  <summary>{t.details}</summary>
                  <p className="staff-muted">{t.before}</p>
                  <pre>{json(e.before)}</pre>
                  <p className="staff-muted">{t.after}</p>
                  <pre>{json(e.after)}</pre>
                </details>
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
    </section>
  );
}
