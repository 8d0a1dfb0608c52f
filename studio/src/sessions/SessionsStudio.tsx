// The admissions office's information sessions: those to come and those past, with the grades each is
// for and the families booked against the places; adding and editing one in a form, cancelling one after a confirmation; and for
// each cancelled session, the families who booked it, to call and mark contacted.
import { Fragment, useCallback, useEffect, useId, useRef, useState } from 'react';
import { gradeRangeText } from '@schools/shared-api/forms';
import { useChanged } from '@schools/ui/use-changed';
import { PanelCampus } from '../CampusField';
import { StaffCallError, staffApi } from '../staffApi';
import { StaffTable } from '../StaffTable';
import { STAFF_TEXT, chinaTime } from '../staffText';
import type { StaffPanelProps } from '../useStaffList';
import { calendarApi, fieldProblems, type FieldProblem, type SessionFamily, type SessionInput, type StaffInfoSession } from '../calendar/calendarApi';
import { dayText } from '../calendar/when';
import { SessionForm, sessionDraftOf } from './SessionForm';
import '../copy/studio.css';
import '../calendar/calendar.css';
import { failureText } from '../refusalText';
import { useFocusReturn } from '../useFocusReturn';

type Editing = { session?: StaffInfoSession } | undefined;

export function SessionsStudio({ lang, site, onSite, onExpired }: StaffPanelProps) {
  const staff = STAFF_TEXT[lang];
  const t = staff.calendar;
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [sessions, setSessions] = useState<StaffInfoSession[]>();
  const [families, setFamilies] = useState<Record<number, SessionFamily[]>>({});
  const [failure, setFailure] = useState('');
  const [status, setStatus] = useState('');
  const [editing, setEditing] = useState<Editing>();
  const focus = useFocusReturn(editing !== undefined, heading);
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [attempts, setAttempts] = useState(0);
  const [busy, setBusy] = useState(false);

  const failed = useCallback((error: unknown) => {
    if (error instanceof StaffCallError && error.unauthorized) onExpired();
    else setFailure(failureText(error, lang));
  }, [onExpired, lang]);
  const load = useCallback(() => calendarApi.sessions(site).then(async (list) => {
    const cancelled = list.filter((s) => s.cancelledAt && s.booked > 0);
    const lists = await Promise.all(cancelled.map((s) => calendarApi.families(site, s.id)));
    setFamilies(Object.fromEntries(cancelled.map((s, i) => [s.id, lists[i]!])));
    setSessions(list);
  }).catch(failed), [site, failed]);
  // Another campus: nothing of the last one stays on screen while this one loads.
  if (useChanged(site)) {
    setSessions(undefined);
    setEditing(undefined);
  }
  useEffect(() => {
    void load();
  }, [load]);

  const when = (s: Pick<StaffInfoSession, 'date' | 'start' | 'end'>) => `${dayText(s.date, lang)} ${s.start}–${s.end}`;
  const open = (session?: StaffInfoSession) => {
    focus.remember();
    setProblems([]);
    setStatus('');
    setEditing({ session });
  };
  const close = () => {
    focus.giveBack();
    setEditing(undefined);
    setProblems([]);
  };
  async function save(input: SessionInput) {
    setBusy(true);
    setFailure('');
    try {
      const saved = editing?.session ? await calendarApi.editSession(site, editing.session.id, input) : await calendarApi.addSession(site, input);
      setStatus(editing?.session ? t.sessionSaved(when(saved)) : t.sessionAdded(when(saved)));
      await load();
      close();
    } catch (error) {
      const refused = fieldProblems(error);
      if (refused.length) {
        setProblems(refused);
        setAttempts((n) => n + 1);
      } else failed(error);
    } finally {
      setBusy(false);
    }
  }

  async function cancel(session: StaffInfoSession) {
    if (!window.confirm(t.confirmCancelSession(when(session), session.booked))) return;
    setFailure('');
    try {
      await calendarApi.cancelSession(site, session.id);
      setStatus(t.sessionCancelled(when(session), session.booked));
      await load();
      heading.current?.focus();
    } catch (error) {
      failed(error);
    }
  }

  async function contacted(family: SessionFamily, sessionId: number) {
    try {
      const updated = await staffApi.markContacted(site, family.id);
      setFamilies((all) => ({ ...all, [sessionId]: (all[sessionId] ?? []).map((f) => (f.id === family.id ? { ...f, contactedAt: updated.contactedAt } : f)) }));
      setStatus(t.marked(family.name));
    } catch (error) {
      failed(error);
    }
  }

  const upcoming = (sessions ?? []).filter((s) => !s.past);
  const past = (sessions ?? []).filter((s) => s.past).reverse();
  const withFamilies = (sessions ?? []).filter((s) => s.cancelledAt && s.booked > 0);
  const gradesCell = (s: StaffInfoSession) => <td>{s.grades ? gradeRangeText(s.grades, lang) : t.allGrades}</td>;
  const placeCell = (s: StaffInfoSession) => (
    <td>
      <span lang="en">{s.place.en}</span>
      <span className="staff-muted" lang="zh-CN">{s.place.zh}</span>
    </td>
  );
  return (
    <section className="cal" aria-labelledby={`${id}-title`}>
      <div className="studio__head">
        <h1 id={`${id}-title`} ref={heading} tabIndex={-1}>{t.sessionsTitle}</h1>
        <div className="staff-tools cal-tools">
          <PanelCampus lang={lang} site={site} onSite={onSite} />
          <button type="button" className="staff-button" onClick={() => open()} disabled={Boolean(editing)}>{t.addSession}</button>
        </div>
      </div>
      <p className="staff-hint staff-zone">{t.timeZone}</p>
      <p className="staff-hint">{t.sessionsInCalendar}</p>
      <p className="studio-status" role="status">{status}</p>
      {failure && <p className="staff-error" role="alert">{failure}</p>}
      {editing && (
        <SessionForm
          key={editing.session?.id ?? 'new'} lang={lang} busy={busy} problems={problems} attempts={attempts} onSave={(s) => void save(s)} onClose={close}
          heading={editing.session ? t.editSession(when(editing.session)) : t.newSession} initial={sessionDraftOf(editing.session)}
        />
      )}
      {!sessions && !failure && <p role="status">{t.loading}</p>}
      {sessions && (
        <div className="cal-sessions">
          <StaffTable id={`${id}-upcoming`} caption={t.upcomingSummary(upcoming.length)}
            columns={[t.when, t.place, t.language, t.audience, t.grades, t.bookings, t.actions]} empty={upcoming.length ? undefined : t.noUpcoming}>
            {upcoming.map((s) => (
              <tr key={s.id} className={s.cancelledAt ? 'is-done' : undefined}>
                <th scope="row">
                  {s.cancelledAt ? <s>{when(s)}</s> : when(s)}
                  {s.cancelledAt && <span className="cal-cancelled-tag">{t.cancelled}</span>}
                </th>
                {placeCell(s)}
                <td>{s.language[lang]}</td>
                <td>{s.audience[lang]}</td>
                {gradesCell(s)}
                <td>{t.bookedOf(s.booked, s.capacity)}</td>
                <td>
                  {!s.cancelledAt && (
                    <div className="cal-actions">
                      <button type="button" className="staff-button staff-button--small staff-button--quiet" aria-label={t.editSession(when(s))}
                        onClick={() => open(s)} disabled={Boolean(editing)}>{t.edit}</button>
                      <button type="button" className="staff-button staff-button--small staff-button--danger" aria-label={t.cancelSessionOf(when(s))}
                        onClick={() => void cancel(s)} disabled={Boolean(editing)}>{t.cancelSession}</button>
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </StaffTable>
          {withFamilies.map((s) => (
            <Fragment key={s.id}>
              <StaffTable id={`${id}-families-${s.id}`} caption={t.familiesOf(when(s))} columns={[t.family, t.contact, t.familyLanguage, t.status]}
                empty={(families[s.id] ?? []).length ? undefined : t.noFamilies}>
                {(families[s.id] ?? []).map((f) => {
                  // Contacted before the cancellation is not told of it: the office marks the call about it again.
                  const told = f.contactedAt !== null && f.contactedAt >= s.cancelledAt!;
                  return (
                    <tr key={f.id} className={told ? 'is-done' : undefined}>
                      <th scope="row">{f.name}</th>
                      <td>
                        <a href={`tel:${f.mobile.replace(/[\s-]/g, '')}`}>{f.mobile}</a>
                        <a href={`mailto:${f.email}`}>{f.email}</a>
                      </td>
                      <td>{t.wroteIn(f.lang)}</td>
                      <td>
                        {told ? t.contactedOn(chinaTime(f.contactedAt))
                          : (
                            <>
                              {f.contactedAt && <span className="staff-muted">{t.contactedBefore(chinaTime(f.contactedAt))}</span>}
                              <button type="button" className="staff-button staff-button--small" aria-label={t.markContactedOf(f.name)}
                                onClick={() => void contacted(f, s.id)}>{t.markContacted}</button>
                            </>
                          )}
                      </td>
                    </tr>
                  );
                })}
              </StaffTable>
            </Fragment>
          ))}
          <StaffTable id={`${id}-past`} caption={t.pastSummary(past.length)} columns={[t.when, t.place, t.language, t.audience, t.grades, t.bookings]}
            empty={past.length ? undefined : t.noPast}>
            {past.map((s) => (
              <tr key={s.id}>
                <th scope="row">
                  {s.cancelledAt ? <s>{when(s)}</s> : when(s)}
                  {s.cancelledAt && <span className="cal-cancelled-tag">{t.cancelled}</span>}
                </th>
                {placeCell(s)}
                <td>{s.language[lang]}</td>
                <td>{s.audience[lang]}</td>
                {gradesCell(s)}
                <td>{t.bookedOf(s.booked, s.capacity)}</td>
              </tr>
            ))}
          </StaffTable>
        </div>
      )}
    </section>
  );
}
