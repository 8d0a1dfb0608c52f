// One target in the studio: its copy in both languages (blocks side by side for page copy, fields for
// everything else), save draft, discard draft, preview, publish, and its published versions to restore.
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useChanged } from '@schools/ui/use-changed';
import type { CampusCode } from '@schools/shared-api';
import type { ContentBody, StudioVersion, TargetSummary } from '@schools/api-server/staff-contract';
import { failureText, sayProblem } from '../refusalText';
import { StaffCallError } from '../staffApi';
import { STAFF_TEXT, chinaTime, type StaffLang } from '../staffText';
import { BlocksColumn } from './BlocksColumn';
import { bodyFields } from './BodyFields';
import { toBlock, toEditBlock, type EditBlock } from './editingModel';
import { fieldPlace } from './fieldPlaces';
import { BilingualField } from './fields';
import { PreviewFrames } from './PreviewFrames';
import { PublishDialog } from './PublishDialog';
import { ProblemClaims, type Problem } from './problems';
import { studioApi, type StudioBody, type StudioTarget } from './studioApi';
import { VersionList } from './VersionList';
import { useFocusFirstProblem } from '../useFocusFirstProblem';

type Json = Parameters<typeof bodyFields>[0];
/** Page copy as the editor holds it: paragraphs and lists as the text typed. */
type ContentModel = Omit<ContentBody, 'blocks'> & { blocks: { en: EditBlock[]; zh: EditBlock[] } };
type Model = { kind: 'content'; value: ContentModel } | { kind: 'other'; value: Json };

function toModel(target: Pick<TargetSummary, 'kind'>, body: StudioBody): Model {
  if (target.kind !== 'content') return { kind: 'other', value: body as unknown as Json };
  const c = body as ContentBody;
  return { kind: 'content', value: { ...c, blocks: { en: c.blocks.en.map(toEditBlock), zh: c.blocks.zh.map(toEditBlock) } } };
}

function toBody(model: Model): StudioBody {
  if (model.kind === 'other') return model.value as unknown as StudioBody;
  const c = model.value;
  return { ...c, blocks: { en: c.blocks.en.map(toBlock), zh: c.blocks.zh.map(toBlock) } };
}

export function TargetEditor({ site, lang, summary, onDirty, onExpired, onChanged, note }: {
  site: CampusCode;
  lang: StaffLang;
  summary: TargetSummary;
  /** where it is on the site, under the heading (CopyStudio's PageNote) */
  note?: ReactNode;
  /** tells the studio whether there are unsaved changes (it asks before leaving them) */
  onDirty: (dirty: boolean) => void;
  onExpired: () => void;
  /** a draft was saved or discarded, or copy published: the list's draft marks change */
  onChanged: () => void;
}) {
  const staff = STAFF_TEXT[lang];
  const t = staff.copy;
  const id = useId();
  const editor = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [target, setTarget] = useState<StudioTarget>();
  const [model, setModel] = useState<Model>();
  const [baseline, setBaseline] = useState('');
  const [problems, setProblems] = useState<Problem[]>([]);
  const [status, setStatus] = useState('');
  // The refusal itself, worded at render time: switching the language rewords it.
  const [failure, setFailure] = useState<unknown>();
  // Each refusal of a whole call (a colleague's change first, 409) takes the focus where it is said, in
  // the sticky bar: in view however far down the editor is, and "Open the latest copy" a Tab away.
  const [failures, setFailures] = useState(0);
  const failureBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failures) failureBox.current?.focus();
  }, [failures]);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [attempts, setAttempts] = useState(0);
  // The target's revision as this editor last read or wrote it: every write names it (a colleague's
  // change made meanwhile is refused rather than overwritten).
  const revision = useRef('');

  const current = model ? JSON.stringify(toBody(model)) : '';
  const dirty = Boolean(model) && current !== baseline;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  // Opened from the list: the focus moves to the editor, so the next Tab reaches its buttons and fields
  // rather than the rest of a list of a few hundred entries.
  useEffect(() => heading.current?.focus(), []);
  // After a refused save, the first field with a problem takes the focus, its message read with it.
  useFocusFirstProblem(editor, attempts);

  // The latest onExpired, read when a call fails: the load below must not rerun (and drop unsaved
  // changes) because the page's language, and with it this callback, changed.
  const expired = useRef(onExpired);
  useEffect(() => {
    expired.current = onExpired;
  });
  const failed = useCallback((error: unknown) => {
    if (error instanceof StaffCallError && error.unauthorized) return expired.current();
    if (error instanceof StaffCallError && error.problems.length) {
      setProblems(error.problems);
      setAttempts((n) => n + 1);
      return undefined;
    }
    setFailure(error);
    setFailures((n) => n + 1);
    return undefined;
  }, []);

  /** Shows a target as the server has it: its draft, else its live copy. */
  const show = useCallback((opened: StudioTarget) => {
    const next = toModel(opened, opened.draft?.body ?? opened.scheduled?.body ?? opened.live);
    revision.current = opened.revision;
    setTarget(opened);
    setModel(next);
    setBaseline(JSON.stringify(toBody(next)));
    setProblems([]);
  }, []);

  // The target by kind and key: the list's summary object is replaced whenever the list is fetched again.
  const ref = useMemo(() => ({ kind: summary.kind, key: summary.key }), [summary.kind, summary.key]);
  const load = useCallback(() => studioApi.open(site, ref).then(show), [site, ref, show]);
  // Another target (or campus): nothing of the last one stays on screen while this one loads.
  if (useChanged(`${site}|${summary.kind}|${summary.key}`)) {
    setTarget(undefined);
    setModel(undefined);
    setStatus('');
    setFailure(undefined);
    setPreview(0);
    setConfirming(false);
  }
  useEffect(() => {
    load().catch(failed);
  }, [load, failed]);

  /** Runs a call with the buttons disabled; a refusal is shown, not thrown. Resolves true when it succeeded. */
  async function run(action: () => Promise<string>): Promise<boolean> {
    setBusy(true);
    setFailure(undefined);
    setStatus('');
    try {
      setStatus(await action());
      setProblems([]);
      onChanged();
      return true;
    } catch (error) {
      failed(error);
      return false;
    } finally {
      setBusy(false);
    }
  }

  const saveDraft = () => run(async () => {
    const { revision: after, ...draft } = await studioApi.saveDraft(site, ref, toBody(model!), revision.current);
    revision.current = after;
    setBaseline(current);
    setTarget((t0) => t0 && { ...t0, hasDraft: true, draft, scheduled: null });
    return t.draftSaved(chinaTime(draft.savedAt));
  });
  const discard = () => {
    if (!window.confirm(t.confirmDiscard)) return;
    void run(async () => {
      await studioApi.discardDraft(site, ref, revision.current);
      show(await studioApi.open(site, ref));
      return t.draftDiscarded;
    });
  };
  const showPreview = async () => {
    // The preview reads the saved draft: what is typed is saved first.
    if (dirty && !(await saveDraft())) return;
    setPreview((n) => n + 1);
  };
  const publish = () => run(async () => {
    await studioApi.publish(site, ref, toBody(model!), revision.current);
    show(await studioApi.open(site, ref));
    setPreview((n) => (n ? n + 1 : 0));
    return t.published;
  });
  const schedule = (when: string) => run(async () => {
    const { scheduled } = await studioApi.schedule(site, ref, toBody(model!), when, revision.current);
    show(await studioApi.open(site, ref));
    return t.scheduledDone(chinaTime(scheduled.at));
  });
  const unschedule = async () => {
    const done = await run(async () => {
      await studioApi.unschedule(site, ref, revision.current);
      show(await studioApi.open(site, ref));
      return t.unscheduled;
    });
    // Its button went with the schedule: the focus goes to the top of the copy, just above where it was.
    if (done) heading.current?.focus();
  };
  const reopen = () => {
    setFailure(undefined);
    // The refusal (which had the focus) goes: the focus goes to the top of the copy shown again.
    load().then(() => heading.current?.focus(), failed);
  };
  const restore = (version: StudioVersion) => {
    if (!window.confirm(t.confirmRestore(version.id, chinaTime(version.at)))) return;
    void run(async () => {
      await studioApi.restore(site, ref, version.id, revision.current);
      show(await studioApi.open(site, ref));
      setPreview((n) => (n ? n + 1 : 0));
      return t.restored(version.id);
    });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      if (!busy && model) void saveDraft();
    }
  };

  const claims = new ProblemClaims(problems, lang);
  const title = `${id}-title`;
  return (
    <section ref={editor} className="studio-editor" aria-labelledby={title} onKeyDown={onKeyDown}>
      <header className="studio-editor__head">
        <p className="studio-crumb">{[summary.section[lang], t.groups[summary.group]].filter(Boolean).join(' · ')}</p>
        <h2 id={title} ref={heading} tabIndex={-1}>{summary.label[lang]}</h2>
        {target && <p className="staff-hint">{target.draft ? t.draftFrom(target.draft.savedBy, chinaTime(target.draft.savedAt)) : t.editingLive}</p>}
        {note}
        {target?.scheduled && (
          <p className="studio-scheduled">
            {t.scheduledFor(chinaTime(target.scheduled.at), target.scheduled.scheduledBy)}{' '}
            <button type="button" className="staff-button staff-button--small staff-button--quiet" disabled={busy} onClick={() => void unschedule()}>{t.cancelSchedule}</button>
          </p>
        )}
      </header>
      {!model && failure === undefined && <p role="status">{t.loading}</p>}
      {/* While a call runs the buttons are aria-disabled, not disabled: a disabled button loses the focus, and
          the one pressed by keyboard (or the dialog closing onto it) keeps it. */}
      <div className="studio-toolbar">
        <button type="button" className="staff-button" disabled={!model} aria-disabled={busy || undefined} onClick={() => { if (!busy) void saveDraft(); }}>{t.saveDraft}</button>
        <button type="button" className="staff-button staff-button--quiet" disabled={!target?.draft} aria-disabled={busy || undefined} onClick={() => { if (!busy) discard(); }}>{t.discardDraft}</button>
        <button type="button" className="staff-button staff-button--quiet" disabled={!model} aria-disabled={busy || undefined} onClick={() => { if (!busy) void showPreview(); }}>{t.preview}</button>
        <button type="button" className="staff-button studio-publish" disabled={!model} aria-disabled={busy || undefined} onClick={() => { if (!busy) setConfirming(true); }}>{t.publish}</button>
        {dirty && <span className="studio-unsaved">{t.unsaved}</span>}
        <span className="staff-hint studio-keys">{t.keyboardHint}</span>
        {failure !== undefined && (
          <div ref={failureBox} className="staff-error studio-failure" role="alert" tabIndex={-1}>
            <p>{failureText(failure, lang)}</p>
            {failure instanceof StaffCallError && failure.status === 409 && (
              <button type="button" className="staff-button staff-button--small" onClick={reopen}>{t.openLatest}</button>
            )}
          </div>
        )}
      </div>
      <p className="studio-status" role="status">{busy ? t.working : status}</p>
      {problems.length > 0 && (
        <div className="studio-problems" role="alert">
          <p>{t.problemsTitle(problems.length)}</p>
          <ul>{problems.map((p, i) => <li key={i}><code>{p.path || '—'}</code> {sayProblem(p, lang)}</li>)}</ul>
        </div>
      )}
      {model?.kind === 'content' && (
        <form className="studio-form" onSubmit={(e) => e.preventDefault()} aria-label={summary.label[lang]}>
          {(['title', 'summary'] as const).map((field) => (
            <BilingualField
              key={field} id={`${id}-${field}`} lang={lang} label={t[field]} value={model.value[field]} multiline={field === 'summary'} where={fieldPlace(summary, field, lang)}
              errors={{ en: claims.take(`${field}.en`), zh: claims.take(`${field}.zh`) }}
              onChange={(v) => setModel({ kind: 'content', value: { ...model.value, [field]: v } })}
            />
          ))}
          <div className="studio-columns">
            {(['en', 'zh'] as const).map((l) => (
              <BlocksColumn
                key={l} id={id} lang={lang} copyLang={l} blocks={model.value.blocks[l]} problems={problems} place={summary.place}
                onChange={(blocks) => setModel({ kind: 'content', value: { ...model.value, blocks: { ...model.value.blocks, [l]: blocks } } })}
              />
            ))}
          </div>
        </form>
      )}
      {model?.kind === 'other' && (
        <form className="studio-form" onSubmit={(e) => e.preventDefault()} aria-label={summary.label[lang]}>
          {bodyFields(model.value, (value) => setModel({ kind: 'other', value }), { id, lang, claims, where: (path) => fieldPlace(summary, path, lang) })}
        </form>
      )}
      {confirming && model && target && (
        <PublishDialog
          lang={lang} label={summary.label[lang]} live={target.live} next={toBody(model)} busy={busy}
          // The dialog closes as the call starts: its outcome (or refusal) is said in the editor, where the focus returns.
          onPublish={() => { setConfirming(false); void publish(); }}
          onSchedule={(when) => { setConfirming(false); void schedule(when); }}
          onClose={() => setConfirming(false)}
        />
      )}
      {preview > 0 && <PreviewFrames site={site} route={summary.route} lang={lang} reload={preview} onClose={() => setPreview(0)} />}
      {target && <VersionList lang={lang} versions={target.versions} busy={busy} onRestore={restore} />}
    </section>
  );
}
