// Bundles the server into dist/main.js. npm packages stay external (installed in node_modules);
// workspace code such as @schools/shared-api is bundled in, so Node never sees TypeScript.
import { build } from 'esbuild';
import fs from 'node:fs';

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// The released files of the sections and the kit this build renders with (src/modules/site/builtReleases.ts),
// from their dist folders' release manifests: the sections are built before the server.
const builtReleases = {};
for (const folder of ['shared-api', 'mf-shell', 'mf-home', 'mf-about', 'mf-student-life', 'mf-admissions', 'mf-academics', 'mf-news']) {
  const manifest = new URL(`../${folder}/dist/release-manifest.json`, import.meta.url);
  if (fs.existsSync(manifest)) Object.assign(builtReleases, JSON.parse(fs.readFileSync(manifest, 'utf8')).imports);
}
const entries = fs.readdirSync(new URL('./src/bin', import.meta.url)).filter((f) => f.endsWith('.ts'));

await build({
  entryPoints: entries.map((f) => `src/bin/${f}`),
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((name) => !name.startsWith('@schools/')),
  // The sections' pages, which the server renders to HTML (src/modules/site/): React, and the workspace's
  // module names (@schools/ui...) as the repository's TypeScript settings map them. Their stylesheets
  // are the browser's business.
  jsx: 'automatic',
  tsconfig: '../tsconfig.base.json',
  loader: { '.css': 'empty' },
  define: {
    'process.env.NODE_ENV': '"production"',
    'process.env.SERVER_RENDERING': 'true',
    'process.env.BUILT_RELEASES': JSON.stringify(JSON.stringify(builtReleases)),
  },
  logLevel: 'warning',
});
console.log(`api-server: ${entries.map((f) => `dist/${f.replace(/\.ts$/, '.js')}`).join(', ')}`);
