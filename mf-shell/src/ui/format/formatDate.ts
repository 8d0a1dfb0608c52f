import type { Lang } from '@schools/shared-api';

const LOCALES: Record<Lang, string> = { en: 'en-GB', zh: 'zh-CN' };

function formatter(lang: Lang, timeZone: string): Intl.DateTimeFormat {
  // DESIGN.md: "20 December 2024" / "2024年12月20日".
  return new Intl.DateTimeFormat(LOCALES[lang], { day: 'numeric', month: 'long', year: 'numeric', timeZone });
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
