import type { InfoSession } from '@schools/shared-api';
import { FieldError, useLang } from '@schools/ui';
import { sessionDay, sessionTime } from './sessionText';
import { SIGNUP_TEXT } from './signupText';

/** The value of the "Another date" choice: a sign-up without a session. */
export const ANOTHER_DATE = 'other';

export interface SessionChoiceProps {
  sessions: readonly InfoSession[];
  /** a session's id as text, ANOTHER_DATE, or '' before a choice */
  value: string;
  onChange: (value: string) => void;
  /** the message under the group when the choice breaks a rule */
  error?: string;
  /** the group's id: its error is `${id}-error` */
  id: string;
}

/** The sessions as a radio group of cards (date, time, place, language, places left), then "Another date". */
export function SessionChoice({ sessions, value, onChange, error, id }: SessionChoiceProps) {
  const lang = useLang();
  const t = SIGNUP_TEXT[lang];
  return (
    <fieldset id={id} className="adm-sessions" role="radiogroup" aria-required="true" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="adm-signup__legend">{t.sessions}<span aria-hidden="true"> *</span></legend>
      {sessions.length === 0 && <p className="adm-sessions__none">{t.noSessions}</p>}
      <div className="adm-sessions__grid">
        {sessions.map((s) => {
          const full = s.placesLeft === 0;
          return (
            <label key={s.id} className={`adm-session${full ? ' is-full' : ''}`}>
              <input
                type="radio" name="sessionId" value={String(s.id)} checked={value === String(s.id)} disabled={full}
                onChange={() => onChange(String(s.id))}
              />
              <span className="adm-session__body">
                <span className="adm-session__day">{sessionDay(s, lang)}</span>
                <span className="adm-session__time">
                  {sessionTime(s)}<span className="adm-session__places">{full ? t.full : t.placesLeft(s.placesLeft)}</span>
                </span>
                <span className="adm-session__audience">{s.audience}</span>
                <span className="adm-session__meta">{s.place}{lang === 'zh' ? '，' : '. '}{s.language}</span>
              </span>
            </label>
          );
        })}
        <label className="adm-session adm-session--other">
          <input type="radio" name="sessionId" value={ANOTHER_DATE} checked={value === ANOTHER_DATE} onChange={() => onChange(ANOTHER_DATE)} />
          <span className="adm-session__body">
            <span className="adm-session__day">{t.anotherDate}</span>
            <span className="adm-session__meta">{t.anotherDateHint}</span>
          </span>
        </label>
      </div>
      {error && <FieldError id={id}>{error}</FieldError>}
    </fieldset>
  );
}
