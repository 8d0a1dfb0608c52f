import { useId, useRef, useState, type FormEvent } from 'react';
import { FormField } from '@schools/ui/form-field';
import { useFocusFirstInvalid } from '@schools/ui/use-focus-first-invalid';
import { PASSWORD_TEXT } from './passwordText';
import { failureText, sayProblem } from './refusalText';
import { StaffCallError, staffApi } from './staffApi';
import type { StaffLang } from './staffText';

const MIN_PASSWORD = 12;

type Problems = { next?: string; again?: string };

/** The token of a reset link as the page's address holds it: `#/reset?token=…` (the fragment never reaches a server). */
export function resetTokenOf(hash: string): string | undefined {
  const match = /^#\/reset(?:\?(.*))?$/.exec(hash);
  if (!match) return undefined;
  return new URLSearchParams(match[1] ?? '').get('token') ?? '';
}

/**
 * The page a reset link opens: a new password, twice. No session is needed (the link is the proof) and
 * none is started: once it is set, the member of staff signs in with it (`onDone`, with their e-mail).
 */
export function ResetPassword({ lang, token, onDone }: { lang: StaffLang; token: string; onDone: (email?: string) => void }) {
  const t = PASSWORD_TEXT[lang];
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const [email, setEmail] = useState<string>();

  // After each refused attempt, the focus goes to the first field to fix.
  const focusFirstInvalid = useFocusFirstInvalid(form);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found: Problems = {
      next: [...next.trim()].length >= MIN_PASSWORD ? undefined : t.tooShort,
      again: again === next ? undefined : t.differ,
    };
    setProblem('');
    setProblems(found);
    if (found.next || found.again) {
      focusFirstInvalid();
      return;
    }
    setBusy(true);
    try {
      setEmail((await staffApi.resetPassword(token, next)).account.email);
    } catch (error) {
      const refused = error instanceof StaffCallError ? error : undefined;
      const onPassword = refused?.problems.find((p) => p.path === 'password');
      if (onPassword) setProblems({ next: sayProblem(onPassword, lang) });
      else if (refused?.status === 429) setProblem(t.resetTooMany(Math.ceil((refused.retryAfterSeconds ?? 60) / 60)));
      else setProblem(failureText(error, lang));
      focusFirstInvalid();
    } finally {
      setBusy(false);
    }
  }

  if (email !== undefined || !token) {
    return (
      <section className="staff-signin" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>{t.resetTitle}</h1>
        <p role={email ? 'status' : 'alert'}>{email ? t.done(email) : t.noToken}</p>
        <button type="button" className="staff-button" onClick={() => onDone(email)}>{t.toSignIn}</button>
      </section>
    );
  }
  return (
    <form ref={form} className="staff-signin" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t.resetTitle}</h1>
      <p className="staff-hint">{t.resetIntro}</p>
      <FormField id={`${id}-next`} label={t.next} required hint={t.hint} error={problems.next}>
        {(control) => <input {...control} type="password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} />}
      </FormField>
      <FormField id={`${id}-again`} label={t.again} required error={problems.again}>
        {(control) => <input {...control} type="password" autoComplete="new-password" value={again} onChange={(e) => setAgain(e.target.value)} />}
      </FormField>
      <p className="staff-error" role="alert">{problem}</p>
      <button type="submit" className="staff-button" aria-disabled={busy || undefined}>{busy ? t.setting : t.set}</button>
    </form>
  );
}
