import type { InfoSession } from '@schools/shared-api';
import { GRADE_NAMES, gradeFits, gradeRangeText, type GradeCode } from '@schools/forms';
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
  /** the grade the family chose, when the form can tell which it is: the sessions then say whether they suit it */
  grade: GradeCode | null;
  /** the message under the group when the choice breaks a rule */
  error?: string;
  /** the group's id: its error is `${id}-error`, its hint of the sessions that suit the grade `${id}-suited` */
  id: string;
}

/**
 * The sessions as a radio group of cards (date, time, place, language, places left), then "Another
 * date". Once the family's grade is known, each card says whether it suits that grade, a hint says how
 * many do, and choosing one for other grades brings a notice, never an error: a family with children
 * in several grades may come to any session.
 */
export function SessionChoice({ sessions, value, onChange, grade, error, id }: SessionChoiceProps) {
  const lang = useLang();
  const t = SIGNUP_TEXT[lang];
  const gradeName = grade ? GRADE_NAMES[lang][grade] : '';
  const suited = grade ? sessions.filter((s) => gradeFits(s.grades, grade)) : [];
  const hint = grade && sessions.length > 0 ? t.suited(gradeName, suited.length, suited.filter((s) => s.placesLeft > 0).length) : '';
  const chosen = sessions.find((s) => String(s.id) === value);
  const notice = grade && chosen?.grades && !gradeFits(chosen.grades, grade) ? t.otherGrades(gradeName, gradeRangeText(chosen.grades, lang)) : '';
  const describedBy = [hint ? `${id}-suited` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset id={id} className="adm-sessions" role="radiogroup" aria-required="true" aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined}>
      <legend className="adm-signup__legend">{t.sessions}<span aria-hidden="true"> *</span></legend>
      {sessions.length === 0 && <p className="adm-sessions__none">{t.noSessions}</p>}
      {/* Live regions are in the page before they speak: a screen reader hears the hint when the grade changes. */}
      <p id={`${id}-suited`} className="adm-sessions__suited" role="status">{hint}</p>
      <div className="adm-sessions__grid">
        {sessions.map((s) => {
          const full = s.placesLeft === 0;
          // The grades of a session that does not suit the family's: none when it does, or before a grade is known.
          const others = grade && s.grades && !gradeFits(s.grades, grade) ? s.grades : null;
          const mine = value === String(s.id);
          return (
            <label key={s.id} className={`adm-session${full ? ' is-full' : ''}${others ? ' is-other-grades' : ''}`}>
              <input
                type="radio" name="sessionId" value={String(s.id)} checked={mine} disabled={full}
                aria-describedby={mine && notice ? `${id}-notice` : undefined} onChange={() => onChange(String(s.id))}
              />
              <span className="adm-session__body">
                <span className="adm-session__day">{sessionDay(s, lang)}</span>
                <span className="adm-session__time">
                  {sessionTime(s)}<span className="adm-session__places">{full ? t.full : t.placesLeft(s.placesLeft)}</span>
                </span>
                <span className="adm-session__audience">{s.audience}</span>
                {grade && (
                  <span className={`adm-session__fit${others ? '' : ' is-suited'}`}>
                    {others ? t.notFor(gradeName, gradeRangeText(others, lang)) : t.suits(gradeName)}
                  </span>
                )}
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
      <p id={`${id}-notice`} className="adm-sessions__notice" role="status">{notice}</p>
      {error && <FieldError id={id}>{error}</FieldError>}
    </fieldset>
  );
}
