/**
 * Links a System module's stylesheet into the page. Each build publishes its CSS file in the import
 * map as `<module>/style.css`; resolving that specifier through SystemJS gives the released file (or
 * the one an import-map override points at), so a module's JS and CSS are released together.
 */

/** The part of SystemJS this needs. */
interface SystemResolver {
  resolve(specifier: string): string;
}

/** How long a stylesheet may hold back a mount: past it the page shows rather than waits forever. */
export const STYLESHEET_TIMEOUT_MS = 10_000;

/** One promise per document and href: a stylesheet is linked and awaited once. */
const loading = new WeakMap<Document, Map<string, Promise<void>>>();

function resolveUrl(specifier: string, doc: Document): string | null {
  const system = (doc.defaultView as (Window & { System?: SystemResolver }) | null)?.System;
  if (!system) return null;
  try {
    return system.resolve(specifier);
  } catch {
    // No map entry: a module without CSS, or a dev server that injects nothing to link.
    return null;
  }
}

/** The page's existing <link rel="stylesheet"> for an absolute href (the server writes some). */
function existingLink(doc: Document, href: string): HTMLLinkElement | undefined {
  return [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find((link) => link.href === href);
}

/** Settles when the link has loaded or failed (a failed stylesheet must not keep a page hidden). */
function settled(link: HTMLLinkElement, alreadyLoaded: boolean): Promise<void> {
  if (alreadyLoaded) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, STYLESHEET_TIMEOUT_MS);
    function done() {
      clearTimeout(timer);
      link.removeEventListener('load', done);
      link.removeEventListener('error', onError);
      resolve();
    }
    function onError() {
      console.warn(`[styles] ${link.href} failed to load`);
      done();
    }
    link.addEventListener('load', done);
    link.addEventListener('error', onError);
  });
}

/**
 * Adds the stylesheet that the import map gives for `specifier` (e.g. '@schools/home/style.css')
 * once per href, and resolves when it has loaded or failed. Without SystemJS or without a map entry
 * it does nothing and resolves at once.
 */
export function loadStylesheet(specifier: string, doc: Document = document): Promise<void> {
  const href = resolveUrl(specifier, doc);
  if (!href) return Promise.resolve();
  let byHref = loading.get(doc);
  if (!byHref) loading.set(doc, (byHref = new Map()));
  const known = byHref.get(href);
  if (known) return known;

  let promise: Promise<void>;
  const existing = existingLink(doc, href);
  if (existing) {
    // A link the server wrote: loaded once its sheet exists (a cross-origin sheet's rules are
    // unreadable, but the sheet object is there).
    promise = settled(existing, existing.sheet !== null);
  } else {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    promise = settled(link, false);
    doc.head.append(link);
  }
  byHref.set(href, promise);
  return promise;
}
