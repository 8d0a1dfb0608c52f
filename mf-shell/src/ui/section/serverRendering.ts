import { PAGE_DATA_ELEMENT, SERVER_RENDERED_ATTRIBUTE, parseHash, type PageData } from '@schools/shared-api';

/** Two hash addresses name the same page: the same path and the same query, in any order. */
function samePage(a: string, b: string): boolean {
  const x = parseHash(a);
  const y = parseHash(b);
  const keys = Object.keys(x.query);
  return x.path === y.path && keys.length === Object.keys(y.query).length && keys.every((key) => x.query[key] === y.query[key]);
}

/**
 * The data of the server's rendering in `region`, when the section `name` mounting there can hydrate it:
 * the region holds the server's markup (marked so), the document names the page it is (`<html
 * data-server-page>`) and that is the page the address shows now (not one the visitor has moved on to
 * before the section came), and the page's data is that section's. Undefined otherwise: the section
 * renders afresh, and the region's mark goes (the mark stays on a region being hydrated until it is:
 * createSection takes it off then).
 */
export function serverRendering(region: HTMLElement, name: string, doc: Document = region.ownerDocument): PageData | undefined {
  if (!region.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) return undefined;
  const data = hydratable(region, name, doc);
  if (!data) region.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
  return data;
}

function hydratable(region: HTMLElement, name: string, doc: Document): PageData | undefined {
  const served = doc.documentElement.getAttribute('data-server-page');
  const hash = doc.defaultView?.location.hash ?? '';
  if (!served || region.childElementCount === 0 || !samePage(served, hash)) return undefined;
  try {
    const data = JSON.parse(doc.getElementById(PAGE_DATA_ELEMENT)?.textContent ?? 'null') as PageData | null;
    return data?.section === name && typeof data.outcomes === 'object' ? data : undefined;
  } catch {
    return undefined; // unreadable: rendered afresh, as before
  }
}
