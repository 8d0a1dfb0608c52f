import { useEffect, useState } from 'react';
import { SignIn } from './SignIn';
import { SignupsPanel } from './SignupsPanel';
import { STAFF_TEXT, type StaffLang } from './staffText';

// The token lives in this tab's sessionStorage: a reload keeps the staff member signed in, closing
// the tab or signing out forgets it, and it never appears in an address or a log.
const TOKEN_KEY = 'staff-token';
const LANG_KEY = 'staff-lang';

const initialLang = (): StaffLang =>
  (sessionStorage.getItem(LANG_KEY) as StaffLang | null) ?? (navigator.language.toLowerCase().startsWith('zh') ? 'zh' : 'en');

/** The staff page: sign in with the admin token, then the admissions office's sign-ups. */
export function StaffApp() {
  const [token, setToken] = useState(() => sessionStorage.getItem(TOKEN_KEY) ?? '');
  const [lang, setLang] = useState<StaffLang>(initialLang);
  const t = STAFF_TEXT[lang];
  useEffect(() => {
    document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  }, [lang]);

  const signIn = (given: string) => {
    sessionStorage.setItem(TOKEN_KEY, given);
    setToken(given);
  };
  const signOut = () => {
    sessionStorage.removeItem(TOKEN_KEY);
    setToken('');
  };
  const switchLang = () => {
    const next = lang === 'en' ? 'zh' : 'en';
    sessionStorage.setItem(LANG_KEY, next);
    setLang(next);
  };

  return (
    <>
      <header className="staff-bar">
        <span className="staff-bar__name">{t.staff}</span>
        <button type="button" className="staff-link" onClick={switchLang} lang={lang === 'en' ? 'zh-CN' : 'en'}>{t.language}</button>
        {token && <button type="button" className="staff-link" onClick={signOut}>{t.signOut}</button>}
      </header>
      <main className="staff-main">
        {token ? <SignupsPanel token={token} lang={lang} onExpired={signOut} /> : <SignIn lang={lang} onSignIn={signIn} />}
      </main>
    </>
  );
}
