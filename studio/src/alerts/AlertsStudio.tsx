// The studio's Alerts: the alerts of a campus (a network administrator's of every campus, or of one) by
// their state, publishing one in a form and correcting one in the same form, ending one now. An
// emergency is published, and an alert ended, only after a confirmation. The server checks the form;
// its problems are shown beside their fields, a refusal of the whole alert (ended meanwhile) above them.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { CampusCode } from '@schools/shared-api';
import { useChanged } from '@schools/ui/use-changed';
import type { FieldProblem } from '@schools/api-server/staff-contract';
import { CampusField, PanelCampus } from '../CampusField';
import { fieldProblems } from '../calendar/calendarApi';
import { failureText } from '../refusalText';
import { StaffCallError } from '../staffApi';
import type { StaffPanelProps } from '../useStaffList';
import { AlertConfirm } from './AlertConfirm';
import { audienceText, chinaInput, draftOf, localText, momentText, reachOf } from './alertDraft';
import { AlertForm } from './AlertForm';
import { AlertList } from './AlertList';
import { alertsApi, type AlertInput, type StaffAlert } from './alertsApi';
import { ALERTS_TEXT } from './alertsText';
import '../copy/studio.css';
import './alerts.css';
import { useFocusReturn } from '../useFocusReturn';

type Editing = { alert?: StaffAlert } | undefined;
type Confirming = { kind: 'publish'; input: AlertInput } | { kind: 'end'; alert: StaffAlert } | undefined;

export function AlertsStudio({ lang, site, onSite, onExpired }: StaffPanelProps) {
  const t = ALERTS_TEXT[lang];
  const id = useId();
  // A network administrator sees every campus's alerts, or one campus's; an editor their campus's.
  const network = onSite !== undefined;
  const [chosen, setChosen] = useState<CampusCode | ''>('');
  const campus = network ? chosen : site;
  const heading = useRef<HTMLHeadingElement>(null);
  const ending = useRef(false);
  const [alerts, setAlerts] = useState<StaffAlert[]>();
  const [failure, setFailure] = useState('');
  const [status, setStatus] = useState('');
  const [editing, setEditing] = useState<Editing>();
  const focus = useFocusReturn(editing !== undefined, heading);
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [refusal, setRefusal] = useState('');
  const [attempts, setAttempts] = useState(0);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>();

  const failed = useCallback((error: unknown) => {
    if (error instanceof StaffCallError && error.unauthorized) onExpired();
    else setFailure(failureText(error, lang));
  }, [onExpired, lang]);
  const load = useCallback(() => alertsApi.list(campus || undefined).then(setAlerts, failed), [campus, failed]);
  // Another campus: nothing of the last one stays on screen while this one loads.
  if (useChanged(campus)) {
    setAlerts(undefined);
    setEditing(undefined);
  }
  useEffect(() => {
    void load();
  }, [load]);

  const open = (alert?: StaffAlert) => {
    focus.remember();
    setProblems([]);
    setRefusal('');
    setStatus('');
    setEditing({ alert });
  };
  const close = () => {
    focus.giveBack();
    setEditing(undefined);
    setProblems([]);
    setRefusal('');
  };
  async function save(input: AlertInput) {
    setBusy(true);
    setFailure('');
    setRefusal('');
    try {
      const saved = editing?.alert ? await alertsApi.correct(editing.alert.id, input) : await alertsApi.publish(input);
      const title = saved.title[lang];
      const said = editing?.alert ? t.corrected(title)
        : saved.state === 'scheduled' ? t.scheduled(title, momentText(saved.startsAt, lang)) : t.published(title, saved.campuses.length);
      setStatus(campus && !saved.campuses.includes(campus) ? `${said} ${t.notListedHere}` : said);
      await load();
      close();
    } catch (error) {
      const refused = fieldProblems(error);
      if (refused.length) {
        setProblems(refused);
        setAttempts((n) => n + 1);
      } else if (error instanceof StaffCallError && error.unauthorized) {
        onExpired();
      } else {
        // Said in the form, where the editor is: it ended meanwhile (409), or is not theirs (403).
        setProblems([]);
        setRefusal(failureText(error, lang));
        if (error instanceof StaffCallError && error.status === 409) void load();
      }
    } finally {
      setBusy(false);
    }
  }

  /** An emergency goes on every page of its campuses at once: publishing one (or turning one into it) asks first. */
  const submit = (input: AlertInput) => {
    if (input.level === 'emergency' && editing?.alert?.level !== 'emergency') setConfirming({ kind: 'publish', input });
    else void save(input);
  };

  async function end(alert: StaffAlert) {
    setBusy(true);
    setFailure('');
    setStatus('');
    try {
      await alertsApi.end(alert.id);
      setStatus(t.ended(alert.title[lang]));
    } catch (error) {
      failed(error);
    }
    // The list as it is now, before the dialog closes: the focus then goes back to End now, or (gone,
    // the alert listed as ended) to the heading.
    await load();
    ending.current = true;
    setConfirming(undefined);
    setBusy(false);
  }
  useEffect(() => {
    if (confirming || !ending.current) return;
    ending.current = false;
    if (!document.activeElement || document.activeElement === document.body) heading.current?.focus();
  }, [confirming]);

  return (
    <section className="alerts" aria-labelledby={`${id}-title`}>
      <div className="studio__head">
        <h1 id={`${id}-title`} ref={heading} tabIndex={-1}>{t.title}</h1>
        <div className="staff-tools alerts-tools">
          {network ? <CampusField lang={lang} value={chosen} onChange={setChosen} all /> : <PanelCampus lang={lang} site={site} />}
          <button type="button" className="staff-button" onClick={() => open()} disabled={Boolean(editing)}>{t.newAlert}</button>
        </div>
      </div>
      <p className="staff-hint alerts-intro">{t.intro}</p>
      <p className="staff-hint staff-zone">{t.timeZone}</p>
      <p className="studio-status" role="status">{status}</p>
      {failure && <p className="staff-error" role="alert">{failure}</p>}
      {editing && (
        <AlertForm
          key={editing.alert?.id ?? 'new'} lang={lang} busy={busy} problems={problems} attempts={attempts} refusal={refusal}
          heading={editing.alert ? t.correctHeading(editing.alert.title[lang]) : t.newHeading}
          submitLabel={editing.alert ? t.publishCorrection : t.publish}
          initial={draftOf(editing.alert, campus || site)} ownCampus={network ? undefined : site}
          onSave={submit} onClose={close}
        />
      )}
      {!alerts && !failure && <p role="status">{t.loading}</p>}
      {alerts && <AlertList lang={lang} alerts={alerts} disabled={Boolean(editing) || busy} onCorrect={open} onEnd={(alert) => setConfirming({ kind: 'end', alert })} />}
      {confirming?.kind === 'publish' && (
        <AlertConfirm
          lang={lang} busy={busy} title={t.confirmEmergencyTitle} confirm={t.publishEmergency}
          text={confirming.input.startsAt > chinaInput(new Date().toISOString())
            ? t.confirmEmergencyLater(reachOf(confirming.input.campuses).length, localText(confirming.input.startsAt, lang))
            : t.confirmEmergency(reachOf(confirming.input.campuses).length)}
          onConfirm={() => {
            setConfirming(undefined);
            void save(confirming.input);
          }}
          onClose={() => setConfirming(undefined)}
        />
      )}
      {confirming?.kind === 'end' && (
        <AlertConfirm
          lang={lang} busy={busy} title={t.confirmEndTitle(confirming.alert.title[lang])} confirm={busy ? t.ending : t.endNow}
          text={t.confirmEnd(audienceText(confirming.alert.audience, lang))}
          onConfirm={() => void end(confirming.alert)} onClose={() => setConfirming(undefined)}
        />
      )}
    </section>
  );
}
