import { useId, useRef, useState, type FormEvent } from 'react';
import { useFocusFirstInvalid } from '@schools/ui/use-focus-first-invalid';
import { NewPasswordFields, newPasswordProblems, type NewPasswordProblems } from './NewPasswordFields';
import { PASSWORD_TEXT } from './passwordText';
import { failureText, sayProblem } from './refusalText';
import { StaffCallError, staffApi } from './staffApi';
import type { StaffLang } from './staffText';

const resetQuery = (hash: string) => {
  const match = /^#\/reset(?:\?(.*))?$/.exec(hash);
  return match ? new URLSearchParams(match[1] ?? '') : undefined;
};

/** The token of a reset link as the page's address holds it: `#/reset?token=…` (the fragment never reaches a server). */
export function resetTokenOf(hash: string): string | undefined {
  const query = resetQuery(hash);
  return query && (query.get('token') ?? '');
}

/** The account a reset link is for, as it names it (`…&email=…`), for the page to say; none in an older link. */
export function resetEmailOf(hash: string): string | undefined {
  return resetQuery(hash)?.get('email')?.trim() || undefined;
}

/**
 * The page a reset link opens: a new password, twice. No session is needed (the link is the proof) and
 * none is started: once it is set, the member of staff signs in with it (`onDone`, with their e-mail).
 */
export function ResetPassword({ lang, token, account, onDone }: {
  lang: StaffLang;
  token: string;
  /** the account the link names, said above the fields */
  account?: string;
  onDone: (email?: string) => void;
}) {
  const t = PASSWORD_TEXT[lang];
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [problems, setProblems] = useState<NewPasswordProblems>({});
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const [email, setEmail] = useState<string>();

  // After each refused attempt, the focus goes to the first field to fix.
  const focusFirstInvalid = useFocusFirstInvalid(form);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = newPasswordProblems(next, again, lang);
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
      else if (refused?.status === 429) setProblem(t.resetTooMany(refused.retryMinutes));
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
      {account && <p className="staff-reset-for">{t.resetFor}<strong>{account}</strong></p>}
      <p className="staff-hint">{t.resetIntro}</p>
      <NewPasswordFields id={id} lang={lang} next={next} again={again} onNext={setNext} onAgain={setAgain} problems={problems} />
      <p className="staff-error" role="alert">{problem}</p>
      <button type="submit" className="staff-button" aria-disabled={busy || undefined}>{busy ? t.setting : t.set}</button>
    </form>
  );
}
