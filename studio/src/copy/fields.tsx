// The studio's form fields: a labelled text control with its hint and error (the kit's FormField),
// and a bilingual pair, English and Chinese side by side.
import { FormField } from '@schools/ui/form-field';
import type { Bilingual } from '@schools/api-server/staff-contract';
import { STAFF_TEXT, type StaffLang } from '../staffText';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  /** a textarea of about this many rows */
  rows?: number;
  /** the language of the text typed (zh-CN for Chinese copy) */
  textLang?: string;
  type?: 'text' | 'number';
}

export function TextField({ id, label, value, onChange, error, hint, rows, textLang, type = 'text' }: TextFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(control) => rows
        ? <textarea {...control} className="studio-input" lang={textLang} rows={rows} value={value} onChange={(e) => onChange(e.target.value)} />
        : <input {...control} className="studio-input" lang={textLang} type={type} value={value} onChange={(e) => onChange(e.target.value)} />}
    </FormField>
  );
}

/**
 * Rows a textarea starts with: enough for its text in a half-width column (about 45 Latin or 22
 * Chinese characters a line), within reason; it can be resized.
 */
export function rowsFor(text: string, min = 2, textLang = 'en'): number {
  const perLine = textLang === 'zh-CN' ? 22 : 45;
  const lines = text.split('\n').reduce((n, line) => n + Math.max(1, Math.ceil(line.length / perLine)), 0);
  return Math.min(16, Math.max(min, lines + 1));
}

/** Where a field shows on the site, under its name; `id` names it for the group it describes. */
export function WhereHint({ id, children }: { id: string; children?: string }) {
  return children ? <p id={id} className="studio-where-hint">{children}</p> : null;
}

/** A bilingual text: one fieldset, English and Chinese side by side (stacked on a phone). */
export function BilingualField({ id, lang, label, value, onChange, errors, multiline, where }: {
  id: string;
  lang: StaffLang;
  label: string;
  value: Bilingual;
  onChange: (value: Bilingual) => void;
  errors: { en?: string; zh?: string };
  multiline?: boolean;
  /** where it shows on the site */
  where?: string;
}) {
  const t = STAFF_TEXT[lang].copy;
  return (
    <fieldset className="studio-pair" aria-describedby={where ? `${id}-where` : undefined}>
      <legend>{label}</legend>
      <WhereHint id={`${id}-where`}>{where}</WhereHint>
      {(['en', 'zh'] as const).map((l) => (
        <TextField
          key={l} id={`${id}-${l}`} label={l === 'en' ? t.english : t.chinese} value={value[l]} error={errors[l]}
          textLang={l === 'zh' ? 'zh-CN' : 'en'} rows={multiline ? rowsFor(value[l], 2, l === 'zh' ? 'zh-CN' : 'en') : undefined}
          onChange={(text) => onChange({ ...value, [l]: text })}
        />
      ))}
    </fieldset>
  );
}

/** A small button of a list's row: up, down, remove; its accessible name says which row. */
export function RowButton({ id, label, name, onClick, disabled, danger }: { id?: string; label: string; name: string; onClick: () => void; disabled?: boolean; danger?: boolean }) {
  return (
    <button id={id} type="button" className={`staff-button staff-button--small staff-button--quiet${danger ? ' studio-danger' : ''}`} aria-label={name} onClick={onClick} disabled={disabled}>
      {label}
    </button>
  );
}

/** Moves item i of a list by `by` places (within the list). */
export function moved<T>(list: readonly T[], i: number, by: -1 | 1): T[] {
  const j = i + by;
  if (j < 0 || j >= list.length) return [...list];
  const next = [...list];
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next;
}
