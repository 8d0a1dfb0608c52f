import { startTransition, useEffect, useMemo, useState } from 'react';
import { bus, getApi, type CalendarEntry, type MenuItem } from '@schools/shared-api';
import { useCampus, useLang, useRoutes } from '@schools/ui';
import { acceptMenu, readCachedMenu } from './menuCache';
import { menuHasCalendar, navFromMenu, navFromRoutes, type NavNode } from './navTree';

/**
 * The site's navigation: the cached server menu at once when there is one (else the route table),
 * then the server's menu once it answers. A failed menu or calendar call is ignored (SPEC 8).
 */
export function useNavigation(): NavNode[] {
  const routes = useRoutes();
  const campus = useCampus();
  const lang = useLang();
  const [menu, setMenu] = useState<MenuItem[] | undefined>(() => readCachedMenu(localStorage, campus.sname, lang)?.menu);
  const [calendars, setCalendars] = useState<CalendarEntry[]>([]);

  useEffect(() => {
    let live = true;
    getApi()
      .menuList()
      .then((fresh) => {
        if (!live) return;
        const accepted = acceptMenu(localStorage, campus.sname, lang, fresh);
        if (!accepted) return;
        // Transitions: the whole navigation renders again, in slices rather than one long task.
        startTransition(() => setMenu(accepted.menu));
        bus.messages.next({ type: 'menu-updated', hashCode: accepted.hashCode });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [campus.sname, lang]);

  const hasCalendar = menu ? menuHasCalendar(menu) : false;
  useEffect(() => {
    if (!hasCalendar) return undefined;
    let live = true;
    getApi()
      .calendarContent()
      .then((list) => live && startTransition(() => setCalendars(list)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [hasCalendar, campus.sname, lang]);

  return useMemo(
    () =>
      menu
        ? navFromMenu(menu, { campus, lang, routes, calendars, location: window.location })
        : navFromRoutes(routes, campus, lang),
    [menu, calendars, routes, campus, lang],
  );
}
