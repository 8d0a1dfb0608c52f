// The navigation tree: built from the server's menu (SPEC 2), or from the route table while the
// menu is not there (first visit, API down).
import { findRoute, siteCampuses, sisterHref, isDisabledOn, isListedOn, parseHash, type CalendarEntry, type Campus, type Lang, type MenuItem, type RouteDef } from '@schools/shared-api';

export interface NavNode {
  /** route path, an address outside the site, or a path containing `no-link` */
  path: string;
  name: string;
  /** opens in a new tab */
  external?: boolean;
  /** the route's query, for an in-site page that takes one (a calendar's year) */
  query?: Record<string, string>;
  children: NavNode[];
}

export const CALENDAR_MENU_ID = '0404';
const NO_LINK = 'no-link';
const CAMPUS_GROUP_PATH = `/about/school/${NO_LINK}`;
const CAMPUS_GROUP_NAME = { en: 'Our Campuses', zh: '集团校区' };
/** The campus group is the sixth child of /about. */
const CAMPUS_GROUP_INDEX = 5;
/** The Shenzhen bilingual campus's entry in the group has no link. */
const UNLINKED_CAMPUS = 'BBSZ';

/** A React key for an entry: entries of one page differ by their query (calendar years). */
export function navKey(node: NavNode): string {
  return node.query ? `${node.path}?${new URLSearchParams(node.query).toString()}` : node.path;
}

/** Entries with children, external paths and `no-link` paths do not navigate within the site. */
export function isNavigable(node: NavNode): boolean {
  return node.children.length === 0 && !node.external && !node.path.includes(NO_LINK);
}

/** The tree from the route table: visible routes this campus offers. */
export function navFromRoutes(routes: readonly RouteDef[], campus: Campus, lang: Lang): NavNode[] {
  const convert = (list: readonly RouteDef[]): NavNode[] => list
    .filter((r) => isListedOn(routes, r, campus.sname))
    .map((r) => ({ path: r.path, name: r.meta.nav_title[lang], children: convert(r.children ?? []) }));
  return convert(routes);
}

export interface MenuContext {
  campus: Campus;
  lang: Lang;
  routes: readonly RouteDef[];
  calendars: readonly CalendarEntry[];
  location: Pick<Location, 'hostname' | 'port' | 'protocol'>;
}

function campusGroup(ctx: MenuContext): NavNode {
  return {
    path: CAMPUS_GROUP_PATH,
    name: CAMPUS_GROUP_NAME[ctx.lang],
    children: siteCampuses().filter((c) => c.sname !== ctx.campus.sname).map((c) =>
      c.sname === UNLINKED_CAMPUS
        ? { path: `${CAMPUS_GROUP_PATH}/${c.sname}`, name: c.name[ctx.lang], children: [] }
        : { path: sisterHref(c, ctx.location, ctx.lang), name: c.name[ctx.lang], external: true, children: [] },
    ),
  };
}

/**
 * A calendar's entry: a route of the site (`/academics/calendar?year=2025-26`) is a router link to
 * that page with its query; anything else (a file in storage, another site) opens in a new tab.
 */
function calendarLink(c: CalendarEntry, routes: readonly RouteDef[]): NavNode {
  const { path, query } = parseHash(c.url);
  if (c.url.startsWith('/') && findRoute(routes, path)) {
    return { path, name: c.title, children: [], ...(Object.keys(query).length ? { query } : {}) };
  }
  return { path: c.url, name: c.title, external: true, children: [] };
}

/** A single calendar is one link with its own title; several become children of the group. */
function calendarNode(item: MenuItem, calendars: readonly CalendarEntry[], routes: readonly RouteDef[]): NavNode | undefined {
  const links = calendars.map((c) => calendarLink(c, routes));
  if (links.length === 0) return undefined;
  if (links.length === 1) return links[0];
  return { path: item.url.includes(NO_LINK) ? item.url : `${item.url}/${NO_LINK}`, name: item.title, children: links };
}

/** The tree from the server's menu, with the campus group and the academic calendar added. */
export function navFromMenu(menu: readonly MenuItem[], ctx: MenuContext): NavNode[] {
  const convert = (items: readonly MenuItem[]): NavNode[] =>
    items.flatMap((item): NavNode[] => {
      // By the route table, whatever the server sends: a page the campus does not offer, or one under it.
      if (item.url.startsWith('/') && isDisabledOn(ctx.routes, item.url.split('?')[0]!, ctx.campus.sname)) return [];
      if (item.id === CALENDAR_MENU_ID) {
        const node = calendarNode(item, ctx.calendars, ctx.routes);
        return node ? [node] : [];
      }
      const node: NavNode = {
        path: item.url,
        name: item.title,
        children: convert(item.children ?? []),
        ...(/^https?:\/\//.test(item.url) ? { external: true } : {}),
      };
      if (item.url === '/about') node.children.splice(CAMPUS_GROUP_INDEX, 0, campusGroup(ctx));
      return [node];
    });
  return convert(menu);
}

export function menuHasCalendar(menu: readonly MenuItem[]): boolean {
  return menu.some((m) => m.id === CALENDAR_MENU_ID || menuHasCalendar(m.children ?? []));
}
