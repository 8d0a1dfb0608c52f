// The copy a visitor's page shows, for the site's "Edit this page" link (studio/src/editLink.ts): the
// item a detail page opens first (/news_detail?id=12 is that story), then the page's own copy in the
// order of its parts (TARGET_PLACES), the page's main copy first.
import { TARGET_PLACES, type TargetSummary } from './types';

/** A visitor's address as the route table knows it: its path and its query. */
function parsed(address: string): { path: string; query: URLSearchParams } {
  const at = address.indexOf('?');
  return at < 0 ? { path: address, query: new URLSearchParams() } : { path: address.slice(0, at), query: new URLSearchParams(address.slice(at + 1)) };
}

/** Whether a target's own route is this address: the same page, and every parameter of the route in the address alike. */
function opens(route: string | null, address: { path: string; query: URLSearchParams }): boolean {
  if (!route?.includes('?')) return false;
  const own = parsed(route);
  return own.path === address.path && [...own.query].every(([name, value]) => address.query.get(name) === value);
}

export function targetsOnPage<T extends Pick<TargetSummary, 'route' | 'page' | 'place'>>(targets: readonly T[], address: string): T[] {
  const at = parsed(address);
  const items = targets.filter((t) => opens(t.route, at));
  const rank = (t: T) => TARGET_PLACES.indexOf(t.place);
  // A stable sort: parts of one kind keep the order the page shows them in.
  const page = targets.filter((t) => t.page === at.path && !items.includes(t)).sort((a, b) => rank(a) - rank(b));
  return [...items, ...page];
}
