import { useEffect, useState } from 'react';
import { CommentsPanel } from './CommentsPanel';
import { SignIn } from './SignIn';
import { SignupsPanel } from './SignupsPanel';
import { STAFF_TEXT, type StaffLang } from './staffText';

// The token lives in this tab's sessionStorage: a reload keeps the staff member signed in, closing
// the tab or signing out forgets it, and it never appears in an address or a log.
const TOKEN_KEY = 'staff-token';
const LANG_KEY = 'staff-lang';

const initialLang = (): StaffLang =>
  (sessionStorage.getItem(LANG_KEY) as StaffLang | null) ?? (navigator.language.toLowerCase().startsWith('zh') ? 'zh' : 'en');

/** The staff page: sign in with the admin token, then the admissions office's sign-ups or the comments to moderate. */
export function StaffApp() {
  const [token, setToken] = useState(() => sessionStorage.getItem(TOKEN_KEY) ?? '');
  const [lang, setLang] = useState<StaffLang>(initialLang);
  const [view, setView] = useState<'signups' | 'comments'>('signups');
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
        {token && (
          <nav className="staff-views" aria-label={t.staff}>
            {(['signups', 'comments'] as const).map((v) => (
              <button key={v} type="button" className="staff-link" aria-current={view === v ? 'page' : undefined} onClick={() => setView(v)}>
                {v === 'signups' ? t.signupsTab : t.commentsTab}
              </button>
            ))}
          </nav>
        )}
        <div className="staff-bar__end">
          <button type="button" className="staff-link" onClick={switchLang} lang={lang === 'en' ? 'zh-CN' : 'en'}>{t.language}</button>
          {token && <button type="button" className="staff-link" onClick={signOut}>{t.signOut}</button>}
        </div>
      </header>
      <main className="staff-main">
        {!token && <SignIn lang={lang} onSignIn={signIn} />}
        {token && view === 'signups' && <SignupsPanel token={token} lang={lang} onExpired={signOut} />}
        {token && view === 'comments' && <CommentsPanel token={token} lang={lang} onExpired={signOut} />}
      </main>
    </>
  );
}
