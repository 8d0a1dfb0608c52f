// Where a page sits in the site's tree, as the studio lists copy: under its parent in the route table,
// or, for a page outside the navigation (a catalogue, a list's detail), under the page its back button
// returns to. The server names a target's section by it and the studio builds its tree with it
// (exported to it through the staff contract), so the two always agree.
import { findRoute, flattenRoutes, type RouteDef } from '@schools/shared-api';

// Each table's parents by path, made once per table (a table is never changed once made).
const parents = new WeakMap<readonly RouteDef[], Map<string, string>>();

/** The page above `path` in the site's tree; undefined at the top (a section) or for no such page. */
export function parentPage(routes: readonly RouteDef[], path: string): string | undefined {
  let index = parents.get(routes);
  if (!index) {
    index = new Map();
    for (const route of flattenRoutes(routes)) for (const child of route.children ?? []) index.set(child.path, route.path);
    parents.set(routes, index);
  }
  const parent = index.get(path);
  if (parent) return parent;
  const back = findRoute(routes, path)?.meta.back;
  // A back path that is the page itself or no page leads nowhere in the tree.
  return back && back !== 'history' && back !== path && findRoute(routes, back) ? back : undefined;
}

/** The pages from the top of the site's tree down to `path` (its section first, itself last); [] for no such page. */
export function pageTrail(routes: readonly RouteDef[], path: string): RouteDef[] {
  const trail: RouteDef[] = [];
  for (let at: string | undefined = path; at && trail.length < 8; at = parentPage(routes, at)) {
    const route = findRoute(routes, at);
    if (!route) return [];
    trail.unshift(route);
  }
  return trail;
}

/** What a page's heading says to visitors: its own heading where it has one, else its name in the navigation. */
export const pageHeading = (route: RouteDef) => route.meta.page_title ?? route.meta.nav_title;
