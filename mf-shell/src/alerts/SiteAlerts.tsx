import { useEffect, useRef, useState } from 'react';
import { bus, campusFromPath, getApi, PAGE_ALERTS_ELEMENT, SITE_ALERTS_ELEMENT, type PageAlerts, type PublicAlert } from '@schools/shared-api';
import { useCampus, useLang, useRoute } from '@schools/ui';
import { loadShownAlerts, type ShownAlertsView } from './alertsModule';

/** An open page asks for its campus's alerts at most this often (a 304 of a few bytes while nothing changed). */
export const ALERT_POLL_MS = 60_000;

/** The alerts the server wrote into the page, if they are for this campus and language. */
function fromPage(doc: Document, site: string, lang: string): PageAlerts | undefined {
  try {
    const page = JSON.parse(doc.getElementById(PAGE_ALERTS_ELEMENT)?.textContent ?? 'null') as PageAlerts | null;
    return page && page.site === site && page.lang === lang ? page : undefined;
  } catch {
    return undefined;
  }
}

/** The element above the header the alerts live in: the server's, or one made where it would be (an older page template). */
export function alertsHost(doc: Document): HTMLElement {
  let host = doc.getElementById(SITE_ALERTS_ELEMENT);
  if (!host) {
    host = doc.createElement('div');
    host.id = SITE_ALERTS_ELEMENT;
    const shell = doc.getElementById('shell');
    if (shell) shell.before(host);
    else doc.body.prepend(host);
  }
  return host;
}

/**
 * The campus's alerts above the header, on every page: first those the server wrote into the page
 * (no request, no shift: they were painted with it), then what a conditional request finds once a
 * minute while the tab is visible. An alert that arrives while the page is open is shown at the foot
 * of the window, over the page, so nothing moves; from the next page the visitor opens (their own click,
 * which layout-shift measures leave out) it is above the header with the others. The bar itself
 * (@schools/ui-alerts) is loaded once there is an alert to show; until then the server's copy stays.
 */
export function SiteAlerts({ host }: { host: HTMLElement }) {
  const campus = useCampus();
  const lang = useLang();
  const route = useRoute();
  const [page] = useState(() => fromPage(document, campus.sname, lang));
  const [state, setState] = useState<{ etag?: string; alerts: PublicAlert[] }>(() => page ?? { alerts: [] });
  const [top, setTop] = useState(() => new Set(state.alerts.map((a) => a.id)));
  const [View, setView] = useState<{ component: ShownAlertsView }>();
  // The ETag the next question sends: the poll reads it when it runs, not when it was scheduled.
  const etag = useRef(state.etag);
  useEffect(() => {
    etag.current = state.etag;
  }, [state.etag]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let asked = page && page.site === campus.sname && page.lang === lang ? Date.now() : 0;
    let stopped = false;
    const schedule = () => {
      clearTimeout(timer);
      if (stopped || document.hidden) return;
      timer = setTimeout(() => void poll(), Math.max(0, asked + ALERT_POLL_MS - Date.now()));
    };
    const poll = async () => {
      asked = Date.now();
      try {
        const answer = await getApi().alerts(etag.current);
        if (answer && !stopped) setState({ etag: answer.etag, alerts: answer.data });
      } catch {
        /* offline or the server away: the alerts shown stay, asked again in a minute */
      }
      schedule();
    };
    // Hidden, the tab asks nothing; shown again, it asks at once if its minute has passed.
    document.addEventListener('visibilitychange', schedule);
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', schedule);
    };
  }, [campus.sname, lang, page]);

  useEffect(() => {
    bus.alerts.next(state.alerts);
  }, [state.alerts]);

  const wanted = state.alerts.length > 0;
  useEffect(() => {
    // None live any more: the server's copy, if the page opened with one, goes without the bar's module.
    if (!wanted) host.querySelector(':scope > [data-server-alerts]')?.remove();
    if (!wanted || View) return;
    let live = true;
    loadShownAlerts().then(
      (component) => {
        if (live) setView({ component });
      },
      () => undefined, // the server's copy stays; tried again when the alerts next change
    );
    return () => {
      live = false;
    };
  }, [wanted, View, host, state.alerts]);

  // Another page: every alert takes its place above the header.
  const path = route ? `${route.path}?${JSON.stringify(route.query)}` : '';
  const first = useRef(path);
  useEffect(() => {
    if (path === first.current) return;
    first.current = path;
    setTop(new Set(state.alerts.map((a) => a.id)));
  }, [path, state.alerts]);

  if (!View) return null;
  const prefix = campusFromPath(location.pathname) ? `/${location.pathname.split('/')[1]}` : '';
  return <View.component alerts={state.alerts} top={top} lang={lang} prefix={prefix} host={host} />;
}
