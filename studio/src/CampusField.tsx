import { CAMPUS_CODES, getCampus, type CampusCode } from '@schools/shared-api';
import { STAFF_TEXT, type StaffLang } from './staffText';

/** The campus a network administrator works on (or, with `all`, every campus: ''). */
export function CampusField<T extends CampusCode | ''>({ lang, value, onChange, all }: { lang: StaffLang; value: T; onChange: (site: T) => void; all?: boolean }) {
  const t = STAFF_TEXT[lang];
  return (
    <label className="staff-field">
      <span>{t.campus}</span>
      <select value={value} onChange={(e) => onChange(e.target.value as T)}>
        {all && <option value="">{t.allCampuses}</option>}
        {CAMPUS_CODES.map((code) => <option key={code} value={code}>{`${code} · ${getCampus(code).name[lang]}`}</option>)}
      </select>
    </label>
  );
}

/** The campus of a panel: a picker for a network administrator, the account's own campus said otherwise. */
export function PanelCampus({ lang, site, onSite }: { lang: StaffLang; site: CampusCode; onSite?: (site: CampusCode) => void }) {
  if (onSite) return <CampusField lang={lang} value={site} onChange={onSite} />;
  return <p className="staff-campus">{STAFF_TEXT[lang].yourCampus(site, getCampus(site).name[lang])}</p>;
}
