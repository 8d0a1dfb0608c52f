// The alert bar is a module of its own (@schools/ui-alerts), loaded from the import map only while an
// alert is live: a visitor pays nothing for it on the days when there is none.
import type * as AlertsModule from '@schools/ui-alerts';
import { loadSystemModule } from '../frame/systemModule';

export type ShownAlertsView = typeof AlertsModule.ShownAlerts;

/**
 * The bar's component, loaded once per page. Rejected when SystemJS cannot give it (the server's copy
 * of the alerts stays readable meanwhile); the next call tries again.
 */
export function loadShownAlerts(): Promise<ShownAlertsView> {
  return loadSystemModule<typeof AlertsModule>('@schools/ui-alerts').then((module) => module.ShownAlerts);
}
