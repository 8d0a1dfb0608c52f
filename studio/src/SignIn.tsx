import { useId, useRef, useState, type FormEvent } from 'react';
import { FormField } from '@schools/ui/form-field';
import { useFocusFirstInvalid } from '@schools/ui/use-focus-first-invalid';
import { StaffCallError, staffApi, type StaffSession } from './staffApi';
import { failureText } from './refusalText';
import { STAFF_TEXT, type StaffLang } from './staffText';

/** What the server's sign-in takes as an e-mail address (a slip is said here, before a round trip). */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Problems = { email?: string; password?: string };

/**
 * Sign-in with e-mail and password: each field's error beside it (as on the site's sign-up form), the
 * focus on the first field to fix; a wrong e-mail or password is said beside the password. `email`
 * fills the address in (after a reset link set the account's new password).
 */
export function SignIn({ lang, notice, email: known = '', onSignIn }: { lang: StaffLang; notice?: string; email?: string; onSignIn: (session: StaffSession) => void }) {
  const t = STAFF_TEXT[lang];
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState(known);
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  // After each refused attempt, the focus goes to the first field to fix.
  const focusFirstInvalid = useFocusFirstInvalid(form);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const given = email.trim();
    const found: Problems = {
      email: !given ? t.emailMissing : EMAIL_SHAPE.test(given) ? undefined : t.emailInvalid,
      password: password ? undefined : t.passwordMissing,
    };
    setProblem('');
    setProblems(found);
    if (found.email || found.password) {
      focusFirstInvalid();
      return;
    }
    setBusy(true);
    try {
      onSignIn(await staffApi.signIn(given, password));
    } catch (error) {
      const status = error instanceof StaffCallError ? error.status : 0;
      if (status === 401) {
        setProblems({ password: t.refused });
        setPassword('');
      } else if (status === 429) {
        setProblem(t.tooMany((error as StaffCallError).retryMinutes));
      } else {
        // Anything else the server refused, in the page's language (the server could not be reached: said so).
        setProblem(failureText(error, lang));
      }
      focusFirstInvalid();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={form} className="staff-signin" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t.signInTitle}</h1>
      <p className="staff-hint">{notice ?? t.signInIntro}</p>
      <FormField id={`${id}-email`} label={t.email} required error={problems.email}>
        {(control) => (
          <input {...control} type="email" autoComplete="username" spellCheck={false} value={email} onChange={(e) => setEmail(e.target.value)} />
        )}
      </FormField>
      <FormField id={`${id}-password`} label={t.password} required error={problems.password}>
        {(control) => (
          <input {...control} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        )}
      </FormField>
      <p className="staff-error" role="alert">{problem}</p>
      <button type="submit" className="staff-button" aria-disabled={busy || undefined}>{busy ? t.signingIn : t.signIn}</button>
    </form>
  );
}
