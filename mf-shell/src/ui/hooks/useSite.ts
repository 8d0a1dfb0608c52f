import { useContext } from 'react';
import { bus, DEFAULT_CAMPUS, getCampus, type Campus, type Lang, type PublicAlert, type RouteState } from '@schools/shared-api';
import { useBehavior } from './useBus';
import { PageRouteContext } from '../section/pageContext';

export function useCampus(): Campus {
  return useBehavior(bus.campus) ?? getCampus(DEFAULT_CAMPUS);
}

export function useLang(): Lang {
  return useBehavior(bus.language) ?? 'en';
}

/** The campus's alerts live now, as the frame shows them above the header. */
export function useAlerts(): PublicAlert[] {
  return useBehavior(bus.alerts);
}

/**
 * The route of the page this component belongs to: inside a section's PageSwitch the page's own
 * (a kept page, hidden, keeps its route), elsewhere (the shell) the site's current route.
 */
export function useRoute(): RouteState | null {
  const page = useContext(PageRouteContext);
  const current = useBehavior(bus.route);
  return page === undefined ? current : page;
}
