import { findRoute, type CampusCode, type RouteDef } from '@schools/shared-api';

/** Whether a route, one of its ancestors, or the page its back button returns to is disabled on a campus. */
export function isDisabledOn(routes: readonly RouteDef[], path: string, site: CampusCode): boolean {
  const disabled = (def: RouteDef | undefined) => Boolean(def?.meta.disabledOn?.includes(site));
  const def = findRoute(routes, path);
  if (!def) return false;
  const back = def.meta.back && def.meta.back !== 'history' ? findRoute(routes, def.meta.back) : undefined;
  const segments = path.split('/').filter(Boolean);
  const ancestors = segments.slice(0, -1).map((_, i) => `/${segments.slice(0, i + 1).join('/')}`);
  return disabled(def) || disabled(back) || ancestors.some((p) => disabled(findRoute(routes, p)));
}
