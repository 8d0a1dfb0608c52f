// Every published version of a target, newest first: who, when, what; each but the live one can be
// published again ("Restore this version", after a confirmation).
import { useId } from 'react';
import type { StudioVersion } from '@schools/api-server/staff-contract';
import { StaffTable } from '../StaffTable';
import { STAFF_TEXT, chinaTime, type StaffLang } from '../staffText';

export function VersionList({ lang, versions, busy, onRestore }: { lang: StaffLang; versions: StudioVersion[]; busy: boolean; onRestore: (version: StudioVersion) => void }) {
  const staff = STAFF_TEXT[lang];
  const t = staff.copy;
  const id = useId();
  const what = (v: StudioVersion) => (v.action === 'restore' ? t.versionActions.restore(v.restoredFrom) : t.versionActions[v.action]);
  return (
    <section className="studio-versions" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.versionsTitle}</h2>
      {versions.length === 0 ? <p className="staff-hint">{t.noVersions}</p> : (
        <StaffTable id={id} caption={t.versionTimes} columns={[t.version, t.what, staff.who, staff.when, t.restoreVersion]}>
          {versions.map((v, i) => (
            <tr key={v.id}>
              <th scope="row">#{v.id}</th>
              <td>{what(v)}{i === 0 && <span className="studio-live">{t.live}</span>}</td>
              <td>{v.actor}</td>
              <td>{chinaTime(v.at)}</td>
              <td>
                {i > 0 && (
                  <button type="button" className="staff-button staff-button--small staff-button--quiet" disabled={busy} onClick={() => onRestore(v)}>
                    {t.restoreVersion}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
    </section>
  );
}
