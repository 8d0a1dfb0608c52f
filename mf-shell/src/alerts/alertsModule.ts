// The alert bar is a module of its own (@schools/ui-alerts), loaded from the import map only while an
// alert is live: a visitor pays nothing for it on the days when there is none.
import type * as AlertsModule from '@schools/ui-alerts';

export type ShownAlertsView = typeof AlertsModule.ShownAlerts;

/** The part of SystemJS this needs. */
interface SystemImporter {
  import(specifier: string): Promise<unknown>;
  resolve(specifier: string): string;
  delete(url: string): unknown;
}

// Per SystemJS instance (a page has one): what it is loading or has loaded.
const loads = new WeakMap<SystemImporter, Promise<ShownAlertsView>>();

/**
 * The bar's component, loaded once per page. Rejected when SystemJS cannot give it (the server's copy
 * of the alerts stays readable meanwhile); the next call tries again.
 */
export function loadShownAlerts(): Promise<ShownAlertsView> {
  const system = (window as Window & { System?: SystemImporter }).System;
  if (!system) return Promise.reject(new Error('SystemJS is not on this page'));
  let loading = loads.get(system);
  if (!loading) {
    loading = system.import('@schools/ui-alerts').then(
      (module) => (module as typeof AlertsModule).ShownAlerts,
      (error: unknown) => {
        // SystemJS would otherwise keep answering with the failure.
        loads.delete(system);
        system.delete(system.resolve('@schools/ui-alerts'));
        throw error;
      },
    );
    loads.set(system, loading);
  }
  return loading;
}
