import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormField } from '@schools/ui/form-field';
import { chinaTime, type StaffLang } from '../staffText';
import type { FocalPoint } from '@schools/shared-api';
import { FocusPicker } from './FocusPicker';
import type { MediaItem } from './mediaApi';
import { MEDIA_TEXT } from './mediaText';

export interface MediaCardProps {
  lang: StaffLang;
  item: MediaItem;
  /** saves the alt text; resolves once saved */
  onSave: (altEn: string, altZh: string) => Promise<void>;
  /** saves the alt text when it changed, then publishes */
  onPublish: (altEn: string, altZh: string) => Promise<void>;
  /** saves the focal point */
  onFocus: (focus: FocalPoint) => Promise<void>;
  /** takes a published, unused photograph back to a draft */
  onUnpublish: () => Promise<void>;
  /** deletes an unused photograph (asked first) */
  onDelete: () => Promise<void>;
}

/** One photograph of the library: its picture, its sizes, its alt text in both languages, publishing it and its focal point. */
export function MediaCard({ lang, item, onSave, onPublish, onFocus, onUnpublish, onDelete }: MediaCardProps) {
  const t = MEDIA_TEXT[lang];
  const id = useId();
  const [altEn, setAltEn] = useState(item.altEn);
  const [altZh, setAltZh] = useState(item.altZh);
  const [missing, setMissing] = useState<{ en?: boolean; zh?: boolean }>({});
  const [busy, setBusy] = useState(false);
  const [settled, setSettled] = useState(0);
  const saveButton = useRef<HTMLButtonElement>(null);
  const publishButton = useRef<HTMLButtonElement>(null);
  // The card's buttons are disabled while its call runs, and Publish or Unpublish goes once it is done:
  // the focus, lost with them, comes back to the card, on Publish when there is one, else on Save.
  useEffect(() => {
    if (!settled || (document.activeElement && document.activeElement !== document.body)) return;
    (publishButton.current ?? saveButton.current)?.focus();
  }, [settled]);
  const alt = lang === 'zh' ? item.altZh || item.altEn : item.altEn || item.altZh;

  async function act(publish: boolean, event?: FormEvent) {
    event?.preventDefault();
    const lacking = { en: !altEn.trim(), zh: !altZh.trim() };
    // Publishing needs both; saving a draft takes what there is (a published one keeps both).
    if (publish || item.state === 'published') {
      setMissing(lacking);
      if (lacking.en || lacking.zh) {
        document.getElementById(`${id}-${lacking.en ? 'en' : 'zh'}`)?.focus();
        return;
      }
    }
    setBusy(true);
    try {
      await (publish ? onPublish(altEn, altZh) : onSave(altEn, altZh));
    } finally {
      setBusy(false);
      setSettled((n) => n + 1);
    }
  }

  async function settle(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
      setSettled((n) => n + 1);
    }
  }

  const state = item.state === 'published' ? t.published : t.draft;
  const used = item.usedIn.length > 0;
  const groups = t.groups as Record<string, string>;
  const where = (use: MediaItem['usedIn'][number]) => {
    const label = use.label[lang] || use.label.en;
    return use.kind === 'slot' ? t.useOf.slot(groups[use.group] ?? use.group, label) : t.useOf[use.kind](label);
  };
  return (
    <li className={`media-card media-card--${item.state}`}>
      <img className="media-card__img" src={item.thumb} alt={alt} width={item.width} height={item.height} loading="lazy" decoding="async" />
      <div className="media-card__body">
        <p className="media-card__head">
          <span className="media-card__name">{item.originalName}</span>
          <span className={`media-badge media-badge--${item.state}`}>{state}</span>
        </p>
        <p className="staff-muted">{t.details(item.width, item.height, item.format)}</p>
        <p className="staff-muted">{t.uploadedBy(item.uploadedBy, chinaTime(item.uploadedAt))}</p>
        <form className="media-card__form" onSubmit={(e) => act(false, e)} noValidate aria-label={`${t.save}: ${item.originalName}`}>
          <FormField id={`${id}-en`} label={t.altEn} hint={t.altHint} error={missing.en ? t.altMissing : undefined}>
            {(control) => <textarea {...control} lang="en" rows={2} maxLength={500} value={altEn} onChange={(e) => setAltEn(e.target.value)} />}
          </FormField>
          <FormField id={`${id}-zh`} label={t.altZh} error={missing.zh ? t.altMissing : undefined}>
            {(control) => <textarea {...control} lang="zh-CN" rows={2} maxLength={500} value={altZh} onChange={(e) => setAltZh(e.target.value)} />}
          </FormField>
          <div className="media-card__actions">
            <button ref={saveButton} type="submit" className="staff-button staff-button--small staff-button--quiet" disabled={busy}>{t.save}</button>
            {item.state === 'draft' && (
              <button ref={publishButton} type="button" className="staff-button staff-button--small" disabled={busy} onClick={() => act(true)}>{t.publish}</button>
            )}
          </div>
        </form>
        <FocusPicker lang={lang} item={item} onSave={onFocus} />
        <details className="media-card__uses">
          <summary>{t.usedIn(item.usedIn.length)}</summary>
          {used && <ul>{item.usedIn.map((use, i) => <li key={i}>{where(use)}</li>)}</ul>}
          {used && <p className="staff-hint">{t.inUseHint}</p>}
        </details>
        {!used && (
          <div className="media-card__actions">
            {item.state === 'published' && (
              <button type="button" className="staff-button staff-button--small staff-button--quiet" disabled={busy}
                aria-label={`${t.unpublish}: ${item.originalName}`} onClick={() => void settle(onUnpublish)}>{t.unpublish}</button>
            )}
            <button type="button" className="staff-button staff-button--small staff-button--quiet studio-danger" disabled={busy}
              aria-label={`${t.deletePhoto}: ${item.originalName}`}
              onClick={() => { if (window.confirm(t.confirmDelete(item.originalName))) void settle(onDelete); }}>{t.deletePhoto}</button>
          </div>
        )}
      </div>
    </li>
  );
}
