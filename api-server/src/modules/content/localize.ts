import type { Lang } from '@schools/shared-api';

/** The `_en` or `_zh` column of a bilingual pair. */
export function text<R, K extends string>(row: R & Record<`${K}_en` | `${K}_zh`, string>, name: K, lang: Lang): string {
  return row[`${name}_${lang}` as `${K}_en`];
}

type Localized<T> = T extends { en: string; zh: string }
  ? string
  : T extends (infer U)[]
    ? Localized<U>[]
    : T extends object
      ? { [K in keyof T]: Localized<T[K]> }
      : T;

/** Replaces every `{ en, zh }` pair in a JSON document by its text in `lang`. */
export function localize<T>(value: T, lang: Lang): Localized<T> {
  if (Array.isArray(value)) return value.map((v) => localize(v, lang)) as Localized<T>;
  if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    const keys = Object.keys(obj);
    if (keys.length === 2 && typeof obj.en === 'string' && typeof obj.zh === 'string') return obj[lang] as Localized<T>;
    return Object.fromEntries(keys.map((k) => [k, localize(obj[k], lang)])) as Localized<T>;
  }
  return value as Localized<T>;
}
