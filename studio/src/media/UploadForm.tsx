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

type Stage = { kind: 'idle' } | { kind: 'sending'; percent: number } | { kind: 'processing' };

/** Chooses a photograph and uploads it, with its progress and, when refused, why. */
export function UploadForm({ lang, site, onUploaded, onExpired }: { lang: StaffLang; site: CampusCode; onUploaded: (item: MediaItem) => void; onExpired: () => void }) {
  const t = MEDIA_TEXT[lang];
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [error, setError] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const file = input.current?.files?.[0];
    setError('');
    if (!file) {
      setError(t.chooseFirst);
      input.current?.focus();
      return;
    }
    if (file.size > MAX_BYTES) {
      setError(t.fileTooLarge((file.size / 1024 / 1024).toFixed(1)));
      input.current?.focus();
      return;
    }
    setStage({ kind: 'sending', percent: 0 });
    try {
      const item = await mediaApi.upload(site, file, (sent) => setStage(sent >= 1 ? { kind: 'processing' } : { kind: 'sending', percent: Math.round(sent * 100) }));
      if (input.current) input.current.value = '';
      onUploaded(item);
    } catch (failure) {
      if (failure instanceof StaffCallError && failure.unauthorized) return onExpired();
      // Worded by the refusal's reason (not a photograph, too large, damaged, too many pixels) in the page's language.
      setError(failureText(failure, lang));
      input.current?.focus();
    } finally {
      setStage({ kind: 'idle' });
    }
  }

  const busy = stage.kind !== 'idle';
  return (
    <form className="staff-form media-upload" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} aria-busy={busy}>
      <h2 id={`${id}-title`}>{t.uploadTitle}</h2>
      <FormField id={`${id}-file`} label={t.file} hint={t.fileHint} error={error || undefined}>
        {(control) => <input {...control} ref={input} type="file" accept={ACCEPT} disabled={busy} onChange={() => setError('')} />}
      </FormField>
      <div className="media-upload__actions">
        <button type="submit" className="staff-button" disabled={busy}>{t.upload}</button>
        {busy && (
          <div className="media-progress" role="status">
            <progress max={100} value={stage.kind === 'sending' ? stage.percent : undefined} aria-label={t.uploadTitle} />
            <span>{stage.kind === 'sending' ? t.uploading(stage.percent) : t.processing}</span>
          </div>
        )}
      </div>
    </form>
  );
}
