import { CAMPUS_CODES, getCampus, type CampusCode } from '../../../../shared-api/src/campus/catalog';
import { STAFF_TEXT, type StaffLang } from './staffText';

/** The campus a panel lists, or every campus (''). */
export function CampusField({ lang, value, onChange }: { lang: StaffLang; value: CampusCode | ''; onChange: (site: CampusCode | '') => void }) {
  const t = STAFF_TEXT[lang];
  return (
    <label className="staff-field">
      <span>{t.campus}</span>
      <select value={value} onChange={(e) => onChange(e.target.value as CampusCode | '')}>
        <option value="">{t.allCampuses}</option>
        {CAMPUS_CODES.map((code) => <option key={code} value={code}>{`${code} · ${getCampus(code).name[lang]}`}</option>)}
      </select>
    </label>
  );
}
