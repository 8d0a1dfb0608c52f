// Where an alert shows. A network administrator chooses every campus, the campuses of a city (Shenzhen
// includes Guangming), or campuses ticked one by one; an editor's alerts are their campus's, said in
// words with no choice to make. A refusal of the audience is shown inside its group and marks the
// choice made, which takes the focus first.
import { CAMPUS_CODES, getCampus, type CampusCode } from '@schools/shared-api';
import { CITIES } from '@schools/shared-api/cities';
import type { StaffLang } from '../staffText';
import { reachOf, type AudienceChoice } from './alertDraft';
import { ALERTS_TEXT } from './alertsText';

const KINDS = ['all', 'city', 'chosen'] as const;

/** Another kind of audience, starting from what the last choice reached (a city's campuses ticked, say). */
function switched(kind: AudienceChoice['kind'], from: AudienceChoice): AudienceChoice {
  if (kind === 'all') return { kind };
  if (kind === 'city') return { kind, city: from.kind === 'city' ? from.city : CITIES[0]!.en };
  const reached = from.kind === 'all' ? ['all'] : from.kind === 'city' ? [`city:${from.city}`] : from.campuses;
  return { kind, campuses: reachOf(reached) };
}

export function AudienceField({ id, lang, value, onChange, ownCampus, error }: {
  id: string;
  lang: StaffLang;
  value: AudienceChoice;
  onChange: (value: AudienceChoice) => void;
  /** an editor's campus: the only one their alerts show on */
  ownCampus?: CampusCode;
  error?: string;
}) {
  const t = ALERTS_TEXT[lang];
  if (ownCampus) {
    return (
      <div className="alerts-own">
        <p className="ui-field__label">{t.audience}</p>
        <p className="alerts-own__campus">{t.ownCampus(ownCampus, getCampus(ownCampus).name[lang])}</p>
        <p className="staff-hint">{t.ownCampusHint}</p>
      </div>
    );
  }
  const invalid = (checked: boolean) => (error && checked ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {});
  const label = { all: t.audienceAll, city: t.audienceCity, chosen: t.audienceChosen };
  return (
    <fieldset className="alerts-choice">
      <legend>{t.audience}</legend>
      {KINDS.map((kind) => (
        <div key={kind} className="alerts-choice__option">
          <label className="staff-check">
            <input type="radio" name={`${id}-kind`} checked={value.kind === kind} onChange={() => onChange(switched(kind, value))} {...invalid(value.kind === kind)} />
            <span>{label[kind]}</span>
          </label>
          {kind === 'city' && value.kind === 'city' && (
            <label className="staff-field alerts-choice__more">
              <span>{t.city}</span>
              <select value={value.city} onChange={(e) => onChange({ kind: 'city', city: e.target.value })}>
                {CITIES.map((c) => <option key={c.en} value={c.en}>{`${c[lang]} · ${c.campuses.join(', ')}`}</option>)}
              </select>
            </label>
          )}
          {kind === 'chosen' && value.kind === 'chosen' && (
            <fieldset className="alerts-choice__more alerts-campuses">
              <legend>{t.campuses}</legend>
              {CAMPUS_CODES.map((code) => (
                <label key={code} className="staff-check">
                  <input
                    type="checkbox" checked={value.campuses.includes(code)}
                    onChange={(e) => onChange({ kind, campuses: CAMPUS_CODES.filter((c) => (c === code ? e.target.checked : value.campuses.includes(c))) })}
                  />
                  <span>{`${code} · ${getCampus(code).name[lang]}`}</span>
                </label>
              ))}
            </fieldset>
          )}
        </div>
      ))}
      {error && <p className="ui-field__error" id={`${id}-error`}>{error}</p>}
    </fieldset>
  );
}
