// The checks of a campus's settings as the staff page sends them: every problem at once, each beside its
// field. The address is where every absolute address of the site starts (canonical, sitemaps), so it is
// an origin, with the campus's own prefix when it lives under a shared host; a host serves one campus.
import { normalHost, wechatAccountUrl, type CampusCode, type CampusSettings } from '@schools/shared-api';
import { Problems, checkText } from '../staff/fieldRefusal';

export const SETTINGS_LIMITS = { hosts: 10, host: 253, address: 200, text: 64, link: 300 } as const;

const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** An http(s) address with nothing but an origin and, optionally, a path. */
function parseAddress(text: string): URL | undefined {
  try {
    const url = new URL(text);
    const plain = ['http:', 'https:'].includes(url.protocol) && !url.username && !url.password && !url.search && !url.hash && HOST.test(url.hostname);
    return plain ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The campus's settings, trimmed and normalised, or a FieldRefusal with every problem. */
export function checkCampusSettings(site: CampusCode, input: CampusSettings, others: { site: CampusCode; settings: CampusSettings }[]): CampusSettings {
  const problems = new Problems();
  const text = (path: keyof CampusSettings, required: boolean, max: number = SETTINGS_LIMITS.text) =>
    checkText(problems, path, String(input[path] ?? ''), { required, max });
  /** An https address (or, for the QR code's target, which WeChat writes with http, an http one), or empty when allowed. */
  const link = (path: keyof CampusSettings, required: boolean, schemes = ['https:']) => {
    const value = text(path, required, SETTINGS_LIMITS.link);
    if (value && !schemes.includes(parseAddress(value)?.protocol ?? '')) problems.add(path, 'httpsAddress', `must be an ${schemes.join(' or ').replace(/:/g, '')} address${required ? '' : ', or empty'}`);
    return value;
  };

  // The address: scheme and host, and /{SITE} when the campus is served under a shared host's prefix.
  let address = text('address', true, SETTINGS_LIMITS.address).replace(/\/+$/, '');
  if (address) {
    const url = parseAddress(address);
    const path = url?.pathname.replace(/\/+$/, '') ?? '';
    if (!url || (path !== '' && path.toUpperCase() !== `/${site}`)) {
      problems.add('address', 'siteAddress', `must be http(s):// and a host, optionally followed by /${site}`, site);
    } else {
      address = `${url.origin}${path ? `/${site}` : ''}`;
    }
  }

  const hosts = [...new Set((Array.isArray(input.hosts) ? input.hosts : []).map((h) => normalHost(String(h).trim())).filter(Boolean))];
  if (hosts.length > SETTINGS_LIMITS.hosts) problems.add('hosts', 'tooManyItems', `must list at most ${SETTINGS_LIMITS.hosts} hosts`, SETTINGS_LIMITS.hosts);
  const badHost = hosts.find((h) => !HOST.test(h));
  if (badHost !== undefined) problems.add('hosts', 'hostName', `"${badHost}" is not a host name (letters, digits, hyphens and dots; no scheme, port or path)`);
  const taken = others.find((o) => o.settings.hosts.some((h) => hosts.includes(h)));
  if (badHost === undefined && taken) {
    const host = taken.settings.hosts.find((h) => hosts.includes(h));
    problems.add('hosts', 'hostTaken', `"${host}" already serves ${taken.site}`, taken.site);
  }

  const applicationPortal = link('applicationPortal', true);
  const wechatAccount = text('wechatAccount', false);
  // Without WeChat's own QR address, the code opens the account by its name.
  const wechatQrTarget = link('wechatQrTarget', false, ['https:', 'http:']) || (wechatAccount ? wechatAccountUrl(wechatAccount) : '');
  const settings: CampusSettings = {
    address, hosts, applicationPortal, wechatAccount, wechatQrTarget,
    weibo: link('weibo', false), video: link('video', false), linkedin: link('linkedin', false),
    // The filings are the school's own: empty until its IT has them (the footer then shows none), so the
    // other settings can be saved meanwhile.
    icp: text('icp', false), publicSecurity: text('publicSecurity', false),
  };
  if (settings.publicSecurity && !/\d{6,}/.test(settings.publicSecurity)) {
    problems.add('publicSecurity', 'invalid', 'must contain the filing number\'s digits, e.g. 粤公网安备44030502002101号');
  }
  problems.refuse(`settings of ${site}`);
  return settings;
}
