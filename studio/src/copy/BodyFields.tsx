// The fields of any bilingual JSON body (FAQ entry, club, menu title, tuition, home carousel): an
// { en, zh } pair is a bilingual field, a string or number a field, an object a fieldset, a list its
// items with add, move and remove. Field names come from the studio's words, paths from the body, so
// the server's problems (rows[2].grade.zh) land beside their fields.
import type { ReactNode } from 'react';
import type { Bilingual } from '@schools/api-server/staff-contract';
import { STAFF_TEXT, type StaffLang } from '../staffText';
import { BilingualField, RowButton, TextField, WhereHint, moved } from './fields';
import { PictureAddressField } from './PictureFields';
import { fieldId, type ProblemClaims } from './problems';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const isBilingual = (value: Json): value is Json & Bilingual => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.keys(value).length === 2 && typeof value.en === 'string' && typeof value.zh === 'string';
};

/** A picture by its address (a carousel slide's, a tour place's): chosen from the library as well as typed. */
const PICTURE_FIELDS = new Set(['image', 'pic', 'vrPic']);

/** Longer texts get a text area. */
const LONG_FIELDS = new Set(['answer', 'description', 'notes']);

/** An empty item like the list's others (strings emptied, numbers 0), for "Add item". */
function blank(like: Json): Json {
  if (typeof like === 'string') return '';
  if (typeof like === 'number') return 0;
  if (Array.isArray(like)) return [];
  if (like && typeof like === 'object') return Object.fromEntries(Object.entries(like).map(([k, v]) => [k, blank(v)]));
  return like;
}

/** `where` says where the field at a path shows on the site (fieldPlaces.ts), if anything. */
type Ctx = { id: string; lang: StaffLang; claims: ProblemClaims; where?: (path: string) => string | undefined };

export function bodyFields(value: Json, onChange: (value: Json) => void, ctx: Ctx, path = '', name = ''): ReactNode {
  const t = STAFF_TEXT[ctx.lang].copy;
  const label = t.fields[name] ?? name;
  const id = fieldId(ctx.id, path || 'body');
  // Once per field: a list says where its items show, not each item again.
  const where = path && !path.endsWith(']') ? ctx.where?.(path) : undefined;
  const join = (key: string) => (path ? `${path}.${key}` : key);
  if (isBilingual(value)) {
    return (
      <BilingualField
        key={path} id={id} lang={ctx.lang} label={label} value={value} multiline={LONG_FIELDS.has(name) || value.en.length > 90} where={where}
        errors={{ en: ctx.claims.take(join('en')), zh: ctx.claims.take(join('zh')) }} onChange={(v) => onChange(v as unknown as Json)}
      />
    );
  }
  if (typeof value === 'string' && PICTURE_FIELDS.has(name)) {
    return <PictureAddressField key={path} id={id} lang={ctx.lang} label={label} value={value} error={ctx.claims.take(path)} onChange={onChange} />;
  }
  if (typeof value === 'string' || typeof value === 'number') {
    const numeric = typeof value === 'number';
    return (
      <TextField
        key={path} id={id} label={label} type={numeric ? 'number' : 'text'} value={String(value)} error={ctx.claims.take(path)} hint={where}
        onChange={(text) => onChange(numeric ? (/^-?\d+$/.test(text) ? Number(text) : 0) : text)}
      />
    );
  }
  if (Array.isArray(value)) {
    const listError = ctx.claims.take(path, () => '');
    return (
      <fieldset key={path} className="studio-sub" aria-describedby={where ? `${id}-where` : undefined}>
        <legend>{label}</legend>
        <WhereHint id={`${id}-where`}>{where}</WhereHint>
        {value.map((item, i) => (
          <div key={i} className="studio-item">
            {bodyFields(item, (v) => onChange(value.map((x, j) => (j === i ? v : x))), ctx, `${path}[${i}]`, typeof item === 'object' && !isBilingual(item) ? '' : name)}
            <div className="studio-actions">
              <RowButton label={t.moveUp} name={t.moveUpOf(`${label} · ${t.item(i + 1)}`)} disabled={i === 0} onClick={() => onChange(moved(value, i, -1))} />
              <RowButton label={t.moveDown} name={t.moveDownOf(`${label} · ${t.item(i + 1)}`)} disabled={i === value.length - 1} onClick={() => onChange(moved(value, i, 1))} />
              <RowButton label={t.remove} name={t.removeOf(`${label} · ${t.item(i + 1)}`)} danger onClick={() => onChange(value.filter((_, j) => j !== i))} />
            </div>
          </div>
        ))}
        {listError && <p className="ui-field__error">{listError}</p>}
        {value.length > 0 && (
          <button type="button" className="staff-button staff-button--small staff-button--quiet" onClick={() => onChange([...value, blank(value[value.length - 1]!)])}>{t.addItem}</button>
        )}
      </fieldset>
    );
  }
  if (value && typeof value === 'object') {
    const fields = Object.entries(value).map(([key, inner]) =>
      bodyFields(inner, (v) => onChange({ ...value, [key]: v }), ctx, join(key), key));
    if (!name) return <div key={path} className="studio-object">{fields}</div>;
    return (
      <fieldset key={path} className="studio-sub" aria-describedby={where ? `${id}-where` : undefined}>
        <legend>{label}</legend>
        <WhereHint id={`${id}-where`}>{where}</WhereHint>
        {fields}
      </fieldset>
    );
  }
  return null;
}
