// The studio's academic calendar: a school year's events month by month in both languages, adding and
// editing one in a form (English and Chinese side by side), cancelling one after a confirmation. A
// cancelled event stays listed, struck through, as visitors see it. The information sessions, which the
// calendar shows from Sessions, are changed there only: a note says so.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { chinaNow, schoolYearOf } from '@schools/shared-api/china-time';
import { useChanged } from '@schools/ui/use-changed';
import { PanelCampus } from '../CampusField';
import { StaffCallError } from '../staffApi';
import { STAFF_TEXT, chinaTime } from '../staffText';
import type { StaffPanelProps } from '../useStaffList';
import { calendarApi, fieldProblems, type EventInput, type FieldProblem, type StaffCalendar, type StaffCalendarEvent } from './calendarApi';
import { EventForm, draftOf } from './EventForm';
import { monthText, spanText } from './when';
import '../copy/studio.css';
import './calendar.css';
import { failureText } from '../refusalText';
import { useFocusReturn } from '../useFocusReturn';

/** The school year under way in China. */
const currentYear = (): string => schoolYearOf(chinaNow().day);

type Editing = { event?: StaffCalendarEvent } | undefined;

export function CalendarStudio({ lang, site, onSite, onExpired }: StaffPanelProps) {
  const staff = STAFF_TEXT[lang];
  const t = staff.calendar;
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  /** where the focus goes back to when the form closes: the button that opened it */
  const [year, setYear] = useState(currentYear);
  const [calendar, setCalendar] = useState<StaffCalendar>();
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
  const load = useCallback(() => calendarApi.events(site, year).then(setCalendar, failed), [site, year, failed]);
  // Another campus or school year: nothing of the last one stays on screen while this one loads.
  if (useChanged(`${site}|${year}`)) {
    setCalendar(undefined);
    setEditing(undefined);
  }
  useEffect(() => {
    void load();
  }, [load]);

  const open = (event?: StaffCalendarEvent) => {
    focus.remember();
    setProblems([]);
    setStatus('');
    setEditing({ event });
  };
  const close = () => {
    focus.giveBack();
    setEditing(undefined);
    setProblems([]);
  };
  async function save(input: EventInput) {
    setBusy(true);
    setFailure('');
    try {
      const saved = editing?.event ? await calendarApi.editEvent(site, editing.event.id, input) : await calendarApi.addEvent(site, year, input);
      setStatus(editing?.event ? t.saved(saved.title[lang]) : t.added(saved.title[lang]));
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

  async function cancel(event: StaffCalendarEvent) {
    if (!window.confirm(t.confirmCancelEvent(event.title[lang]))) return;
    setFailure('');
    try {
      await calendarApi.cancelEvent(site, event.id);
      setStatus(t.eventCancelled(event.title[lang]));
      await load();
      heading.current?.focus();
    } catch (error) {
      failed(error);
    }
  }

  const events = calendar?.events ?? [];
  const months = [...new Set(events.map((e) => e.start.slice(0, 7)))];
  const cancelled = events.filter((e) => e.cancelledAt).length;
  return (
    <section className="cal" aria-labelledby={`${id}-title`}>
      <div className="studio__head">
        <h1 id={`${id}-title`} ref={heading} tabIndex={-1}>{t.calendarTitle}</h1>
        <div className="staff-tools cal-tools">
          <PanelCampus lang={lang} site={site} onSite={onSite} />
          <label className="staff-field">
            <span>{t.year}</span>
            <select value={year} onChange={(e) => setYear(e.target.value)}>
              {(calendar?.years ?? [year]).map((y) => <option key={y} value={y}>{y}</option>)}
            </select>
          </label>
          <button type="button" className="staff-button" onClick={() => open()} disabled={Boolean(editing)}>{t.addEvent}</button>
        </div>
      </div>
      <p className="staff-hint staff-zone">{t.visitorsNote}</p>
      <p className="staff-hint">{t.sessionsOnCalendar}</p>
      <p className="studio-status" role="status">{status}</p>
      {failure && <p className="staff-error" role="alert">{failure}</p>}
      {editing && (
        <EventForm
          key={editing.event?.id ?? 'new'} lang={lang} busy={busy} problems={problems} attempts={attempts} onSave={(e) => void save(e)} onClose={close}
          heading={editing.event ? t.editEvent(editing.event.title[lang]) : `${t.newEvent} · ${year}`} initial={draftOf(editing.event, year)}
        />
      )}
      {!calendar && !failure && <p role="status">{t.loading}</p>}
      {calendar && (
        <div className="cal-list">
          <p className="staff-count">{t.eventsSummary(events.length, cancelled)}</p>
          {events.length === 0 && <p className="studio-empty">{t.noEvents(year)}</p>}
          {months.map((month) => (
            <section key={month} className="cal-month" aria-labelledby={`${id}-${month}`}>
              <h2 id={`${id}-${month}`}>{monthText(month, lang)}</h2>
              <ul className="cal-events">
                {events.filter((e) => e.start.startsWith(month)).map((e) => (
                  <li key={e.id} className={`cal-event${e.cancelledAt ? ' cal-event--cancelled' : ''}`}>
                    <p className="cal-event__when">{spanText(e.start, e.end, e.allDay, lang)}</p>
                    <div className="cal-event__what">
                      <h3 className="cal-event__title" lang="en">{e.cancelledAt ? <s>{e.title.en}</s> : e.title.en}</h3>
                      <p className="cal-event__zh" lang="zh-CN">{e.cancelledAt ? <s>{e.title.zh}</s> : e.title.zh}</p>
                      <p className="cal-event__tags">
                        <span className="cal-tag">{t.categories[e.category]}</span>
                        {e.cancelledAt && <span className="cal-tag cal-tag--cancelled">{t.cancelledOn(chinaTime(e.cancelledAt))}</span>}
                        {e.location[lang] && <span className="staff-muted">{e.location[lang]}</span>}
                      </p>
                    </div>
                    {!e.cancelledAt && (
                      <div className="cal-event__actions">
                        <button type="button" className="staff-button staff-button--small staff-button--quiet" aria-label={t.editOf(e.title[lang])}
                          onClick={() => open(e)} disabled={Boolean(editing)}>{t.edit}</button>
                        <button type="button" className="staff-button staff-button--small staff-button--danger" aria-label={t.cancelEventOf(e.title[lang])}
                          onClick={() => void cancel(e)} disabled={Boolean(editing)}>{t.cancelEvent}</button>
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </section>
  );
}
