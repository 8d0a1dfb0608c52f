import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CAMPUS_CODES, getCampus, type CampusCode } from '@schools/shared-api';
import { FormField } from '@schools/ui/form-field';
import { EMAIL_SHAPE } from './SignIn';
import { StaffCallError, staffApi, type StaffAccount, type StaffRole } from './staffApi';
import { StaffTable } from './StaffTable';
import { STAFF_TEXT, chinaTime } from './staffText';
import { useStaffList, type StaffPanelProps } from './useStaffList';
import { failureText } from './refusalText';

const ROLES: StaffRole[] = ['moderator', 'admissions', 'editor', 'network'];
const MIN_PASSWORD = 12;

type Draft = { email: string; name: string; role: StaffRole; campus: CampusCode | ''; password: string };
type Problems = Partial<Record<keyof Draft, string>>;
const EMPTY: Draft = { email: '', name: '', role: 'moderator', campus: '', password: '' };

/** The network administrator's accounts: every account, disable one, create one. */
export function AccountsPanel({ lang, onExpired, self }: StaffPanelProps & { self: number }) {
  const t = STAFF_TEXT[lang];
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const fetchList = useCallback(() => staffApi.accounts(), []);
  const { list, setList, problem, failed } = useStaffList<StaffAccount>(fetchList, onExpired, lang);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [problems, setProblems] = useState<Problems>({});
  const [formProblem, setFormProblem] = useState('');
  const [attempts, setAttempts] = useState(0);

  useEffect(() => {
    if (attempts > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  async function disable(account: StaffAccount) {
    if (!window.confirm(t.confirmDisable(account.email))) return;
    try {
      const updated = await staffApi.disableAccount(account.id);
      setList((current) => current?.map((a) => (a.id === updated.id ? updated : a)));
      setAnnouncement(t.accountDisabled(updated.email));
    } catch (error) {
      failed(error);
    }
  }

  async function create(event: FormEvent) {
    event.preventDefault();
    const found: Problems = {
      email: !draft.email.trim() ? t.emailMissing : EMAIL_SHAPE.test(draft.email.trim()) ? undefined : t.emailInvalid,
      name: draft.name.trim() ? undefined : t.nameMissing,
      campus: draft.role !== 'network' && !draft.campus ? t.campusMissing : undefined,
      password: [...draft.password].length >= MIN_PASSWORD ? undefined : t.passwordShort,
    };
    setFormProblem('');
    setProblems(found);
    if (Object.values(found).some(Boolean)) {
      setAttempts((n) => n + 1);
      return;
    }
    try {
      const created = await staffApi.createAccount({
        email: draft.email.trim(), name: draft.name.trim(), role: draft.role, password: draft.password,
        ...(draft.role === 'network' ? {} : { campus: draft.campus as CampusCode }),
      });
      setList((current) => [...(current ?? []), created]);
      setDraft(EMPTY);
      setAnnouncement(t.accountCreated(created.email));
    } catch (error) {
      if (error instanceof StaffCallError && error.status === 409) setProblems({ email: t.emailTaken });
      else if (error instanceof StaffCallError && error.unauthorized) onExpired();
      else setFormProblem(failureText(error, lang));
      setAttempts((n) => n + 1);
    }
  }

  const disabled = (list ?? []).filter((a) => a.disabledAt).length;
  return (
    <section className="staff-panel" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t.accountsTitle}</h1>
      <p className="staff-hint staff-zone">{t.timeZone}</p>
      {problem && <p className="staff-error" role="alert">{problem}</p>}
      <p className="visually-hidden" role="status">{announcement}</p>
      {list && (
        <StaffTable id={id} caption={t.accountsSummary(list.length, disabled)} columns={[t.email, t.name, t.role, t.created, t.status]}>
          {list.map((a) => (
            <tr key={a.id} className={a.disabledAt ? 'is-done' : undefined}>
              <th scope="row">{a.email}{a.id === self && <span className="staff-muted">{t.you}</span>}</th>
              <td>{a.name}</td>
              <td>{t.roleOf(t.roles[a.role], a.campus)}</td>
              <td>{chinaTime(a.createdAt)}</td>
              <td>
                {a.disabledAt ? t.disabledOn(chinaTime(a.disabledAt)) : a.id === self ? t.active : (
                  <button type="button" className="staff-button staff-button--small staff-button--danger" onClick={() => disable(a)} aria-label={`${t.disable}: ${a.email}`}>{t.disable}</button>
                )}
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
      <form ref={form} className="staff-form" onSubmit={create} noValidate aria-labelledby={`${id}-new`}>
        <h2 id={`${id}-new`}>{t.newAccount}</h2>
        <FormField id={`${id}-email`} label={t.email} required error={problems.email}>
          {(control) => <input {...control} type="email" autoComplete="off" spellCheck={false} value={draft.email} onChange={(e) => set('email', e.target.value)} />}
        </FormField>
        <FormField id={`${id}-name`} label={t.name} required error={problems.name}>
          {(control) => <input {...control} type="text" autoComplete="off" value={draft.name} onChange={(e) => set('name', e.target.value)} />}
        </FormField>
        <FormField id={`${id}-role`} label={t.role} required>
          {(control) => (
            <select {...control} value={draft.role} onChange={(e) => set('role', e.target.value as StaffRole)}>
              {ROLES.map((role) => <option key={role} value={role}>{t.roles[role]}</option>)}
            </select>
          )}
        </FormField>
        {draft.role !== 'network' && (
          <FormField id={`${id}-campus`} label={t.campus} required error={problems.campus}>
            {(control) => (
              <select {...control} value={draft.campus} onChange={(e) => set('campus', e.target.value as CampusCode | '')}>
                <option value="">—</option>
                {CAMPUS_CODES.map((code) => <option key={code} value={code}>{`${code} · ${getCampus(code).name[lang]}`}</option>)}
              </select>
            )}
          </FormField>
        )}
        <FormField id={`${id}-password`} label={t.password} required hint={t.passwordHint} error={problems.password}>
          {(control) => <input {...control} type="password" autoComplete="new-password" value={draft.password} onChange={(e) => set('password', e.target.value)} />}
        </FormField>
        <p className="staff-error" role="alert">{formProblem}</p>
        <button type="submit" className="staff-button">{t.create}</button>
      </form>
    </section>
  );
}
