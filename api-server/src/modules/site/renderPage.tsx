import { renderToString } from 'react-dom/server';
import { bus, findRoute, type CallOutcome, type Campus, type Lang, type Query, type RouteState } from '@schools/shared-api';
import { RoutesContext, ServerDataContext, type ServerData, type ServerOutcome } from '@schools/ui';
// The section's name, as createSection gives it to its pages (not an export of the kit: only this needs it).
import { AppNameContext } from '@schools/ui/page-context';
import { inScope, type RenderScope } from './inProcessApi';
import { ROUTES } from '@schools/root-config/routes';
import { SECTION_ROOTS } from './sections';

/**
 * How many times a page is rendered at most: a page whose data leads to more data (a list, then its
 * items' details) needs a render per step. Three steps is the deepest page of the site today.
 */
const MAX_RENDERS = 5;

export interface RenderedSection {
  /** the section's markup for the page, as its React components render it with the page's data */
  html: string;
  /** some call answered that what it asked for does not exist: the item the address names */
  missing: boolean;
  /** seconds the answers it was made of stay true */
  maxAgeS: number;
  /**
   * the outcomes of the calls its last render read, by the key its data hooks gave them: written into
   * the page, so the browser's hydration starts from them
   */
  outcomes: Record<string, CallOutcome>;
}

export interface PageToRender {
  campus: Campus;
  lang: Lang;
  path: string;
  query: Query;
  /** `/BISZ` on the shared host, '' on the campus's own */
  prefix: string;
  origin: string;
  /** the visitor's address, for the per-client limits of the calls the page makes (a search) */
  client?: string;
}

/**
 * Renders the section page of a route to HTML with react-dom/server: render, fetch what the pages
 * asked for (in-process), render again with the answers, until nothing new is asked. The bus carries
 * the page's campus, language and route while each render runs (renderToString is synchronous, so no
 * other request's render can interleave).
 */
export async function renderSection(page: PageToRender, defaultMaxAgeS: number): Promise<RenderedSection> {
  const scope: RenderScope = { site: page.campus.sname, lang: page.lang, prefix: page.prefix, origin: page.origin, missing: false, maxAgeS: defaultMaxAgeS, ...(page.client ? { client: page.client } : {}) };
  const outcomes = new Map<string, ServerOutcome>();
  const pending = new Map<string, Promise<void>>();
  // The keys the current render read: an answer an earlier render asked for and the last one did not
  // use is no part of the page.
  let read = new Set<string>();
  const data: ServerData = {
    outcome(key, load) {
      read.add(key);
      const known = outcomes.get(key);
      if (known || pending.has(key)) return known;
      pending.set(key, load().then(
        (value) => void outcomes.set(key, { ok: true, data: value }),
        (error: unknown) => void outcomes.set(key, { ok: false, error }),
      ));
      return undefined;
    },
    missing() {
      scope.missing = true;
    },
  };
  const render = () => {
    read = new Set();
    return renderOnce(page, data, scope);
  };

  let html = render();
  for (let n = 1; n < MAX_RENDERS && pending.size > 0; n++) {
    await Promise.all(pending.values());
    pending.clear();
    html = render();
  }
  const used: Record<string, CallOutcome> = {};
  for (const key of read) {
    const outcome = outcomes.get(key);
    if (outcome) used[key] = outcome.ok ? outcome : { ok: false, error: plainError(outcome.error) };
  }
  return { html, missing: scope.missing, maxAgeS: scope.maxAgeS, outcomes: used };
}

/**
 * One render of the route's section page, `data` answering its calls: the tree the browser's section
 * hydrates (createSection's, less the wrappers that render no element and take no id).
 */
export function renderOnce(page: PageToRender, data: ServerData, scope: RenderScope): string {
  const def = findRoute(ROUTES, page.path);
  const Root = def && SECTION_ROOTS[def.app];
  if (!def || !Root) throw new Error(`No section renders ${page.path}`);
  const route: RouteState = { path: page.path, query: page.query, id: def.meta.id, app: def.app, title: def.meta.nav_title };
  return inScope(scope, () => {
    bus.campus.next(page.campus);
    bus.language.next(page.lang);
    bus.route.next(route);
    return renderToString(
      <ServerDataContext.Provider value={data}>
        <AppNameContext.Provider value={def.app}>
          <RoutesContext.Provider value={ROUTES}>
            <Root />
          </RoutesContext.Provider>
        </AppNameContext.Provider>
      </ServerDataContext.Provider>,
    );
  });
}

/**
 * A failure as JSON can carry it: the API's failures are plain objects already (`{ code, message }`);
 * an Error's name and message are not its own enumerable fields, so JSON would drop them.
 */
function plainError(error: unknown): unknown {
  return error instanceof Error ? { ...error, name: error.name, message: error.message } : error;
}
