import { formatDate } from '@schools/ui';

const intl = (value: string, locale: string, timeZone: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(Date.parse(value));

describe('formatDate', () => {
  it('writes a calendar date as DESIGN.md does, in each language', () => {
    expect(formatDate('2024-12-20', 'en')).toBe('20 December 2024');
    expect(formatDate('2024-12-20', 'zh')).toBe('2024年12月20日');
    expect(formatDate('2026-03-01', 'en')).toBe('1 March 2026');
  });

  it("prints a full time as the schools' day: China time, whatever the reader's", () => {
    // 17:30 UTC on 31 December is already 1 January in Shenzhen.
    expect(formatDate('2025-12-31T17:30:00Z', 'en')).toBe('1 January 2026');
    expect(formatDate('2025-12-31T17:30:00Z', 'zh')).toBe('2026年1月1日');
    expect(formatDate('2025-12-31T15:59:59Z', 'en')).toBe('31 December 2025');
    expect(formatDate('2026-05-04T09:00:00+08:00', 'zh')).toBe('2026年5月4日');
  });

  it('gives back text that is not a date as it was', () => {
    expect(formatDate('Spring term', 'en')).toBe('Spring term');
    expect(formatDate('', 'zh')).toBe('');
  });

  it('agrees with Intl on every day of a year, dates and times, in both languages', () => {
    for (let day = 0; day < 366; day++) {
      const moment = new Date(Date.UTC(2024, 0, 1) + day * 86_400_000 + ((day * 3_607_000) % 86_400_000));
      const date = moment.toISOString().slice(0, 10);
      const time = moment.toISOString();
      expect(formatDate(date, 'en')).toBe(intl(date, 'en-GB', 'UTC'));
      expect(formatDate(date, 'zh')).toBe(intl(date, 'zh-CN', 'UTC'));
      expect(formatDate(time, 'en')).toBe(intl(time, 'en-GB', 'Asia/Shanghai'));
      expect(formatDate(time, 'zh')).toBe(intl(time, 'zh-CN', 'Asia/Shanghai'));
    }
  });
});
