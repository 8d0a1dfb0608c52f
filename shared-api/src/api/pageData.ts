// The data a server-rendered page was rendered with, as the server writes it into the document, so the
// browser's section can hydrate the same markup without asking the API again.

/** What one of the page's calls came to on the server: its data, or its failure (JSON-safe). */
export type CallOutcome = { ok: true; data: unknown } | { ok: false; error: unknown };

/**
 * The outcomes of the calls each server-rendered region of the page was made of, by the region's
 * element id (the section's `app-schools-about`, the frame's `app-schools-shell` and `site-footer`),
 * each keyed as the kit's data hooks key them on the server (the hook's place in the tree, from useId,
 * and its inputs): the keys a hydration of that region finds again.
 */
export interface PageData {
  regions: Record<string, Record<string, CallOutcome>>;
}

/** The id of the page's element that carries PageData as JSON (`type="application/json"`: data, never run). */
export const PAGE_DATA_ELEMENT = 'page-data';

/**
 * The attribute of a page's region that holds the server's rendering of the page the document names
 * (`<html data-server-page>`): the section mounting there hydrates it, and takes the attribute off.
 */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/**
 * The id of the page's element below <main> that the frame renders the footer into (its own React root,
 * apart from the header's: the page's sections lie between the two).
 */
export const FOOTER_ELEMENT = 'site-footer';
