// A picture's fields (file, alt text, size, caption), and "Choose from the library": the media
// library's picker fills the address, size and the alt text in the copy's language from a published
// photograph of the campus (the fields stay, for a picture from elsewhere and for the caption).
import type { ImageRef as Picture } from '@schools/shared-api';
import { useLibraryPicker } from '../media/LibraryPicker';
import { STAFF_TEXT, type StaffLang } from '../staffText';
import { TextField } from './fields';
import type { ProblemClaims } from './problems';

export type PictureErrors = Partial<Record<'src' | 'alt' | 'width' | 'height' | 'caption', string>>;

/** The problems of a picture at `path`, one per field (taken from the block's claims). */
export const pictureErrors = (claims: ProblemClaims, path: string): PictureErrors =>
  Object.fromEntries((['src', 'alt', 'width', 'height', 'caption'] as const).map((f) => [f, claims.take(`${path}.${f}`)]));

/**
 * A picture named by its address alone (a carousel slide's, a virtual-tour place's): the address, and
 * "Choose from the library", whose photograph's stored address it takes (its alt text goes with it
 * on the site, from the library).
 */
export function PictureAddressField({ id, lang, label, value, onChange, error }: {
  id: string;
  lang: StaffLang;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const t = STAFF_TEXT[lang].copy;
  const pick = useLibraryPicker();
  return (
    <div className="studio-picture">
      {pick && (
        <button type="button" className="staff-button staff-button--small staff-button--quiet studio-picture__library" onClick={(event) => pick({
          label, current: value, trigger: event.currentTarget, onChoose: (photo) => onChange(photo.stored),
        })}>{t.fromLibrary}</button>
      )}
      <TextField id={id} label={label} hint={t.srcHint} value={value} error={error} onChange={onChange} />
    </div>
  );
}

export function PictureFields({ id, lang, textLang, value, onChange, errors }: {
  id: string;
  lang: StaffLang;
  textLang: string;
  value: Picture;
  onChange: (value: Picture) => void;
  errors: PictureErrors;
}) {
  const t = STAFF_TEXT[lang].copy;
  const size = (text: string) => (/^\d+$/.test(text) ? Number(text) : 0);
  const pick = useLibraryPicker();
  return (
    <div className="studio-picture">
      {pick && (
        <button type="button" className="staff-button staff-button--small staff-button--quiet studio-picture__library" onClick={(event) => pick({
          label: value.alt || t.src, current: value.src, trigger: event.currentTarget,
          onChoose: (photo) => onChange({ ...value, src: photo.stored, width: photo.width, height: photo.height, alt: textLang === 'zh-CN' ? photo.altZh : photo.altEn }),
        })}>{t.fromLibrary}</button>
      )}
      <TextField id={`${id}-src`} label={t.src} hint={t.srcHint} value={value.src} error={errors.src} onChange={(src) => onChange({ ...value, src })} />
      <TextField id={`${id}-alt`} label={t.alt} textLang={textLang} value={value.alt} error={errors.alt} onChange={(alt) => onChange({ ...value, alt })} />
      <div className="studio-row">
        <TextField id={`${id}-width`} type="number" label={t.width} value={String(value.width)} error={errors.width} onChange={(w) => onChange({ ...value, width: size(w) })} />
        <TextField id={`${id}-height`} type="number" label={t.height} value={String(value.height)} error={errors.height} onChange={(h) => onChange({ ...value, height: size(h) })} />
      </div>
      <TextField
        id={`${id}-caption`} label={t.caption} textLang={textLang} value={value.caption ?? ''} error={errors.caption}
        onChange={(caption) => onChange(caption ? { ...value, caption } : (({ caption: _gone, ...rest }) => rest)(value))}
      />
    </div>
  );
}
