import { CAMPUSES, DEFAULT_CAMPUS, isCampusCode, type Campus, type CampusCode } from './catalog';

export interface CampusLocation {
  pathname: string;
  hostname: string;
  /** location.search; a `school` query inside the hash is honoured too. */
  search: string;
  hash?: string;
}

/** `/BBSZ/...` → BBSZ. Case-insensitive, the code must be the whole first segment. */
export function campusFromPath(pathname: string): CampusCode | undefined {
  const first = pathname.split('/')[1]?.toUpperCase() ?? '';
  return isCampusCode(first) ? first : undefined;
}

/** A host name as campuses list theirs: lower case, no trailing dot, no port. */
export const normalHost = (hostname: string): string => hostname.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');

/** The campus whose hosts include this one, in the catalog (the server and the page know the school's own settings). */
export function campusFromHost(hostname: string, campuses: readonly Pick<Campus, 'sname' | 'hosts'>[] = CAMPUSES): CampusCode | undefined {
  const host = normalHost(hostname);
  return campuses.find((c) => c.hosts.includes(host))?.sname;
}

export function campusFromQuery(search: string, hash = ''): CampusCode | undefined {
  const hashQuery = hash.includes('?') ? hash.slice(hash.indexOf('?')) : '';
  for (const query of [search, hashQuery]) {
    const value = new URLSearchParams(query).get('school')?.toUpperCase();
    if (value && isCampusCode(value)) return value;
  }
  return undefined;
}

/** Path prefix, then host (among `campuses`' hosts), then a `school` query, then the default. */
export function resolveCampusCode(location: CampusLocation, campuses: readonly Pick<Campus, 'sname' | 'hosts'>[] = CAMPUSES): CampusCode {
  return campusFromPath(location.pathname) ?? campusFromHost(location.hostname, campuses) ?? campusFromQuery(location.search, location.hash) ?? DEFAULT_CAMPUS;
}

