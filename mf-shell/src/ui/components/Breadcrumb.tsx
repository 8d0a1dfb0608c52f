import { useLayoutEffect, useRef } from 'react';
import { findRoute, isListedOn, type RouteDef } from '@schools/shared-api';
import { useCampus, useLang, useRoute } from '../hooks/useSite';
import { useRoutes } from '../hooks/useRoutes';
import { Link } from './Link';

/** The parent of a route in the table: the route whose children list it. */
function parentOf(routes: readonly RouteDef[], path: string): RouteDef | undefined {
  for (const route of routes) {
    if (route.children?.some((child) => child.path === path)) return route;
    const found = parentOf(route.children ?? [], path);
    if (found) return found;
  }
  return undefined;
}

/** Sibling links of the current section with the active one highlighted. */
export function Breadcrumb() {
  const routes = useRoutes();
  const route = useRoute();
  const lang = useLang();
  const campus = useCampus();
  const nav = useRef<HTMLElement>(null);
  // On a phone the tabs scroll sideways: the current one is brought into view, not left off-screen.
  useLayoutEffect(() => {
    const row = nav.current;
    const active = row?.querySelector<HTMLElement>('.is-active');
    if (!row || !active || row.scrollWidth <= row.clientWidth) return;
    const outside = active.offsetLeft < row.scrollLeft || active.offsetLeft + active.offsetWidth > row.scrollLeft + row.clientWidth;
    if (outside) row.scrollLeft = active.offsetLeft - 16;
  }, [route?.path]);
  if (!route) return null;
  const current = findRoute(routes, route.path);
  const parent = parentOf(routes, route.path) ?? (current?.children?.length ? current : undefined);
  const siblings = (parent?.children ?? []).filter((r) => isListedOn(routes, r, campus.sname));
  if (siblings.length === 0) return null;
  return (
    <nav ref={nav} className="ui-breadcrumb" aria-label={lang === 'zh' ? '栏目导航' : 'Section navigation'}>
      {siblings.map((r) => {
        const active = route.path === r.path || route.path.startsWith(r.path + '/');
        // On BBSZ the college acceptances page is not published: the link stays inert.
        const inert = campus.sname === 'BBSZ' && r.path === '/about/achievements/CA';
        const className = `ui-breadcrumb__item${active ? ' is-active' : ''}`;
        return inert ? (
          <span key={r.path} className={className}>{r.meta.nav_title[lang]}</span>
        ) : (
          <Link key={r.path} to={r.path} className={className} {...(active ? { 'aria-current': 'page' as const } : {})}>
            {r.meta.nav_title[lang]}
          </Link>
        );
      })}
    </nav>
  );
}
