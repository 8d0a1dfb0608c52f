import type { Lang } from '@schools/shared-api';

const LOCALES: Record<Lang, string> = { en: 'en-GB', zh: 'zh-CN' };

// Made once per language and time zone: a DateTimeFormat costs milliseconds to make on a phone, and
// a list of stories formats a date per card.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(lang: Lang, timeZone: string): Intl.DateTimeFormat {
  const key = `${lang}|${timeZone}`;
  let made = formatters.get(key);
  if (!made) {
    // DESIGN.md: "20 December 2024" / "2024年12月20日".
    made = new Intl.DateTimeFormat(LOCALES[lang], { day: 'numeric', month: 'long', year: 'numeric', timeZone });
    formatters.set(key, made);
  }
  return made;
}

/**
 * A date from the API in the page's language. A calendar date (`2024-12-20`) is printed as that day
 * wherever the reader is; a full time is printed as the schools' day (China time). Text that is not
 * a date comes back as it was.
 */
export function formatDate(value: string, lang: Lang): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  return formatter(lang, dateOnly ? 'UTC' : 'Asia/Shanghai').format(time);
}
