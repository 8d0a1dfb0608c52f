// The alerts of the campus chosen, by where they are in their life: live now (the most severe first),
// waiting for their start (the soonest first), ended in the last 30 days (the latest first). Each says
// its level in words and colour, its title and text in the editor's language, where and when it shows,
// who published it; one the account may change has Correct and End now, one it may not says why.
import { useId } from 'react';
import type { AlertLevel } from '@schools/shared-api';
import type { AlertState, StaffAlert } from '@schools/api-server/staff-contract';
import type { StaffLang } from '../staffText';
import { audienceText, momentText, spanOf } from './alertDraft';
import { ALERTS_TEXT } from './alertsText';

const STATES: AlertState[] = ['live', 'scheduled', 'ended'];
const SEVERITY: Record<AlertLevel, number> = { emergency: 0, warning: 1, information: 2 };

const ORDER: Record<AlertState, (a: StaffAlert, b: StaffAlert) => number> = {
  live: (a, b) => SEVERITY[a.level] - SEVERITY[b.level] || b.startsAt.localeCompare(a.startsAt),
  scheduled: (a, b) => a.startsAt.localeCompare(b.startsAt),
  ended: (a, b) => (b.endedAt ?? b.endsAt ?? '').localeCompare(a.endedAt ?? a.endsAt ?? ''),
};

export function AlertList({ lang, alerts, disabled, onCorrect, onEnd }: {
  lang: StaffLang;
  alerts: StaffAlert[];
  /** while the form is open, nothing else is started */
  disabled: boolean;
  onCorrect: (alert: StaffAlert) => void;
  onEnd: (alert: StaffAlert) => void;
}) {
  const t = ALERTS_TEXT[lang];
  const id = useId();
  return (
    <div className="alerts-groups">
      {STATES.map((state) => {
        const listed = alerts.filter((a) => a.state === state).sort(ORDER[state]);
        return (
          <section key={state} className="alerts-group" aria-labelledby={`${id}-${state}`}>
            <h2 id={`${id}-${state}`}>{t.groups[state](listed.length)}</h2>
            {listed.length === 0 && <p className="alerts-none">{t.noneIn[state]}</p>}
            {listed.length > 0 && (
              <ul className="alerts-items">
                {listed.map((a) => (
                  <li key={a.id} className={`alerts-item alerts-item--${a.level}${state === 'ended' ? ' alerts-item--ended' : ''}`}>
                    <div className="alerts-item__what">
                      <p className="alerts-item__level"><span className={`alerts-badge alerts-badge--${a.level}`}>{t.levels[a.level]}</span></p>
                      <h3 className="alerts-item__title">{a.title[lang]}</h3>
                      <p className="alerts-item__body">{a.body[lang]}</p>
                      <dl className="alerts-item__facts">
                        <div><dt>{t.shownOn}</dt><dd>{audienceText(a.audience, lang)}</dd></div>
                        <div><dt>{t.when}</dt><dd>{spanOf(a, lang)}</dd></div>
                      </dl>
                      <p className="alerts-item__who">
                        {t.publishedBy(a.createdBy, momentText(a.createdAt, lang))}
                        {a.updatedAt !== a.createdAt && <><br />{t.correctedBy(a.updatedBy, momentText(a.updatedAt, lang))}</>}
                        {a.endedAt && <><br />{t.endedBy(a.endedBy ?? '', momentText(a.endedAt, lang))}</>}
                      </p>
                    </div>
                    {state !== 'ended' && (a.editable
                      ? (
                        <div className="alerts-item__actions">
                          <button type="button" className="staff-button staff-button--small staff-button--quiet" aria-label={t.correctOf(a.title[lang])}
                            onClick={() => onCorrect(a)} disabled={disabled}>{t.correct}</button>
                          <button type="button" className="staff-button staff-button--small staff-button--danger" aria-label={t.endNowOf(a.title[lang])}
                            onClick={() => onEnd(a)} disabled={disabled}>{t.endNow}</button>
                        </div>
                      )
                      : <p className="alerts-item__why">{t.notEditable}</p>)}
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
