// The form of one information session, new or edited: place, language and audience in English and
// Chinese side by side, the day, start and end (China time), and the places. The server checks it
// (a day to come, a capacity not below the families booked); what it refuses is shown beside each field.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormField } from '@schools/ui/form-field';
import { fieldErrors } from '../calendar/formProblems';
import type { FieldProblem, SessionInput, StaffInfoSession } from '../calendar/calendarApi';
import { BilingualField } from '../copy/fields';
import { STAFF_TEXT, type StaffLang } from '../staffText';

const EMPTY_TEXT = { en: '', zh: '' };

export function sessionDraftOf(session: StaffInfoSession | undefined): SessionInput {
  if (session) {
    const { place, language, audience, date, start, end, capacity } = session;
    return { place, language, audience, date, start, end, capacity };
  }
  return { place: EMPTY_TEXT, language: EMPTY_TEXT, audience: EMPTY_TEXT, date: '', start: '09:30', end: '11:30', capacity: 30 };
}

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

  useEffect(() => title.current?.focus(), []);
  useEffect(() => {
    if (attempts > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

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
      <div className="studio-actions">
        <button type="submit" className="staff-button" disabled={busy}>{busy ? t.working : t.save}</button>
        <button type="button" className="staff-button staff-button--quiet" onClick={onClose}>{t.close}</button>
      </div>
    </form>
  );
}
