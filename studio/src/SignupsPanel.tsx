import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { StoredSignup } from '@schools/api-server/staff-contract';
import { PanelCampus } from './CampusField';
import { staffApi } from './staffApi';
import { StaffTable } from './StaffTable';
import { STAFF_TEXT, chinaTime } from './staffText';
import { useStaffList, type StaffPanelProps } from './useStaffList';

/** A campus's sign-ups, newest first: mark a family contacted, export what is listed as CSV. */
export function SignupsPanel({ lang, site, onSite, onExpired }: StaffPanelProps) {
  const t = STAFF_TEXT[lang];
  const id = useId();
  const [onlyOpen, setOnlyOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const statusCells = useRef(new Map<number, HTMLElement>());
  const [focusAfterMark, setFocusAfterMark] = useState<number>();

  const fetchList = useCallback(() => staffApi.signups(site), [site]);
  const { list, setList, problem, failed, load } = useStaffList<StoredSignup>(fetchList, onExpired, lang);

  // The button a member of staff pressed is gone once the family is marked: the focus goes to its status.
  useEffect(() => {
    if (focusAfterMark !== undefined) statusCells.current.get(focusAfterMark)?.focus();
  }, [focusAfterMark, list]);

  async function mark(signup: StoredSignup) {
    try {
      const updated = await staffApi.markContacted(site, signup.id);
      setList((current) => current?.map((s) => (s.id === updated.id ? updated : s)));
      setAnnouncement(t.marked(updated.name));
      setFocusAfterMark(updated.id);
    } catch (error) {
      failed(error);
    }
  }

  const shown = (list ?? []).filter((s) => !onlyOpen || !s.contactedAt);
  const open = (list ?? []).filter((s) => !s.contactedAt).length;
  return (
    <section className="staff-panel" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t.title}</h1>
      <p className="staff-hint staff-zone">{t.timeZone}</p>
      <div className="staff-tools">
        <PanelCampus lang={lang} site={site} onSite={onSite} />
        <label className="staff-check">
          <input type="checkbox" checked={onlyOpen} onChange={(e) => setOnlyOpen(e.target.checked)} />
          <span>{t.onlyOpen}</span>
        </label>
        <button type="button" className="staff-button staff-button--quiet" onClick={load}>{t.refresh}</button>
        <button type="button" className="staff-button" onClick={() => staffApi.downloadCsv(site).catch(failed)}>{t.exportCsv}</button>
      </div>
      {problem && <p className="staff-error" role="alert">{problem}</p>}
      <p className="visually-hidden" role="status">{announcement}</p>
      {list && (
        <StaffTable id={id} caption={t.summary(list.length, open)} columns={[t.received, t.family, t.contact, t.session, t.message, t.status]} empty={shown.length === 0 ? t.empty : undefined}>
          {shown.map((s) => (
            <tr key={s.id} className={s.contactedAt ? 'is-done' : undefined}>
              <td>{chinaTime(s.createdAt)}<span className="staff-muted">{s.site}</span></td>
              <th scope="row">
                {s.name}<span className="staff-muted">{t.entry(s.grade, s.entry)}</span>
                {s.repeats > 0 && <span className="staff-repeat">{t.repeats(s.repeats)}</span>}
              </th>
              <td>
                <a href={`tel:${s.mobile.replace(/[\s-]/g, '')}`}>{s.mobile}</a>
                <a href={`mailto:${s.email}`}>{s.email}</a>
              </td>
              <td>
                {s.session || t.anotherDate}
                {s.cancelledAt && <span className="staff-muted">{t.cancelledOn(chinaTime(s.cancelledAt))}</span>}
              </td>
              <td className="staff-message">{s.message}<span className="staff-muted">{t.pageLanguage(s.lang)}</span></td>
              <td>
                {s.contactedAt
                  ? <span tabIndex={-1} ref={(el) => { if (el) statusCells.current.set(s.id, el); }}>{t.contactedOn(chinaTime(s.contactedAt))}</span>
                  : <button type="button" className="staff-button staff-button--small" onClick={() => mark(s)} aria-label={`${t.markContacted}: ${s.name}`}>{t.markContacted}</button>}
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
    </section>
  );
}
