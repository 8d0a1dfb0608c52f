// The ten campuses of the network. The brand is one value (BRAND); every campus name is built on it.
export const CAMPUS_CODES = ['BISZ', 'BIGZ', 'BIPH', 'BIHZ', 'BINJ', 'BBSZ', 'BISC', 'BIWH', 'BBGM', 'BBCD'] as const;
export type CampusCode = (typeof CAMPUS_CODES)[number];

export const BRAND = { en: 'Lumina', zh: '明光' } as const;

/** The public domain campus sites live under: https://{sname lowercase}.{PUBLIC_DOMAIN}/ */
export const PUBLIC_DOMAIN = 'lumina-schools.cn';

export interface Campus {
  sname: CampusCode;
  /** Hosts this campus is served from, `{sname}.localhost` first for local use. */
  hosts: string[];
  /**
   * Where the campus's site is published: the origin, and the `/{SNAME}` prefix when the campus lives
   * under a shared host. Every absolute address the server gives out (canonical, sitemaps) starts here.
   */
  address: string;
  name: { zh: string; en: string };
  /** City or district, for copy. */
  city: { zh: string; en: string };
  /** WeChat mini-program app id; empty where the campus has none (or has not entered it). */
  appId: string;
  isBilingual?: boolean;
  /** Where the campus is found elsewhere; an empty account hides its icon. */
  links: CampusLinks;
  /** The filing numbers every page of a site in China shows in its footer (none until entered). */
  filing: CampusFiling;
}

export interface CampusLinks {
  /** The campus's online application portal (the header's application list). */
  applicationPortal: string;
  /**
   * The WeChat official account: WeChat has no web profile page, so the site shows its QR code: `qr`
   * is the image's address (the server draws it from `qrTarget`, the address the account's QR code
   * opens, which WeChat's official-account platform gives).
   */
  wechat: { account: string; qr: string; qrTarget: string };
  weibo: string;
  /** The campus's video channel (Bilibili). */
  video: string;
  /** LinkedIn, for careers. */
  linkedin: string;
}

export interface CampusFiling {
  /** ICP filing number, linked to the MIIT filing system; empty until the school's IT enters it. */
  icp: string;
  /** Public-security filing number as displayed (粤公网安备 and its digits); empty until entered. */
  publicSecurity: string;
}

/** Where the ICP number links: the MIIT filing system. */
export const ICP_FILING_URL = 'https://beian.miit.gov.cn/';

/** The public-security filing lookup of one number (the digits of the displayed number). */
export function publicSecurityFilingUrl(filing: CampusFiling): string {
  const code = filing.publicSecurity.replace(/\D/g, '');
  return `https://beian.mps.gov.cn/#/query/webSearch?code=${code}`;
}

/**
 * What a school's IT changes without a developer (the staff page's campus settings, kept in the
 * database; this catalog only seeds them): where the site is, its hosts, its filings, its accounts.
 */
export interface CampusSettings {
  address: string;
  hosts: string[];
  applicationPortal: string;
  wechatAccount: string;
  /** the address the official account's QR code opens */
  wechatQrTarget: string;
  weibo: string;
  video: string;
  linkedin: string;
  icp: string;
  publicSecurity: string;
}

/** The address a scan of a WeChat official account's QR code opens, when WeChat's own is not entered. */
export function wechatAccountUrl(account: string): string {
  return `https://weixin.qq.com/r/${encodeURIComponent(account)}`;
}

/** Where the page finds a campus's WeChat QR code: drawn by the server from the target its address names, so a new target is a new address. */
export function wechatQrAddress(sname: CampusCode, target: string): string {
  return `/api/${sname}/wechat-qr.svg?v=${encodeURIComponent(target)}`;
}

/** The campus with its settings as the school keeps them (names, city and programme stay the catalog's). */
export function withSettings(campus: Campus, settings: CampusSettings): Campus {
  return {
    ...campus,
    hosts: settings.hosts,
    address: settings.address,
    links: {
      applicationPortal: settings.applicationPortal,
      wechat: { account: settings.wechatAccount, qrTarget: settings.wechatQrTarget, qr: wechatQrAddress(campus.sname, settings.wechatQrTarget) },
      weibo: settings.weibo, video: settings.video, linkedin: settings.linkedin,
    },
    filing: { icp: settings.icp, publicSecurity: settings.publicSecurity },
  };
}

interface SeedSettings {
  isBilingual?: boolean;
}

/**
 * A campus as the catalog seeds it. Its filing numbers, social accounts and WeChat app ids are the
 * school's own, which only its IT knows: the catalog leaves them empty rather than invent any, and the
 * site shows none until they are entered in the campus settings (an empty filing shows nothing, an
 * empty account no icon; docs/school-it/domains-and-filings.md).
 */
function campus(sname: CampusCode, en: string, zh: string, city: { en: string; zh: string }, settings: SeedSettings = {}): Campus {
  const lower = sname.toLowerCase();
  return {
    sname,
    hosts: [`${lower}.localhost`, `${lower}.${PUBLIC_DOMAIN}`, `www.${lower}.${PUBLIC_DOMAIN}`],
    address: `https://${lower}.${PUBLIC_DOMAIN}`,
    name: { en: `${BRAND.en} ${en}`, zh: `${BRAND.zh}${zh}` },
    city,
    appId: '',
    ...(settings.isBilingual ? { isBilingual: true } : {}),
    links: {
      applicationPortal: `https://apply.${PUBLIC_DOMAIN}/${lower}/`,
      wechat: { account: '', qrTarget: '', qr: wechatQrAddress(sname, '') },
      weibo: '',
      video: '',
      linkedin: '',
    },
    filing: { icp: '', publicSecurity: '' },
  };
}

export const CAMPUSES: readonly Campus[] = [
  campus('BISZ', 'International School Shenzhen', '国际学校（深圳）', { en: 'Shenzhen', zh: '深圳' }),
  campus('BIGZ', 'International School Guangzhou', '国际学校（广州）', { en: 'Guangzhou', zh: '广州' }),
  campus('BIPH', 'International School Harbour Campus', '国际学校（湾区校区）', { en: 'Huizhou', zh: '惠州' }),
  campus('BIHZ', 'International School Hangzhou', '国际学校（杭州）', { en: 'Hangzhou', zh: '杭州' }),
  campus('BINJ', 'International School Nanjing', '国际学校（南京）', { en: 'Nanjing', zh: '南京' }),
  campus('BBSZ', 'Bilingual School Shenzhen', '双语学校（深圳）', { en: 'Shenzhen', zh: '深圳' }, { isBilingual: true }),
  campus('BISC', 'International School Sichuan', '国际学校（四川）', { en: 'Chengdu', zh: '成都' }),
  campus('BIWH', 'International School Wuhan', '国际学校（武汉）', { en: 'Wuhan', zh: '武汉' }),
  campus('BBGM', 'Bilingual School Guangming', '双语学校（光明）', { en: 'Shenzhen Guangming', zh: '深圳光明' }, { isBilingual: true }),
  campus('BBCD', 'Bilingual School Chengdu', '双语学校（成都）', { en: 'Chengdu', zh: '成都' }, { isBilingual: true }),
];

export const DEFAULT_CAMPUS: CampusCode = 'BISZ';

/** The group careers site, linked from every campus's footer. */
export const CAREERS_URL = `https://careers.${PUBLIC_DOMAIN}/`;

export function isCampusCode(value: string): value is CampusCode {
  return (CAMPUS_CODES as readonly string[]).includes(value);
}

export function getCampus(code: CampusCode): Campus {
  const found = CAMPUSES.find((c) => c.sname === code);
  if (!found) throw new Error(`Unknown campus ${code}`);
  return found;
}
