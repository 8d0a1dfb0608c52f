// The staff page's address of one target of the copy, `/admin#/copy?site=BISZ&target=content:50`: the
// site's "Edit this page" link (editLink.ts) writes it, the staff page (StaffApp) opens it. A hash, as
// the reset link's #/reset?token=…: the server serves /admin alike whatever follows it. No code of
// shared-api's here (types only): the link's script that staff load on the site stays small.
import type { CampusCode } from '@schools/shared-api';

export const copyAddress = (site: CampusCode, target: string) => `/admin#/copy?${new URLSearchParams({ site, target }).toString()}`;

export interface CopyLink {
  site: CampusCode;
  target: string;
}

/** The target a staff page's address opens, when it is such an address, of one of `campuses`. */
export function copyLinkOf(hash: string, campuses: readonly CampusCode[]): CopyLink | undefined {
  const match = /^#\/copy\?(.*)$/.exec(hash);
  if (!match) return undefined;
  const query = new URLSearchParams(match[1]);
  const site = campuses.find((code) => code === query.get('site'));
  const target = query.get('target');
  if (!site || !target || !/^[a-z]+:[A-Za-z0-9_-]{1,32}$/.test(target)) return undefined;
  return { site, target };
}
