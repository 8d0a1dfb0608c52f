// The form of one event, new or edited: title, place and description in English and Chinese side by
// side, a category, all day or timed (China time), the first and last day or the start and end. The
// server checks it; what it refuses is shown beside each field and the first such field takes the focus.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CALENDAR_CATEGORIES, type CalendarCategory } from '@schools/shared-api';
import { FormField } from '@schools/ui/form-field';
import { BilingualField } from '../copy/fields';
import { STAFF_TEXT, type StaffLang } from '../staffText';
import type { EventInput, FieldProblem, StaffCalendarEvent } from './calendarApi';
import { fieldErrors } from './formProblems';
import { useFocusFirstProblem } from '../useFocusFirstProblem';

const EMPTY_TEXT = { en: '', zh: '' };

/** The form's values: timed starts and ends as a datetime-local control holds them (YYYY-MM-DDTHH:MM). */
export function draftOf(event: StaffCalendarEvent | undefined, year: string): EventInput {
  if (!event) {
    const day = `${year.slice(0, 4)}-09-01`;
    return { title: EMPTY_TEXT, description: EMPTY_TEXT, location: EMPTY_TEXT, category: 'event', allDay: true, start: day, end: day };
  }
  const cut = (value: string) => (event.allDay ? value : value.slice(0, 16));
  return {
    title: event.title, description: event.description, location: event.location, category: event.category, allDay: event.allDay,
    start: cut(event.start), end: cut(event.end),
  };
}

/** Switching between all day and timed keeps the days: 09:00 to 10:00 China time by default. */
function withAllDay(draft: EventInput, allDay: boolean): EventInput {
  if (allDay) return { ...draft, allDay, start: draft.start.slice(0, 10), end: draft.end.slice(0, 10) };
  return { ...draft, allDay, start: `${draft.start.slice(0, 10)}T09:00`, end: `${draft.end.slice(0, 10)}T10:00` };
}

export function EventForm({ lang, heading, initial, busy, problems, attempts, onSave, onClose }: {
  lang: StaffLang;
  heading: string;
  initial: EventInput;
  busy: boolean;
  problems: readonly FieldProblem[];
  /** one more for each refused save: the first field with a problem then takes the focus */
  attempts: number;
  onSave: (event: EventInput) => void;
  onClose: () => void;
}) {
  const t = STAFF_TEXT[lang].calendar;
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const [draft, setDraft] = useState(initial);
  const errors = fieldErrors(problems, lang);
  const set = <K extends keyof EventInput>(key: K, value: EventInput[K]) => setDraft((d) => ({ ...d, [key]: value }));

  useEffect(() => title.current?.focus(), []);
  useFocusFirstProblem(form, attempts);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) onSave(draft);
  };
  const type = draft.allDay ? 'date' : 'datetime-local';
  return (
    <form ref={form} className="studio-form cal-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}
      onKeyDown={(e) => { if (e.key === 'Escape') onClose(); }}>
      <h2 id={`${id}-title`} ref={title} tabIndex={-1}>{heading}</h2>
      {problems.length > 0 && <p className="staff-error" role="alert">{t.refused(problems.length)}</p>}
      {(['title', 'location', 'description'] as const).map((field) => (
        <BilingualField
          key={field} id={`${id}-${field}`} lang={lang} label={t[field]} value={draft[field]} multiline={field === 'description'}
          errors={{ en: errors[`${field}.en`], zh: errors[`${field}.zh`] }} onChange={(value) => set(field, value)}
        />
      ))}
      <div className="cal-form__row">
        <FormField id={`${id}-category`} label={t.category} error={errors.category}>
          {(control) => (
            <select {...control} value={draft.category} onChange={(e) => set('category', e.target.value as CalendarCategory)}>
              {CALENDAR_CATEGORIES.map((c) => <option key={c} value={c}>{t.categories[c]}</option>)}
            </select>
          )}
        </FormField>
        <div className="ui-field">
          <label className="staff-check cal-form__allday">
            <input type="checkbox" checked={draft.allDay} onChange={(e) => setDraft((d) => withAllDay(d, e.target.checked))} aria-describedby={`${id}-allday-hint`} />
            <span>{t.allDay}</span>
          </label>
          <p className="ui-field__hint" id={`${id}-allday-hint`}>{t.allDayHint}</p>
        </div>
      </div>
      <fieldset className="studio-pair cal-form__when">
        <legend>{draft.allDay ? `${t.firstDay} – ${t.lastDay}` : `${t.start} – ${t.end} · ${t.chinaTime}`}</legend>
        {(['start', 'end'] as const).map((field) => (
          <FormField key={field} id={`${id}-${field}`} label={draft.allDay ? (field === 'start' ? t.firstDay : t.lastDay) : t[field]} required error={errors[field]}>
            {(control) => <input {...control} className="studio-input" type={type} value={draft[field]} onChange={(e) => set(field, e.target.value)} />}
          </FormField>
        ))}
      </fieldset>
      <div className="studio-actions">
        <button type="submit" className="staff-button" disabled={busy}>{busy ? t.working : t.save}</button>
        <button type="button" className="staff-button staff-button--quiet" onClick={onClose}>{t.close}</button>
      </div>
    </form>
  );
}
