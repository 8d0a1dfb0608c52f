// The form of one alert, new or corrected: its level, where it shows, its title and text in English and
// Chinese side by side (with the characters left), an optional link, its start and end in China time,
// and a preview of the bar as it fills. The server checks it; what it refuses is shown beside each field
// in the editor's language, and the first such field takes the focus.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ALERT_LEVELS, type CampusCode } from '@schools/shared-api';
import { FormField } from '@schools/ui/form-field';
import { ALERT_LIMITS, type AlertInput, type Bilingual, type FieldProblem } from '@schools/api-server/staff-contract';
import { fieldErrors } from '../calendar/formProblems';
import type { StaffLang } from '../staffText';
import { inputOf, type AlertDraft } from './alertDraft';
import { AlertPreview } from './AlertPreview';
import { ALERTS_TEXT } from './alertsText';
import { AudienceField } from './AudienceField';
import { useFocusFirstProblem } from '../useFocusFirstProblem';

/** Characters as the server counts them: code points of the trimmed text. */
const length = (text: string) => [...text.trim()].length;

/** A text in both languages, each required, with how many characters it has of the most it may. */
function CountedPair({ id, lang, label, value, max, multiline, errors, onChange }: {
  id: string;
  lang: StaffLang;
  label: string;
  value: Bilingual;
  max: number;
  multiline?: boolean;
  errors: { en?: string; zh?: string };
  onChange: (value: Bilingual) => void;
}) {
  const t = ALERTS_TEXT[lang];
  return (
    <fieldset className="studio-pair">
      <legend>{label}</legend>
      {(['en', 'zh'] as const).map((l) => {
        const n = length(value[l]);
        const textLang = l === 'zh' ? 'zh-CN' : 'en';
        return (
          <FormField key={l} id={`${id}-${l}`} label={l === 'en' ? t.english : t.chinese} required error={errors[l]} hint={n > max ? t.countOver(n, max) : t.count(n, max)}>
            {(control) => multiline
              ? <textarea {...control} className="studio-input" lang={textLang} rows={4} value={value[l]} onChange={(e) => onChange({ ...value, [l]: e.target.value })} />
              : <input {...control} className="studio-input" lang={textLang} type="text" value={value[l]} onChange={(e) => onChange({ ...value, [l]: e.target.value })} />}
          </FormField>
        );
      })}
    </fieldset>
  );
}

export function AlertForm({ lang, heading, initial, ownCampus, busy, problems, attempts, refusal, submitLabel, onSave, onClose }: {
  lang: StaffLang;
  heading: string;
  initial: AlertDraft;
  /** an editor's campus, where their alerts show; absent for a network administrator, who chooses */
  ownCampus?: CampusCode;
  busy: boolean;
  problems: readonly FieldProblem[];
  /** one more for each refused save: the first field with a problem then takes the focus */
  attempts: number;
  /** a refusal of the whole alert (it has ended meanwhile), in the editor's language; '' for none */
  refusal: string;
  submitLabel: string;
  onSave: (alert: AlertInput) => void;
  onClose: () => void;
}) {
  const t = ALERTS_TEXT[lang];
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const [draft, setDraft] = useState(initial);
  const errors = fieldErrors(problems, lang);
  const set = <K extends keyof AlertDraft>(key: K, value: AlertDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  useEffect(() => title.current?.focus(), []);
  useFocusFirstProblem(form, attempts);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) onSave(inputOf(ownCampus ? { ...draft, audience: { kind: 'chosen', campuses: [ownCampus] } } : draft));
  };
  const endRequired = draft.level !== 'emergency';
  return (
    <form ref={form} className="studio-form alerts-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}
      onKeyDown={(e) => { if (e.key === 'Escape') onClose(); }}>
      <h2 id={`${id}-title`} ref={title} tabIndex={-1}>{heading}</h2>
      {problems.length > 0 && <p className="staff-error" role="alert">{t.refused(problems.length)}</p>}
      {refusal && <p className="staff-error" role="alert">{refusal}</p>}
      <fieldset className="alerts-choice alerts-levels">
        <legend>{t.level}</legend>
        {ALERT_LEVELS.map((level) => (
          <div key={level} className="alerts-choice__option">
            <label className="staff-check">
              <input
                type="radio" name={`${id}-level`} checked={draft.level === level} onChange={() => set('level', level)}
                aria-describedby={`${id}-level-${level}${errors.level ? ` ${id}-level-error` : ''}`}
                {...(errors.level && draft.level === level ? { 'aria-invalid': true as const } : {})}
              />
              <span className={`alerts-badge alerts-badge--${level}`}>{t.levels[level]}</span>
            </label>
            <p className="staff-hint" id={`${id}-level-${level}`}>{t.levelHints[level]}</p>
          </div>
        ))}
        {errors.level && <p className="ui-field__error" id={`${id}-level-error`}>{errors.level}</p>}
      </fieldset>
      <AudienceField id={`${id}-campuses`} lang={lang} value={draft.audience} onChange={(value) => set('audience', value)} ownCampus={ownCampus} error={errors.campuses} />
      <CountedPair id={`${id}-title-text`} lang={lang} label={t.titleField} value={draft.title} max={ALERT_LIMITS.title}
        errors={{ en: errors['title.en'], zh: errors['title.zh'] }} onChange={(value) => set('title', value)} />
      <CountedPair id={`${id}-body`} lang={lang} label={t.bodyField} value={draft.body} max={ALERT_LIMITS.body} multiline
        errors={{ en: errors['body.en'], zh: errors['body.zh'] }} onChange={(value) => set('body', value)} />
      <FormField id={`${id}-link`} label={t.link} hint={t.linkHint} error={errors.link}>
        {(control) => (
          <input {...control} className="studio-input" type="text" inputMode="url" autoComplete="off" spellCheck={false} value={draft.link} onChange={(e) => set('link', e.target.value)} />
        )}
      </FormField>
      <AlertPreview lang={lang} level={draft.level} title={draft.title} body={draft.body} link={draft.link} />
      <fieldset className="studio-pair alerts-when">
        <legend>{t.whenLegend}</legend>
        <FormField id={`${id}-start`} label={t.startsAt} hint={t.startsHint} error={errors.startsAt}>
          {(control) => <input {...control} className="studio-input" type="datetime-local" value={draft.startsAt} onChange={(e) => set('startsAt', e.target.value)} />}
        </FormField>
        <FormField id={`${id}-end`} label={t.endsAt} required={endRequired} hint={endRequired ? t.endsRequired : t.endsOptional} error={errors.endsAt}>
          {(control) => <input {...control} className="studio-input" type="datetime-local" value={draft.endsAt} onChange={(e) => set('endsAt', e.target.value)} />}
        </FormField>
      </fieldset>
      <div className="studio-actions">
        <button type="submit" className="staff-button studio-publish" disabled={busy}>{busy ? t.working : submitLabel}</button>
        <button type="button" className="staff-button staff-button--quiet" onClick={onClose}>{t.close}</button>
      </div>
    </form>
  );
}
