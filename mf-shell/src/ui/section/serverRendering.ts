import { PAGE_DATA_ELEMENT, SERVER_RENDERED_ATTRIBUTE, type CallOutcome, type PageData } from '@schools/shared-api';

/**
 * The answers the server's rendering in `region` was made of, when the application mounting there can
 * hydrate it: the region holds the server's markup (marked so), the address shows the page the document
 * names (`<html data-server-page>`, the hash the router keeps as it is), not one the visitor has moved on
 * to before the application came, and the page's data has the region's answers. Undefined otherwise: the
 * application renders afresh, and the region's mark goes (on a region being hydrated it stays until it
 * is: createSection takes it off then).
 */
export function serverRendering(region: HTMLElement): Record<string, CallOutcome> | undefined {
  if (!region.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) return undefined;
  let data: PageData | undefined;
  try {
    const doc = region.ownerDocument;
    if (region.firstChild && doc.documentElement.getAttribute('data-server-page') === location.hash) {
      data = JSON.parse(doc.getElementById(PAGE_DATA_ELEMENT)!.textContent!) as PageData;
    }
  } catch {
    // unreadable: rendered afresh, as before
  }
  const outcomes = data?.regions?.[region.id];
  if (outcomes) return outcomes;
  region.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
  return undefined;
}
