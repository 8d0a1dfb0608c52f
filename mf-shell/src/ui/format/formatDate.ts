import type { Lang } from '@schools/shared-api';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * China time: UTC+8 all year (no daylight saving since 1991). The kit and the footer keep the offset
 * themselves rather than share @schools/shared-api/china-time: on every page's first load, that
 * function twice (or one export of shared-api) cost more bytes than the first-load budget has left.
 */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * A date from the API in the page's language, as DESIGN.md writes it: "20 December 2024" /
 * "2024年12月20日". A calendar date (`2024-12-20`) is printed as that day wherever the reader is; a
 * full time is printed as the schools' day (China time). Text that is not a date comes back as it was.
 *
 * Written out by hand rather than by Intl.DateTimeFormat, as formatYuan is: the first Intl formatter
 * of a page starts ICU, which took 150 ms of a throttled phone's main thread on pages whose only use
 * of it was the dates of their news cards.
 */
export function formatDate(value: string, lang: Lang): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const day = new Date(dateOnly ? time : time + CHINA_OFFSET_MS);
  const [year, month, date] = [day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()];
  return lang === 'zh' ? `${year}年${month + 1}月${date}日` : `${date} ${MONTHS[month]} ${year}`;
}
