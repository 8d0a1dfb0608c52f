// "Edit this page" on the live site, for a member of staff who edits the campus's copy. Bundled on its
// own (studio/build.mjs) and served at /admin/edit-link.js; the site's root config loads it only when
// the staff_hint cookie that the staff sign-in sets names this campus, so a visitor's page never
// fetches it. The hint is no authority: each page's link comes from a staff call that needs the staff
// session, and a session that has ended (401) or may not edit the campus (403) clears the hint.
import type { EventBus, RouteState } from '@schools/shared-api';
import type { TargetSummary } from '@schools/api-server/staff-contract';
import { copyAddress } from './copy/copyLink';

const HINT = 'staff_hint';
const WORDS = {
  en: { link: 'Edit this page', region: 'Staff' },
  zh: { link: '编辑本页', region: '教职员工' },
} as const;

type SiteBus = Pick<EventBus, 'campus' | 'language' | 'route'>;

/**
 * A tab on the screen's left edge, its words running down it, a little above the bottom: narrower
 * than the page's margin at every width (4 % of the screen, 14 to 24 px, where the pages' words keep
 * 16 px on a phone, a section's tab strip, and 6 % for body text), so it covers none of the page's
 * words, and on the other side from the site's back-to-top button. (A pill at the bottom left
 * covered a phone's body text.) A white edge keeps it apart from a navy picture under it (Home's).
 */
export const EDGE_TAB = {
  nav: { position: 'fixed', left: '0', bottom: '96px', zIndex: '2147483000' },
  link: {
    display: 'flex', alignItems: 'center', justifyContent: 'center', boxSizing: 'border-box', width: 'clamp(14px, 4vw, 24px)', minHeight: '96px',
    padding: '10px 0', border: '1px solid #fff', borderLeft: '0', borderRadius: '0 8px 8px 0', background: '#1d2a4d', color: '#fff', font: '600 12px/1 system-ui, sans-serif',
    writingMode: 'vertical-rl', whiteSpace: 'nowrap', textDecoration: 'underline', textUnderlineOffset: '2px', boxShadow: '0 2px 8px rgba(0, 0, 0, .3)',
  },
} as const;

/** The visitor's address of a route, as the route table has it (/news_detail?id=12). */
export function addressOf(route: Pick<RouteState, 'path' | 'query'>): string {
  const query = new URLSearchParams(route.query).toString();
  return query ? `${route.path}?${query}` : route.path;
}

/** Forgets the hint, so that this browser's next pages load nothing for staff. */
export const clearHint = (doc: Document) => {
  doc.cookie = `${HINT}=; Max-Age=0; Path=/; SameSite=Strict`;
};

/**
 * Shows the link for the page on view, and follows the visitor's navigation and language. `load` asks
 * the server for the page's copy (`fetch` in the browser). Answers a function that takes it away.
 */
export function showEditLink(doc: Document, bus: SiteBus, load: typeof fetch = (...args) => fetch(...args)): () => void {
  const nav = doc.createElement('nav');
  const link = doc.createElement('a');
  nav.className = 'staff-edit-link';
  nav.hidden = true;
  // The site's stylesheets know nothing of it: its look is set here (CSSOM, which the page's policy allows).
  Object.assign(nav.style, EDGE_TAB.nav);
  Object.assign(link.style, EDGE_TAB.link);
  nav.append(link);
  doc.body.append(nav);

  let asked = '';
  let pending: AbortController | undefined;
  const words = () => WORDS[bus.language.value ?? 'en'];
  const stop = () => {
    for (const s of subscriptions) s.unsubscribe();
    pending?.abort();
    nav.remove();
  };
  const update = () => {
    const route = bus.route.value;
    const site = bus.campus.value?.sname;
    nav.setAttribute('aria-label', words().region);
    link.textContent = words().link;
    if (!route || !site) return;
    const address = addressOf(route);
    if (`${site}|${address}` === asked) return;
    asked = `${site}|${address}`;
    nav.hidden = true;
    pending?.abort();
    const mine = new AbortController();
    pending = mine;
    void load(`/api/staff/${site}/studio/page-targets?route=${encodeURIComponent(address)}`, { credentials: 'same-origin', signal: mine.signal })
      .then(async (answer) => {
        if (answer.status === 401 || answer.status === 403) {
          clearHint(doc);
          stop();
          return;
        }
        if (!answer.ok || mine.signal.aborted) return;
        const first = ((await answer.json()) as { data: TargetSummary[] }).data[0];
        if (mine.signal.aborted || !first) return;
        link.href = copyAddress(site, first.target);
        nav.hidden = false;
      })
      // A page whose copy could not be asked for shows no link: the studio is a click away anyway.
      .catch(() => undefined);
  };
  const subscriptions = [bus.route.subscribe(update), bus.campus.subscribe(update), bus.language.subscribe(update)];
  return stop;
}

type SystemLoader = { import(name: string): Promise<unknown> };

// In the site's page (not in the studio's preview, which frames the site): the page's own bus, from
// the shared-api module SystemJS has loaded for it.
const system = (window as Window & { System?: SystemLoader }).System;
if (system && window.top === window) {
  void system.import('@schools/shared-api').then((shared) => showEditLink(document, (shared as { bus: SiteBus }).bus));
}
