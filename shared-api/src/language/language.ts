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

/** The language of a campus's site when the address names none: BBSZ is a Chinese-first site. */
export function campusDefaultLanguage(campus: CampusCode): Lang {
  return campus === 'BBSZ' ? 'zh' : 'en';
}

/**
 * The address decides: `lang=cn` gives zh, any other value en. Without a lang in the address, the
 * campus default. The remembered choice is deliberately not consulted: a visit to the Chinese-first
 * BBSZ site must not make the next campus open in Chinese.
 */
export function resolveLanguage(langQuery: string | null, campus: CampusCode): Lang {
  if (langQuery !== null) return langQuery === 'cn' ? 'zh' : 'en';
  return campusDefaultLanguage(campus);
}

/** The `<html lang>` value of a language. */
export function htmlLang(lang: Lang): string {
  return lang === 'zh' ? 'zh-CN' : 'en';
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
