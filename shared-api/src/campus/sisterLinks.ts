import type { Lang } from '../language/language';
import { siteCampuses } from '../browser';
import type { Campus } from './catalog';

/** The test host whose campus sites are static paths instead of subdomains (SPEC 2). */
export const TEST_HOST_PORT = '40000';

/**
 * Where a sister campus's site is, seen from this page: its published address with the home route;
 * on the test host (port 40000) a static path with lang=en; on a local *.localhost host its local host.
 */
export function sisterHref(target: Campus, here: Pick<Location, 'hostname' | 'port' | 'protocol'>, lang: Lang): string {
  const code = target.sname.toLowerCase();
  const langQuery = lang === 'zh' ? 'cn' : 'en';
  if (here.port === TEST_HOST_PORT) return `/${target.sname}/?lang=en#/home?lang=en`;
  if (here.hostname === 'localhost' || here.hostname.endsWith('.localhost')) {
    return `${here.protocol}//${code}.localhost${here.port ? `:${here.port}` : ''}/#/home?lang=${langQuery}`;
  }
  return `${target.address}/#/home?lang=${langQuery}`;
}

export function sisterCampuses(current: Campus): Campus[] {
  return siteCampuses().filter((c) => c.sname !== current.sname);
}
