// The frame's modules that load only when a visitor needs them (the alert bar, the picture viewer),
// from the import map through the page's SystemJS.

/** The part of SystemJS this needs. */
interface SystemImporter {
  import(specifier: string): Promise<unknown>;
  resolve(specifier: string): string;
  delete(url: string): unknown;
}

// Per SystemJS instance (a page has one): what it is loading or has loaded, by specifier.
const loads = new WeakMap<SystemImporter, Map<string, Promise<unknown>>>();

/**
 * The module `specifier` of the import map, loaded once per page. Rejected when SystemJS cannot give
 * it; the next call tries again.
 */
export function loadSystemModule<M>(specifier: string): Promise<M> {
  const system = (window as Window & { System?: SystemImporter }).System;
  if (!system) return Promise.reject(new Error('SystemJS is not on this page'));
  let modules = loads.get(system);
  if (!modules) loads.set(system, (modules = new Map()));
  let loading = modules.get(specifier);
  if (!loading) {
    loading = system.import(specifier).catch((error: unknown) => {
      // SystemJS would otherwise keep answering with the failure.
      modules.delete(specifier);
      system.delete(system.resolve(specifier));
      throw error;
    });
    modules.set(specifier, loading);
  }
  return loading as Promise<M>;
}
