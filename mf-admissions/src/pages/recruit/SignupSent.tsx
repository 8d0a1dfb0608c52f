import { useEffect, useRef } from 'react';
import type { InfoSession } from '@schools/shared-api';
import { useLang } from '@schools/ui';
import { sessionDay, sessionTime } from './sessionText';
import { SIGNUP_TEXT } from './signupText';

export interface SignupSentProps {
  /** the server's confirmation, in the page's language */
  message: string;
  name: string;
  session?: InfoSession;
  onAnother: () => void;
}

/** The confirmation that replaces the form once the school has the sign-up; it takes the focus. */
export function SignupSent({ message, name, session, onAnother }: SignupSentProps) {
  const lang = useLang();
  const t = SIGNUP_TEXT[lang];
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="adm-signup__sent" role="status">
      <h2 ref={heading} tabIndex={-1} className="adm-signup__heading">{lang === 'zh' ? `${name}，${t.thanks}` : `${t.thanks}, ${name}`}</h2>
      <p>{message}</p>
      {session && (
        <dl className="adm-signup__booked">
          <dt>{t.booked}</dt>
          <dd>{sessionDay(session, lang)}{lang === 'zh' ? ' ' : ', '}{sessionTime(session)}</dd>
          <dd>{session.place}</dd>
        </dl>
      )}
      <button type="button" className="adm-button adm-button--quiet" onClick={onAnother}>{t.another}</button>
    </div>
  );
}
