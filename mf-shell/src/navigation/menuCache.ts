import type { Lang, MenuList } from '@schools/shared-api';

const key = (site: string, lang: Lang) => `__menu__${site}_${lang}`;

/** The last server menu seen by this browser for a campus and language, if any. */
export function readCachedMenu(storage: Pick<Storage, 'getItem'>, site: string, lang: Lang): MenuList | undefined {
  try {
    const raw = storage.getItem(key(site, lang));
    const parsed = raw ? (JSON.parse(raw) as MenuList) : undefined;
    return parsed && typeof parsed.hashCode === 'string' && Array.isArray(parsed.menu) ? parsed : undefined;
  } catch {
    return undefined; // unreadable or disabled storage: as if nothing were cached
  }
}

/**
 * SPEC 4: with no cached menu the server's is taken; with the same hash code nothing changes; with
 * another hash code the menu and the cache are replaced. Answers the menu to show, or undefined
 * when the one shown already is current.
 */
export function acceptMenu(storage: Pick<Storage, 'getItem' | 'setItem'>, site: string, lang: Lang, fresh: MenuList): MenuList | undefined {
  const cached = readCachedMenu(storage, site, lang);
  if (cached && cached.hashCode === fresh.hashCode) return undefined;
  try {
    storage.setItem(key(site, lang), JSON.stringify(fresh));
  } catch {
    /* full or disabled storage: the menu still shows, it is just not remembered */
  }
  return fresh;
}
