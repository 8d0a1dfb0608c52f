import { useId, useRef, useState, type FormEvent } from 'react';
import { FormField } from '@schools/ui/form-field';
import { useFocusFirstInvalid } from '@schools/ui/use-focus-first-invalid';
import { NewPasswordFields, newPasswordProblems, type NewPasswordProblems } from './NewPasswordFields';
import { PASSWORD_TEXT } from './passwordText';
import { failureText, sayProblem } from './refusalText';
import { StaffCallError, staffApi } from './staffApi';
import type { StaffLang } from './staffText';

type Problems = NewPasswordProblems & { current?: string };
/** The form's fields by the names the server gives them in a refusal. */
const FIELDS: Record<string, keyof Problems> = { currentPassword: 'current', newPassword: 'next' };

/**
 * A member of staff's own new password: the current one, the new one twice. Each field's error beside
 * it, the focus on the first to fix; a wrong current password is said beside it (and counts as a failed
 * sign-in on the server). This browser stays signed in; the account's others are signed out.
 */
export function ChangePassword({ lang, onExpired }: { lang: StaffLang; onExpired: () => void }) {
  const t = PASSWORD_TEXT[lang];
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [problem, setProblem] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState(false);

  // After each refused attempt, the focus goes to the first field to fix.
  const focusFirstInvalid = useFocusFirstInvalid(form);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found: Problems = {
      current: current ? undefined : t.currentMissing,
      ...newPasswordProblems(next, again, lang),
    };
    setProblem('');
    setAnnouncement('');
    setProblems(found);
    if (found.current || found.next || found.again) {
      focusFirstInvalid();
      return;
    }
    setBusy(true);
    try {
      const { sessionsEnded } = await staffApi.changePassword(current, next);
      setCurrent('');
      setNext('');
      setAgain('');
      setAnnouncement(t.changed(sessionsEnded));
    } catch (error) {
      if (error instanceof StaffCallError && error.unauthorized) {
        onExpired();
        return;
      }
      if (error instanceof StaffCallError && error.problems.length) {
        const byField: Problems = {};
        for (const p of error.problems) {
          const field = FIELDS[p.path];
          if (field) byField[field] = sayProblem(p, lang);
        }
        setProblems(byField);
        if (byField.current) setCurrent('');
      } else if (error instanceof StaffCallError && error.status === 429) {
        setProblem(t.tooMany(error.retryMinutes));
      } else {
        setProblem(failureText(error, lang));
      }
      focusFirstInvalid();
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="staff-panel" aria-labelledby={`${id}-title`}>
      <form ref={form} className="staff-form" onSubmit={submit} noValidate>
        <h1 id={`${id}-title`}>{t.changeTitle}</h1>
        <p className="staff-hint">{t.changeIntro}</p>
        <FormField id={`${id}-current`} label={t.current} required error={problems.current}>
          {(control) => <input {...control} type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />}
        </FormField>
        <NewPasswordFields id={id} lang={lang} next={next} again={again} onNext={setNext} onAgain={setAgain} problems={problems} />
        <p className="staff-error" role="alert">{problem}</p>
        <p className="staff-hint" role="status">{announcement}</p>
        <button type="submit" className="staff-button" aria-disabled={busy || undefined}>{busy ? t.changing : t.change}</button>
      </form>
    </section>
  );
}
