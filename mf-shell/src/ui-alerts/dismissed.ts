// Which notices (information alerts) this browser closed: each by its id and change time, so a
// correction shows it again. Kept in a cookie, which the server reads too: a page it writes leaves out
// what was closed, so nothing is painted only to be taken away. Pruned to the alerts still live.
import { CLOSED_ALERTS_COOKIE, closedAlertMark, type PublicAlert } from '@schools/shared-api';

const YEAR_S = 365 * 24 * 3600;

/** The marks of the notices closed in this browser. */
export function readDismissed(doc: Document): string[] {
  const pair = doc.cookie.split('; ').find((c) => c.startsWith(`${CLOSED_ALERTS_COOKIE}=`));
  return pair ? pair.slice(CLOSED_ALERTS_COOKIE.length + 1).split('.').filter(Boolean) : [];
}

export const isDismissed = (dismissed: readonly string[], alert: PublicAlert) => alert.level === 'information' && dismissed.includes(closedAlertMark(alert));

/** Remembers the notice closed, keeping only the marks of alerts still live (the cookie never grows). */
export function dismiss(doc: Document, dismissed: readonly string[], alert: PublicAlert, live: readonly PublicAlert[]): string[] {
  const kept = new Set(live.map(closedAlertMark));
  const next = [...dismissed.filter((m) => kept.has(m)), closedAlertMark(alert)];
  doc.cookie = `${CLOSED_ALERTS_COOKIE}=${next.join('.')}; path=/; max-age=${YEAR_S}; samesite=lax`;
  return next;
}
