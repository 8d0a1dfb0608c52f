import fs from 'node:fs';
import path from 'node:path';
import { htmlLang, langQueryOf, resolveCampus, resolveLanguage } from '@schools/shared-api';

export interface ImportMap {
  imports: Record<string, string>;
}

/** Modules every page needs at start: preloaded so they download in parallel with SystemJS. */
export const PRELOADED = [
  'single-spa', 'react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'rxjs',
  '@schools/root-config', '@schools/shared-api', '@schools/shell', '@schools/ui',
];

/**
 * Stylesheets every page needs, linked in the head (render-blocking: no unstyled frame): the page's,
 * the kit's, the frame's. Each is the import map's `<module>/style.css`, released with its module.
 */
export const STYLESHEETS = ['@schools/root-config/style.css', '@schools/ui/style.css', '@schools/shell/style.css'];

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

/** Escapes a value for an HTML attribute. */
function attr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Reads the import map and the page template on each request when they changed on disk: a release
 * (a new import-map.json) is visible at once, without a restart.
 */
export class FrontEnd {
  private cache = new Map<string, { mtimeMs: number; text: string }>();

  constructor(
    private readonly rootDir: string,
    private readonly development: boolean,
    private readonly settings: PageSettings,
  ) {}

  private read(file: string): string {
    const stat = fs.statSync(file);
    const hit = this.cache.get(file);
    if (hit && hit.mtimeMs === stat.mtimeMs) return hit.text;
    const text = fs.readFileSync(file, 'utf8');
    this.cache.set(file, { mtimeMs: stat.mtimeMs, text });
    return text;
  }

  importMap(): ImportMap {
    const map = JSON.parse(this.read(path.join(this.rootDir, 'import-map.json'))) as ImportMap;
    if (!this.development) return map;
    const devShared = JSON.parse(this.read(path.join(this.rootDir, 'root-config/dist/shared/dev/import-map.json'))) as ImportMap;
    return { imports: { ...map.imports, ...devShared.imports } };
  }

  page(request: PageRequest): string {
    const template = this.read(path.join(this.rootDir, 'root-config/dist/index.html'));
    const { imports } = this.importMap();
    const preloads = PRELOADED.filter((name) => imports[name])
      .map((name) => `<link rel="preload" href="${imports[name]}" as="script">`)
      .join('\n  ');
    const stylesheets = STYLESHEETS.filter((name) => imports[name])
      .map((name) => `<link rel="stylesheet" href="${attr(imports[name]!)}">`)
      .join('\n  ');
    // The campus and language as the browser will resolve them (the hash never reaches the server,
    // so only a lang in the query counts): the first paint already has the right <html lang>.
    const campus = resolveCampus({ pathname: request.pathname, hostname: request.hostname, search: request.search });
    const lang = resolveLanguage(langQueryOf(request.search, ''), campus.sname);
    const meta = [`<meta name="storage-base" content="${attr(this.settings.storageBase)}">`];
    if (this.settings.baiduTongjiId) meta.push(`<meta name="baidu-tongji" content="${attr(this.settings.baiduTongjiId)}">`);
    // In production the overrides UI appears only for a developer who sets localStorage.devtools.
    const overridesUi = this.development
      ? '<import-map-overrides-full></import-map-overrides-full>'
      : '<import-map-overrides-full show-when-local-storage="devtools"></import-map-overrides-full>';
    return template
      .replace('<html lang="en">', `<html lang="${htmlLang(lang)}">`)
      .replace('<!--meta-->', meta.join('\n  '))
      .replace('<!--preloads-->', preloads)
      .replace('<!--stylesheets-->', stylesheets)
      .replace('<!--overrides-ui-->', overridesUi)
      .replace('%OVERRIDES_ALWAYS%', this.development ? 'true' : 'false')
      .replace('%DEV_ORIGINS%', attr(this.settings.devOrigins.join(' ')));
  }
}
