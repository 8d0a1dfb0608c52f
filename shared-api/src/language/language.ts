import type { CampusCode } from '../campus/catalog';

export type Lang = 'en' | 'zh';
/** The value of the `lang` query for each language. */
export type LangQuery = 'cn' | 'en';

export const LANGUAGE_STORAGE_KEY = '__language__';

export function toLangQuery(lang: Lang): LangQuery {
  return lang === 'zh' ? 'cn' : 'en';
}

/** The `lang` query of the address: in the hash query first (`#/home?lang=cn`), then location.search. */
export function langQueryOf(search: string, hash: string): string | null {
  const hashQuery = hash.includes('?') ? hash.slice(hash.indexOf('?')) : '';
  return new URLSearchParams(hashQuery).get('lang') ?? new URLSearchParams(search).get('lang');
}

/**
 * `lang=cn` gives zh, any other value en. Without a lang in the address: the remembered choice,
 * else the campus default (BBSZ is a Chinese-first site).
 */
export function resolveLanguage(langQuery: string | null, campus: CampusCode, stored?: string | null): Lang {
  if (langQuery !== null) return langQuery === 'cn' ? 'zh' : 'en';
  if (stored === 'zh' || stored === 'en') return stored;
  return campus === 'BBSZ' ? 'zh' : 'en';
}

export function readStoredLanguage(storage: Pick<Storage, 'getItem'> | undefined): string | null {
  try {
    return storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null; // storage can be disabled (private mode); the address still decides
  }
}

export function storeLanguage(storage: Pick<Storage, 'setItem'> | undefined, lang: Lang): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    /* nothing to keep it in: the lang query carries it */
  }
}

/** Picks the text of the current language from a `{ en, zh }` pair. */
export function pick<T>(text: { en: T; zh: T }, lang: Lang): T {
  return text[lang];
}
