// How an in-site link is written. The browser's pages link by hash; the server, rendering a page to
// HTML for a search engine, links by the page's real address (api-server/src/modules/site/realAddresses.ts),
// so a crawler follows pages it can index.
import type { Lang } from '../language/language';
import { toLangQuery } from '../language/language';
import { formatHash, type Query } from './hashRouter';

export type LinkAddresses = (path: string, query: Query, lang: Lang) => string;

const hashLinks: LinkAddresses = (path, query, lang) => formatHash(path, { ...query, lang: toLangQuery(lang) });
let links: LinkAddresses = hashLinks;

export function linkAddress(path: string, query: Query, lang: Lang): string {
  return links(path, query, lang);
}

/** The server's page renderer writes real addresses while it renders (undefined: back to hashes). */
export function setLinkAddresses(next: LinkAddresses | undefined): void {
  // Only the server's build renders pages (process.env.SERVER_RENDERING: see the kit's serverData.ts).
  if (process.env.SERVER_RENDERING) links = next ?? hashLinks;
}
