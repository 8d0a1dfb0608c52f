// Publishing asks first, as restoring does: a dialog that shows what changes for visitors in each
// language (removed words struck through, added ones underlined) and publishes now or at a set time
// (China time), like a news story. The browser's modal <dialog>: the focus stays inside, Escape closes.
import { useId, useMemo, useState, type FormEvent } from 'react';
import type { StudioBody } from '@schools/api-server/staff-contract';
import { chinaNow } from '@schools/shared-api/china-time';
import { STAFF_TEXT, type StaffLang } from '../staffText';
import { useModalDialog } from '../useModalDialog';
import { copyLines, diffCopy, type DiffRow } from './copyDiff';

export interface PublishDialogProps {
  lang: StaffLang;
  /** what the copy is: "Mission" */
  label: string;
  live: StudioBody;
  next: StudioBody;
  busy: boolean;
  onPublish: () => void;
  /** `when`: an ISO time with China's offset */
  onSchedule: (when: string) => void;
  onClose: () => void;
}

/** Tomorrow at 08:00 in China, as a datetime-local value: a sensible first offer for a set time. */
function tomorrowMorning(now: Date): string {
  return `${chinaNow(new Date(now.getTime() + 24 * 3_600_000)).day}T08:00`;
}

export function PublishDialog({ lang, label, live, next, busy, onPublish, onSchedule, onClose }: PublishDialogProps) {
  const t = STAFF_TEXT[lang].copy;
  const id = useId();
  const { dialog, onCancel } = useModalDialog('h2', onClose);
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [at, setAt] = useState(() => tomorrowMorning(new Date()));
  const diffs = useMemo(() => {
    const name = (key: string) => (t.fieldNames as Record<string, string>)[key] ?? key;
    return (['en', 'zh'] as const).map((l) => ({ lang: l, rows: diffCopy(copyLines(live, l, name), copyLines(next, l, name), l) }));
  }, [live, next, t]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (when === 'now') onPublish();
    else onSchedule(`${at}:00+08:00`);
  }

  return (
    <dialog ref={dialog} className="studio-publish-dialog" aria-labelledby={`${id}-title`} onCancel={onCancel}>
      <form onSubmit={submit}>
        <h2 id={`${id}-title`} tabIndex={-1}>{t.publishTitle(label)}</h2>
        <p className="staff-hint">{diffs.some((d) => d.rows.length) ? t.publishIntro : t.publishNoChange}</p>
        {diffs.map(({ lang: l, rows }) => (
          <section key={l} className="studio-diff" aria-labelledby={`${id}-${l}`}>
            <h3 id={`${id}-${l}`}>{t.copyLanguage[l]}</h3>
            {rows.length === 0 ? <p className="staff-muted">{t.noChangeIn}</p> : <DiffRows rows={rows} lang={lang} copyLang={l} />}
          </section>
        ))}
        <fieldset className="studio-when">
          <legend>{t.publishWhen}</legend>
          <label><input type="radio" name={`${id}-when`} checked={when === 'now'} onChange={() => setWhen('now')} /> {t.publishWhenNow}</label>
          <label><input type="radio" name={`${id}-when`} checked={when === 'later'} onChange={() => setWhen('later')} /> {t.publishWhenLater}</label>
          {when === 'later' && (
            <label className="staff-field">
              <span>{t.publishAt}</span>
              <input type="datetime-local" value={at} required onChange={(e) => setAt(e.target.value)} aria-describedby={`${id}-at-hint`} />
              <span id={`${id}-at-hint`} className="staff-hint">{t.publishAtHint}</span>
            </label>
          )}
        </fieldset>
        <div className="studio-dialog__actions">
          <button type="button" className="staff-button staff-button--quiet" onClick={onClose}>{t.cancel}</button>
          <button type="submit" className="staff-button studio-publish" disabled={busy || (when === 'later' && !at)}>{when === 'now' ? t.publishNow : t.schedulePublish}</button>
        </div>
      </form>
    </dialog>
  );
}

function DiffRows({ rows, lang, copyLang }: { rows: DiffRow[]; lang: StaffLang; copyLang: 'en' | 'zh' }) {
  const t = STAFF_TEXT[lang].copy;
  const mark = (text: string, change: 'added' | 'removed' | undefined, key?: number) =>
    change === 'added' ? <ins key={key}><span className="visually-hidden">{t.diffAdded}</span>{text}</ins>
      : change === 'removed' ? <del key={key}><span className="visually-hidden">{t.diffRemoved}</span>{text}</del>
        : <span key={key}>{text}</span>;
  return (
    <ul className="studio-diff__rows" lang={copyLang === 'zh' ? 'zh-CN' : 'en'}>
      {rows.map((row, i) => (
        <li key={i} className={`studio-diff__row studio-diff__row--${row.kind}`}>
          {row.kind === 'skipped' ? <span lang={lang === 'zh' ? 'zh-CN' : 'en'}>{t.diffSkipped(row.count)}</span>
            : row.kind === 'changed' ? row.pieces.map((p, j) => mark(p.text, p.change, j))
              : mark(row.text, row.kind === 'same' ? undefined : row.kind)}
        </li>
      ))}
    </ul>
  );
}
