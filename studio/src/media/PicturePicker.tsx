import { useId, useRef, useState, type FormEvent } from 'react';
import { useModalDialog } from '../useModalDialog';
import type { StaffLang } from '../staffText';
import type { MediaItem } from './mediaApi';
import { MEDIA_TEXT } from './mediaText';

export interface PicturePickerProps {
  lang: StaffLang;
  /** what the slot shows, for the title */
  label: string;
  /** the campus's published photographs */
  photos: MediaItem[];
  /** the photograph the slot shows now, chosen at first */
  current: number | null;
  onChoose: (photo: MediaItem) => void;
  onClose: () => void;
}

/**
 * A modal dialog to choose a photograph: the browser's own <dialog> (focus kept inside, Escape closes)
 * holding a group of radio buttons, so the arrow keys move between photographs and Enter chooses.
 */
export function PicturePicker({ lang, label, photos, current, onChoose, onClose }: PicturePickerProps) {
  const t = MEDIA_TEXT[lang];
  const id = useId();
  // The chosen photograph's radio takes the focus, as a radio group's does when tabbed into.
  const { dialog, onCancel } = useModalDialog('input[type="radio"]:checked', onClose);
  const [chosen, setChosen] = useState<number | undefined>(current ?? photos[0]?.id);

  // The key press that opened the picker (Enter on Replace) is not over when the picker takes the focus:
  // its keypress reaches the checked radio and submits the form by itself, choosing a photograph nobody
  // chose. Only a press or a pointer that starts inside the picker may submit it.
  const started = useRef(false);
  const start = () => {
    started.current = true;
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!started.current) return;
    const photo = photos.find((p) => p.id === chosen);
    if (photo) onChoose(photo);
  }

  return (
    <dialog ref={dialog} className="media-picker" aria-labelledby={`${id}-title`} aria-describedby={`${id}-hint`}
      onCancel={onCancel}>
      <form onSubmit={submit} onKeyDown={start} onPointerDown={start}>
        <h2 id={`${id}-title`}>{t.pickerTitle(label)}</h2>
        <p id={`${id}-hint`} className="staff-hint">{photos.length ? t.pickerHint : t.pickerEmpty}</p>
        {photos.length > 0 && (
          <fieldset className="media-picker__choices">
            <legend className="visually-hidden">{t.pickerTitle(label)}</legend>
            {photos.map((photo) => {
              const alt = lang === 'zh' ? photo.altZh : photo.altEn;
              return (
                <label key={photo.id} className="media-choice">
                  <input type="radio" name={`${id}-photo`} value={photo.id} checked={chosen === photo.id} onChange={() => setChosen(photo.id)} />
                  <img src={photo.thumb} alt="" width={photo.width} height={photo.height} loading="lazy" />
                  <span className="media-choice__alt">{alt}</span>
                </label>
              );
            })}
          </fieldset>
        )}
        <div className="media-picker__actions">
          {photos.length > 0 && <button type="submit" className="staff-button">{t.use}</button>}
          <button type="button" className="staff-button staff-button--quiet" onClick={onClose}>{t.cancel}</button>
        </div>
      </form>
    </dialog>
  );
}
