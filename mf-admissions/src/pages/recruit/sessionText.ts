import type { InfoSession, Lang } from '@schools/shared-api';

const LOCALES: Record<Lang, string> = { en: 'en-GB', zh: 'zh-CN' };

/** "Saturday, 5 December 2026" / "2026年12月5日星期六": a session's day, the day written in the API. */
export function sessionDay(session: Pick<InfoSession, 'date'>, lang: Lang): string {
  const format = new Intl.DateTimeFormat(LOCALES[lang], { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return format.format(Date.parse(session.date));
}

/** "09:30–11:30" */
export const sessionTime = (session: Pick<InfoSession, 'start' | 'end'>): string => `${session.start}–${session.end}`;
