import { useId, useState, type FormEvent } from 'react';
import { StaffCallError, staffApi } from './staffApi';
import { STAFF_TEXT, type StaffLang } from './staffText';

/** The token form: the token is checked with one call before the page keeps it. */
export function SignIn({ lang, onSignIn }: { lang: StaffLang; onSignIn: (token: string) => void }) {
  const t = STAFF_TEXT[lang];
  const id = useId();
  const [token, setToken] = useState('');
  const [state, setState] = useState<{ status: 'idle' | 'checking' } | { status: 'refused'; message: string }>({ status: 'idle' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const given = token.trim();
    if (!given || state.status === 'checking') return;
    setState({ status: 'checking' });
    try {
      await staffApi.signups(given);
      onSignIn(given);
    } catch (error) {
      setState({ status: 'refused', message: error instanceof StaffCallError && error.unauthorized ? t.refused : t.unreachable });
    }
  }

  const refused = state.status === 'refused';
  return (
    <form className="staff-signin" onSubmit={submit} noValidate>
      <h1>{t.title}</h1>
      <label htmlFor={`${id}-token`}>{t.tokenLabel}</label>
      <p id={`${id}-hint`} className="staff-hint">{t.tokenHint}</p>
      <input
        id={`${id}-token`} type="password" autoComplete="off" spellCheck={false} value={token} onChange={(e) => setToken(e.target.value)}
        aria-describedby={`${id}-hint${refused ? ` ${id}-error` : ''}`} aria-invalid={refused ? true : undefined} required
      />
      <p id={`${id}-error`} className="staff-error" role="alert">{refused ? state.message : ''}</p>
      <button type="submit" className="staff-button">{state.status === 'checking' ? t.signingIn : t.signIn}</button>
    </form>
  );
}
