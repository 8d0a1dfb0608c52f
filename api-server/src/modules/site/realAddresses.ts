// Real addresses: every page of the hash-routed site also has one a search engine can index and the
// server answers with the page's content. Only the server reads and writes them: the document tells the
// browser the page's hash address (data-server-page), so none of this is in its scripts.
// `/en/about/mission` is `#/about/mission?lang=en`; a page about one item names it last (`/zh/news_detail/12` is
// `#/news_detail?id=12&lang=cn`); any other query stays a query (`/en/academics/calendar?year=2025-26`).
// On the shared host the campus comes first: `/BBSZ/zh/about/mission`.
import { formatHash, HOME_PATH, toLangQuery, type Lang, type Query } from '@schools/shared-api';

export const ADDRESS_LANGS: readonly Lang[] = ['en', 'zh'];

/** The real address of a page (without a campus prefix): its language, its path, its item. */
export function realAddress(path: string, query: Query, lang: Lang): string {
  const { id, lang: _lang, ...rest } = query;
  const target = path === '/' || path === '' ? HOME_PATH : path;
  const item = id !== undefined && id !== '' ? `/${encodeURIComponent(id)}` : '';
  const search = new URLSearchParams(rest).toString();
  return `/${lang}${target}${item}${search ? `?${search}` : ''}`;
}

export interface RealPage {
  lang: Lang;
  path: string;
  query: Query;
}

/**
 * The page a real path names, or undefined when it names none. `isRoute` says which paths are pages
 * and `takesItem` which of them show one item (their last segment is its id).
 */
export function parseRealAddress(
  pathname: string,
  search: string,
  isRoute: (path: string) => boolean,
  takesItem: (path: string) => boolean,
): RealPage | undefined {
  const segments = pathname.split('/').filter(Boolean);
  const lang = segments[0];
  if (lang !== 'en' && lang !== 'zh') return undefined;
  const query: Query = Object.fromEntries(new URLSearchParams(search));
  delete query.lang;
  delete query.id;
  let rest: string[];
  try {
    rest = segments.slice(1).map(decodeURIComponent);
  } catch {
    return undefined; // a malformed escape names no page
  }
  const path = rest.length === 0 ? HOME_PATH : `/${rest.join('/')}`;
  if (isRoute(path) && !takesItem(path)) return { lang, path, query };
  const item = rest[rest.length - 1];
  const parent = `/${rest.slice(0, -1).join('/')}`;
  if (rest.length > 1 && item && /^\d{1,10}$/.test(item) && isRoute(parent) && takesItem(parent)) {
    return { lang, path: parent, query: { ...query, id: item } };
  }
  return undefined;
}

/** The hash address of a real page, as the browser's router keeps it. */
export function hashOfRealPage(page: RealPage): string {
  return formatHash(page.path, { ...page.query, lang: toLangQuery(page.lang) });
}
