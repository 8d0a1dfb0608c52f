import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ERROR_CODES, getApi, type Block, type InfoSession, type SignupField } from '@schools/shared-api';
import { SIGNUP_LIMITS, SIGNUP_MESSAGES, gradeOfChoice, isMobileAbroad } from '@schools/forms';
import { FieldError, FormField, RichContent, fieldControlProps, useFocusFirstInvalid, useLang } from '@schools/ui';
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
  const focusFirstInvalid = useFocusFirstInvalid(form);
  const [sending, setSending] = useState<Sending>({ status: 'editing' });
  const [years] = useState(() => entryYears(new Date()));

  const phoneCheck = usePhoneCheck(values.mobile);
  const errors = signupErrors(values, sessions, phoneCheck);
  const shown = showErrors ? errors : new Set<SignupField>();

  const set = <K extends keyof SignupValues>(key: K, value: SignupValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const onText = (key: 'name' | 'mobile' | 'email' | 'grade' | 'entry' | 'message') =>
    (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => set(key, e.target.value);

  const id = (field: SignupField) => `${base}-${field}`;
  const error = (field: SignupField) => (shown.has(field) ? SIGNUP_MESSAGES[field][lang] : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.status === 'sending') return;
    // A number abroad typed faster than its check loaded is judged by the real check before sending.
    const problems = isMobileAbroad(values.mobile) ? signupErrors(values, sessions, await loadPhoneCheck()) : errors;
    if (problems.size > 0) {
      setShowErrors(true);
      focusFirstInvalid();
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

      {/* The child first: the sessions then say which of them suit the grade chosen. */}
      <fieldset className="adm-signup__details">
        <legend className="adm-signup__legend">{t.child}</legend>
        <div className="adm-signup__grid">
          <FormField id={id('grade')} label={t.grade} required error={error('grade')}>
            {(control) => grades.length > 0 ? (
              <select {...control} value={values.grade} onChange={onText('grade')}>
                <option value="">{t.chooseGrade}</option>
                {grades.map((g) => <option key={g} value={g}>{g}</option>)}
              </select>
            ) : (
              <input {...control} type="text" maxLength={SIGNUP_LIMITS.gradeLength} value={values.grade} onChange={onText('grade')} />
            )}
          </FormField>
          <FormField id={id('entry')} label={t.entry} required error={error('entry')}>
            {(control) => (
              <select {...control} value={values.entry} onChange={onText('entry')}>
                <option value="">{t.chooseYear}</option>
                {years.map((y, i) => <option key={y} value={y}>{i === 0 ? `${y} (${t.thisYear})` : y}</option>)}
              </select>
            )}
          </FormField>
        </div>
      </fieldset>

      <SessionChoice
        sessions={sessions} value={values.sessionId} onChange={(v) => set('sessionId', v)}
        grade={gradeOfChoice(values.grade)} error={error('sessionId')} id={id('sessionId')}
      />

      <fieldset className="adm-signup__details">
        <legend className="adm-signup__legend">{t.details}</legend>
        <div className="adm-signup__grid">
          <FormField id={id('name')} label={t.name} required error={error('name')}>
            {(control) => <input {...control} type="text" autoComplete="name" maxLength={SIGNUP_LIMITS.nameLength} value={values.name} onChange={onText('name')} />}
          </FormField>
          <FormField id={id('mobile')} label={t.mobile} required hint={t.mobileHint} error={error('mobile')}>
            {(control) => <input {...control} type="tel" inputMode="tel" autoComplete="tel" value={values.mobile} onChange={onText('mobile')} />}
          </FormField>
          <FormField id={id('email')} label={t.email} required error={error('email')}>
            {(control) => <input {...control} type="email" autoComplete="email" value={values.email} onChange={onText('email')} />}
          </FormField>
          <FormField id={id('message')} label={t.message} hint={t.messageHint} error={error('message')} wide>
            {(control) => <textarea {...control} rows={4} maxLength={SIGNUP_LIMITS.messageLength} value={values.message} onChange={onText('message')} />}
          </FormField>
        </div>
      </fieldset>

      <div className="adm-signup__consent">
        <label className="adm-check">
          <input
            {...fieldControlProps(id('consent'), { invalid: shown.has('consent'), required: true })} type="checkbox" checked={values.consent}
            onChange={(e) => set('consent', e.target.checked)}
          />
          <span>{t.consent} <span aria-hidden="true">*</span></span>
        </label>
        {shown.has('consent') && <FieldError id={id('consent')}>{error('consent')}</FieldError>}
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
