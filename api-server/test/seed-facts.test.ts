// The seed's copy agrees with the campus facts it is built from: a campus's stated grades, its fee table
// and its pages say the same thing about its youngest class (Pre-K or Kindergarten), and the figures of
// facts blocks read naturally after their number in Chinese.
import { CAMPUSES, type CampusSettings, type Lang } from '@schools/shared-api';
import { settingsOf } from '../src/modules/settings/campusSettingsService';
import { CAMPUS_SEEDS, FACTS } from '../src/seed/fixtures';
import { emailOf, localPhone, type CampusFacts } from '../src/seed/fixtures/facts';
import { richBlocks } from '../src/seed/seed';
import type { CampusSeed, RichText } from '../src/modules/content/campusContent';

const seedOf = (code: string): CampusSeed => {
  const seed = CAMPUS_SEEDS.find((s) => s.code === code);
  if (!seed) throw new Error(`no seed for ${code}`);
  return seed;
};

/** Every text of one language in a value of the seed: both sides of a bilingual text, and block trees. */
function textsIn(value: unknown, lang: Lang): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((v) => textsIn(v, lang));
  if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    if ('en' in obj && 'zh' in obj) return textsIn(obj[lang], lang);
    return Object.values(obj).flatMap((v) => textsIn(v, lang));
  }
  return [];
}

/** A page's copy as the visitor reads it, one language, Markdown turned into blocks. */
const copyText = (copy: RichText, lang: Lang): string => textsIn(richBlocks(copy)[lang], lang).join('\n');

/** What a campus's FAQ and Apply page say, one language. */
function admissionsText(code: string, lang: Lang): string {
  const seed = seedOf(code);
  return [textsIn(seed.faq, lang).join('\n'), copyText(seed.groups.admissions.apply, lang)].join('\n');
}

const PRE_K: Record<Lang, RegExp> = { en: /Pre-K/i, zh: /学前班/ };
/** "from Kindergarten to Grade 12", "幼儿园至十二年级": a span that starts at Kindergarten. */
const FROM_K: Record<Lang, RegExp> = { en: /(?<!Pre-)\bKindergarten to Grade\b/i, zh: /(?<!学前班和)幼儿园(至|到)[一二三四五六七八九十]/ };

const hasPreK = (f: CampusFacts): boolean => f.tuition[0] > 0;

describe.each(FACTS.map((f) => [f.code, f] as const))('%s', (code, f) => {
  it('states the grades its fee table charges for: from Pre-K exactly when there is a Pre-K fee', () => {
    expect(f.grades.en.startsWith('Pre-K')).toBe(hasPreK(f));
    expect(f.grades.zh.startsWith('学前班')).toBe(hasPreK(f));
    expect(seedOf(code).tuition.rows.some((r) => PRE_K.en.test(r.grade.en))).toBe(hasPreK(f));
  });

  it.each(['en', 'zh'] as const)('says so on its FAQ and Apply page (%s)', (lang) => {
    const text = admissionsText(code, lang);
    if (hasPreK(f)) {
      expect(text).toMatch(PRE_K[lang]);
      expect(text).not.toMatch(FROM_K[lang]);
    } else {
      expect(text).not.toMatch(PRE_K[lang]);
    }
  });

  it.each(['en', 'zh'] as const)('names no other youngest class anywhere in its copy (%s)', (lang) => {
    const text = textsIn(seedOf(code), lang).join('\n');
    if (hasPreK(f)) expect(text).not.toMatch(FROM_K[lang]);
    else expect(text).not.toMatch(PRE_K[lang]);
  });
});

describe('facts blocks in Chinese', () => {
  /** Every facts label of a value, with the value it is read after. */
  function labels(value: unknown): { value: string; label: string }[] {
    if (Array.isArray(value)) return value.flatMap(labels);
    if (value && typeof value === 'object') {
      const obj = value as Record<string, unknown>;
      const own = obj.type === 'facts' && Array.isArray(obj.items) ? (obj.items as { value: string; label: string }[]) : [];
      return [...own, ...Object.values(obj).flatMap(labels)];
    }
    return [];
  }

  it.each(CAMPUS_SEEDS.map((s) => [s.code, s] as const))('%s: no label starts with 的 (it is read after its number)', (_code, seed) => {
    const zh = labels(zhSide(seed));
    expect(zh.length).toBeGreaterThan(0);
    expect(zh.filter((i) => i.label.startsWith('的')).map((i) => `${i.value} ${i.label}`)).toEqual([]);
  });

  /** The Chinese side of every bilingual value in the seed (blocks written per language included). */
  function zhSide(value: unknown): unknown {
    if (Array.isArray(value)) return value.map(zhSide);
    if (value && typeof value === 'object') {
      const obj = value as Record<string, unknown>;
      if ('en' in obj && 'zh' in obj) return obj.zh;
      return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, zhSide(v)]));
    }
    return value;
  }
});

describe('the tuition page', () => {
  /** The page as a parent reads it: the copy, then the fee tables, their notes and the bank details. */
  function page(seed: CampusSeed, lang: Lang): string {
    const t = seed.tuition;
    return [
      copyText(seed.groups.admissions.tuition, lang),
      ...t.rows.map((r) => r.grade[lang]),
      ...t.otherFees.flatMap((o) => [o.item[lang], o.amount[lang]]),
      ...t.notes.map((n) => n[lang]),
      ...(t.bank ? [t.bank.accountName[lang], t.bank.accountNumber, t.bank.bank[lang]] : []),
    ].join('\n');
  }
  const count = (text: string, re: RegExp): number => (text.match(new RegExp(re.source, `${re.flags}g`)) ?? []).length;

  it.each(CAMPUS_SEEDS.map((s) => [s.code, s] as const))('%s states each fee fact once, in both languages', (_code, seed) => {
    const en = page(seed, 'en');
    const zh = page(seed, 'zh');
    // when tuition is paid
    expect(count(en, /15 December/)).toBe(1);
    expect(count(zh, /12 月 15 日/)).toBe(1);
    // the sibling discount
    expect(count(en, /5% discount/)).toBe(1);
    expect(count(zh, /5% 学费优惠/)).toBe(1);
    // how old the figures are, and that the offer letter confirms the fee of the year of entry
    expect(count(en, /16 May 2025/)).toBe(1);
    expect(count(en, /20 December 2024/)).toBe(1);
    expect(count(zh, /2025年5月16日/)).toBe(1);
    expect(en).toMatch(/reviewed every year[^]*offer letter/);
    expect(zh).toMatch(/每年审核[^]*录取通知书/);
  });

  it.each(CAMPUS_SEEDS.map((s) => [s.code, s] as const))('%s: no bank account until the school enters its own; the notes say how to obtain it', (_code, seed) => {
    expect(seed.tuition.bank).toBeUndefined();
    const notes = { en: textsIn(seed.tuition.notes, 'en').join(' '), zh: textsIn(seed.tuition.notes, 'zh').join(' ') };
    expect(notes.en).toMatch(/bank details[^]*finance office at finance@\S+/);
    expect(notes.zh).toMatch(/收款账户[^]*finance@\S+/);
  });
});

describe('the Contact Us page', () => {
  // The page shows the GeneralInformation card (address, numbers, e-mails) under the copy's first paragraph.
  it.each(FACTS.map((f) => [f.code, f] as const))('%s: the copy does not repeat the address, admissions number and e-mail of the card', (code, f) => {
    for (const lang of ['en', 'zh'] as const) {
      const text = copyText(seedOf(code).groups.admissions.contactUs, lang);
      expect(text).toMatch(/08:30-17:00/);
      expect(text).not.toContain(f.address[lang]);
      expect(text).not.toContain(localPhone(f, f.phones[1]));
      expect(text).not.toContain(emailOf(f, 'admissions'));
    }
  });
});

describe('values that stand in for a real one', () => {
  /** Each text of every campus's seed, in either language, where `pattern` matches: where, and the words around it. */
  const foundInCopy = (pattern: RegExp): string[] => CAMPUS_SEEDS.flatMap((seed) => (['en', 'zh'] as const).flatMap((lang) =>
    textsIn(seed, lang).flatMap((text) => {
      const match = pattern.exec(text);
      return match ? [`${seed.code} ${lang}: "${text.slice(Math.max(0, match.index - 40), match.index + 40)}"`] : [];
    })));

  // What a visitor must never be shown as if it were real: a sample account or number, a placeholder.
  const STAND_IN = /\((sample|example)\)|\b(placeholder|lorem ipsum|dummy|TBD)\b|（示例）|（样例）|占位|0000 \d{4}/i;

  it('are none in any campus\'s seed, in either language', () => {
    expect(foundInCopy(STAND_IN)).toEqual([]);
  });

  // What only the school has, which the seed would have to invent: a filing number, a WeChat app id, a
  // social account. The site shows none of them until the campus's IT enters its own (campus settings).
  const SCHOOL_OWN = /[\u4e00-\u9fff]ICP备\d+号|公网安备\s*\d+|\bwx[0-9a-f]{16}\b|weibo\.com\/\w|bilibili\.com\/\d|linkedin\.com\/company\/|weixin\.qq\.com\/r\//i;
  const ACCOUNTS: (keyof CampusSettings)[] = ['icp', 'publicSecurity', 'wechatAccount', 'wechatQrTarget', 'weibo', 'video', 'linkedin'];

  it("are none in any campus's seeded settings: no filing number, app id or account before its IT enters them", () => {
    const found: string[] = [];
    for (const campus of CAMPUSES) {
      const settings = settingsOf(campus);
      for (const key of ACCOUNTS) if (settings[key]) found.push(`${campus.sname} ${key}: ${settings[key]}`);
      if (campus.appId) found.push(`${campus.sname} appId: ${campus.appId}`);
      if (SCHOOL_OWN.test(JSON.stringify(campus))) found.push(`${campus.sname}: ${SCHOOL_OWN.exec(JSON.stringify(campus))![0]}`);
    }
    expect(found).toEqual([]);
  });

  it("are none in any campus's copy either, in either language", () => {
    expect(foundInCopy(SCHOOL_OWN)).toEqual([]);
    // The check finds what it looks for.
    expect(['粤ICP备2016081234号-1', '粤公网安备44030502002101号', 'wx5f3a1c7e9b2d4a01', 'https://weibo.com/luminabisz', 'https://space.bilibili.com/3493120001', 'https://weixin.qq.com/r/LuminaBISZ']
      .filter((s) => !SCHOOL_OWN.test(s))).toEqual([]);
  });
});
