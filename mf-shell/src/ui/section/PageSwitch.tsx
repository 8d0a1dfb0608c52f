import { useContext, useState, type ComponentType } from 'react';
import { bus, findRoute, isDisabledOn, type RouteState } from '@schools/shared-api';
import { useCampus } from '../hooks/useSite';
import { useBehavior } from '../hooks/useBus';
import { useRoutes } from '../hooks/useRoutes';
import { NotOffered } from '../components/NotOffered';
import { SectionPage } from '../components/SectionPage';
import { AppNameContext, PageRouteContext } from './pageContext';


/** A section's pages by route path. */
export type PageTable = Readonly<Record<string, ComponentType>>;

/**
 * Picks the page of the current route, and keeps cached pages (route meta keepAlive: news list,
 * management, AAD, counseling, course, senior project) mounted but hidden after the visitor leaves,
 * so loaded items, open tabs and expanded entries are there on return. Routes of the section without
 * a page of their own show `fallback`.
 */
export function PageSwitch({ pages, fallback: Fallback = SectionPage }: { pages: PageTable; fallback?: ComponentType }) {
  const route = useBehavior(bus.route);
  const campus = useCampus();
  const routes = useRoutes();
  const app = useContext(AppNameContext);
  const def = route ? findRoute(routes, route.path) : undefined;
  const active = route && def && (!app || def.app === app) ? route : null;
  const [kept, setKept] = useState<ReadonlyMap<string, RouteState>>(new Map());
  // A page to keep joins the kept ones as it is rendered (React renders again at once with it).
  if (active && def?.meta.keepAlive && kept.get(active.path) !== active) setKept(new Map(kept).set(active.path, active));

  const shown = new Map(kept);
  if (active) shown.set(active.path, active);
  return (
    <>
      {[...shown].map(([path, pageRoute]) => {
        // A page disabled on this campus (or under, or back to, a disabled one) is not fetched at all.
        const Page = isDisabledOn(routes, path, campus.sname) ? NotOffered : (pages[path] ?? Fallback);
        return (
          // A page below a solid header (route meta solidHeader) makes room for it in its own slot, so
          // that no element shared by two pages moves when the visitor goes from one to the other.
          <div key={path} className={`ui-page-slot${findRoute(routes, path)?.meta.solidHeader ? ' ui-page-slot--below-header' : ''}`} hidden={path !== active?.path}>
            <PageRouteContext.Provider value={pageRoute}>
              <Page />
            </PageRouteContext.Provider>
          </div>
        );
      })}
    </>
  );
}
