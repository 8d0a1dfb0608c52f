import { useCallback, useEffect, useId, useRef, useState, type ComponentPropsWithoutRef, type FormEvent } from 'react';
import { CAMPUS_CODES, getCampus, type CampusCode } from '@schools/shared-api';
import { FormField } from '@schools/ui/form-field';
import { PASSWORD_TEXT } from './passwordText';
import { EMAIL_SHAPE } from './SignIn';
import { StaffCallError, staffApi, type PasswordResetIssued, type StaffAccount, type StaffRole } from './staffApi';
import { StaffTable } from './StaffTable';
import { STAFF_TEXT, chinaTime, type StaffLang } from './staffText';
import { useStaffList, type StaffPanelProps } from './useStaffList';
import { failureText } from './refusalText';
import { useFocusFirstProblem } from './useFocusFirstProblem';

const ROLES: StaffRole[] = ['moderator', 'admissions', 'editor', 'network'];
const MIN_PASSWORD = 12;

type Draft = { email: string; name: string; role: StaffRole; campus: CampusCode | ''; password: string };
type Problems = Partial<Record<keyof Draft, string>>;
const EMPTY: Draft = { email: '', name: '', role: 'moderator', campus: '', password: '' };

/** An account's role being changed in its row: the role, and the campus for every role but network. */
type RoleDraft = { id: number; role: StaffRole; campus: CampusCode | '' };

/** The campus choices of a role: none for a network administrator. */
function CampusSelect({ lang, value, onChange, label, ...control }: Omit<ComponentPropsWithoutRef<'select'>, 'value' | 'onChange'> & {
  lang: StaffLang; value: CampusCode | ''; onChange: (campus: CampusCode | '') => void; label?: string;
}) {
  return (
    <select {...control} aria-label={label} value={value} onChange={(e) => onChange(e.target.value as CampusCode | '')}>
      <option value="">—</option>
      {CAMPUS_CODES.map((code) => <option key={code} value={code}>{`${code} · ${getCampus(code).name[lang]}`}</option>)}
    </select>
  );
}

/**
 * The network administrator's accounts: every account; disable, enable, reset the password of and
 * change the role of one; create one. A reset link is e-mailed, or (without e-mail) shown here once.
 */
export function AccountsPanel({ lang, onExpired, self }: StaffPanelProps & { self: number }) {
  const t = STAFF_TEXT[lang];
  const p = PASSWORD_TEXT[lang];
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const fetchList = useCallback(() => staffApi.accounts(), []);
  const { list, setList, problem, failed } = useStaffList<StaffAccount>(fetchList, onExpired, lang);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [problems, setProblems] = useState<Problems>({});
  const [formProblem, setFormProblem] = useState('');
  const [attempts, setAttempts] = useState(0);
  const [editing, setEditing] = useState<RoleDraft>();
  const [roleProblem, setRoleProblem] = useState('');
  const [issued, setIssued] = useState<PasswordResetIssued>();
  const [rowProblem, setRowProblem] = useState('');
  const panel = useRef<HTMLElement>(null);
  // The control of a row that takes the focus once the row shows an action's outcome (`${account}:${control}`):
  // the button pressed is gone by then (Disable becomes Enable and back; Change role becomes its form).
  // Set with the change of state that shows the outcome, followed once that render is on the page.
  const focusTo = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!focusTo.current) return;
    panel.current?.querySelector<HTMLElement>(`[data-focus="${focusTo.current}"]`)?.focus();
    focusTo.current = undefined;
  });

  useFocusFirstProblem(form, attempts);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const replace = (updated: StaffAccount) => setList((current) => current?.map((a) => (a.id === updated.id ? updated : a)));
  /** A row's action refused: an ended session signs out, a refusal is said above the list in the page's language. */
  const refused = (error: unknown) => {
    if (error instanceof StaffCallError && !error.unauthorized) setRowProblem(failureText(error, lang));
    else failed(error);
  };
  /** Runs one row's action, with its earlier refusal and reset link cleared. */
  const act = async (action: () => Promise<void>) => {
    setRowProblem('');
    setIssued(undefined);
    try {
      await action();
    } catch (error) {
      refused(error);
    }
  };

  const disable = (account: StaffAccount) => act(async () => {
    if (!window.confirm(t.confirmDisable(account.email))) return;
    const updated = await staffApi.disableAccount(account.id);
    replace(updated);
    setAnnouncement(t.accountDisabled(updated.email));
    focusTo.current = `${updated.id}:enable`;
  });

  const enable = (account: StaffAccount) => act(async () => {
    const updated = await staffApi.enableAccount(account.id);
    replace(updated);
    setAnnouncement(t.accountEnabled(updated.email));
    focusTo.current = `${updated.id}:disable`;
  });

  const reset = (account: StaffAccount) => act(async () => {
    if (!window.confirm(p.confirmReset(account.email))) return;
    const made = await staffApi.issuePasswordReset(account.id);
    setIssued(made);
    setAnnouncement(made.delivery === 'email' ? p.emailed(made.account.email, chinaTime(made.expiresAt)) : '');
  });

  async function saveRole(event: FormEvent) {
    event.preventDefault();
    if (!editing) return;
    if (editing.role !== 'network' && !editing.campus) {
      setRoleProblem(t.campusMissing);
      return;
    }
    setRoleProblem('');
    await act(async () => {
      const updated = await staffApi.setRole(editing.id, editing.role, editing.campus || undefined);
      replace(updated);
      setEditing(undefined);
      focusTo.current = `${updated.id}:change-role`;
      setAnnouncement(t.roleChanged(updated.email, t.roleOf(t.roles[updated.role], updated.campus)));
    });
  }

  const copyLink = (link: string) => {
    void navigator.clipboard?.writeText(link).then(() => setAnnouncement(p.copied), () => undefined);
  };

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
      if (error instanceof StaffCallError && error.status === 409) setProblems({ email: error.reason === 'accountExistsDisabled' ? t.emailTakenDisabled : t.emailTaken });
      else if (error instanceof StaffCallError && error.unauthorized) onExpired();
      else setFormProblem(failureText(error, lang));
      setAttempts((n) => n + 1);
    }
  }

  const disabled = (list ?? []).filter((a) => a.disabledAt).length;
  return (
    <section ref={panel} className="staff-panel" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t.accountsTitle}</h1>
      <p className="staff-hint staff-zone">{t.timeZone}</p>
      {problem && <p className="staff-error" role="alert">{problem}</p>}
      <p className="staff-error" role="alert">{rowProblem}</p>
      <p className={issued?.delivery === 'email' ? 'staff-hint' : 'visually-hidden'} role="status">{announcement}</p>
      {issued?.link && (
        <div className="staff-warning staff-reset" role="note">
          <p>{p.handOver(issued.account.email, chinaTime(issued.expiresAt))}</p>
          <input type="text" readOnly value={issued.link} aria-label={p.linkFor(issued.account.email)} onFocus={(e) => e.currentTarget.select()} />
          <div className="staff-tools">
            <button type="button" className="staff-button staff-button--small" onClick={() => copyLink(issued.link!)}>{p.copy}</button>
            <button type="button" className="staff-button staff-button--small staff-button--quiet" onClick={() => setIssued(undefined)}>{p.close}</button>
          </div>
        </div>
      )}
      {list && (
        <StaffTable id={id} cards caption={t.accountsSummary(list.length, disabled)} columns={[t.email, t.name, t.role, t.created, t.status, t.manage]}>
          {list.map((a) => (
            <tr key={a.id} className={a.disabledAt ? 'is-done' : undefined}>
              <th scope="row">{a.email}{a.id === self && <span className="staff-muted">{t.you}</span>}</th>
              <td data-label={t.name}>{a.name}</td>
              <td data-label={t.role}>
                {editing?.id === a.id ? (
                  <form className="staff-role" onSubmit={saveRole} noValidate>
                    <select aria-label={t.roleOfAccount(a.email)} data-focus={`${a.id}:role`} value={editing.role} onChange={(e) => setEditing({ ...editing, role: e.target.value as StaffRole })}>
                      {ROLES.map((role) => <option key={role} value={role}>{t.roles[role]}</option>)}
                    </select>
                    {editing.role !== 'network' && (
                      <CampusSelect lang={lang} label={`${t.campus}: ${a.email}`} value={editing.campus} onChange={(campus) => setEditing({ ...editing, campus })} />
                    )}
                    {roleProblem && <p className="staff-error" role="alert">{roleProblem}</p>}
                    <button type="submit" className="staff-button staff-button--small">{t.saveRole}</button>
                    <button type="button" className="staff-button staff-button--small staff-button--quiet" onClick={() => {
                      setEditing(undefined);
                      focusTo.current = `${a.id}:change-role`;
                    }}>{t.cancelChange}</button>
                  </form>
                ) : t.roleOf(t.roles[a.role], a.campus)}
              </td>
              <td data-label={t.created}>{chinaTime(a.createdAt)}</td>
              <td data-label={t.status}>{a.disabledAt ? t.disabledOn(chinaTime(a.disabledAt)) : t.active}</td>
              <td className="staff-table__actions">
                {a.id !== self && (
                  <div className="staff-tools">
                    {a.disabledAt
                      ? <button key="enable" type="button" className="staff-button staff-button--small" data-focus={`${a.id}:enable`} onClick={() => enable(a)} aria-label={`${t.enable}: ${a.email}`}>{t.enable}</button>
                      : <button key="reset" type="button" className="staff-button staff-button--small" onClick={() => reset(a)} aria-label={`${p.resetPassword}: ${a.email}`}>{p.resetPassword}</button>}
                    {editing?.id !== a.id && (
                      <button type="button" className="staff-button staff-button--small staff-button--quiet" aria-label={`${t.changeRole}: ${a.email}`} data-focus={`${a.id}:change-role`}
                        onClick={() => {
                          setRoleProblem('');
                          setEditing({ id: a.id, role: a.role, campus: (a.campus as CampusCode | null) ?? '' });
                          focusTo.current = `${a.id}:role`;
                        }}>{t.changeRole}</button>
                    )}
                    {!a.disabledAt && (
                      <button type="button" className="staff-button staff-button--small staff-button--danger" data-focus={`${a.id}:disable`} onClick={() => disable(a)} aria-label={`${t.disable}: ${a.email}`}>{t.disable}</button>
                    )}
                  </div>
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
            {(control) => <CampusSelect {...control} lang={lang} value={draft.campus} onChange={(campus) => set('campus', campus)} />}
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
