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
  name: { zh: string; en: string };
  /** City or district, for copy. */
  city: { zh: string; en: string };
  /** WeChat mini-program app id; empty where the campus has none. */
  appId: string;
  isBilingual?: boolean;
}

function campus(
  sname: CampusCode,
  en: string,
  zh: string,
  city: { en: string; zh: string },
  appId: string,
  isBilingual = false,
): Campus {
  const lower = sname.toLowerCase();
  return {
    sname,
    hosts: [`${lower}.localhost`, `${lower}.${PUBLIC_DOMAIN}`, `www.${lower}.${PUBLIC_DOMAIN}`],
    name: { en: `${BRAND.en} ${en}`, zh: `${BRAND.zh}${zh}` },
    city,
    appId,
    ...(isBilingual ? { isBilingual } : {}),
  };
}

export const CAMPUSES: readonly Campus[] = [
  campus('BISZ', 'International School Shenzhen', '国际学校（深圳）', { en: 'Shenzhen', zh: '深圳' }, 'wx5f3a1c7e9b2d4a01'),
  campus('BIGZ', 'International School Guangzhou', '国际学校（广州）', { en: 'Guangzhou', zh: '广州' }, 'wx6b2e8d4f1a3c5b02'),
  campus('BIPH', 'International School Harbour Campus', '国际学校（湾区校区）', { en: 'Huizhou', zh: '惠州' }, 'wx7c1d9e5a2b4f6c03'),
  campus('BIHZ', 'International School Hangzhou', '国际学校（杭州）', { en: 'Hangzhou', zh: '杭州' }, 'wx8d4f2a6b3c5e7d04'),
  campus('BINJ', 'International School Nanjing', '国际学校（南京）', { en: 'Nanjing', zh: '南京' }, ''),
  campus('BBSZ', 'Bilingual School Shenzhen', '双语学校（深圳）', { en: 'Shenzhen', zh: '深圳' }, 'wx9e5a3b7c4d6f8e05', true),
  campus('BISC', 'International School Sichuan', '国际学校（四川）', { en: 'Chengdu', zh: '成都' }, 'wxa1f6b4c8d5e7a906'),
  campus('BIWH', 'International School Wuhan', '国际学校（武汉）', { en: 'Wuhan', zh: '武汉' }, ''),
  campus('BBGM', 'Bilingual School Guangming', '双语学校（光明）', { en: 'Shenzhen Guangming', zh: '深圳光明' }, '', true),
  campus('BBCD', 'Bilingual School Chengdu', '双语学校（成都）', { en: 'Chengdu', zh: '成都' }, 'wxb2a7c5d9e6f8b007', true),
];

export const DEFAULT_CAMPUS: CampusCode = 'BISZ';

export function isCampusCode(value: string): value is CampusCode {
  return (CAMPUS_CODES as readonly string[]).includes(value);
}

export function getCampus(code: CampusCode): Campus {
  const found = CAMPUSES.find((c) => c.sname === code);
  if (!found) throw new Error(`Unknown campus ${code}`);
  return found;
}
