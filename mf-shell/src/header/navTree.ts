import type { Campus, RouteDef } from '@schools/shared-api';

export interface NavNode {
  path: string;
  name: { en: string; zh: string };
  /** opens in a new tab */
  external?: boolean;
  children: NavNode[];
}

/** The navigation tree from the route table: visible routes not disabled on this campus. */
export function navFromRoutes(routes: readonly RouteDef[], campus: Campus): NavNode[] {
  return routes
    .filter((r) => !r.meta.hidden && !r.meta.disabledOn?.includes(campus.sname))
    .map((r) => ({ path: r.path, name: r.meta.nav_title, children: navFromRoutes(r.children ?? [], campus) }));
}

/** Entries with children, external https paths and `no-link` paths do not navigate. */
export function isNavigable(node: NavNode): boolean {
  return node.children.length === 0 && !node.external && !node.path.includes('no-link');
}
