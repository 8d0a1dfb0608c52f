// A picture's fields (file, alt text, size, caption). Plain fields for now: the media library's picker
// is to take this component's place, with the same value and onChange.
import type { ImageRef as Picture } from '@schools/shared-api';
import { STAFF_TEXT, type StaffLang } from '../staffText';
import { TextField } from './fields';
import type { ProblemClaims } from './problems';

export type PictureErrors = Partial<Record<'src' | 'alt' | 'width' | 'height' | 'caption', string>>;

/** The problems of a picture at `path`, one per field (taken from the block's claims). */
export const pictureErrors = (claims: ProblemClaims, path: string): PictureErrors =>
  Object.fromEntries((['src', 'alt', 'width', 'height', 'caption'] as const).map((f) => [f, claims.take(`${path}.${f}`)]));

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
  return (
    <div className="studio-picture">
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
