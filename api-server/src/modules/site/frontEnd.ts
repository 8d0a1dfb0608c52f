import fs from 'node:fs';
import path from 'node:path';
import { CAMPUS_SETTINGS_ELEMENT, FOOTER_ELEMENT, PAGE_ALERTS_ELEMENT, PAGE_DATA_ELEMENT, SERVER_RENDERED_ATTRIBUTE, htmlLang, langQueryOf, resolveLanguage, type CampusCode, type Lang, type PageAlerts, type PageData } from '@schools/shared-api';
import { NOT_FOUND_APP } from '@schools/root-config/not-found';
import { SHELL_APP, regionId } from '@schools/root-config/regions';
import type { CampusSettingsService } from '../settings/campusSettingsService';
import type { Imports, ReleaseLog } from '../releases/releaseLog';
import { PAGE_TEMPLATE } from '../releases/sections';
import type { ReleaseStore } from '../../platform/storage/objectStore';

export interface ImportMap {
  imports: Imports;
}

/**
 * Modules every page needs at start: preloaded so they download in parallel with SystemJS, then run by
 * boot.js one per task in this order, each after those it imports, the root config (which starts the
 * site) last.
 */
export const PRELOADED = [
  'react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'rxjs',
  '@schools/shared-api', '@schools/ui', '@schools/shell', '@schools/root-config',
];

/**
 * Stylesheets every page needs, linked in the head (render-blocking: no unstyled frame): the page's,
 * the kit's, the frame's. Each is the import map's `<module>/style.css`, released with its module.
 */
export const STYLESHEETS = ['@schools/root-config/style.css', '@schools/ui/style.css', '@schools/shell/style.css'];
const ALERTS_STYLESHEET = '@schools/ui-alerts/style.css';

/** What the server knows of a page request: enough to tell the campus and language. */
export interface PageRequest {
  pathname: string;
  hostname: string;
  search: string;
}

export interface PageSettings {
  /** object-storage base of images, for the page's own pictures (the WeChat QR code) */
  storageBase: string;
  baiduTongjiId?: string;
  /** DEV_ORIGINS: besides localhost, where boot.js lets an opted-in developer's overrides point */
  devOrigins: string[];
}

/** A page the server rendered at its real address (serverPages.ts): its language, head and content. */
export interface RenderedView {
  /** the section whose page it is (its stylesheets are linked in the head, so the page shows styled) */
  section?: string;
  lang: Lang;
  /** the page's hash address: where the browser's router takes over, and what boot.js compares a hash with */
  hash: string;
  title?: string;
  /** tags for the head: description, canonical, alternates, Open Graph */
  head?: string[];
  /** the contents of <main>: shown until the browser's section has mounted with its data */
  main?: string;
  /** the frame around it the server rendered (header and footer), by the element id of each */
  frame?: Record<string, string>;
  /** the data `main` and the frame were rendered with, for their hydration (the not-found page has none) */
  data?: PageData;
}

/** The campus's alerts for a page: the data its frame starts from, and their markup above the header. */
export interface AlertsInPage {
  data: PageAlerts;
  /** AlertBar's markup; '' when there is none */
  html: string;
}

/** What is live: the browser's import map, and the page template released with the root config. */
export interface LiveFrontEnd {
  imports: Imports;
  /** undefined until the root config has been released */
  template?: { text: string; base: string };
  /**
   * What a page opening on one of a module's routes can fetch at once, by module: its script, its
   * stylesheet, and the modules it imports that the page does not preload anyway (with theirs).
   */
  sectionFiles?: Record<string, string[]>;
}

/** JSON inside a <script> element: `<` escaped so no value can close the element. */
const json = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** Escapes a value for an HTML attribute. */
function attr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The server's page inside <main>, in the region of the application that renders it in the browser,
 * the element its mount renders into: a section's page, which the section hydrates (createSection), or
 * the not-found page, which the root config's not-found application keeps (notFound.ts).
 */
function region(view: RenderedView, main: string): string {
  const app = view.section && view.data ? view.section : NOT_FOUND_APP;
  return `><div id="${attr(regionId(app))}" class="app-region" ${SERVER_RENDERED_ATTRIBUTE}>${main}</div>`;
}

/** The frame's markup of region `id` in its element (`wrap`), or the template's `empty` element when the server rendered none. */
function frameRegion(view: RenderedView, id: string, empty: string, wrap: (html: string) => string): string {
  const html = view.frame?.[id];
  return html === undefined ? empty : wrap(html);
}

/** How long a server keeps the live map before asking the database again: a release shows within this. */
export const LIVE_MAP_TTL_MS = 500;

/**
 * The live import map, read from the release record and kept for LIVE_MAP_TTL_MS: every server behind
 * a load balancer sees a release within that time, and a busy server asks the database at most twice
 * a second. Page templates are immutable files, kept by address.
 */
export class LiveImportMap {
  private cached?: { at: number; value: Promise<LiveFrontEnd> };
  private templates = new Map<string, string>();
  private dependencies = new Map<string, string[]>();

  constructor(
    private readonly log: ReleaseLog,
    private readonly store: ReleaseStore,
    private readonly ttlMs = LIVE_MAP_TTL_MS,
    /** the app's clock (AppDeps.clock) */
    private readonly clock: () => Date = () => new Date(),
  ) {}

  current(): Promise<LiveFrontEnd> {
    const now = this.clock().getTime();
    if (!this.cached || now - this.cached.at >= this.ttlMs) {
      const value = this.load();
      this.cached = { at: now, value };
      // A failed read is not kept: the next request tries again.
      value.catch(() => {
        if (this.cached?.value === value) this.cached = undefined;
      });
    }
    return this.cached.value;
  }

  private async load(): Promise<LiveFrontEnd> {
    const { [PAGE_TEMPLATE]: templateUrl, ...imports } = await this.log.liveImports();
    if (!templateUrl) return { imports };
    const sectionFiles = await this.sectionFiles(imports);
    let text = this.templates.get(templateUrl);
    if (text === undefined) {
      const key = this.store.keyOf(templateUrl);
      const body = key ? await this.store.get(key) : undefined;
      if (!body) throw new Error(`The live page template ${templateUrl} is missing from ${this.store.describe()}`);
      text = body.toString('utf8');
      if (this.templates.size >= 16) this.templates.clear();
      this.templates.set(templateUrl, text);
    }
    return { imports, template: { text, base: templateUrl.slice(0, templateUrl.lastIndexOf('/')) }, sectionFiles };
  }

  /** The import-map names a released module imports (its System.register list), kept by address. */
  private async dependenciesOf(url: string): Promise<string[]> {
    let names = this.dependencies.get(url);
    if (!names) {
      const key = this.store.keyOf(url);
      // A hint only: a file that cannot be read now is not preloaded, and asked for again next time.
      const body = key ? await this.store.get(key).catch(() => undefined) : undefined;
      if (!body) return [];
      const list = SYSTEM_REGISTER.exec(body.subarray(0, 4096).toString('utf8'))?.[1];
      names = list ? (JSON.parse(`[${list}]`) as string[]) : [];
      if (this.dependencies.size >= 256) this.dependencies.clear();
      this.dependencies.set(url, names);
    }
    return names;
  }

  private async sectionFiles(imports: Imports): Promise<Record<string, string[]>> {
    const preloaded = new Set<string>(PRELOADED);
    const modules = Object.keys(imports).filter((name) => name.startsWith('@schools/') && !name.endsWith(STYLE) && !preloaded.has(name));
    const files: Record<string, string[]> = {};
    for (const module of modules) {
      const urls: string[] = [];
      const visit = async (name: string, seen: Set<string>): Promise<void> => {
        const url = imports[name];
        if (!url || seen.has(name) || preloaded.has(name)) return;
        seen.add(name);
        urls.push(url);
        if (imports[name + STYLE]) urls.push(imports[name + STYLE]!);
        for (const dependency of await this.dependenciesOf(url)) await visit(dependency, seen);
      };
      await visit(module, new Set());
      files[module] = urls;
    }
    return files;
  }
}

/** A System module's list of imports, at the start of its file (`System.register(["react",...],`). */
const SYSTEM_REGISTER = /System\.register\(\[([^\]]*)\]/;
const STYLE = '/style.css';

/**
 * The page and the browser's import map, made from what is live. In development the shared
 * dependencies are their development flavour, built locally and served from root-config/dist.
 */
export class FrontEnd {
  private devShared?: { mtimeMs: number; imports: Imports };

  constructor(
    private readonly rootDir: string,
    private readonly development: boolean,
    private readonly settings: PageSettings,
    /** the campuses' settings: the page's campus, and what the page shows of every campus (footer, links) */
    private readonly campuses: Pick<CampusSettingsService, 'resolve' | 'pageSettings'>,
  ) {}

  private developmentImports(): Imports {
    const file = path.join(this.rootDir, 'root-config/dist/shared/dev/import-map.json');
    const { mtimeMs } = fs.statSync(file);
    if (this.devShared?.mtimeMs !== mtimeMs) this.devShared = { mtimeMs, imports: (JSON.parse(fs.readFileSync(file, 'utf8')) as ImportMap).imports };
    return this.devShared.imports;
  }

  importMap(live: LiveFrontEnd): ImportMap {
    return { imports: this.development ? { ...live.imports, ...this.developmentImports() } : live.imports };
  }

  /**
   * The campus and language of a page as the browser will resolve them (the hash never reaches the
   * server, so only a lang in the query counts): the first paint already has the right <html lang>.
   */
  placeOf(request: PageRequest, view?: RenderedView): { site: CampusCode; lang: Lang } {
    const campus = this.campuses.resolve({ pathname: request.pathname, hostname: request.hostname, search: request.search });
    return { site: campus.sname, lang: view?.lang ?? resolveLanguage(langQueryOf(request.search, ''), campus.sname) };
  }

  /**
   * The page, or undefined while nothing has been released; with `view`, the page rendered at its real
   * address; with `alerts`, the campus's alerts above the header and as data for the frame.
   */
  page(request: PageRequest, live: LiveFrontEnd, view?: RenderedView, alerts?: AlertsInPage): string | undefined {
    if (!live.template) return undefined;
    const map = this.importMap(live);
    const { imports } = map;
    // What boot.js preloads when the scripts start: data, not a script that runs.
    const preloads = `<script type="application/json" id="frame-preloads">${json(PRELOADED.flatMap((name) => imports[name] ?? []))}</script>`;
    // A server-rendered page is shown before its section runs: its section's stylesheets come with the
    // frame's, in cascade order: what the section imports (the carousel's) before its own, as it links them.
    const sectionStyles = view?.section ? (live.sectionFiles?.[view.section] ?? []).filter((url) => url.endsWith('.css')).reverse() : [];
    // The alert bar's stylesheet only on a page that shows alerts: other days cost nothing.
    const alertStyles = alerts?.html && imports[ALERTS_STYLESHEET] ? [imports[ALERTS_STYLESHEET]] : [];
    const stylesheets = [...STYLESHEETS.filter((name) => imports[name]).map((name) => imports[name]!), ...alertStyles, ...sectionStyles]
      .map((url) => `<link rel="stylesheet" href="${attr(url)}">`)
      .join('\n  ');
    const { lang } = this.placeOf(request, view);
    // What boot.js preloads for the open route's section: data, not a script that runs.
    const sectionFiles = live.sectionFiles
      ? `\n  <script type="application/json" id="section-preloads">${json(live.sectionFiles)}</script>`
      : '';
    // The campuses as the school's settings have them (hosts, address, filings, accounts): the page
    // resolves its campus and shows its footer and links from these, so a change needs no release.
    const campusSettings = `\n  <script type="application/json" id="${CAMPUS_SETTINGS_ELEMENT}">${json(this.campuses.pageSettings())}</script>`;
    // The alerts the frame starts from, with their ETag: its first look at the API is a minute on, and a 304.
    const pageAlerts = alerts ? `\n  <script type="application/json" id="${PAGE_ALERTS_ELEMENT}">${json(alerts.data)}</script>` : '';
    // The answers the server's rendering of the page was made of: the section hydrates it from them,
    // asking the API nothing it has answered already.
    const pageData = view?.main && view.data ? `\n  <script type="application/json" id="${PAGE_DATA_ELEMENT}">${json(view.data)}</script>` : '';
    const meta = [`<meta name="storage-base" content="${attr(this.settings.storageBase)}">`];
    if (this.settings.baiduTongjiId) meta.push(`<meta name="baidu-tongji" content="${attr(this.settings.baiduTongjiId)}">`);
    // In production the overrides UI appears only for a developer who sets localStorage.devtools.
    const overridesUi = this.development
      ? '<import-map-overrides-full></import-map-overrides-full>'
      : '<import-map-overrides-full show-when-local-storage="devtools"></import-map-overrides-full>';
    const page = live.template.text
      .replaceAll('%ROOT_CONFIG_BASE%', attr(live.template.base))
      .replace('<html lang="en">', `<html lang="${htmlLang(lang)}"${view?.hash ? ` data-server-page="${attr(view.hash)}"` : ''}>`)
      .replace('<!--meta-->', meta.join('\n  '))
      .replace('<!--preloads-->', preloads)
      .replace('<!--stylesheets-->', stylesheets)
      // The map in the page itself: SystemJS needs no round trip before it can resolve the first module.
      // Not a script that runs (SystemJS reads its text), so the CSP needs no 'unsafe-inline'; `<` is
      // escaped so no address can close the element.
      .replace('<!--import-map-->', () => `<script type="systemjs-importmap">${json(map)}</script>${sectionFiles}${campusSettings}${pageAlerts}${pageData}`)
      // Above the header, readable without a script; the frame puts its own in their place. By function: copy is no pattern.
      .replace('<!--alerts-->', () => (alerts?.html ? `<div data-server-alerts>${alerts.html}</div>` : ''))
      .replace('<!--overrides-ui-->', overridesUi)
      .replace('%OVERRIDES_ALWAYS%', this.development ? 'true' : 'false')
      .replace('%DEV_ORIGINS%', attr(this.settings.devOrigins.join(' ')));
    if (!view?.main) return page;
    const { title = '', head = [] } = view;
    // React hoists the preload of a picture marked high priority (the page's first, its LCP) to the start
    // of its markup; in the head, before the scripts' preloads, it is asked for first.
    const pictures: string[] = [];
    const main = view.main.replace(/<link rel="preload" as="image"[^>]*\/>/g, (tag) => (pictures.push(tag), ''));
    // Last, and by function, so nothing in the copy is read as a placeholder or a replacement pattern.
    return page
      // The page reads without a script now; what needs one says so itself.
      .replace(/<noscript>[^<]*<\/noscript>\s*/, '')
      .replace('<title></title>', () => `<title>${attr(title)}</title>\n  ${[...pictures, ...head].join('\n  ')}`)
      .replace('<main id="page" tabindex="-1"></main>', () => `<main id="page" tabindex="-1"${region(view, main)}</main>`)
      .replace('<div id="shell"></div>', (empty) => frameRegion(view, regionId(SHELL_APP), empty, (html) => `<div id="shell"><div id="${regionId(SHELL_APP)}" class="app-region" ${SERVER_RENDERED_ATTRIBUTE}>${html}</div></div>`))
      .replace(`<div id="${FOOTER_ELEMENT}"></div>`, (empty) => frameRegion(view, FOOTER_ELEMENT, empty, (html) => `<div id="${FOOTER_ELEMENT}" ${SERVER_RENDERED_ATTRIBUTE}>${html}</div>`));
  }
}
