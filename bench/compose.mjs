// npm run bench:compose — what composing the site from microfrontends costs a first visit, in bytes
// and requests, against one app built from the same sources.
//
// Microfrontend side (what is built now, read from the dist folders): the JavaScript a first load of
// a route fetches — boot.js and SystemJS (named by the page template), then @schools/root-config,
// @schools/shell and the route's section, each with its System.register dependencies, transitively
// (the shared modules, @schools/ui, @schools/shared-api, ...). The import map is the union of the
// packages' release manifests, as `npm run release -- all --built` publishes it. Modules loaded later
// on demand (@schools/phone once a visitor types a foreign number) are not part of a first load.
//
// Baseline: the same sources built by esbuild as one app, ES modules with code splitting, minified,
// React's production build, every dependency bundled once and tree-shaken, resolved as the shared
// modules are (RxJS's ES2015 build). Its entry is the root
// config itself (route table, single-spa registration, failure isolation) with the frame (@schools/shell,
// and with it @schools/ui and @schools/shared-api) imported statically, and every section behind a dynamic
// import(), which the root config's System.import(name) calls resolve to. A route's first load is the
// entry chunk, the chunks it statically imports, and the route's section chunk with the chunks that
// one imports. The baseline has no loader, no page script and no import map; its CSS, like the
// microfrontends', is not counted (JavaScript only).
//
// Sizes: brotli quality 11 and gzip level 9 (node:zlib), the compression the build writes beside each
// file. Deterministic: no browser, no server, no timing. Run after `npm run build` (npm run bench:compose
// does both); `node bench/compose.mjs --json` prints the figures as JSON.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KB = 1024;

/** The routes measured: home, and one or more pages of each section a visitor lands on. */
const MEASURED = ['/home', '/about/mission', '/news_list', '/news_detail', '/admissions/tuition', '/academics/senior_project/blog_detail', '/contact_us'];
/** The microfrontend target of issue 18: at most this much more brotli than the baseline, on every route. */
const TARGET_DELTA = 0.1;

const sizes = (content) => ({
  raw: content.length,
  br: brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length } }).length,
  gz: gzipSync(content, { level: 9 }).length,
});

// ---- the repository's own tables: route -> section, release units, what a page preloads ----

/**
 * Loads TypeScript modules of the repository (type imports only, or node-safe ones) by bundling them
 * for Node: the route table and the release units stay the single source of what is measured.
 */
async function loadTs(contents) {
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  return import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].contents).toString('base64')}`);
}

const { ROUTES, APPS, SECTIONS, PRELOADED } = await loadTs(`
  export { ROUTES, APPS } from './root-config/src/routes.ts';
  export { SECTIONS } from './api-server/src/modules/releases/sections.ts';
  export { PRELOADED } from './api-server/src/modules/site/frontEnd.ts';
`);

const appOf = new Map();
(function walk(routes) {
  for (const route of routes) {
    appOf.set(route.path, route.app);
    if (route.children) walk(route.children);
  }
})(ROUTES);
for (const route of MEASURED) if (!appOf.has(route)) throw new Error(`${route} is not in root-config/src/routes.ts`);

/** Every System module the packages publish: specifier -> { folder, source entry }. */
const published = new Map();
for (const { folder } of SECTIONS) {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, folder, 'package.json'), 'utf8'));
  for (const [name, file] of Object.entries(pkg.systemModules ?? {})) {
    const source = ['.tsx', '.ts'].map((ext) => path.join(root, folder, 'src', file + ext)).find((f) => fs.existsSync(f));
    if (!source) throw new Error(`${folder}: no src/${file}.ts(x) for ${name}`);
    published.set(name, { folder, source });
  }
}

// ---- microfrontend side ----

/** The import map a release of every built package publishes: specifier -> absolute file. */
function builtImportMap() {
  const files = new Map();
  for (const { folder } of SECTIONS) {
    const manifestFile = path.join(root, folder, 'dist/release-manifest.json');
    if (!fs.existsSync(manifestFile)) throw new Error(`${folder} is not built: run npm run build first`);
    const { imports } = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    for (const [name, file] of Object.entries(imports)) files.set(name, path.join(root, folder, 'dist', file));
  }
  return files;
}

/** The System.register dependency list of a built module (the first argument of its one register call). */
function systemDependencies(file) {
  const text = fs.readFileSync(file, 'utf8');
  const match = /System\.register\(\s*(\[[^\]]*\])/.exec(text);
  if (!match) throw new Error(`${file} is not a System module`);
  return JSON.parse(match[1]);
}

function microfrontendLoads(map) {
  // The page's own scripts, before any module: the start-up script and SystemJS, as the template names them.
  const template = fs.readFileSync(map.get('@schools/root-config/index.html'), 'utf8');
  const pageScripts = [/<script src="%ROOT_CONFIG_BASE%\/([^"]+)"/, /data-systemjs="%ROOT_CONFIG_BASE%\/([^"]+)"/].map((pattern) => {
    const match = pattern.exec(template);
    if (!match) throw new Error(`the page template no longer names its script as ${pattern}`);
    return { name: path.basename(match[1]).replace(/\.[0-9a-f]{8}\.js$/, ''), file: path.join(root, 'root-config/dist', match[1]) };
  });

  return (route) => {
    const loaded = new Map(pageScripts.map(({ name, file }) => [name, file]));
    const visit = (name) => {
      if (loaded.has(name)) return;
      const file = map.get(name);
      if (!file) throw new Error(`${name} is not in the import map`);
      loaded.set(name, file);
      for (const dependency of systemDependencies(file)) visit(dependency);
    };
    // The root config, the frame on every route, the route's section; and whatever the page preloads,
    // which the browser downloads whether or not a module asks for it.
    for (const name of ['@schools/root-config', '@schools/shell', appOf.get(route), ...PRELOADED]) visit(name);
    return loaded;
  };
}

// ---- baseline ----

const VIRTUAL = 'bench-compose';
/**
 * The baseline's loader, in place of SystemJS: the frame is part of the entry, every section is a
 * dynamic import (its own chunk), and what the root config asks for by name comes from here.
 */
function loaderModule() {
  const lazy = [...published.keys()]
    .filter((name) => Object.values(APPS).includes(name) || name === '@schools/phone')
    .map((name) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(name)}),`);
  return `import * as shell from '@schools/shell';
const lazy = {
${lazy.join('\n')}
};
globalThis.System = {
  import: (name) => (name === '@schools/shell' ? Promise.resolve(shell) : lazy[name]()),
  resolve: (name) => name,
  delete: () => true,
};
`;
}

async function buildBaseline() {
  const aliases = new Map([...published].map(([name, { source }]) => [name, source]));
  // Sources a package bundles rather than loads by name (config/webpack.factory.js, BUNDLED).
  aliases.set('@schools/forms', path.join(root, 'shared-api/src/forms/index.ts'));
  const result = await build({
    absWorkingDir: root,
    entryPoints: [`${VIRTUAL}:entry`],
    outdir: path.join(root, 'node_modules/.cache/bench-compose'),
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: 'es2020',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.svg': 'file' },
    // The package builds the shared modules resolve (root-config/shared-deps.webpack.js: RxJS's ES2015
    // build): a baseline with the heavier ES5 build would flatter the microfrontends.
    conditions: ['es2015'],
    metafile: true,
    write: false,
    logLevel: 'warning',
    plugins: [
      {
        name: VIRTUAL,
        setup(b) {
          b.onResolve({ filter: new RegExp(`^${VIRTUAL}:`) }, (args) => ({ path: args.path, namespace: VIRTUAL }));
          b.onResolve({ filter: /^@schools\// }, (args) => {
            const file = aliases.get(args.path);
            if (!file) throw new Error(`baseline: no source for ${args.path}`);
            return { path: file };
          });
          b.onLoad({ filter: /.*/, namespace: VIRTUAL }, (args) => ({
            // The loader first: ES modules evaluate in import order, so System exists before the root config runs.
            contents: args.path.endsWith(':entry') ? `import '${VIRTUAL}:loader';\nimport '@schools/root-config';\n` : loaderModule(),
            loader: 'js',
            resolveDir: root,
          }));
        },
      },
    ],
  });

  const outputs = result.metafile.outputs;
  const content = new Map(result.outputFiles.map((file) => [path.relative(root, file.path), file.contents]));
  const entryChunk = Object.keys(outputs).find((file) => outputs[file].entryPoint?.endsWith(`${VIRTUAL}:entry`));
  const chunkOf = new Map(
    Object.entries(outputs).filter(([, output]) => output.entryPoint).map(([file, output]) => [path.resolve(root, output.entryPoint), file]),
  );
  const withStaticImports = (file, into) => {
    if (into.has(file)) return;
    into.set(file, content.get(file));
    for (const imported of outputs[file].imports) if (imported.kind === 'import-statement') withStaticImports(imported.path, into);
  };

  return (route) => {
    const loaded = new Map();
    withStaticImports(entryChunk, loaded);
    const section = chunkOf.get(published.get(appOf.get(route)).source);
    if (!section) throw new Error(`baseline: no chunk for ${appOf.get(route)}`);
    withStaticImports(section, loaded);
    return loaded;
  };
}

// ---- the table ----

/** A plain text table (no index column, numbers right-aligned), readable in a commit message or a note. */
function printTable(records) {
  const columns = Object.keys(records[0]);
  const cells = [columns, ...records.map((record) => columns.map((column) => String(record[column])))];
  const widths = columns.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const line = (row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log([line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n'));
}

const sumOf = (contents) => {
  const total = { raw: 0, br: 0, gz: 0, requests: 0 };
  for (const content of contents) {
    const size = sizes(content);
    total.raw += size.raw;
    total.br += size.br;
    total.gz += size.gz;
    total.requests += 1;
  }
  return total;
};

const mfLoads = microfrontendLoads(builtImportMap());
const baselineLoads = await buildBaseline();

const rows = MEASURED.map((route) => {
  const mf = sumOf([...mfLoads(route).values()].map((file) => fs.readFileSync(file)));
  const base = sumOf(baselineLoads(route).values());
  return { route, mf, base, delta: { br: mf.br / base.br - 1, gz: mf.gz / base.gz - 1 } };
});

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  const kb = (bytes) => (bytes / KB).toFixed(1);
  const pct = (ratio) => `${ratio >= 0 ? '+' : ''}${(ratio * 100).toFixed(1)} %`;
  console.log('First-load JavaScript, KB (brotli q11 / gzip 9): microfrontends against a route-split esbuild bundle of the same sources');
  printTable(
    rows.map(({ route, mf, base, delta }) => ({
      route,
      'MF br / gz': `${kb(mf.br)} / ${kb(mf.gz)}`,
      'MF req': mf.requests,
      'baseline br / gz': `${kb(base.br)} / ${kb(base.gz)}`,
      'baseline req': base.requests,
      'delta br': pct(delta.br),
      'delta gz': pct(delta.gz),
    })),
  );
  const worst = Math.max(...rows.map((row) => row.delta.br));
  console.log(`largest brotli delta ${pct(worst)} (target: at most ${pct(TARGET_DELTA)} on every route)`);
  if (process.argv.includes('--modules')) {
    for (const route of ['/home', '/about/mission']) {
      console.log(`\n${route}, microfrontends by module:`);
      printTable([...mfLoads(route)].map(([name, file]) => ({ module: name, ...sizes(fs.readFileSync(file)) })));
      console.log(`${route}, baseline by chunk:`);
      printTable([...baselineLoads(route)].map(([file, content]) => ({ chunk: path.basename(file), ...sizes(content) })));
    }
  }
}
