import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { getApi, visitorLocation, type CalendarEntry, type MenuItem } from '@schools/shared-api';
import { useCampus, useHydrating, useLang, useRoutes, useServerOutcome } from '@schools/ui';
import { acceptMenu, readCachedMenu } from './menuCache';
import { menuHasCalendar, navFromMenu, navFromRoutes, type NavNode } from './navTree';

/**
 * The site's navigation: the server's menu where the server rendered the page (it wrote the menu it used
 * into the page), else the cached server menu at once when there is one (else the route table); then the
 * server's menu once it answers. A failed menu or calendar call is ignored (SPEC 8).
 */
export function useNavigation(): NavNode[] {
  const routes = useRoutes();
  const campus = useCampus();
  const lang = useLang();
  const hydrating = useHydrating();
  const served = useServerOutcome(() => getApi().menuList(), [campus.sname, lang]);
  const [menu, setMenu] = useState<MenuItem[] | undefined>(() =>
    served ? (served.ok ? served.data.menu : undefined) : hydrating ? undefined : readCachedMenu(localStorage, campus.sname, lang)?.menu);
  const hasCalendar = menu ? menuHasCalendar(menu) : false;
  const servedCalendars = useServerOutcome(() => (hasCalendar ? getApi().calendarContent() : Promise.resolve([])), [hasCalendar, campus.sname, lang]);
  const [calendars, setCalendars] = useState<CalendarEntry[]>(() => (servedCalendars?.ok ? servedCalendars.data : []));
  // The server's answers stand for the first run of the effects below: a hydration asks nothing again.
  const servedMenu = useRef(served?.ok ? served.data : undefined);
  const calendarsServed = useRef(servedCalendars?.ok === true && hasCalendar);

  useEffect(() => {
    const known = servedMenu.current;
    servedMenu.current = undefined;
    if (known) {
      acceptMenu(localStorage, campus.sname, lang, known); // remembered for the next page at a hash address
      return undefined;
    }
    let live = true;
    getApi()
      .menuList()
      .then((fresh) => {
        if (!live) return;
        const accepted = acceptMenu(localStorage, campus.sname, lang, fresh);
        if (!accepted) return;
        // Transitions: the whole navigation renders again, in slices rather than one long task.
        startTransition(() => setMenu(accepted.menu));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [campus.sname, lang]);

  useEffect(() => {
    if (calendarsServed.current) {
      calendarsServed.current = false;
      return undefined;
    }
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
        ? navFromMenu(menu, { campus, lang, routes, calendars, location: visitorLocation() })
        : navFromRoutes(routes, campus, lang),
    [menu, calendars, routes, campus, lang],
  );
}
