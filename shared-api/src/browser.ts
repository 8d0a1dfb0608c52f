// The page's singletons: the router, the API bound to the bus, start-up and language switching.
// Nothing here touches `window` at import time, so the module also loads in Node (server, tests).
import { createApi, type Api } from './api/calls';
import { bus } from './bus/bus';
import { CAMPUSES, DEFAULT_CAMPUS, withSettings, type Campus, type CampusCode, type CampusSettings } from './campus/catalog';
import { resolveCampusCode } from './campus/resolve';
import { createHttpClient } from './http/client';
import { htmlLang, langQueryOf, resolveLanguage, storeLanguage, toLangQuery, type Lang } from './language/language';
import { HashRouter, formatHash, parseHash, type Query } from './router/hashRouter';

let router: HashRouter | undefined;
let api: Api | undefined;

export function currentLang(): Lang {
  return bus.language.value ?? 'en';
}

export function getRouter(): HashRouter {
  router ??= new HashRouter(window, currentLang);
  return router;
}

/** Navigates within the site; the current language always rides along. */
export function navigate(path: string, query: Query = {}, options: { replace?: boolean } = {}): void {
  getRouter().navigate(path, query, options);
}

/**
 * Points the pages' calls at another API: the server's page renderer, whose calls never leave the
 * process (undefined: the browser's again).
 */
export function setApi(next: Api | undefined): void {
  // Only the server's build renders pages (process.env.SERVER_RENDERING: see the kit's serverData.ts).
  if (process.env.SERVER_RENDERING) api = next;
}

/** The content API of the current campus, in the current language. */
export function getApi(): Api {
  if (!api) {
    const school = () => bus.campus.value?.sname ?? DEFAULT_CAMPUS;
    api = createApi(createHttpClient({ school, lang: currentLang }), school);
  }
  return api;
}

let pageCampusList: readonly Campus[] | undefined;

/** Where a page is seen from: its address's host, port and scheme (a sister campus's link depends on them). */
export type VisitorLocation = Pick<Location, 'hostname' | 'port' | 'protocol'>;

/**
 * What the server's page renderer knows of the page it renders that a browser reads from its page: the
 * campuses with the school's settings now, and the request's address.
 */
export interface ServerPlace {
  campuses(): readonly Campus[];
  location(): VisitorLocation;
}

let serverPlace: ServerPlace | undefined;

/** The server's page renderer says where its pages are (undefined: the browser's page again). */
export function setServerPlace(place: ServerPlace | undefined): void {
  if (process.env.SERVER_RENDERING) serverPlace = place;
}

/**
 * The ten campuses with the settings the school keeps (hosts, address, filings, accounts), as the server
 * wrote them into the page (or, rendering a page, as it has them); the catalog's on a page without them.
 */
export function siteCampuses(): readonly Campus[] {
  return serverPlace?.campuses() ?? pageCampusList ?? CAMPUSES;
}

/** The address the visitor sees the page at: the browser's, or the request's while the server renders it. */
export function visitorLocation(): VisitorLocation {
  return serverPlace?.location() ?? window.location;
}

/** The id of the page's element that carries the campuses' settings (JSON, written by the server). */
export const CAMPUS_SETTINGS_ELEMENT = 'campus-settings';

/** The campuses with the settings the page carries, or undefined on a page without them (the development server's). */
function pageCampuses(doc: Document): readonly Campus[] | undefined {
  const text = doc.getElementById(CAMPUS_SETTINGS_ELEMENT)?.textContent;
  if (!text) return undefined;
  const settings = JSON.parse(text) as Partial<Record<CampusCode, CampusSettings>>;
  return CAMPUSES.map((c) => (settings[c.sname] ? withSettings(c, settings[c.sname]!) : c));
}

/** Resolves campus and language from the address, remembers the language, publishes both. */
export function startSite(win: Window = window): { campus: Campus; lang: Lang } {
  const { location } = win;
  pageCampusList = pageCampuses(win.document) ?? pageCampusList;
  const code = resolveCampusCode({ pathname: location.pathname, hostname: location.hostname, search: location.search, hash: location.hash }, siteCampuses());
  const campus = siteCampuses().find((c) => c.sname === code)!;
  const lang = resolveLanguage(langQueryOf(location.search, location.hash), campus.sname);
  storeLanguage(win.localStorage, lang);
  win.document.documentElement.lang = htmlLang(lang);
  bus.campus.next(campus);
  bus.language.next(lang);
  return { campus, lang };
}

/**
 * The address decides the language: when a hash change brings another `lang` than the page's
 * (a link or a hand-edited address), the page reloads in that language, as a switch does.
 * Answers whether it reloads.
 */
export function followAddressLanguage(win: Window = window): boolean {
  const campus = bus.campus.value;
  const query = langQueryOf(win.location.search, win.location.hash);
  if (!campus || query === null) return false;
  const wanted = resolveLanguage(query, campus.sname);
  if (wanted === currentLang()) return false;
  storeLanguage(win.localStorage, wanted);
  win.location.reload();
  return true;
}

/**
 * The address of a file in object storage (SPEC 7: static images come from an object-storage base
 * path). The server names the base in a meta tag of the page; absolute addresses pass through.
 */
export function storageUrl(file: string, doc: Document = document): string {
  if (/^(https?:)?\/\//.test(file) || file.startsWith('/')) return file;
  const base = doc.querySelector<HTMLMetaElement>('meta[name="storage-base"]')?.content || '/storage';
  return `${base.replace(/\/+$/, '')}/${file}`;
}

export interface SwitchLanguageOptions {
  /** Title of the current page in the new language. */
  title?: string;
  /** The mobile menu lets its closing animation finish first. */
  delayMs?: number;
  win?: Window;
}

/** The address of the current page in `lang`: the same route and query, its lang query changed. */
export function languageUrl(lang: Lang, win: Window = window): string {
  const { path, query } = parseHash(win.location.hash);
  // Drop a lang in location.search so the hash query is the only one.
  const url = new URL(win.location.href);
  url.searchParams.delete('lang');
  url.hash = formatHash(path, { ...query, lang: toLangQuery(lang) });
  return url.toString();
}

/** Switches language: the lang query, the title and the stored value change, then the page reloads. */
export function switchLanguage(lang: Lang, options: SwitchLanguageOptions = {}): void {
  const win = options.win ?? window;
  storeLanguage(win.localStorage, lang);
  if (options.title) win.document.title = options.title;
  const url = languageUrl(lang, win);
  const go = () => {
    win.history.replaceState(win.history.state, '', url);
    win.location.reload();
  };
  if (options.delayMs) win.setTimeout(go, options.delayMs);
  else go();
}
