// The release units: one per browser package, each released alone (its own build, its own entries
// in the import map). A package declares its System modules in package.json ("systemModules"); its
// build writes dist/release-manifest.json, which names the entries and files a release publishes.

export interface Section {
  /** what a team types: `npm run release -- news` */
  name: string;
  /** its package folder in the repository, and its folder in the object storage */
  folder: string;
  /** the package's npm scripts that build it, in order */
  buildScripts: string[];
}

export const SECTIONS: readonly Section[] = [
  // The page, the route table and the shared dependencies (React, single-spa, RxJS) are released together.
  { name: 'root-config', folder: 'root-config', buildScripts: ['build:deps', 'build'] },
  { name: 'shared-api', folder: 'shared-api', buildScripts: ['build'] },
  { name: 'shell', folder: 'mf-shell', buildScripts: ['build'] },
  { name: 'home', folder: 'mf-home', buildScripts: ['build'] },
  { name: 'about', folder: 'mf-about', buildScripts: ['build'] },
  { name: 'student-life', folder: 'mf-student-life', buildScripts: ['build'] },
  { name: 'admissions', folder: 'mf-admissions', buildScripts: ['build'] },
  { name: 'academics', folder: 'mf-academics', buildScripts: ['build'] },
  { name: 'news', folder: 'mf-news', buildScripts: ['build'] },
];

/** A section by its name or its package folder (`news` or `mf-news`). */
export function findSection(name: string): Section | undefined {
  return SECTIONS.find((section) => section.name === name || section.folder === name);
}

/** The page template's specifier: released with the root config, read by the server, never in the browser's map. */
export const PAGE_TEMPLATE = '@schools/root-config/index.html';

/** What a build wrote: its import-map entries and every file, relative to the build folder. */
export interface BuildManifest {
  imports: Record<string, string>;
  files: string[];
}

/** Checks a manifest read from disk: every entry is one of its files, no path leaves the build folder. */
export function parseManifest(text: string, where: string): BuildManifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${where} is not JSON`);
  }
  const manifest = value as Partial<BuildManifest> | null;
  const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
  const safe = (file: string) => !file.startsWith('/') && !file.split('/').includes('..') && !file.includes('\\');
  if (!manifest || typeof manifest.imports !== 'object' || manifest.imports === null || !Array.isArray(manifest.files)) {
    throw new Error(`${where} must have "imports" (specifier -> file) and "files" (a list)`);
  }
  const files = manifest.files;
  if (!files.every(isText) || !files.every(safe)) throw new Error(`${where}: every file must be a relative path inside the build folder`);
  const imports = manifest.imports as Record<string, unknown>;
  for (const [specifier, file] of Object.entries(imports)) {
    if (!isText(file) || !files.includes(file)) throw new Error(`${where}: ${specifier} names ${String(file)}, which is not among its files`);
  }
  if (Object.keys(imports).length === 0) throw new Error(`${where} has no import-map entries`);
  return { imports: imports as Record<string, string>, files };
}
