// Bundles the studio into dist/staff.js and dist/staff.css for the browser, and the site's "Edit this
// page" link into dist/edit-link.js (no React: a few KB that only staff load); the server serves them at
// /admin (api-server's modules/studio/staffPage.ts). The kit, shared-api and the staff API's contract
// come in by package name, as the repository's TypeScript settings map them.
import { build } from 'esbuild';

await build({
  entryPoints: { staff: 'src/main.tsx', 'edit-link': 'src/editLink.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'browser',
  target: 'es2020',
  format: 'iife',
  jsx: 'automatic',
  minify: true,
  tsconfig: '../tsconfig.base.json',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});
console.log('studio: dist/staff.js, dist/staff.css, dist/edit-link.js');
