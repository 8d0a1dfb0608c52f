// The link targets rich content may carry: one rule for the server's validation and the kit's rendering.

/**
 * An in-site route path ('/admissions/apply', not '//host' or '/\host'), an https: address, mailto: or
 * tel:. Nothing else: no javascript:, no http:.
 */
export const HREF_PATTERN = '^(/(?![/\\\\])|https://\\S|mailto:\\S|tel:[+0-9])';

/** Why a link was refused, in the words of the seed validation. */
export const HREF_RULE = 'must be an in-site path, https:, mailto: or tel:';

export type HrefKind = 'site' | 'external' | 'contact';

const HREF = new RegExp(HREF_PATTERN, 'u');

/** How a link is followed: through the router, in a new tab, or by the mail or phone app; null when it is not allowed. */
export function hrefKind(href: string): HrefKind | null {
  if (!HREF.test(href)) return null;
  if (href.startsWith('/')) return 'site';
  if (href.startsWith('https://')) return 'external';
  return 'contact';
}
