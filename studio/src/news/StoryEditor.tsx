// One news story: title and summary in both languages, its date and cover, its blocks in English and
// Chinese side by side (the copy studio's own fields), and what can be done with it: save the draft,
// preview it, publish it now or at a time (China time), unpublish it. A new story is created by its
// first save (or publish) as a draft no visitor sees; its copy's drafts are the studio's (content:<id>).
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { CampusCode } from '@schools/shared-api';
import { FormField } from '@schools/ui/form-field';
import type { ContentBody } from '@schools/api-server/staff-contract';
import { BlocksColumn } from '../copy/BlocksColumn';
import { toBlock, toEditBlock, type EditBlock } from '../copy/editingModel';
import { BilingualField } from '../copy/fields';
import { PreviewFrames } from '../copy/PreviewFrames';
import { ProblemClaims, type Problem } from '../copy/problems';
import { studioApi } from '../copy/studioApi';
import { useLibraryPicker } from '../media/LibraryPicker';
import { failureText, sayProblem } from '../refusalText';
import { StaffCallError } from '../staffApi';
import { STAFF_TEXT, chinaTime, type StaffLang } from '../staffText';
import { newsApi, type NewsStory } from './newsApi';
import { NEWS_TEXT } from './newsText';
import { useFocusFirstProblem } from '../useFocusFirstProblem';

interface Model {
  title: ContentBody['title'];
  summary: ContentBody['summary'];
  blocks: { en: EditBlock[]; zh: EditBlock[] };
  date: string;
  /** the cover chosen in this editor (a library photograph), else the story's */
  cover: { mediaId: number | null; src: string | null; alt: string };
}

/** Today in China, YYYY-MM-DD. */
const chinaToday = () => chinaTime(new Date().toISOString()).slice(0, 10);
const empty = (): Model => ({
  title: { en: '', zh: '' }, summary: { en: '', zh: '' }, blocks: { en: [{ type: 'paragraph', text: '' }], zh: [{ type: 'paragraph', text: '' }] },
  date: chinaToday(), cover: { mediaId: null, src: null, alt: '' },
});
const bodyOf = (m: Model): ContentBody => ({ title: m.title, summary: m.summary, blocks: { en: m.blocks.en.map(toBlock), zh: m.blocks.zh.map(toBlock) } });
const fingerprint = (m: Model) => JSON.stringify({ ...bodyOf(m), date: m.date, cover: m.cover.mediaId });

export function StoryEditor({ site, lang, storyId, onDirty, onExpired, onChanged, onCreated }: {
  site: CampusCode;
  lang: StaffLang;
  /** undefined: a new story */
  storyId?: number;
  onDirty: (dirty: boolean) => void;
  onExpired: () => void;
  /** the list's states and marks change */
  onChanged: () => void;
  /** a new story was saved: the view selects it */
  onCreated: (story: NewsStory) => void;
}) {
  const staff = STAFF_TEXT[lang];
  const t = NEWS_TEXT[lang];
  const c = staff.copy;
  const id = useId();
  const editor = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const pick = useLibraryPicker();
  const [story, setStory] = useState<NewsStory>();
  const [model, setModel] = useState<Model | undefined>(storyId === undefined ? empty : undefined);
  const [baseline, setBaseline] = useState(() => (storyId === undefined ? fingerprint(empty()) : ''));
  const [problems, setProblems] = useState<Problem[]>([]);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState(0);
  const [attempts, setAttempts] = useState(0);
  const [at, setAt] = useState('');

  const dirty = Boolean(model) && fingerprint(model!) !== baseline;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  useEffect(() => heading.current?.focus(), []);
  useFocusFirstProblem(editor, attempts);

  const failed = useCallback((error: unknown) => {
    if (error instanceof StaffCallError && error.unauthorized) return onExpired();
    if (error instanceof StaffCallError && error.problems.length) {
      setProblems(error.problems);
      setAttempts((n) => n + 1);
      return undefined;
    }
    setFailure(failureText(error, lang));
    return undefined;
  }, [onExpired, lang]);

  // The story's copy as this editor last read or wrote it: a save on a colleague's newer change is refused.
  const revision = useRef<string | undefined>(undefined);

  /** Shows a story as the server has it: its copy's draft, else its live copy. */
  const load = useCallback(async (storyId: number) => {
    const [opened, target] = await Promise.all([newsApi.open(site, storyId), studioApi.open(site, { kind: 'content', key: String(storyId) })]);
    const body = (target.draft?.body ?? target.live) as ContentBody;
    const next: Model = {
      title: body.title, summary: body.summary, blocks: { en: body.blocks.en.map(toEditBlock), zh: body.blocks.zh.map(toEditBlock) },
      date: opened.date, cover: { mediaId: opened.coverMediaId, src: opened.cover, alt: '' },
    };
    setStory(opened);
    setModel(next);
    setBaseline(fingerprint(next));
    setProblems([]);
    revision.current = target.revision;
  }, [site]);
  // Opened on a story (not the story this editor has just created, which it holds already).
  const held = useRef<number | undefined>(undefined);
  useEffect(() => {
    held.current = story?.id;
  });
  useEffect(() => {
    if (storyId !== undefined && storyId !== held.current) load(storyId).catch(failed);
  }, [storyId, load, failed]);

  async function run(action: () => Promise<string>): Promise<boolean> {
    setBusy(true);
    setFailure('');
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

  /** The story on the server: a new one is created (a draft) first. */
  async function ensureStory(): Promise<NewsStory> {
    if (story) return story;
    const created = await newsApi.create(site, { ...bodyOf(model!), date: model!.date, coverMediaId: model!.cover.mediaId });
    held.current = created.id;
    setStory(created);
    setBaseline(fingerprint(model!));
    onCreated(created);
    return created;
  }
  const hidden = !story || story.state === 'draft' || story.state === 'unpublished';
  const detailsChanged = (s: NewsStory) => model!.date !== s.date || (model!.cover.mediaId !== null && model!.cover.mediaId !== s.coverMediaId);

  const saveDraft = () => run(async () => {
    if (!story) {
      await ensureStory();
      return t.created;
    }
    revision.current = (await studioApi.saveDraft(site, { kind: 'content', key: String(story.id) }, bodyOf(model!), revision.current)).revision;
    // A hidden story's date and cover are saved with it; a visible story's change when it is published.
    if (hidden && detailsChanged(story)) setStory(await newsApi.update(site, story.id, { date: model!.date, coverMediaId: model!.cover.mediaId }));
    setBaseline(fingerprint(model!));
    return t.draftSaved;
  });
  const showPreview = async () => {
    if ((dirty || !story) && !(await saveDraft())) return;
    setPreview((n) => n + 1);
  };
  const publish = (when?: string) => run(async () => {
    const current = await ensureStory();
    const published = await newsApi.publish(site, current.id, {
      body: bodyOf(model!), date: model!.date, ...(model!.cover.mediaId ? { coverMediaId: model!.cover.mediaId } : {}), ...(when ? { at: when } : {}),
    });
    setStory(published);
    revision.current = (await studioApi.open(site, { kind: 'content', key: String(current.id) })).revision;
    setBaseline(fingerprint(model!));
    setPreview((n) => (n ? n + 1 : 0));
    return when ? t.scheduledFor(chinaTime(published.visibleFrom)) : t.publishedNow;
  });
  const schedule = () => {
    if (!at) {
      setProblems([{ path: 'at', rule: 'dateTimeFormat', detail: null, message: t.scheduleMissing }]);
      setAttempts((n) => n + 1);
      return;
    }
    void publish(`${at}:00+08:00`);
  };
  const unpublish = () => {
    if (!story || !window.confirm(t.confirmUnpublish)) return;
    void run(async () => {
      setStory(await newsApi.unpublish(site, story.id));
      return t.unpublished;
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
  const name = model?.title[lang] || model?.title.en || t.untitled;
  const update = (change: Partial<Model>) => setModel((m) => m && { ...m, ...change });
  return (
    <section ref={editor} className="studio-editor" aria-labelledby={title} onKeyDown={onKeyDown}>
      <header className="studio-editor__head">
        <p className="studio-crumb">{t.title}</p>
        <h2 id={title} ref={heading} tabIndex={-1}>{storyId === undefined && !story ? t.untitled : name}</h2>
        <p className="news-state-line">
          {story && <span className={`news-state news-state--${story.state}`}>{t.stateNow(t.states[story.state])}</span>}
          {story?.state === 'scheduled' && story.visibleFrom && <span className="staff-hint">{t.shownFrom(chinaTime(story.visibleFrom))}</span>}
          {!story && <span className={`news-state news-state--draft`}>{t.stateNow(t.states.draft)}</span>}
        </p>
      </header>
      {!model && !failure && <p role="status">{c.loading}</p>}
      <div className="studio-toolbar">
        <button type="button" className="staff-button" disabled={busy || !model} onClick={() => void saveDraft()}>{t.saveDraft}</button>
        <button type="button" className="staff-button staff-button--quiet" disabled={busy || !model} onClick={() => void showPreview()}>{t.preview}</button>
        <button type="button" className="staff-button studio-publish" disabled={busy || !model} onClick={() => void publish()}>
          {story?.state === 'published' ? t.publishAgain : t.publishNow}
        </button>
        {story && !hidden && <button type="button" className="staff-button staff-button--quiet studio-danger" disabled={busy} onClick={unpublish}>{t.unpublish}</button>}
        {dirty && <span className="studio-unsaved">{c.unsaved}</span>}
        <span className="staff-hint studio-keys">{c.keyboardHint}</span>
      </div>
      <p className="studio-status" role="status">{busy ? c.working : status}</p>
      {failure && <p className="staff-error" role="alert">{failure}</p>}
      {problems.length > 0 && (
        <div className="studio-problems" role="alert">
          <p>{c.problemsTitle(problems.length)}</p>
          <ul>{problems.map((p, i) => <li key={i}><code>{p.path || '—'}</code> {sayProblem(p, lang)}</li>)}</ul>
        </div>
      )}
      {model && story?.state !== 'published' && (
        <div className="news-schedule">
          <FormField id={`${id}-at`} label={t.scheduleAt} hint={t.scheduleHint} error={claims.take('at')}>
            {(control) => <input {...control} className="studio-input" type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} />}
          </FormField>
          <button type="button" className="staff-button" disabled={busy} onClick={schedule}>{t.schedule}</button>
        </div>
      )}
      {model && (
        <form className="studio-form" onSubmit={(e) => e.preventDefault()} aria-label={name}>
          {(['title', 'summary'] as const).map((field) => (
            <BilingualField
              key={field} id={`${id}-${field}`} lang={lang} label={c[field]} value={model[field]} multiline={field === 'summary'}
              errors={{ en: claims.take(`${field}.en`), zh: claims.take(`${field}.zh`) }}
              onChange={(v) => update({ [field]: v })}
            />
          ))}
          <div className="news-details">
            <FormField id={`${id}-date`} label={t.date} hint={t.dateHint} error={claims.take('date')}>
              {(control) => <input {...control} className="studio-input" type="date" value={model.date} onChange={(e) => update({ date: e.target.value })} />}
            </FormField>
            <fieldset className="news-cover">
              <legend>{t.cover}</legend>
              {model.cover.src ? <img src={model.cover.src} alt={model.cover.alt} width={320} height={180} /> : <p className="staff-hint">{t.noCover}</p>}
              <p className="staff-hint">{t.coverHint}{story && !hidden ? ` ${t.detailsOnPublish}` : ''}</p>
              {pick && (
                <button type="button" className="staff-button staff-button--small staff-button--quiet" onClick={(event) => pick({
                  label: t.coverLabel, current: model.cover.src ?? undefined, trigger: event.currentTarget,
                  onChoose: (photo) => update({ cover: { mediaId: photo.id, src: photo.thumb, alt: lang === 'zh' ? photo.altZh : photo.altEn } }),
                })}>{t.coverFromLibrary}</button>
              )}
            </fieldset>
          </div>
          <div className="studio-columns">
            {(['en', 'zh'] as const).map((l) => (
              <BlocksColumn
                key={l} id={id} lang={lang} copyLang={l} blocks={model.blocks[l]} problems={problems}
                onChange={(blocks) => update({ blocks: { ...model.blocks, [l]: blocks } })}
              />
            ))}
          </div>
          <p className="staff-hint">{t.copyVersions}</p>
        </form>
      )}
      {preview > 0 && story && <PreviewFrames site={site} route={story.route} lang={lang} reload={preview} onClose={() => setPreview(0)} />}
    </section>
  );
}
