import type { Lang } from '../language/language';
import { toLangQuery } from '../language/language';

export type Query = Record<string, string>;

export interface ParsedHash {
  path: string;
  query: Query;
}

export const HOME_PATH = '/home';

/** `#/news_detail?id=3&lang=cn` → { path: '/news_detail', query: { id: '3', lang: 'cn' } } */
export function parseHash(hash: string): ParsedHash {
  const raw = hash.replace(/^#/, '');
  const cut = raw.indexOf('?');
  let path = cut === -1 ? raw : raw.slice(0, cut);
  const query = Object.fromEntries(new URLSearchParams(cut === -1 ? '' : raw.slice(cut + 1)));
  path = '/' + path.replace(/^\/+/, '').replace(/\/+$/, '');
  return { path: decodeURI(path), query };
}

export function formatHash(path: string, query: Query = {}): string {
  const normalized = '/' + path.replace(/^\/+/, '');
  const qs = new URLSearchParams(query).toString();
  return `#${normalized}${qs ? `?${qs}` : ''}`;
}

/** The hash to go to for `path`: the root goes home, and the current language is always carried. */
export function targetHash(path: string, query: Query, lang: Lang): string {
  const target = path === '/' || path === '' ? HOME_PATH : path;
  return formatHash(target, { ...query, lang: toLangQuery(lang) });
}

export interface RouterWindow {
  location: Pick<Location, 'hash' | 'replace' | 'href'>;
  addEventListener(type: 'hashchange', listener: () => void): void;
  removeEventListener(type: 'hashchange', listener: () => void): void;
}

/**
 * The site's one router: hash based. It reads language lazily so that navigation always carries
 * the language of the moment.
 */
export class HashRouter {
  constructor(
    private readonly win: RouterWindow,
    private readonly currentLang: () => Lang,
  ) {}

  current(): ParsedHash {
    return parseHash(this.win.location.hash);
  }

  /** Goes to a page; with `replace`, in place of the current history entry (a search field's typing). */
  navigate(path: string, query: Query = {}, { replace = false }: { replace?: boolean } = {}): void {
    const hash = targetHash(path, query, this.currentLang());
    if (replace) this.replace(hash);
    else this.win.location.hash = hash;
  }

  /** Rewrites the address without a history entry: root → /home, a missing lang added. */
  normalize(): boolean {
    const { path, query } = this.current();
    const wanted = targetHash(path, { ...query }, this.currentLang());
    if (wanted === formatHash(path, query) && path !== '/') return false;
    this.replace(wanted);
    return true;
  }

  private replace(hash: string): void {
    const href = this.win.location.href;
    const base = href.includes('#') ? href.slice(0, href.indexOf('#')) : href;
    this.win.location.replace(base + hash);
  }

  subscribe(listener: (route: ParsedHash) => void): () => void {
    const handler = () => listener(this.current());
    this.win.addEventListener('hashchange', handler);
    return () => this.win.removeEventListener('hashchange', handler);
  }
}

/** Where a history entry's state says how many pages of this site lie behind it in the tab. */
const SITE_DEPTH = 'siteDepth';

export interface HistoryWindow {
  history: Pick<History, 'state' | 'replaceState'>;
}

/**
 * How many pages of this site lie behind the current history entry: 0 for a page opened directly
 * (a shared link, a new tab), where one step back would leave the site.
 */
export function siteStepsBehind(win: HistoryWindow): number {
  const depth = (win.history.state as Record<string, unknown> | null)?.[SITE_DEPTH];
  return typeof depth === 'number' ? depth : 0;
}

/**
 * Gives the current history entry its depth on its first visit (`behind`: the page before it in this
 * document plus one, or 0 for the first page); an entry visited again (back, forward, reload) keeps its
 * own. Returns the entry's depth. The depth rides in the entry's state, which the browser restores with it.
 */
export function markSiteDepth(win: HistoryWindow, behind: number): number {
  const state: unknown = win.history.state;
  const known = (state as Record<string, unknown> | null)?.[SITE_DEPTH];
  if (typeof known === 'number') return known;
  win.history.replaceState({ ...(typeof state === 'object' ? state : {}), [SITE_DEPTH]: behind }, '');
  return behind;
}
