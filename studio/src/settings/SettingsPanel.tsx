// The network administrator's campus settings: where a campus's site is published, its hosts, filing
// numbers, application portal and accounts. One form per campus; the server checks every field and
// answers every problem at once, each shown beside its field.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { CampusSettings } from '@schools/shared-api';
import { wechatQrAddress } from '@schools/shared-api';
import { FormField } from '@schools/ui/form-field';
import { useChanged } from '@schools/ui/use-changed';
import { PanelCampus } from '../CampusField';
import { StaffCallError, staffApi, type StoredCampusSettings } from '../staffApi';
import { chinaTime } from '../staffText';
import type { StaffPanelProps } from '../useStaffList';
import { failureText, sayProblem } from '../refusalText';
import { SETTINGS_TEXT } from './settingsText';
import { useFocusFirstProblem } from '../useFocusFirstProblem';

/** The form's values: the hosts as typed, one per line. */
type Draft = Omit<CampusSettings, 'hosts'> & { hosts: string };
type Problems = Partial<Record<keyof CampusSettings, string>>;

const toDraft = (settings: CampusSettings): Draft => ({ ...settings, hosts: settings.hosts.join('\n') });
const toSettings = (draft: Draft): CampusSettings => ({ ...draft, hosts: draft.hosts.split(/[\s,]+/).filter(Boolean) });

const GROUPS: { legend: 'where' | 'filings' | 'accounts'; fields: (keyof CampusSettings)[] }[] = [
  { legend: 'where', fields: ['address', 'hosts'] },
  { legend: 'filings', fields: ['icp', 'publicSecurity'] },
  { legend: 'accounts', fields: ['applicationPortal', 'wechatAccount', 'wechatQrTarget', 'weibo', 'video', 'linkedin'] },
];
const REQUIRED = new Set<keyof CampusSettings>(['address', 'applicationPortal']);

export function SettingsPanel({ lang, site, onSite, onExpired }: StaffPanelProps) {
  const t = SETTINGS_TEXT[lang];
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [stored, setStored] = useState<StoredCampusSettings>();
  const [draft, setDraft] = useState<Draft>();
  const [problems, setProblems] = useState<Problems>({});
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);
  const [attempts, setAttempts] = useState(0);

  // Another campus: its settings, from nothing.
  if (useChanged(site)) {
    setStored(undefined);
    setDraft(undefined);
    setProblems({});
    setStatus('');
    setFailure('');
  }
  useEffect(() => {
    let current = true;
    staffApi.campusSettings(site).then((answer) => {
      if (!current) return;
      setStored(answer);
      setDraft(toDraft(answer.settings));
    }, (error: unknown) => {
      if (error instanceof StaffCallError && error.unauthorized) onExpired();
      else if (current) setFailure(failureText(error, lang));
    });
    return () => {
      current = false;
    };
  }, [site, onExpired, lang]);

  useFocusFirstProblem(form, attempts);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!draft || saving) return;
    setSaving(true);
    setStatus('');
    setFailure('');
    try {
      const answer = await staffApi.saveCampusSettings(site, toSettings(draft));
      setStored(answer);
      setDraft(toDraft(answer.settings));
      setProblems({});
      setStatus(t.saved);
    } catch (error) {
      if (error instanceof StaffCallError && error.unauthorized) return onExpired();
      if (error instanceof StaffCallError && error.problems.length) {
        setProblems(Object.fromEntries(error.problems.map((p) => [p.path.split('.')[0], sayProblem(p, lang)])) as Problems);
        setFailure(t.fixBelow);
        setAttempts((n) => n + 1);
      } else {
        setFailure(failureText(error, lang));
      }
    } finally {
      setSaving(false);
    }
  }

  const set = (key: keyof Draft, value: string) => setDraft((d) => (d ? { ...d, [key]: value } : d));
  const control = (key: keyof CampusSettings, props: object) =>
    key === 'hosts'
      ? <textarea {...props} rows={4} spellCheck={false} autoComplete="off" value={draft?.hosts ?? ''} onChange={(e) => set('hosts', e.target.value)} />
      : <input {...props} type={['icp', 'publicSecurity', 'wechatAccount'].includes(key) ? 'text' : 'url'} spellCheck={false} autoComplete="off"
          value={draft?.[key] ?? ''} onChange={(e) => set(key, e.target.value)} />;

  return (
    <section className="staff-panel" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t.title}</h1>
      <PanelCampus lang={lang} site={site} onSite={onSite} />
      <p className="staff-hint">{t.intro}</p>
      {stored && <p className="staff-hint">{stored.updatedBy === 'catalog' ? t.fromCatalog : t.lastChange(stored.updatedBy, chinaTime(stored.updatedAt))}</p>}
      <p className="visually-hidden" role="status">{status}</p>
      {draft && (
        <form ref={form} className="staff-form staff-settings" onSubmit={save} noValidate aria-labelledby={`${id}-title`}>
          {GROUPS.map((group) => (
            <fieldset key={group.legend} className="staff-settings__group">
              <legend>{t[group.legend]}</legend>
              {group.fields.map((key) => (
                <FormField key={key} id={`${id}-${key}`} label={t.fields[key].label} hint={t.fields[key].hint} required={REQUIRED.has(key)} error={problems[key]}>
                  {(props) => control(key, props)}
                </FormField>
              ))}
              {group.legend === 'accounts' && stored?.settings.wechatQrTarget && (
                <figure className="staff-settings__qr">
                  <img src={wechatQrAddress(site, stored.settings.wechatQrTarget)} alt="" width={120} height={120} />
                  <figcaption>{t.qrPreview}</figcaption>
                </figure>
              )}
            </fieldset>
          ))}
          <p className="staff-error" role="alert">{failure}</p>
          {status && <p className="staff-settings__saved">{status}</p>}
          <button type="submit" className="staff-button" disabled={saving}>{saving ? t.saving : t.save}</button>
        </form>
      )}
      {!draft && failure && <p className="staff-error" role="alert">{failure}</p>}
    </section>
  );
}
