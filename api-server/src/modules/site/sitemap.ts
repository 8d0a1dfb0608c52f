// sitemap.xml and robots.txt (sitemaps.org 0.9, with the other language of each page as an xhtml link).
import type { Campus } from '@schools/shared-api';
import { escapeHtml } from './pageHead';
import type { ServerPages, Site } from './serverPages';

/** A campus's sitemap: every real address in both languages, each with its other language, at the campus's published address. */
export async function sitemapOf(pages: ServerPages, site: Site): Promise<string> {
  const [addresses, lastmod] = await Promise.all([pages.addresses(site), pages.lastModified(site)]);
  const known = new Set(addresses);
  const other = (address: string) => address.replace(/^\/(en|zh)\//, (_, lang: string) => (lang === 'en' ? '/zh/' : '/en/'));
  const entries = addresses.map((address) => {
    const url = `${site.campus.address}${address}`;
    const alternate = other(address);
    const links = known.has(alternate)
      ? [address, alternate]
          .map((a) => `<xhtml:link rel="alternate" hreflang="${a.startsWith('/zh/') ? 'zh-CN' : 'en'}" href="${escapeHtml(`${site.campus.address}${a}`)}"/>`)
          .join('')
      : '';
    return `<url><loc>${escapeHtml(url)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${links}</url>`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    entries.join('\n') +
    '\n</urlset>\n'
  );
}

/** The shared host's sitemap: the index of every campus's, each at the campus's published address. */
export function sitemapIndex(campuses: readonly Campus[]): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    campuses.map((c) => `<sitemap><loc>${escapeHtml(`${c.address}/sitemap.xml`)}</loc></sitemap>`).join('\n') +
    '\n</sitemapindex>\n'
  );
}

/**
 * Every crawler may read the pages; the API, the staff pages and the released files are not pages. The
 * sitemaps: a campus host's own, or on the shared host every campus's.
 */
export function robotsTxt(campuses: readonly Campus[]): string {
  return ['User-agent: *', 'Disallow: /api/', 'Disallow: /admin', 'Allow: /', '', ...campuses.map((c) => `Sitemap: ${c.address}/sitemap.xml`), ''].join('\n');
}
