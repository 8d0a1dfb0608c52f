import { useLayoutEffect, useState } from 'react';
import type { Lang, PublicAlert } from '@schools/shared-api';
import { AlertBar } from './AlertBar';
import { dismiss, isDismissed, readDismissed } from './dismissed';

export interface ShownAlertsProps {
  /** the campus's live alerts, in the page's language */
  alerts: readonly PublicAlert[];
  /** those shown above the header; the others arrived while the page was open and dock at the window's foot */
  top: ReadonlySet<number>;
  lang: Lang;
  /** the campus's address prefix ('/BISZ' on the shared host, '' on its own) */
  prefix: string;
  /** the element above the header: the server's copy in it gives way to this one */
  host: HTMLElement;
}

/**
 * The alerts as the frame shows them once this module has loaded: those the page opened with above
 * the header, in place of the server's copy of the same size; newer ones docked at the foot of the
 * window, so nothing moves; the information alerts the visitor closed left out.
 */
export function ShownAlerts({ alerts, top, lang, prefix, host }: ShownAlertsProps) {
  const [dismissed, setDismissed] = useState(() => readDismissed(document));
  // The server's copy goes before the first paint of this one, which takes its place.
  useLayoutEffect(() => {
    host.querySelector(':scope > [data-server-alerts]')?.remove();
  }, [host]);
  const shown = alerts.filter((a) => !isDismissed(dismissed, a));
  const onDismiss = (alert: PublicAlert) => setDismissed((current) => dismiss(document, current, alert, alerts));
  return (
    <>
      <AlertBar alerts={shown.filter((a) => top.has(a.id))} lang={lang} prefix={prefix} onDismiss={onDismiss} />
      <AlertBar alerts={shown.filter((a) => !top.has(a.id))} lang={lang} prefix={prefix} onDismiss={onDismiss} className="ui-alerts--docked" />
    </>
  );
}
