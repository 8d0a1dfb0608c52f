import type { CampusCode } from '../campus/catalog';

export interface Bilingual {
  en: string;
  zh: string;
}

/** One entry of the route table (owned by root-config, handed to the shell as a prop). */
export interface RouteDef {
  /** full hash path, e.g. '/about/mission' */
  path: string;
  meta: {
    id: string;
    /** stable key of the page, also the server menu's path key */
    title: string;
    nav_title: Bilingual;
    /** heading shown on the page when it differs from the navigation title */
    page_title?: Bilingual;
    /** the page keeps its data and scroll position when left and revisited */
    cache: boolean;
    keepAlive: boolean;
    /** not part of the navigation tree (details, blogs, login) */
    hidden?: boolean;
    /** the header stays solid on this page */
    solidHeader?: boolean;
    /** campuses on which the entry is disabled in the navigation */
    disabledOn?: CampusCode[];
    /** where the page's back button goes; 'history' means one step back */
    back?: string | 'history';
    /** the page shows one item, named by the `id` query (its real address ends in the id) */
    item?: boolean;
  };
  /** module name of the microfrontend that renders the page */
  app: string;
  children?: RouteDef[];
}

/** Every route of a table, depth first. */
export function flattenRoutes(routes: readonly RouteDef[]): RouteDef[] {
  return routes.flatMap((r) => [r, ...flattenRoutes(r.children ?? [])]);
}

/**
 * Whether a campus does not offer a page: its route, one of the routes above it, or the page its back
 * button returns to is disabled there (disabledOn). A switched-off section takes its pages with it:
 * BBCD offers no Campus Life, so none of Clubs, Featured Events... either.
 */
export function isDisabledOn(routes: readonly RouteDef[], path: string, site: CampusCode): boolean {
  const disabled = (p: string | undefined) => Boolean(p && findRoute(routes, p)?.meta.disabledOn?.includes(site));
  const back = findRoute(routes, path)?.meta.back;
  const segments = path.split('/').filter(Boolean);
  return segments.some((_, i) => disabled(`/${segments.slice(0, i + 1).join('/')}`)) || (back !== 'history' && disabled(back));
}

/**
 * Whether a route is listed in navigation on a campus: the menus, breadcrumbs, cards and hubs show a
 * page only when it belongs in navigation (not hidden) and the campus offers it.
 */
export function isListedOn(routes: readonly RouteDef[], route: RouteDef, site: CampusCode): boolean {
  return !route.meta.hidden && !isDisabledOn(routes, route.path, site);
}

/** The nearest page at or above `path` that a campus offers (home at worst): where a way back may lead. */
export function offeredPlace(routes: readonly RouteDef[], path: string, site: CampusCode): string {
  const segments = path.split('/').filter(Boolean);
  for (let n = segments.length; n > 0; n--) {
    const p = `/${segments.slice(0, n).join('/')}`;
    if (findRoute(routes, p) && !isDisabledOn(routes, p, site)) return p;
  }
  return '/home';
}

// Each table's routes by path, made once per table (a table is never changed once made): the
// navigation asks for hundreds of routes while it renders (isListedOn for every menu item), and
// flattening the table for each one was the largest single cost of mounting the shell on a phone.
const indexes = new WeakMap<readonly RouteDef[], Map<string, RouteDef>>();

export function findRoute(routes: readonly RouteDef[], path: string): RouteDef | undefined {
  let index = indexes.get(routes);
  if (!index) {
    index = new Map();
    // The first route of a path wins, as a depth-first search would find it.
    for (const r of flattenRoutes(routes)) if (!index.has(r.path)) index.set(r.path, r);
    indexes.set(routes, index);
  }
  return index.get(path);
}

/** Where a page sits in the menus: a page outside them with a back path (a detail) sits at its list. */
export function menuPlace(routes: readonly RouteDef[], path: string): string {
  const back = findRoute(routes, path)?.meta.back;
  return back && back !== 'history' ? back : path;
}
