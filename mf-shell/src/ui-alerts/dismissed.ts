// Which information alerts this browser closed: each by its id and its change time, so a correction
// (a new change time) shows it again. Kept in localStorage, pruned to the alerts still shown.
import type { PublicAlert } from '@schools/shared-api';

export const DISMISSED_KEY = 'site-alerts-dismissed';

const mark = (alert: PublicAlert) => `${alert.id}@${alert.updatedAt}`;

/** The marks of the alerts closed here; none when storage is unavailable or holds something else. */
export function readDismissed(storage: Storage | undefined): string[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export const isDismissed = (dismissed: readonly string[], alert: PublicAlert) => alert.level === 'information' && dismissed.includes(mark(alert));

/** Remembers the alert closed, keeping only the marks of alerts still shown (the list never grows). */
export function dismiss(storage: Storage | undefined, dismissed: readonly string[], alert: PublicAlert, shown: readonly PublicAlert[]): string[] {
  const live = new Set(shown.map(mark));
  const next = [...dismissed.filter((m) => live.has(m)), mark(alert)];
  try {
    storage?.setItem(DISMISSED_KEY, JSON.stringify(next));
  } catch {
    /* private browsing or full: closed for this page only */
  }
  return next;
}
