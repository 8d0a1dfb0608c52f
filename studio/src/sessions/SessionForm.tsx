// The form of one information session, new or edited: place, language and audience in English and
// Chinese side by side, the day, start and end (China time), the places, and the grades it is for
// (from and to, or all grades), which the sign-up form compares with a family's grade. The server
// checks it (a day to come, a capacity not below the families booked, grades youngest first); what it
// refuses is shown beside each field.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { GRADE_CODES, GRADE_NAMES } from '@schools/shared-api/forms';
import { FormField } from '@schools/ui/form-field';
import { fieldErrors } from '../calendar/formProblems';
import type { FieldProblem, SessionInput, StaffInfoSession } from '../calendar/calendarApi';
import { BilingualField } from '../copy/fields';
import { STAFF_TEXT, type StaffLang } from '../staffText';
import { useFocusFirstProblem } from '../useFocusFirstProblem';

const EMPTY_TEXT = { en: '', zh: '' };

export function sessionDraftOf(session: StaffInfoSession | undefined): SessionInput {
  if (session) {
    const { place, language, audience, date, start, end, capacity, grades } = session;
    return { place, language, audience, date, start, end, capacity, grades };
  }
  return { place: EMPTY_TEXT, language: EMPTY_TEXT, audience: EMPTY_TEXT, date: '', start: '09:30', end: '11:30', capacity: 30, grades: null };
}

/** The value of the grade selects' "All grades". */
const ALL_GRADES = '';

export function SessionForm({ lang, heading, initial, busy, problems, attempts, onSave, onClose }: {
  lang: StaffLang;
  heading: string;
  initial: SessionInput;
  busy: boolean;
  problems: readonly FieldProblem[];
  attempts: number;
  onSave: (session: SessionInput) => void;
  onClose: () => void;
}) {
  const t = STAFF_TEXT[lang].calendar;
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const [draft, setDraft] = useState(initial);
  // The places as typed: an empty field is not 0 until it is sent.
  const [capacity, setCapacity] = useState(String(initial.capacity));
  const errors = fieldErrors(problems, lang);
  const set = <K extends keyof SessionInput>(key: K, value: SessionInput[K]) => setDraft((d) => ({ ...d, [key]: value }));
  // Either end set alone makes a range to the other end of the scale; "All grades" at either end is every grade.
  const setGrade = (end: 'from' | 'to', value: string) => setDraft((d) => ({
    ...d,
    grades: value === ALL_GRADES ? null : { from: d.grades?.from ?? GRADE_CODES[0], to: d.grades?.to ?? GRADE_CODES.at(-1)!, [end]: value },
  }));

  useEffect(() => title.current?.focus(), []);
  useFocusFirstProblem(form, attempts);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) onSave({ ...draft, capacity: capacity.trim() === '' ? 0 : Number(capacity) });
  };
  return (
    <form ref={form} className="studio-form cal-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}
      onKeyDown={(e) => { if (e.key === 'Escape') onClose(); }}>
      <h2 id={`${id}-title`} ref={title} tabIndex={-1}>{heading}</h2>
      {problems.length > 0 && <p className="staff-error" role="alert">{t.refused(problems.length)}</p>}
      <fieldset className="studio-pair cal-form__when">
        <legend>{`${t.when} · ${t.chinaTime}`}</legend>
        <FormField id={`${id}-date`} label={t.date} required error={errors.date}>
          {(control) => <input {...control} className="studio-input" type="date" value={draft.date} onChange={(e) => set('date', e.target.value)} />}
        </FormField>
        <FormField id={`${id}-capacity`} label={t.capacity} required hint={t.capacityHint} error={errors.capacity}>
          {(control) => <input {...control} className="studio-input" type="number" inputMode="numeric" min={1} max={1000} step={1} value={capacity} onChange={(e) => setCapacity(e.target.value)} />}
        </FormField>
        <FormField id={`${id}-start`} label={t.startTime} required error={errors.start}>
          {(control) => <input {...control} className="studio-input" type="time" value={draft.start} onChange={(e) => set('start', e.target.value)} />}
        </FormField>
        <FormField id={`${id}-end`} label={t.endTime} required error={errors.end}>
          {(control) => <input {...control} className="studio-input" type="time" value={draft.end} onChange={(e) => set('end', e.target.value)} />}
        </FormField>
      </fieldset>
      {(['place', 'language', 'audience'] as const).map((field) => (
        <BilingualField
          key={field} id={`${id}-${field}`} lang={lang} label={t[field]} value={draft[field]}
          errors={{ en: errors[`${field}.en`], zh: errors[`${field}.zh`] }} onChange={(value) => set(field, value)}
        />
      ))}
      <fieldset className="studio-pair cal-form__grades" aria-describedby={`${id}-grades-hint`}>
        <legend>{t.grades}</legend>
        {(['from', 'to'] as const).map((end) => (
          <FormField key={end} id={`${id}-grades-${end}`} label={end === 'from' ? t.gradesFrom : t.gradesTo} error={errors[`grades.${end}`]}>
            {(control) => (
              <select {...control} value={draft.grades?.[end] ?? ALL_GRADES} onChange={(e) => setGrade(end, e.target.value)}>
                <option value={ALL_GRADES}>{t.allGrades}</option>
                {GRADE_CODES.map((code) => <option key={code} value={code}>{GRADE_NAMES[lang][code]}</option>)}
              </select>
            )}
          </FormField>
        ))}
        <p className="staff-hint cal-form__wide" id={`${id}-grades-hint`}>{t.gradesHint}</p>
      </fieldset>
      <div className="studio-actions">
        <button type="submit" className="staff-button" disabled={busy}>{busy ? t.working : t.save}</button>
        <button type="button" className="staff-button staff-button--quiet" onClick={onClose}>{t.close}</button>
      </div>
    </form>
  );
}
