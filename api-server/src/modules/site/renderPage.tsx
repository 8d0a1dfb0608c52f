import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { FOOTER_ELEMENT, bus, findRoute, type CallOutcome, type Campus, type Lang, type Query, type RouteState, type VisitorLocation } from '@schools/shared-api';
import { RoutesContext, ServerDataContext, type ServerData, type ServerOutcome } from '@schools/ui';
// The section's name, as createSection gives it to its pages (not an export of the kit: only this needs it).
import { AppNameContext } from '@schools/ui/page-context';
import { inScope, type RenderScope } from './inProcessApi';
import { SHELL_APP, regionId } from '@schools/root-config/regions';
import { ROUTES } from '@schools/root-config/routes';
import { Shell, ShellFooter } from '@schools/shell/frame';
import { SECTION_ROOTS } from './sections';

/**
 * How many times a page is rendered at most: a page whose data leads to more data (a list, then its
 * items' details) needs a render per step. Three steps is the deepest page of the site today.
 */
const MAX_RENDERS = 5;

/** A region of the page the server renders: the application whose it is in the browser, and its root component. */
export interface RegionToRender {
  app: string;
  Root: ComponentType;
}

export interface RenderedRegions {
  /** each region's markup, by its element id, as its React components render it with the page's data */
  html: Record<string, string>;
  /** some call answered that what it asked for does not exist: the item the address names */
  missing: boolean;
  /** seconds the answers it was made of stay true */
  maxAgeS: number;
  /**
   * the outcomes of the calls each region's last render read, by the region's id and the key its data
   * hooks gave them: written into the page, so the browser's hydration of each starts from them
   */
  outcomes: Record<string, Record<string, CallOutcome>>;
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
  /** the address's host, port and scheme as the visitor sees it (the frame's links to sister campuses) */
  visitor?: VisitorLocation;
}

/** The section region of a route: the section that renders its page in the browser, in that section's region. */
export function sectionRegion(path: string): Record<string, RegionToRender> {
  const def = findRoute(ROUTES, path);
  const Root = def && SECTION_ROOTS[def.app];
  if (!def || !Root) throw new Error(`No section renders ${path}`);
  return { [regionId(def.app)]: { app: def.app, Root } };
}

/** The frame's regions: the header's, in the shell's region above <main>, and the footer's element below it. */
export const FRAME_REGIONS: Readonly<Record<string, RegionToRender>> = {
  [regionId(SHELL_APP)]: { app: SHELL_APP, Root: Shell },
  [FOOTER_ELEMENT]: { app: SHELL_APP, Root: ShellFooter },
};

/**
 * Renders regions of a page to HTML with react-dom/server: render, fetch what the pages asked for
 * (in-process), render again with the answers, until nothing new is asked. The bus carries the page's
 * campus, language and route while each render runs (renderToString is synchronous, so no other
 * request's render can interleave). Each region is a root of its own, whose hooks key their calls by
 * their place in its tree: its answers are kept apart.
 */
export async function renderRegions(page: PageToRender, regions: Readonly<Record<string, RegionToRender>>, defaultMaxAgeS: number): Promise<RenderedRegions> {
  const scope: RenderScope = {
    site: page.campus.sname, lang: page.lang, prefix: page.prefix, origin: page.origin, missing: false, maxAgeS: defaultMaxAgeS,
    ...(page.client ? { client: page.client } : {}), ...(page.visitor ? { visitor: page.visitor } : {}),
  };
  const outcomes = new Map<string, ServerOutcome>();
  const pending = new Map<string, Promise<void>>();
  // The keys each region's current render read: an answer an earlier render asked for and the last one
  // did not use is no part of the page.
  const read = new Map<string, Set<string>>();
  const dataOf = (id: string): ServerData => ({
    outcome(key, load) {
      const known = `${id}|${key}`;
      read.get(id)!.add(key);
      const outcome = outcomes.get(known);
      if (outcome || pending.has(known)) return outcome;
      pending.set(known, load().then(
        (value) => void outcomes.set(known, { ok: true, data: value }),
        (error: unknown) => void outcomes.set(known, { ok: false, error }),
      ));
      return undefined;
    },
    missing() {
      scope.missing = true;
    },
  });
  const data = Object.fromEntries(Object.keys(regions).map((id) => [id, dataOf(id)]));
  const render = () => Object.fromEntries(Object.entries(regions).map(([id, region]) => {
    read.set(id, new Set());
    return [id, renderOnce(page, region, data[id]!, scope)];
  }));

  let html = render();
  for (let n = 1; n < MAX_RENDERS && pending.size > 0; n++) {
    await Promise.all(pending.values());
    pending.clear();
    html = render();
  }
  const used: Record<string, Record<string, CallOutcome>> = {};
  for (const [id, keys] of read) {
    used[id] = {};
    for (const key of keys) {
      const outcome = outcomes.get(`${id}|${key}`);
      if (outcome) used[id][key] = outcome.ok ? outcome : { ok: false, error: plainError(outcome.error) };
    }
  }
  return { html, missing: scope.missing, maxAgeS: scope.maxAgeS, outcomes: used };
}

/**
 * One render of a region of the page, `data` answering its calls: the tree the browser's application
 * hydrates (createSection's, less the wrappers that render no element and take no id).
 */
export function renderOnce(page: PageToRender, region: RegionToRender, data: ServerData, scope: RenderScope): string {
  const def = findRoute(ROUTES, page.path);
  if (!def) throw new Error(`No route ${page.path}`);
  const route: RouteState = { path: page.path, query: page.query, id: def.meta.id, app: def.app, title: def.meta.nav_title };
  const { Root } = region;
  return inScope(scope, () => {
    bus.campus.next(page.campus);
    bus.language.next(page.lang);
    bus.route.next(route);
    return renderToString(
      <ServerDataContext.Provider value={data}>
        <AppNameContext.Provider value={region.app}>
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
