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
  };
  /** module name of the microfrontend that renders the page */
  app: string;
  children?: RouteDef[];
}

/** Every route of a table, depth first. */
export function flattenRoutes(routes: readonly RouteDef[]): RouteDef[] {
  return routes.flatMap((r) => [r, ...flattenRoutes(r.children ?? [])]);
}

/** Whether a route is listed in navigation (menus, breadcrumbs, section cards) on a campus. */
export function isListedOn(route: RouteDef, site: CampusCode): boolean {
  return !route.meta.hidden && !route.meta.disabledOn?.includes(site);
}

export function findRoute(routes: readonly RouteDef[], path: string): RouteDef | undefined {
  return flattenRoutes(routes).find((r) => r.path === path);
}

/** Where a page sits in the menus: a page outside them with a back path (a detail) sits at its list. */
export function menuPlace(routes: readonly RouteDef[], path: string): string {
  const back = findRoute(routes, path)?.meta.back;
  return back && back !== 'history' ? back : path;
}
