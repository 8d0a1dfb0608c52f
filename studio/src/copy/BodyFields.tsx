// The fields of any bilingual JSON body (FAQ entry, club, menu title, tuition, home carousel): an
// { en, zh } pair is a bilingual field, a string or number a field, an object a fieldset, a list its
// items with add, move and remove. Field names come from the studio's words, paths from the body, so
// the server's problems (rows[2].grade.zh) land beside their fields.
import { useEffect, useRef, type ReactNode } from 'react';
import type { Bilingual } from '@schools/api-server/staff-contract';
import { pictureAddress, thumbnail } from '../media/thumbnail';
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

/**
 * The first item of each list of the documents (validate.ts's shapes, emptied): what "Add" adds to a
 * list that has none left to copy.
 */
const bi = { en: '', zh: '' };
const FIRST_ITEMS: Record<string, Json> = {
  slides: { image: '', title: bi, subtitle: bi },
  vrList: { pic: '', name: bi },
  rows: { grade: bi, annualFee: 0 },
  otherFees: { item: bi, amount: bi },
  notes: bi,
};

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
    return <ListField key={path} id={id} value={value} onChange={onChange} ctx={ctx} path={path} name={name} label={label} where={where} />;
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

/** The picture of a list's item (a slide's, a tour place's), if it has one. */
function pictureOf(item: Json): string | undefined {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return undefined;
  const found = Object.entries(item).find(([key, v]) => PICTURE_FIELDS.has(key) && typeof v === 'string' && v.trim());
  return found?.[1] as string | undefined;
}

type Moved = { index: number; control: 'up' | 'down' | 'title' | 'add' };

/**
 * A list (the home carousel's slides, tuition's rows): each item numbered ("Slide 2 of 4") with its
 * picture, if it has one, and Move up, Move down and Remove; "Add" at the end, also once the list is
 * empty. The focus follows an item moved (its button, or the other one at the list's end); after a
 * removal it goes to the item now in that place, or to "Add" when none is left; after an addition, to
 * the new item.
 */
function ListField({ id, value, onChange, ctx, path, name, label, where }: {
  id: string;
  value: Json[];
  onChange: (value: Json) => void;
  ctx: Ctx;
  path: string;
  name: string;
  label: string;
  where?: string;
}) {
  const t = STAFF_TEXT[ctx.lang].copy;
  const focus = useRef<Moved | undefined>(undefined);
  useEffect(() => {
    const next = focus.current;
    if (!next) return;
    focus.current = undefined;
    const element = (control: Moved['control']) => document.getElementById(control === 'add' ? `${id}-add` : `${id}-i${next.index}-${control}`) as HTMLButtonElement | null;
    const wanted = element(next.control);
    const other = element(next.control === 'up' ? 'down' : 'up');
    (wanted && !wanted.disabled ? wanted : other && !other.disabled ? other : element('title'))?.focus();
  }, [value, id]);
  const change = (next: Json[], then: Moved) => {
    focus.current = then;
    onChange(next);
  };
  const template = value.length ? blank(value[value.length - 1]!) : FIRST_ITEMS[name];
  const items = value.map((item, i) => {
    const itemPath = `${path}[${i}]`;
    const title = t.listItem(name, i + 1, value.length);
    const itemName = t.listItemName(name, i + 1, value.length);
    const picture = pictureOf(item);
    return (
      <li key={i} className="studio-item">
        <div role="group" aria-labelledby={`${id}-i${i}-title`} className="studio-item__group">
          <div className="studio-item__head">
            {picture && <img className="studio-item__thumb" src={thumbnail(pictureAddress(picture))} alt="" loading="lazy" decoding="async" />}
            <h3 id={`${id}-i${i}-title`} className="studio-item__title" tabIndex={-1}>{title}</h3>
            <div className="studio-actions">
              <RowButton id={`${id}-i${i}-up`} label={t.moveUp} name={t.moveUpOf(itemName)} disabled={i === 0} onClick={() => change(moved(value, i, -1), { index: i - 1, control: 'up' })} />
              <RowButton id={`${id}-i${i}-down`} label={t.moveDown} name={t.moveDownOf(itemName)} disabled={i === value.length - 1} onClick={() => change(moved(value, i, 1), { index: i + 1, control: 'down' })} />
              <RowButton id={`${id}-i${i}-remove`} label={t.remove} name={t.removeOf(itemName)} danger
                onClick={() => change(value.filter((_, j) => j !== i), value.length === 1 ? { index: 0, control: 'add' } : { index: Math.min(i, value.length - 2), control: 'title' })} />
            </div>
          </div>
          {bodyFields(item, (v) => onChange(value.map((x, j) => (j === i ? v : x))), ctx, itemPath, typeof item === 'object' && !isBilingual(item) ? '' : name)}
        </div>
      </li>
    );
  });
  // What no item's field took: a problem of the list itself (too many items).
  const listError = ctx.claims.take(path, () => '');
  return (
    <fieldset className="studio-sub studio-list" aria-describedby={[where && `${id}-where`, !value.length && `${id}-empty`].filter(Boolean).join(' ') || undefined}>
      <legend>{label}</legend>
      <WhereHint id={`${id}-where`}>{where}</WhereHint>
      {value.length === 0 && <p id={`${id}-empty`} className="staff-hint">{t.emptyList(name)}</p>}
      {value.length > 0 && <ol className="studio-items">{items}</ol>}
      {listError && <p className="ui-field__error">{listError}</p>}
      {template !== undefined && (
        <button id={`${id}-add`} type="button" className="staff-button staff-button--small staff-button--quiet studio-list__add"
          onClick={() => change([...value, template], { index: value.length, control: 'title' })}>
          {t.addListItem(name)}
        </button>
      )}
    </fieldset>
  );
}
