import fs from 'node:fs';
import path from 'node:path';

export interface ImportMap {
  imports: Record<string, string>;
}

/** Modules every page needs at start: preloaded so they download in parallel with SystemJS. */
export const PRELOADED = [
  'single-spa', 'react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'rxjs',
  '@schools/root-config', '@schools/shared-api', '@schools/shell', '@schools/ui',
];

/**
 * Reads the import map and the page template on each request when they changed on disk: a release
 * (a new import-map.json) is visible at once, without a restart.
 */
export class FrontEnd {
  private cache = new Map<string, { mtimeMs: number; text: string }>();

  constructor(
    private readonly rootDir: string,
    private readonly development: boolean,
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

  page(): string {
    const template = this.read(path.join(this.rootDir, 'root-config/dist/index.html'));
    const { imports } = this.importMap();
    const preloads = PRELOADED.filter((name) => imports[name])
      .map((name) => `<link rel="preload" href="${imports[name]}" as="script">`)
      .join('\n  ');
    // In production the overrides UI appears only for a developer who sets localStorage.devtools.
    const overridesUi = this.development
      ? '<import-map-overrides-full></import-map-overrides-full>'
      : '<import-map-overrides-full show-when-local-storage="devtools"></import-map-overrides-full>';
    return template.replace('<!--preloads-->', preloads).replace('<!--overrides-ui-->', overridesUi);
  }
}
