import { useId, useRef, useState, type FormEvent } from 'react';
import type { CampusCode } from '@schools/shared-api';
import { FormField } from '@schools/ui/form-field';
import { StaffCallError } from '../staffApi';
import { failureText } from '../refusalText';
import type { StaffLang } from '../staffText';
import { mediaApi, type MediaItem } from './mediaApi';
import { MEDIA_TEXT } from './mediaText';

const MAX_BYTES = 20 * 1024 * 1024;
/** What a phone's picker and a computer's file dialog offer: HEIC by its extension too, as some browsers know no type for it. */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,.heic';

/** One file of an upload, as it goes: waiting its turn, sending, being made into sizes, then done or refused. */
type Upload =
  | { name: string; state: 'waiting' }
  | { name: string; state: 'sending'; percent: number }
  | { name: string; state: 'processing' }
  | { name: string; state: 'done' }
  | { name: string; state: 'refused'; message: string };

/**
 * Chooses one photograph or several and uploads them one after another (the server makes each one's
 * sizes in turn), each with its progress and, when refused, why; the others go on.
 */
export function UploadForm({ lang, site, onUploaded, onExpired }: { lang: StaffLang; site: CampusCode; onUploaded: (item: MediaItem) => void; onExpired: () => void }) {
  const t = MEDIA_TEXT[lang];
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const set = (index: number, upload: Upload) => setUploads((list) => list.map((u, i) => (i === index ? upload : u)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const files = [...(input.current?.files ?? [])];
    setError('');
    if (files.length === 0) {
      setError(t.chooseFirst);
      input.current?.focus();
      return;
    }
    setBusy(true);
    setUploads(files.map((f) => ({ name: f.name, state: 'waiting' })));
    let expired = false;
    for (const [index, file] of files.entries()) {
      if (expired) break;
      if (file.size > MAX_BYTES) {
        set(index, { name: file.name, state: 'refused', message: t.fileTooLarge((file.size / 1024 / 1024).toFixed(1)) });
        continue;
      }
      set(index, { name: file.name, state: 'sending', percent: 0 });
      try {
        const item = await mediaApi.upload(site, file, (sent) => set(index, sent >= 1 ? { name: file.name, state: 'processing' } : { name: file.name, state: 'sending', percent: Math.round(sent * 100) }));
        set(index, { name: file.name, state: 'done' });
        onUploaded(item);
      } catch (failure) {
        if (failure instanceof StaffCallError && failure.unauthorized) expired = true;
        // Worded by the refusal's reason (not a photograph, too large, damaged, too many pixels) in the page's language.
        else set(index, { name: file.name, state: 'refused', message: failureText(failure, lang) });
      }
    }
    setBusy(false);
    if (expired) return onExpired();
    if (input.current) input.current.value = '';
  }

  const done = uploads.filter((u) => u.state === 'done').length;
  const refused = uploads.filter((u) => u.state === 'refused').length;
  return (
    <form className="staff-form media-upload" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} aria-busy={busy}>
      <h2 id={`${id}-title`}>{t.uploadTitle}</h2>
      <FormField id={`${id}-file`} label={t.file} hint={t.fileHint} error={error || undefined}>
        {(control) => <input {...control} ref={input} type="file" accept={ACCEPT} multiple disabled={busy} onChange={() => setError('')} />}
      </FormField>
      <div className="media-upload__actions">
        {/* aria-disabled while the files go, not disabled: the button pressed by keyboard keeps the focus. */}
        <button type="submit" className="staff-button" aria-disabled={busy || undefined}>{t.upload}</button>
      </div>
      {uploads.length > 0 && (
        <>
          <ul className="media-uploads" aria-label={t.uploadTitle}>
            {uploads.map((u, i) => (
              <li key={i} className={`media-uploads__item media-uploads__item--${u.state}`}>
                <span className="media-uploads__name">{u.name}</span>
                {(u.state === 'sending' || u.state === 'processing') && (
                  <progress max={100} value={u.state === 'sending' ? u.percent : undefined} aria-label={u.name} />
                )}
                <span className="media-uploads__state">{
                  u.state === 'waiting' ? t.waiting
                    : u.state === 'sending' ? t.uploading(u.percent)
                      : u.state === 'processing' ? t.processing
                        : u.state === 'done' ? t.uploadedShort
                          : u.message
                }</span>
              </li>
            ))}
          </ul>
          {/* One announcement per change of the whole, not per percent. */}
          <p className="visually-hidden" role="status">{busy ? t.uploadingOf(done + refused, uploads.length) : t.uploadedAll(done, refused)}</p>
        </>
      )}
    </form>
  );
}
