// The development import map (import-map.json at the repository root, kept by hand) names every module
// of the live map and nothing else, each at its package's dev server; the root config's dev server
// serves it whole or in part (?only=) and the shared dependencies' development builds under stable names.
// Reads the builds' release manifests: npm test builds before the unit tests (npm run build).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SHARED_DEV_PREFIX, browserPackages, devImportMapMiddleware, devServerAnswer, ownersOf, selectImports } from '../dev-import-map';

const ROOT = path.join(__dirname, '../..');
/** Node's own require, for the packages' webpack configurations (CommonJS, as webpack-cli loads them). */
const load = createRequire(__filename);
type Imports = Record<string, string>;
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as T;
const devMap = readJson<{ imports: Imports }>('import-map.json');

/**
 * The browser packages: the workspaces whose build writes a release manifest, which the release
 * command publishes (npm run release -- all releases each of them).
 */
const RELEASED = readJson<{ workspaces: string[] }>('package.json').workspaces
  .filter((folder) => fs.existsSync(path.join(ROOT, folder, 'webpack.config.js')));
/** The page template: released with the root config, read by the server, never in the browser's map (root-config/scripts/build-page.mjs). */
const PAGE_TEMPLATE = '@schools/root-config/index.html';

/**
 * The live map's names as a release of every package composes it: the entries of every package's
 * release manifest, less the page template. (The e2e spec dev-override.spec.ts compares with the map a
 * running site serves, too.)
 */
function liveNames(): string[] {
  const names = RELEASED.flatMap((folder) => {
    const file = `${folder}/dist/release-manifest.json`;
    if (!fs.existsSync(path.join(ROOT, file))) throw new Error(`No ${file}: run npm run build first`);
    return Object.keys(readJson<{ imports: Imports }>(file).imports);
  });
  return names.filter((name) => name !== PAGE_TEMPLATE).sort();
}

/** The port `npm run dev -w <folder>` serves on, from the package's own webpack configuration. */
function devPort(folder: string): number {
  const config = load(path.join(ROOT, folder, 'webpack.config.js')) as (env: unknown, argv: unknown) => { devServer: { port: number } };
  return config({ WEBPACK_SERVE: true }, { mode: 'development', env: { WEBPACK_SERVE: true } }).devServer.port;
}

describe('import-map.json, the development import map', () => {
  it('names every module of the live map and nothing else', () => {
    expect(Object.keys(devMap.imports).sort()).toEqual(liveNames());
  });

  it('knows the browser packages: those with a webpack build, each declaring its System modules', () => {
    expect(browserPackages().map((p) => p.folder)).toEqual(RELEASED);
    expect(RELEASED).toHaveLength(9);
  });

  it("puts each module at its own package's dev server, under the name that server gives it", () => {
    const packages = browserPackages();
    const owners = ownersOf(packages);
    const ports = Object.fromEntries(packages.map(({ folder }) => [folder, devPort(folder)]));
    // The ports README lists ("Working on one microfrontend").
    expect(ports).toEqual({
      'root-config': 9000, 'shared-api': 9001, 'mf-shell': 9002, 'mf-home': 9003, 'mf-about': 9004,
      'mf-student-life': 9005, 'mf-admissions': 9006, 'mf-academics': 9007, 'mf-news': 9008,
    });
    for (const [name, address] of Object.entries(devMap.imports)) {
      const folder = owners[name];
      expect([name, folder]).toEqual([name, expect.any(String)]);
      const pkg = readJson<{ systemModules?: Record<string, string> }>(`${folder}/package.json`);
      const module = name.replace(/\/style\.css$/, '');
      // A System module: <entry>.js and <entry>.css (config/webpack.factory.js, stable names when serving);
      // a shared dependency: its development build's stable name on the root config's dev server.
      const entry = pkg.systemModules?.[module];
      const file = entry ? `/${entry}${name.endsWith('/style.css') ? '.css' : '.js'}` : `${SHARED_DEV_PREFIX}${name.replace(/\//g, '-')}.js`;
      expect([name, address]).toEqual([name, `http://localhost:${ports[folder!]}${file}`]);
    }
  });
});

describe("the root config's dev server", () => {
  const mapOf = (url: string) => {
    const answer = devServerAnswer('GET', url)!;
    expect([answer.status, answer.headers['content-type'], answer.headers['access-control-allow-origin']])
      .toEqual([200, 'application/importmap+json; charset=utf-8', '*']);
    return JSON.parse(answer.body.toString()) as { imports: Imports };
  };
  const only = (...names: string[]) => Object.keys(mapOf(`/import-map.json?only=${names.join(',')}`).imports).sort();

  it('serves import-map.json as committed at /import-map.json, with CORS', () => {
    expect(mapOf('/import-map.json')).toEqual(devMap);
  });

  it('keeps only the packages or modules ?only= names, each module with its stylesheet', () => {
    expect(only('about', 'mf-news')).toEqual(['@schools/about', '@schools/about/style.css', '@schools/news', '@schools/news/style.css']);
    expect(only('@schools/about')).toEqual(['@schools/about', '@schools/about/style.css']);
    expect(only('@schools/about/style.css')).toEqual(['@schools/about/style.css']);
    expect(only('shell')).toEqual(['@schools/shell', '@schools/shell/style.css', '@schools/ui', '@schools/ui-alerts', '@schools/ui-alerts/style.css', '@schools/ui-motion', '@schools/ui-motion/style.css', '@schools/ui-viewer', '@schools/ui/style.css']);
    expect(only('shared-api')).toEqual(['@schools/phone', '@schools/shared-api']);
    expect(only('root-config')).toEqual(['@schools/root-config', '@schools/root-config/style.css', 'react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'rxjs']);
    expect(only('react', '@schools/phone')).toEqual(['@schools/phone', 'react']);
    // Every package named: the whole map.
    expect(only(...browserPackages().map((p) => p.folder))).toEqual(Object.keys(devMap.imports).sort());
    // Repeated parameters, spaces and empty items are tolerated.
    expect(Object.keys(mapOf('/import-map.json?only=about,%20&only=news').imports)).toHaveLength(4);
  });

  it('moves the entries of `name:port` to a dev server on another port', () => {
    expect(mapOf('/import-map.json?only=about:9104,news').imports).toEqual({
      '@schools/about': 'http://localhost:9104/schools-about.js',
      '@schools/about/style.css': 'http://localhost:9104/schools-about.css',
      '@schools/news': 'http://localhost:9008/schools-news.js',
      '@schools/news/style.css': 'http://localhost:9008/schools-news.css',
    });
  });

  it.each([['nonsense'], ['about:70000'], ['about:x'], [''], ['mf-']])('refuses ?only=%s with 400 and why', (value) => {
    const answer = devServerAnswer('GET', `/import-map.json?only=${value}`)!;
    expect(answer.status).toBe(400);
    expect(answer.body.toString()).toMatch(/module|port/);
  });

  it('refuses an unknown name rather than returning less than asked', () => {
    expect(selectImports(devMap, ['about,nonsense'])).toEqual({ error: expect.stringContaining('"nonsense"') });
  });

  it('serves each shared dependency under its stable name: the current development build', () => {
    const built = readJson<{ imports: Imports }>('root-config/dist/shared/dev/import-map.json').imports;
    const shared = Object.entries(devMap.imports).filter(([, address]) => new URL(address).pathname.startsWith(SHARED_DEV_PREFIX));
    expect(shared.map(([name]) => name).sort()).toEqual(Object.keys(built).sort());
    for (const [name, address] of shared) {
      const answer = devServerAnswer('GET', new URL(address).pathname)!;
      expect([name, answer.status, answer.headers['content-type']]).toEqual([name, 200, 'text/javascript; charset=utf-8']);
      const file = path.join(ROOT, 'root-config/dist/shared/dev', path.basename(built[name]!));
      expect(Buffer.from(answer.body).equals(fs.readFileSync(file))).toBe(true);
      // Its source map, named in the file relative to it, is served too.
      const map = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(fs.readFileSync(file, 'utf8'))![1]!;
      expect(devServerAnswer('GET', `${SHARED_DEV_PREFIX}${map}`)!.status).toBe(200);
    }
  });

  it('serves nothing outside the shared dependencies, and leaves other paths to webpack', () => {
    for (const url of ['/shared/dev/..%2F..%2Fpackage.json', '/shared/dev/%2E%2E%2Fpackage.json', '/shared/dev/.hidden', '/shared/dev/nothing.js', '/shared/dev/']) {
      expect([url, devServerAnswer('GET', url)?.status]).toEqual([url, 404]);
    }
    expect(devServerAnswer('GET', '/shared/dev/%E0%A4%A')?.status).toBe(400);
    expect(devServerAnswer('GET', '/schools-root-config.js')).toBeUndefined();
    expect(devServerAnswer('POST', '/import-map.json')).toBeUndefined();
  });

  it('is a middleware of the root config dev server, before webpack serves its own files', () => {
    const config = load('../webpack.config.js')({ WEBPACK_SERVE: true }, { mode: 'development', env: { WEBPACK_SERVE: true } });
    const names = config.devServer.setupMiddlewares([{ name: 'host-header-check' }, { name: 'set-headers' }, { name: 'webpack-dev-middleware' }])
      .map((m: { name: string }) => m.name);
    expect(names).toEqual(['host-header-check', 'set-headers', 'development-import-map', 'webpack-dev-middleware']);

    const sent: { status?: number; headers?: Record<string, string>; body?: unknown } = {};
    const res = { writeHead: (status: number, headers: Record<string, string>) => Object.assign(sent, { status, headers }), end: (body: unknown) => Object.assign(sent, { body }) };
    const next = jest.fn();
    devImportMapMiddleware({ method: 'HEAD', url: '/import-map.json?only=news' } as never, res as never, next);
    expect([sent.status, sent.body, next.mock.calls.length]).toEqual([200, undefined, 0]);
    devImportMapMiddleware({ method: 'GET', url: '/schools-root-config.js' } as never, res as never, next);
    expect(next).toHaveBeenCalledTimes(1);
  });
});
