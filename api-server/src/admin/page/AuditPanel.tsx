import { useCallback, useId, useState } from 'react';
import type { CampusCode } from '../../../../shared-api/src/campus/catalog';
import { CampusField } from './CampusField';
import { staffApi, type AuditEntry } from './staffApi';
import { STAFF_TEXT, chinaTime } from './staffText';
import { useStaffList, type StaffPanelProps } from './useStaffList';

const json = (value: unknown) => (value === null ? '—' : JSON.stringify(value, null, 2));

/** The network administrator's audit log: every change made through the staff calls and the command line, newest first. */
export function AuditPanel({ lang, onExpired }: StaffPanelProps) {
  const t = STAFF_TEXT[lang];
  const id = useId();
  const [site, setSite] = useState<CampusCode | ''>('');
  const fetchList = useCallback(() => staffApi.audit(site || undefined), [site]);
  const { list, problem, load } = useStaffList<AuditEntry>(fetchList, onExpired, t.unreachable);
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
        <div className="staff-table" role="region" aria-labelledby={`${id}-summary`} tabIndex={0}>
          <table>
            <caption id={`${id}-summary`}>{t.auditSummary(list.length)}</caption>
            <thead>
              <tr>
                <th scope="col">{t.when}</th>
                <th scope="col">{t.who}</th>
                <th scope="col">{t.campus}</th>
                <th scope="col">{t.action}</th>
                <th scope="col">{t.details}</th>
              </tr>
            </thead>
            <tbody>
              {list.length === 0 && <tr><td colSpan={5}>{t.noChanges}</td></tr>}
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
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
