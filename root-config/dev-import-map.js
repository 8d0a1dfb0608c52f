// @ts-check
// The development import map: import-map.json at the repository root, kept by hand (no build or release
// writes it), names every module of the live map at its package's dev server (`npm run dev -w <package>`,
// stable file names, CORS). The root config's dev server (:9000, started by `npm run dev` too) serves it
// at /import-map.json, for import-map-overrides' "add an override map from a URL" on any site, the live
// one included; `?only=about,news` keeps only the modules of those packages (or the modules named), so
// a developer runs only those dev servers. The same server answers /shared/dev/<name>.js, a stable name
// for the current development build of each shared dependency (npm run build:deps -w root-config),
// which the map's entries for React and RxJS point at.
const fs = require('node:fs');
const path = require('node:path');
const { SHARED_MODULES } = require('@schools/config/shared-modules');

const REPO_ROOT = path.resolve(__dirname, '..');
/** The committed development import map. */
const DEV_IMPORT_MAP = path.join(REPO_ROOT, 'import-map.json');
/** The development flavour of the shared dependencies, as root-config's build:deps writes it. */
const SHARED_DEV_DIR = path.join(__dirname, 'dist/shared/dev');
/** Where the dev server answers for them. */
const SHARED_DEV_PREFIX = '/shared/dev/';
/** The package that builds and releases the shared dependencies (shared-deps.webpack.js). */
const SHARED_OWNER = 'root-config';
const STYLE = '/style.css';

/** @typedef {{ imports: Record<string, string> }} ImportMap */
/** @typedef {{ status: number, headers: Record<string, string>, body: string | Buffer }} Answer */
/** @typedef {{ folder: string, modules: string[] }} BrowserPackage */

/** The file name a shared dependency is built under (react-dom/client: react-dom-client), as shared-deps.webpack.js names it. */
const fileBase = (/** @type {string} */ name) => name.replace(/\//g, '-');

/**
 * The browser packages, in the workspaces' order: each workspace whose package.json declares System
 * modules, with the specifiers it owns (its System modules; the root config also the shared dependencies).
 * @returns {BrowserPackage[]}
 */
function browserPackages(root = REPO_ROOT) {
  const read = (/** @type {string} */ file) => JSON.parse(fs.readFileSync(file, 'utf8'));
  /** @type {string[]} */
  const workspaces = read(path.join(root, 'package.json')).workspaces;
  return workspaces.flatMap((folder) => {
    const modules = Object.keys(read(path.join(root, folder, 'package.json')).systemModules ?? {});
    if (!modules.length) return [];
    return [{ folder, modules: folder === SHARED_OWNER ? [...modules, ...Object.keys(SHARED_MODULES)] : modules }];
  });
}

/** The package folder that owns each specifier: its modules and their stylesheets. */
function ownersOf(/** @type {BrowserPackage[]} */ packages) {
  /** @type {Record<string, string>} */
  const owners = {};
  for (const { folder, modules } of packages) {
    for (const name of modules) owners[name] = owners[name + STYLE] = folder;
  }
  return owners;
}

/** A package by its folder or its release name (`mf-news` or `news`, as `npm run release -- news` takes it). */
const packageNamed = (/** @type {BrowserPackage[]} */ packages, /** @type {string} */ name) =>
  packages.find(({ folder }) => folder === name || folder.replace(/^mf-/, '') === name);

/**
 * The entries of `map` that `only` asks for. `only` is a comma-separated list; each item is a package
 * (`about`, `mf-about`, `shell`, `root-config`: all its entries, the root config's shared dependencies
 * included) or an entry of the map (`@schools/about`: with its stylesheet `@schools/about/style.css`,
 * as they are released together; `react`), and may end in `:<port>` for a dev server started on another
 * port (`about:9104`). Undefined `only`: the whole map.
 * @param {ImportMap} map
 * @param {string[]} only the `only` parameters of the request
 * @param {BrowserPackage[]} [packages]
 * @returns {{ map: ImportMap } | { error: string }}
 */
function selectImports(map, only, packages = browserPackages()) {
  if (!only.length) return { map };
  const owners = ownersOf(packages);
  const items = only.flatMap((value) => value.split(',')).map((item) => item.trim()).filter(Boolean);
  if (!items.length) return { error: 'only= names no module: give packages (about, mf-news, shell, root-config) or modules (@schools/about), comma-separated' };
  /** @type {Record<string, string>} */
  const imports = {};
  for (const item of items) {
    const [, name = item, port] = /^(.*?)(?::(\d+))?$/.exec(item) ?? [];
    if (port !== undefined && !(Number(port) >= 1 && Number(port) <= 65535)) return { error: `"${item}": ${port} is not a port` };
    const pkg = packageNamed(packages, name);
    const names = pkg
      ? Object.keys(map.imports).filter((specifier) => owners[specifier] === pkg.folder)
      : map.imports[name] !== undefined
        ? [name, ...(map.imports[name + STYLE] !== undefined ? [name + STYLE] : [])]
        : [];
    if (!names.length) {
      const known = packages.map(({ folder }) => folder.replace(/^mf-/, '')).join(', ');
      return { error: `"${name}" names no package (${known}; or its folder: mf-news) and no entry of import-map.json` };
    }
    for (const specifier of names) {
      const address = new URL(/** @type {string} */ (map.imports[specifier]));
      if (port !== undefined) address.port = port;
      imports[specifier] = address.href;
    }
  }
  return { map: { imports } };
}

const CORS = { 'access-control-allow-origin': '*' };
const text = (/** @type {number} */ status, /** @type {string} */ message) => ({
  status,
  headers: { ...CORS, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  body: `${message}\n`,
});

/** GET /import-map.json[?only=...]: the committed map, read at each request (an edit needs no restart), or the part asked for. */
function importMapAnswer(/** @type {URLSearchParams} */ query, mapFile = DEV_IMPORT_MAP) {
  /** @type {ImportMap} */
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
  const selected = selectImports(map, query.getAll('only'));
  if ('error' in selected) return text(400, selected.error);
  return {
    status: 200,
    headers: { ...CORS, 'content-type': 'application/importmap+json; charset=utf-8', 'cache-control': 'no-store' },
    body: `${JSON.stringify(selected.map, null, 2)}\n`,
  };
}

/**
 * GET /shared/dev/<file>: `react.js`, `react-dom-client.js`... is the current development build of
 * that shared dependency (its hashed name changes with each build:deps); any other file of the folder
 * (the hashed builds, their source maps) by its own name.
 * @returns {Answer}
 */
function sharedAnswer(/** @type {string} */ file, dir = SHARED_DEV_DIR) {
  const manifest = path.join(dir, 'import-map.json');
  if (!fs.existsSync(manifest)) return text(404, `No development build of the shared dependencies in ${dir}: npm run build:deps -w root-config`);
  /** @type {ImportMap} */
  const built = JSON.parse(fs.readFileSync(manifest, 'utf8'));
  const alias = Object.keys(SHARED_MODULES).find((name) => `${fileBase(name)}.js` === file);
  const name = alias ? path.posix.basename(/** @type {string} */ (built.imports[alias])) : file;
  if (!/^[\w.-]+$/.test(name) || name.startsWith('.') || !fs.statSync(path.join(dir, name), { throwIfNoEntry: false })?.isFile()) return text(404, `No ${file} in ${dir}`);
  const type = name.endsWith('.js') ? 'text/javascript; charset=utf-8' : 'application/json; charset=utf-8';
  return { status: 200, headers: { ...CORS, 'content-type': type, 'cache-control': 'no-cache' }, body: fs.readFileSync(path.join(dir, name)) };
}

/**
 * The dev server's answer for a request, or undefined when it is not one of these (webpack's own files).
 * @param {string | undefined} method
 * @param {string | undefined} url the request's path and query
 * @returns {Answer | undefined}
 */
function devServerAnswer(method, url) {
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  const { pathname, searchParams } = new URL(url ?? '/', 'http://localhost');
  if (pathname === '/import-map.json') return importMapAnswer(searchParams);
  if (!pathname.startsWith(SHARED_DEV_PREFIX)) return undefined;
  let file;
  try {
    file = decodeURIComponent(pathname.slice(SHARED_DEV_PREFIX.length));
  } catch {
    return text(400, 'Malformed path');
  }
  return sharedAnswer(file);
}

/**
 * The same as a connect middleware, for webpack-dev-server's setupMiddlewares.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {() => void} next
 */
function devImportMapMiddleware(req, res, next) {
  let answer;
  try {
    answer = devServerAnswer(req.method, req.url);
  } catch (error) {
    answer = text(500, String(error));
  }
  if (!answer) return next();
  res.writeHead(answer.status, answer.headers);
  res.end(req.method === 'HEAD' ? undefined : answer.body);
}

module.exports = { DEV_IMPORT_MAP, SHARED_DEV_PREFIX, browserPackages, ownersOf, selectImports, devServerAnswer, devImportMapMiddleware };
