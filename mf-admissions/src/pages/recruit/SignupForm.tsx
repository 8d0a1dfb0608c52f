import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { ERROR_CODES, getApi, type Block, type InfoSession, type SignupField } from '@schools/shared-api';
import { SIGNUP_LIMITS, SIGNUP_MESSAGES, isMobileAbroad } from '@schools/forms';
import { RichContent, useLang } from '@schools/ui';
import { SessionChoice } from './SessionChoice';
import { entryYears } from './schoolYears';
import { SIGNUP_TEXT } from './signupText';
import { EMPTY_SIGNUP, signupErrors, signupInput, type SignupValues } from './signupValues';
import { loadPhoneCheck, usePhoneCheck } from './phoneCheck';
import { SignupSent } from './SignupSent';

export interface SignupFormProps {
  sessions: readonly InfoSession[];
  /** reloads the sessions: after a refusal, a session may have filled up meanwhile */
  reloadSessions: () => void;
  /** the grades the campus admits (the copy signup.grades); a text field when there are none */
  grades: readonly string[];
  /** the privacy notice (the copy signup.privacy) */
  privacy: Block[];
}

type Sending =
  | { status: 'editing' }
  | { status: 'sending' }
  | { status: 'failed'; message: string }
  | { status: 'sent'; message: string; name: string; session?: InfoSession };

/**
 * The information-session sign-up. Nothing is sent until every field keeps the rules; once a send
 * was tried, each field says what is wrong beside it, in the page's language, as the family types.
 */
export function SignupForm({ sessions, reloadSessions, grades, privacy }: SignupFormProps) {
  const lang = useLang();
  const t = SIGNUP_TEXT[lang];
  const base = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<SignupValues>(EMPTY_SIGNUP);
  const [showErrors, setShowErrors] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState<Sending>({ status: 'editing' });
  const [years] = useState(() => entryYears(new Date()));

  const phoneCheck = usePhoneCheck(values.mobile);
  const errors = signupErrors(values, sessions, phoneCheck);
  const shown = showErrors ? errors : new Set<SignupField>();

  // After a refused send, the first field in error takes the focus (a radio group: its first choice).
  useEffect(() => {
    if (attempt === 0) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = first?.tagName === 'FIELDSET' ? first.querySelector<HTMLElement>('input:not(:disabled)') : first;
    target?.focus();
  }, [attempt]);

  const set = <K extends keyof SignupValues>(key: K, value: SignupValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const onText = (key: 'name' | 'mobile' | 'email' | 'grade' | 'entry' | 'message') =>
    (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => set(key, e.target.value);

  const ids = (field: SignupField, hint = false) => ({
    id: `${base}-${field}`,
    'aria-invalid': shown.has(field) ? true : undefined,
    'aria-describedby': [hint ? `${base}-${field}-hint` : '', shown.has(field) ? `${base}-${field}-error` : ''].filter(Boolean).join(' ') || undefined,
  });
  const error = (field: SignupField) => shown.has(field) && <p className="adm-field__error" id={`${base}-${field}-error`}>{SIGNUP_MESSAGES[field][lang]}</p>;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.status === 'sending') return;
    // A number abroad typed faster than its check loaded is judged by the real check before sending.
    const problems = isMobileAbroad(values.mobile) ? signupErrors(values, sessions, await loadPhoneCheck()) : errors;
    if (problems.size > 0) {
      setShowErrors(true);
      setAttempt((n) => n + 1);
      return;
    }
    setSending({ status: 'sending' });
    try {
      const created = await getApi().admissionSignup(signupInput(values));
      setSending({ status: 'sent', message: created.message, name: values.name.trim(), session: sessions.find((s) => String(s.id) === values.sessionId) });
      reloadSessions();
    } catch (failure) {
      const code = (failure as { code?: unknown } | null)?.code;
      // A refusal of valid fields means the session filled up meanwhile: show it full.
      if (code === ERROR_CODES.badRequest) reloadSessions();
      setSending({ status: 'failed', message: code === ERROR_CODES.tooManyRequests ? t.tooMany : t.failed });
    }
  }

  if (sending.status === 'sent') {
    return (
      <SignupSent
        message={sending.message} name={sending.name} session={sending.session}
        onAnother={() => { setValues({ ...EMPTY_SIGNUP, name: values.name, mobile: values.mobile, email: values.email }); setShowErrors(false); setSending({ status: 'editing' }); }}
      />
    );
  }

  return (
    <form ref={form} className="adm-signup__form" noValidate onSubmit={submit} aria-labelledby={`${base}-heading`}>
      <h2 id={`${base}-heading`} className="adm-signup__heading">{t.heading}</h2>
      <p className="adm-signup__lead">{t.lead}</p>

      <SessionChoice
        sessions={sessions} value={values.sessionId} onChange={(v) => set('sessionId', v)}
        error={shown.has('sessionId') ? SIGNUP_MESSAGES.sessionId[lang] : undefined} errorId={`${base}-sessionId-error`}
      />

      <fieldset className="adm-signup__details">
        <legend className="adm-signup__legend">{t.details}</legend>
        <div className="adm-signup__grid">
          <Field label={t.name} required htmlFor={`${base}-name`} error={error('name')}>
            <input {...ids('name')} type="text" autoComplete="name" maxLength={SIGNUP_LIMITS.nameLength} value={values.name} onChange={onText('name')} aria-required="true" />
          </Field>
          <Field label={t.mobile} required htmlFor={`${base}-mobile`} hint={t.mobileHint} hintId={`${base}-mobile-hint`} error={error('mobile')}>
            <input {...ids('mobile', true)} type="tel" inputMode="tel" autoComplete="tel" value={values.mobile} onChange={onText('mobile')} aria-required="true" />
          </Field>
          <Field label={t.email} required htmlFor={`${base}-email`} error={error('email')}>
            <input {...ids('email')} type="email" autoComplete="email" value={values.email} onChange={onText('email')} aria-required="true" />
          </Field>
          <Field label={t.grade} required htmlFor={`${base}-grade`} error={error('grade')}>
            {grades.length > 0 ? (
              <select {...ids('grade')} value={values.grade} onChange={onText('grade')} aria-required="true">
                <option value="">{t.chooseGrade}</option>
                {grades.map((g) => <option key={g} value={g}>{g}</option>)}
              </select>
            ) : (
              <input {...ids('grade')} type="text" maxLength={SIGNUP_LIMITS.gradeLength} value={values.grade} onChange={onText('grade')} aria-required="true" />
            )}
          </Field>
          <Field label={t.entry} required htmlFor={`${base}-entry`} error={error('entry')}>
            <select {...ids('entry')} value={values.entry} onChange={onText('entry')} aria-required="true">
              <option value="">{t.chooseYear}</option>
              {years.map((y, i) => <option key={y} value={y}>{i === 0 ? `${y} (${t.thisYear})` : y}</option>)}
            </select>
          </Field>
          <Field label={t.message} htmlFor={`${base}-message`} hint={t.messageHint} hintId={`${base}-message-hint`} error={error('message')} wide>
            <textarea {...ids('message', true)} rows={4} maxLength={SIGNUP_LIMITS.messageLength} value={values.message} onChange={onText('message')} />
          </Field>
        </div>
      </fieldset>

      <div className="adm-signup__consent">
        <label className="adm-check">
          <input
            {...ids('consent')} type="checkbox" checked={values.consent} onChange={(e) => set('consent', e.target.checked)} aria-required="true"
          />
          <span>{t.consent} <span aria-hidden="true">*</span></span>
        </label>
        {error('consent')}
        {privacy.length > 0 && (
          <details className="adm-signup__privacy">
            <summary>{t.privacy}</summary>
            <RichContent blocks={privacy} />
          </details>
        )}
      </div>

      <div className="adm-signup__send">
        <button type="submit" className="adm-button" aria-disabled={sending.status === 'sending' ? true : undefined}>
          {sending.status === 'sending' ? t.sending : t.submit}
        </button>
        <p className="adm-signup__status" role="status">
          {showErrors && errors.size > 0 ? t.invalid(errors.size) : sending.status === 'failed' ? sending.message : ''}
        </p>
      </div>
    </form>
  );
}

interface FieldProps {
  label: string;
  htmlFor: string;
  required?: boolean;
  hint?: string;
  hintId?: string;
  error: ReactNode;
  /** spans both columns (the message) */
  wide?: boolean;
  children: ReactNode;
}

/** A label, its control, a hint and the control's error, stacked (hints below, so controls side by side line up). */
function Field({ label, htmlFor, required, hint, hintId, error, wide, children }: FieldProps) {
  return (
    <div className={`adm-field${wide ? ' adm-field--wide' : ''}`}>
      <label className="adm-field__label" htmlFor={htmlFor}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children}
      {hint && <p className="adm-field__hint" id={hintId}>{hint}</p>}
      {error}
    </div>
  );
}
