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
  /** WeChat mini-program app id; empty where the campus has none. */
  appId: string;
  isBilingual?: boolean;
  /** Where the campus is found elsewhere; an empty account hides its icon. */
  links: CampusLinks;
  /** The filing numbers every page of a site in China shows in its footer. */
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
  /** ICP filing number, linked to the MIIT filing system. */
  icp: string;
  /** Public-security filing number as displayed, e.g. 粤公网安备44030502002101号. */
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
  appId: string;
  isBilingual?: boolean;
  /** accounts; absent ones are empty (their icons hidden) */
  social: { weibo?: string; video?: string; linkedin?: string };
  filing: CampusFiling;
}

function campus(sname: CampusCode, en: string, zh: string, city: { en: string; zh: string }, settings: SeedSettings): Campus {
  const lower = sname.toLowerCase();
  const { social } = settings;
  return {
    sname,
    hosts: [`${lower}.localhost`, `${lower}.${PUBLIC_DOMAIN}`, `www.${lower}.${PUBLIC_DOMAIN}`],
    address: `https://${lower}.${PUBLIC_DOMAIN}`,
    name: { en: `${BRAND.en} ${en}`, zh: `${BRAND.zh}${zh}` },
    city,
    appId: settings.appId,
    ...(settings.isBilingual ? { isBilingual: true } : {}),
    links: {
      applicationPortal: `https://apply.${PUBLIC_DOMAIN}/${lower}/`,
      wechat: { account: `${BRAND.en}${sname}`, qrTarget: wechatAccountUrl(`${BRAND.en}${sname}`), qr: wechatQrAddress(sname, wechatAccountUrl(`${BRAND.en}${sname}`)) },
      weibo: social.weibo ? `https://weibo.com/${social.weibo}` : '',
      video: social.video ? `https://space.bilibili.com/${social.video}` : '',
      linkedin: social.linkedin ? `https://www.linkedin.com/company/${social.linkedin}/` : '',
    },
    filing: settings.filing,
  };
}

const GROUP_LINKEDIN = 'lumina-schools';

export const CAMPUSES: readonly Campus[] = [
  campus('BISZ', 'International School Shenzhen', '国际学校（深圳）', { en: 'Shenzhen', zh: '深圳' }, {
    appId: 'wx5f3a1c7e9b2d4a01',
    social: { weibo: 'luminabisz', video: '3493120001', linkedin: GROUP_LINKEDIN },
    filing: { icp: '粤ICP备2016081234号-1', publicSecurity: '粤公网安备44030502002101号' },
  }),
  campus('BIGZ', 'International School Guangzhou', '国际学校（广州）', { en: 'Guangzhou', zh: '广州' }, {
    appId: 'wx6b2e8d4f1a3c5b02',
    social: { weibo: 'luminabigz', video: '3493120002', linkedin: GROUP_LINKEDIN },
    filing: { icp: '粤ICP备2016081234号-2', publicSecurity: '粤公网安备44011202002102号' },
  }),
  campus('BIPH', 'International School Harbour Campus', '国际学校（湾区校区）', { en: 'Huizhou', zh: '惠州' }, {
    appId: 'wx7c1d9e5a2b4f6c03',
    social: { weibo: 'luminabiph', video: '3493120003', linkedin: GROUP_LINKEDIN },
    filing: { icp: '粤ICP备2016081234号-3', publicSecurity: '粤公网安备44130202002103号' },
  }),
  campus('BIHZ', 'International School Hangzhou', '国际学校（杭州）', { en: 'Hangzhou', zh: '杭州' }, {
    appId: 'wx8d4f2a6b3c5e7d04',
    social: { weibo: 'luminabihz', video: '3493120004', linkedin: GROUP_LINKEDIN },
    filing: { icp: '浙ICP备2017043210号-1', publicSecurity: '浙公网安备33010602002104号' },
  }),
  campus('BINJ', 'International School Nanjing', '国际学校（南京）', { en: 'Nanjing', zh: '南京' }, {
    appId: '',
    social: { weibo: 'luminabinj', linkedin: GROUP_LINKEDIN },
    filing: { icp: '苏ICP备2018056789号-1', publicSecurity: '苏公网安备32010602002105号' },
  }),
  campus('BBSZ', 'Bilingual School Shenzhen', '双语学校（深圳）', { en: 'Shenzhen', zh: '深圳' }, {
    appId: 'wx9e5a3b7c4d6f8e05',
    isBilingual: true,
    social: { weibo: 'luminabbsz', video: '3493120006' },
    filing: { icp: '粤ICP备2016081234号-4', publicSecurity: '粤公网安备44030502002106号' },
  }),
  campus('BISC', 'International School Sichuan', '国际学校（四川）', { en: 'Chengdu', zh: '成都' }, {
    appId: 'wxa1f6b4c8d5e7a906',
    social: { weibo: 'luminabisc', video: '3493120007', linkedin: GROUP_LINKEDIN },
    filing: { icp: '蜀ICP备2019034567号-1', publicSecurity: '川公网安备51010702002107号' },
  }),
  campus('BIWH', 'International School Wuhan', '国际学校（武汉）', { en: 'Wuhan', zh: '武汉' }, {
    appId: '',
    social: { video: '3493120008', linkedin: GROUP_LINKEDIN },
    filing: { icp: '鄂ICP备2019012345号-1', publicSecurity: '鄂公网安备42010602002108号' },
  }),
  campus('BBGM', 'Bilingual School Guangming', '双语学校（光明）', { en: 'Shenzhen Guangming', zh: '深圳光明' }, {
    appId: '',
    isBilingual: true,
    social: { weibo: 'luminabbgm' },
    filing: { icp: '粤ICP备2016081234号-5', publicSecurity: '粤公网安备44031102002109号' },
  }),
  campus('BBCD', 'Bilingual School Chengdu', '双语学校（成都）', { en: 'Chengdu', zh: '成都' }, {
    appId: 'wxb2a7c5d9e6f8b007',
    isBilingual: true,
    social: { video: '3493120010' },
    filing: { icp: '蜀ICP备2019034567号-2', publicSecurity: '川公网安备51010702002110号' },
  }),
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
