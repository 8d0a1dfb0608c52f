// Which release of the sections this server renders: the files its build found in the sections' dist
// folders (module name → released file, e.g. '@schools/about' → 'schools-about.7a030f59.js'), written
// in at build time (build.mjs). A hash address's first paint shows the server's rendering only while the
// live release of its section and of the kit is that one: a section released since would otherwise
// show its older markup for a moment before its own takes over.

/** Modules every section renders with: the kit, its motion part and the shared API. */
const KIT = ['@schools/ui', '@schools/ui-motion', '@schools/shared-api'];

export type Releases = Readonly<Record<string, string>>;

/** The server's build's releases; undefined when it runs from sources (the API's tests, development). */
export const BUILT_RELEASES: Releases | undefined = process.env.BUILT_RELEASES ? (JSON.parse(process.env.BUILT_RELEASES) as Releases) : undefined;

/**
 * Whether the live import map serves, for `section` and the kit, the files the server was built with.
 * Without a record of the server's build (running from sources) there is nothing to differ from.
 */
export function rendersLiveRelease(live: Readonly<Record<string, string>>, section: string, built: Releases | undefined = BUILT_RELEASES): boolean {
  if (!built) return true;
  const owns = (name: string) => [section, ...KIT].some((owner) => name === owner || name.startsWith(`${owner}/`));
  return built[section] !== undefined && Object.keys(built).filter(owns).every((name) => live[name]?.endsWith(`/${built[name]}`) === true);
}
