// What happens on every navigation: the route is published, the title set, the page scrolled to
// the top and one page view reported.
import {
  bus, findRoute, markSiteDepth, type Campus, type Lang, type ParsedHash, type RouteDef, type RouteState,
} from '@schools/shared-api';
import type { AnalyticsWindow } from './analytics';
import type { PageFocus } from './pageFocus';
import type { ScrollMemory } from './scrollMemory';

import { NOT_FOUND_APP, NOT_FOUND_TEXT } from './notFound';

export { NOT_FOUND_APP };

const NOT_FOUND_TITLE = { en: NOT_FOUND_TEXT.en.title, zh: NOT_FOUND_TEXT.zh.title };

export function routeState(routes: readonly RouteDef[], parsed: ParsedHash): RouteState {
  const def = findRoute(routes, parsed.path);
  return def
    ? { ...parsed, id: def.meta.id, app: def.app, title: def.meta.nav_title }
    : { ...parsed, id: 'not-found', app: NOT_FOUND_APP, title: NOT_FOUND_TITLE };
}

/** The document title: the route's navigation title, or the campus's name on home. */
export function documentTitle(state: RouteState, campus: Campus, lang: Lang): string {
  return state.path === '/home' ? campus.name[lang] : state.title[lang];
}

const ITEM_TITLE_SEPARATOR: Record<Lang, string> = { en: ' – ', zh: '｜' };

/**
 * The document title of a page about one item: the item and the campus ("Week 1: Stand-ups – Lumina
 * …"), so a tab, a bookmark, a search result and a screen reader's page announcement say which.
 */
export function itemDocumentTitle(item: string, campus: Campus, lang: Lang): string {
  return `${item}${ITEM_TITLE_SEPARATOR[lang]}${campus.name[lang]}`;
}

/** A page's `page-title` message: applied while its page is the current one, ignored when it came too late. */
export function onPageTitle(win: Window, message: { path: string; title: string }): void {
  const campus = bus.campus.value;
  const lang = bus.language.value;
  const title = message.title.trim();
  if (!campus || !lang || !title || bus.route.value?.path !== message.path) return;
  win.document.title = itemDocumentTitle(title, campus, lang);
}

export function reportPageView(win: Window & AnalyticsWindow, state: RouteState, campus: Campus, lang: Lang, title: string): void {
  // Baidu Tongji, when the deployment has it (analytics.ts).
  win._hmt?.push(['_trackPageview', '/#' + state.path]);
  bus.pageViews.next({ path: state.path, title, campus: campus.sname, lang, at: Date.now() });
}

/** What a navigation does beyond the route and title; each is optional so tests can leave it out. */
export interface NavigationEffects {
  /** scroll to top, or back to where a cached page was left (phones); plain scroll to top without it */
  scroll?: ScrollMemory;
  /** focus on the new page's heading and the announced title (not on the first page) */
  focus?: PageFocus;
}

/** The depth of the history entry shown last in each document (see markSiteDepth). */
const depths = new WeakMap<Window, number>();

export function onNavigation(win: Window, routes: readonly RouteDef[], parsed: ParsedHash, effects: NavigationEffects = {}): void {
  const campus = bus.campus.value;
  const lang = bus.language.value;
  if (!campus || !lang) return;
  const previous = bus.route.value;
  const state = routeState(routes, parsed);
  // The same address again is not a new page view: a hash change reaches single-spa as both a
  // hashchange and a popstate, so it routes twice.
  if (previous && previous.path === state.path && JSON.stringify(previous.query) === JSON.stringify(state.query)) return;
  // Numbered before the route is published, so a page's Back already knows whether a step back stays in the site.
  depths.set(win, markSiteDepth(win, previous ? (depths.get(win) ?? 0) + 1 : 0));
  const title = documentTitle(state, campus, lang);
  if (previous && previous.path !== state.path) effects.scroll?.leave(previous.path);
  win.document.title = title;
  bus.route.next(state);
  if (effects.scroll) effects.scroll.enter(state.path);
  else win.scrollTo(0, 0);
  reportPageView(win, state, campus, lang, title);
  if (previous) effects.focus?.arrived(state.path, title);
}
