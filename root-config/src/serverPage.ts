// A page opened at its real address (/en/about/mission) arrives rendered by the server. The browser's
// router works by hash, so the address becomes the page's hash address at once, without a reload; the
// server's page stays in view until the page's applications have mounted and loaded their data, and
// then gives way to them in one frame: the same components with the same data, so nothing changes.
import {
  campusFromPath, findRoute, hashOfRealPage, parseRealAddress, toLangQuery, type EventBus, type RouteDef,
} from '@schools/shared-api';

/** The server's page is given up after this long even if the page's data has not all come. */
export const HANDOVER_TIMEOUT_MS = 10_000;

/**
 * Rewrites a real address to the campus's hash address of the same page (`/BBSZ/zh/news_detail/12` →
 * `/BBSZ/#/news_detail?id=12&lang=cn`). An address under /en or /zh that names no page keeps its path
 * as the hash, so the router shows the not-found page the server sent. Answers whether it rewrote.
 */
export function adoptRealAddress(win: Window, routes: readonly RouteDef[]): boolean {
  const { pathname, search, hash } = win.location;
  if (hash.length > 1) return false;
  const code = campusFromPath(pathname);
  const prefix = code ? `/${pathname.split('/')[1]}` : '';
  const rest = pathname.slice(prefix.length);
  const lang = /^\/(en|zh)(\/|$)/.exec(rest)?.[1] as 'en' | 'zh' | undefined;
  if (!lang) return false;
  const page = parseRealAddress(rest, search, (path) => Boolean(findRoute(routes, path)), (path) => Boolean(findRoute(routes, path)?.meta.item));
  const target = page ? hashOfRealPage(page) : `#${rest.slice(3) || '/'}?lang=${toLangQuery(lang)}`;
  win.history.replaceState(win.history.state, '', `${prefix}/${target}`);
  return true;
}

/** Frames in a row with nothing loading before the section's page counts as complete. */
const QUIET_FRAMES = 3;

/**
 * Keeps the server's page (main[data-server-rendered] > .server-page) in view while the applications
 * render, hidden, beside it. Once single-spa has mounted the route's applications, their region has
 * content and no call has been loading for a few frames (a page starts its calls in effects, just after
 * it first renders), the server's page is removed. Another navigation hands over at once.
 */
export function handOverServerPage(win: Window, bus: EventBus, timeoutMs = HANDOVER_TIMEOUT_MS): void {
  const main = win.document.getElementById('page');
  const server = main?.querySelector(':scope > .server-page');
  if (!main || !server) return;
  let done = false;
  let quiet = 0;
  const finish = () => {
    if (done) return;
    done = true;
    win.clearTimeout(timer);
    win.removeEventListener('hashchange', finish);
    server.remove();
    main.removeAttribute('data-server-rendered');
  };
  const rendered = () => [...main.querySelectorAll(':scope > .app-region:not(.server-page)')].some((region) => region.childElementCount > 0);
  const frame = () => {
    if (done) return;
    quiet = bus.loading.value === 0 && rendered() ? quiet + 1 : 0;
    if (quiet >= QUIET_FRAMES) finish();
    else win.requestAnimationFrame(frame);
  };
  const timer = win.setTimeout(finish, timeoutMs);
  win.addEventListener('hashchange', finish);
  win.addEventListener('single-spa:routing-event', () => win.requestAnimationFrame(frame), { once: true });
}
