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

export function campusFromHost(hostname: string): CampusCode | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return CAMPUSES.find((c) => c.hosts.includes(host))?.sname;
}

export function campusFromQuery(search: string, hash = ''): CampusCode | undefined {
  const hashQuery = hash.includes('?') ? hash.slice(hash.indexOf('?')) : '';
  for (const query of [search, hashQuery]) {
    const value = new URLSearchParams(query).get('school')?.toUpperCase();
    if (value && isCampusCode(value)) return value;
  }
  return undefined;
}

/** Path prefix, then host, then a `school` query, then the configured default. */
export function resolveCampus(location: CampusLocation, fallback: CampusCode = DEFAULT_CAMPUS): Campus {
  const code =
    campusFromPath(location.pathname) ??
    campusFromHost(location.hostname) ??
    campusFromQuery(location.search, location.hash) ??
    fallback;
  return CAMPUSES.find((c) => c.sname === code)!;
}
