import { useCallback, useEffect, useRef, useState } from 'react';
import { CAMPUS_CODES, type CampusCode } from '@schools/shared-api';
import { AccountsPanel } from './AccountsPanel';
import { AlertsStudio } from './alerts/AlertsStudio';
import { ALERTS_TEXT } from './alerts/alertsText';
import { AuditPanel } from './AuditPanel';
import { ChangePassword } from './ChangePassword';
import { CommentsPanel } from './CommentsPanel';
import { CalendarStudio } from './calendar/CalendarStudio';
import { MediaPanel } from './media/MediaPanel';
import { MEDIA_TEXT } from './media/mediaText';
import { MessagesPanel } from './MessagesPanel';
import { MESSAGES_TEXT } from './messagesText';
import { copyLinkOf } from './copy/copyLink';
import { CopyStudio } from './copy/CopyStudio';
import { NewsPanel } from './news/NewsPanel';
import { NEWS_TEXT } from './news/newsText';
import { PASSWORD_TEXT } from './passwordText';
import { ResetPassword, resetEmailOf, resetTokenOf } from './ResetPassword';
import { SessionsStudio } from './sessions/SessionsStudio';
import { SettingsPanel } from './settings/SettingsPanel';
import { SETTINGS_TEXT } from './settings/settingsText';
import { SignIn } from './SignIn';
import { SignupsPanel } from './SignupsPanel';
import { StaffCallError, staffApi, type StaffRole, type StaffSession } from './staffApi';
import { STAFF_TEXT, type StaffLang } from './staffText';

// The session is an HttpOnly cookie the page never reads: on load it asks the server who is signed
// in. Only the language is remembered, in this tab.
const LANG_KEY = 'staff-lang';

const initialLang = (): StaffLang =>
  (sessionStorage.getItem(LANG_KEY) as StaffLang | null) ?? (navigator.language.toLowerCase().startsWith('zh') ? 'zh' : 'en');

type View = 'copy' | 'news' | 'media' | 'calendar' | 'alerts' | 'signups' | 'sessions' | 'messages' | 'comments' | 'accounts' | 'settings' | 'audit';
/** Every role's, reached from the bar rather than a tab. */
type OwnView = 'password';

/** What each role sees: its views, on its own campus (a network administrator picks one). */
const VIEWS: Record<StaffRole, View[]> = {
  network: ['signups', 'sessions', 'messages', 'comments', 'copy', 'news', 'media', 'calendar', 'alerts', 'accounts', 'settings', 'audit'],
  admissions: ['signups', 'sessions', 'messages'],
  moderator: ['comments'],
  editor: ['copy', 'news', 'media', 'calendar', 'alerts'],
};

/**
 * The staff page: sign in with e-mail and password, then what the account's role allows. A reset
 * link opens it at #/reset?token=…, where the member of staff sets a new password first; the site's
 * "Edit this page" at #/copy?site=…&target=…, the copy view with that target open.
 */
export function StaffApp() {
  // undefined while the page asks whether a session is open
  const [session, setSession] = useState<StaffSession | null>();
  const [notice, setNotice] = useState<string>();
  const [lang, setLang] = useState<StaffLang>(initialLang);
  // Kept until the copy view has looked for its target, through a sign-in if one is needed first.
  const [link, setLink] = useState(() => copyLinkOf(window.location.hash, CAMPUS_CODES));
  const [chosen, setView] = useState<View | OwnView | undefined>(() => (link ? 'copy' : undefined));
  const [site, setSite] = useState<CampusCode>(() => link?.site ?? 'BISZ');
  const [resetToken, setResetToken] = useState(() => resetTokenOf(window.location.hash));
  const [resetFor] = useState(() => resetEmailOf(window.location.hash));
  const [knownEmail, setKnownEmail] = useState<string>();
  const main = useRef<HTMLElement>(null);
  const [signIns, setSignIns] = useState(0);
  const t = STAFF_TEXT[lang];

  // Signed in, the form that had the focus is gone: the focus goes to the first view's heading (read
  // out, and a Tab from the view's controls, a Shift+Tab from the bar's) rather than to nowhere.
  useEffect(() => {
    const heading = signIns ? main.current?.querySelector('h1') : undefined;
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus();
  }, [signIns]);
  const signedIn = (opened: StaffSession) => {
    setSession(opened);
    setSignIns((n) => n + 1);
  };

  useEffect(() => {
    document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  }, [lang]);
  useEffect(() => {
    staffApi.session().then(setSession, () => setSession(null));
  }, []);
  // The link has been read: it leaves the address, which would not follow the editor's next steps.
  useEffect(() => {
    if (copyLinkOf(window.location.hash, CAMPUS_CODES)) window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}`);
  }, []);

  const signedOut = useCallback((message?: string) => {
    setSession(null);
    setNotice(message);
    setView(undefined);
  }, []);
  /** A call found the session ended: back to the sign-in, saying so. */
  const expired = useCallback(() => signedOut(STAFF_TEXT[lang].expired), [signedOut, lang]);
  const signOut = (everywhere: boolean) => {
    (everywhere ? staffApi.signOutEverywhere() : staffApi.signOut())
      .catch((error: unknown) => {
        if (!(error instanceof StaffCallError && error.unauthorized)) throw error;
      })
      .then(() => signedOut(), () => signedOut());
  };
  /** The reset link has done its work: its token leaves the address (and the history), the page asks again who is signed in. */
  const resetDone = (email?: string) => {
    window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}`);
    setResetToken(undefined);
    setKnownEmail(email);
    setView(undefined);
    staffApi.session().then(setSession, () => setSession(null));
  };
  const switchLang = () => {
    const next = lang === 'en' ? 'zh' : 'en';
    sessionStorage.setItem(LANG_KEY, next);
    setLang(next);
  };

  // A reset link's page stands alone: whoever may be signed in here, the link sets another password first.
  const resetting = resetToken !== undefined;
  const account = resetting ? undefined : session?.account;
  const views = account ? VIEWS[account.role] : [];
  const view = chosen === 'password' ? chosen : chosen && views.includes(chosen) ? chosen : views[0];
  // A campus account works on its own campus; a network administrator on the one picked.
  const campus = (account?.campus as CampusCode | null | undefined) ?? site;
  const panel = { lang, onExpired: expired, site: campus, onSite: account?.role === 'network' ? setSite : undefined };
  const tabName: Record<View, string> = {
    copy: t.copy.copyTab, news: NEWS_TEXT[lang].tab, media: MEDIA_TEXT[lang].tab, calendar: t.calendar.calendarTab, alerts: ALERTS_TEXT[lang].tab, sessions: t.calendar.sessionsTab,
    signups: t.signupsTab, messages: MESSAGES_TEXT[lang].tab, comments: t.commentsTab, accounts: t.accountsTab, settings: SETTINGS_TEXT[lang].tab, audit: t.auditTab,
  };

  return (
    <>
      <header className="staff-bar">
        <span className="staff-bar__name">{t.staff}</span>
        {views.length > 1 && (
          <nav className="staff-views" aria-label={t.staff}>
            {views.map((v) => (
              <button key={v} type="button" className="staff-link" aria-current={view === v ? 'page' : undefined} onClick={() => setView(v)}>
                {tabName[v]}
              </button>
            ))}
          </nav>
        )}
        <div className="staff-bar__end">
          {account && <span className="staff-bar__who">{t.signedInAs(account.name, t.roleOf(t.roles[account.role], account.campus))}</span>}
          <button type="button" className="staff-link" onClick={switchLang} lang={lang === 'en' ? 'zh-CN' : 'en'}>{t.language}</button>
          {account && (
            <button type="button" className="staff-link" aria-current={view === 'password' ? 'page' : undefined} onClick={() => setView('password')}>
              {PASSWORD_TEXT[lang].change}
            </button>
          )}
          {account && <button type="button" className="staff-link" onClick={() => signOut(false)}>{t.signOut}</button>}
          {account && <button type="button" className="staff-link" onClick={() => signOut(true)}>{t.signOutEverywhere}</button>}
        </div>
      </header>
      <main ref={main} className="staff-main">
        {resetting && <ResetPassword lang={lang} token={resetToken} account={resetFor} onDone={resetDone} />}
        {!resetting && session === undefined && <p role="status">{t.checking}</p>}
        {!resetting && session === null && <SignIn key={knownEmail} lang={lang} notice={notice} email={knownEmail} onSignIn={signedIn} />}
        {account && view === 'copy' && (
          <CopyStudio {...panel} open={link?.site === campus ? link.target : undefined} onOpened={() => setLink(undefined)} />
        )}
        {account && view === 'calendar' && <CalendarStudio {...panel} />}
        {account && view === 'alerts' && <AlertsStudio {...panel} />}
        {account && view === 'signups' && <SignupsPanel {...panel} />}
        {account && view === 'sessions' && <SessionsStudio {...panel} />}
        {account && view === 'messages' && <MessagesPanel {...panel} />}
        {account && view === 'comments' && <CommentsPanel {...panel} />}
        {account && view === 'accounts' && <AccountsPanel {...panel} self={account.id} />}
        {account && view === 'settings' && <SettingsPanel {...panel} />}
        {account && view === 'audit' && <AuditPanel {...panel} />}
        {account && view === 'media' && <MediaPanel {...panel} />}
        {account && view === 'news' && <NewsPanel {...panel} />}
        {account && view === 'password' && <ChangePassword lang={lang} onExpired={expired} />}
      </main>
    </>
  );
}
