// The staff page at /admin: one HTML page and its bundled script and stylesheet (the @schools/studio package,
// built into studio/dist). The page itself holds nothing secret: every call it makes needs a staff session,
// which a member of staff starts by signing in with their e-mail and password.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../platform/http/errors';

/**
 * The bundle's files, served from studio/dist; edit-link.js is the site's "Edit this page" link, which
 * the site's pages load for staff only (root-config's staffLink.ts).
 */
const ASSETS = {
  'staff.js': 'text/javascript; charset=utf-8', 'staff.css': 'text/css; charset=utf-8', 'edit-link.js': 'text/javascript; charset=utf-8',
} as const;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The page; its root says where the site serves stored files, for the studio's thumbnails of pictures in copy. */
const page = (storageBase: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Staff · 教职员工</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/admin/staff.css">
<script src="/admin/staff.js" defer></script>
</head>
<body>
<div id="staff" data-storage-base="${escapeAttribute(storageBase)}"></div>
<noscript>This page needs JavaScript. 本页面需要启用 JavaScript。</noscript>
</body>
</html>
`;

/** Only the page's own files, no inline script or style, no framing; it frames only the site's own pages (the studio's preview). */
export const STAFF_PAGE_CSP = [
  "default-src 'none'", "script-src 'self'", "style-src 'self'", "connect-src 'self'", "img-src 'self' data:",
  "frame-src 'self'", "base-uri 'none'", "form-action 'self'", "frame-ancestors 'none'",
].join('; ');

/**
 * `imageOrigin`: where the media library's photographs are read from when that is not this site (a
 * bucket's public address), so the studio can show them; `storageBase`: where the site serves stored
 * files (OBJECT_STORAGE_BASE, `/storage` by default), another origin of pictures when it is an address.
 */
export async function staffPage(app: FastifyInstance, { distDir, imageOrigin, storageBase = '/storage' }: { distDir: string; imageOrigin?: string; storageBase?: string }): Promise<void> {
  const origins = [...new Set([imageOrigin, /^https?:\/\//.test(storageBase) ? new URL(storageBase).origin : undefined].filter(Boolean))];
  const csp = origins.length ? STAFF_PAGE_CSP.replace("img-src 'self' data:", `img-src 'self' data: ${origins.join(' ')}`) : STAFF_PAGE_CSP;
  const html = page(storageBase);
  const headers = { 'cache-control': 'no-store', 'content-security-policy': csp, 'x-robots-tag': 'noindex' };
  app.get('/admin', { schema: { hide: true } }, (_request, reply) => reply.headers(headers).type('text/html; charset=utf-8').send(html));
  for (const [file, type] of Object.entries(ASSETS)) {
    app.get(`/admin/${file}`, { schema: { hide: true } }, async (_request, reply) => {
      const body = await fs.readFile(path.join(distDir, file)).catch(() => {
        throw ApiError.notFound(`/admin/${file} is not built: run npm run build`);
      });
      return reply.headers(headers).type(type).send(body);
    });
  }
}
