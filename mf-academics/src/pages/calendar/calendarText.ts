// The calendar page's words and its dates in the page's language.
import type { CalendarCategory, CalendarEvent, Lang } from '@schools/shared-api';

export const TEXT = {
  en: {
    title: (year: string) => `Academic Calendar ${year}`,
    intro: (campus: string, year: string) =>
      `Term dates, holidays, exams and school events of ${campus} for the ${year} school year. Public holidays follow the State Council's official schedule; the school confirms every date and announces any change.`,
    years: 'School year',
    subscribeHeading: 'Add it to your calendar',
    subscribeHint: 'Subscribe once and your phone or computer keeps the dates up to date when the school changes one.',
    subscribe: 'Subscribe (iCal)',
    download: 'Download (.ics)',
    address: 'Calendar address, for Google Calendar or Outlook ("Add calendar from URL"):',
    none: (year: string) => `The ${year} calendar has not been published yet. Subscribers receive its dates as soon as it is.`,
    events: (n: number) => (n === 1 ? '1 event' : `${n} events`),
    book: 'Book a place at an information session',
    earlier: 'Earlier this school year',
    to: ' – ',
    cancelled: 'Cancelled',
  },
  zh: {
    title: (year: string) => `${year} 学年校历`,
    intro: (campus: string, year: string) =>
      `${campus}${year}学年的学期安排、假期、考试与校园活动。法定节假日以国务院办公厅公布的放假安排为准，具体日期以学校通知为准。`,
    years: '学年',
    subscribeHeading: '添加到您的日历',
    subscribeHint: '订阅一次，学校调整日期后，手机或电脑上的日历会自动更新。',
    subscribe: '订阅日历（iCal）',
    download: '下载日历文件（.ics）',
    address: '日历地址（可在 Google 日历或 Outlook 中通过“从网址添加日历”使用）：',
    none: (year: string) => `${year}学年校历尚未发布。订阅后，校历发布时将自动同步到您的日历。`,
    events: (n: number) => `${n} 项`,
    book: '预约招生说明会',
    earlier: '本学年此前的月份',
    to: '至',
    cancelled: '已取消',
  },
} as const;

export const CATEGORY: Record<CalendarCategory, Record<Lang, string>> = {
  term: { en: 'Term', zh: '学期' },
  holiday: { en: 'Holiday', zh: '假期' },
  exam: { en: 'Exam', zh: '考试' },
  conference: { en: 'Parents', zh: '家校沟通' },
  admissions: { en: 'Admissions', zh: '招生' },
  event: { en: 'Event', zh: '活动' },
};

const LOCALE: Record<Lang, string> = { en: 'en-GB', zh: 'zh-CN' };
// Calendar days are printed as the days they are, wherever the reader is: formatted in UTC.
const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fmt = (lang: Lang, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(LOCALE[lang], { timeZone: 'UTC', ...options });

/** "October 2025" / "2025年10月" for a month key "2025-10". */
export function monthTitle(month: string, lang: Lang): string {
  return fmt(lang, { month: 'long', year: 'numeric' }).format(utc(`${month}-01`));
}

/** "Wed 1 Oct" / "10月1日（周三）", with the year when asked ("Sun 4 Jan 2026" / "2026年1月4日（周日）"). */
export function dayText(day: string, lang: Lang, withYear = false): string {
  const t = utc(day);
  const [y, m, d] = day.split('-').map(Number);
  // Put together by hand: Intl's numeric Chinese month is "10/1", and its English year adds a comma.
  const weekday = fmt(lang, { weekday: 'short' }).format(t);
  if (lang === 'zh') return `${withYear ? `${y}年` : ''}${m}月${d}日（${weekday}）`;
  return `${weekday} ${d} ${fmt('en', { month: 'short' }).format(t)}${withYear ? ` ${y}` : ''}`;
}

/** The event's day or days as [first] or [first, separator, last] (the year added when it ends in the next). */
export function datesParts(e: CalendarEvent, lang: Lang): string[] {
  const first = e.start.slice(0, 10);
  const last = e.end.slice(0, 10);
  if (first === last) return [dayText(first, lang)];
  return [dayText(first, lang), TEXT[lang].to, dayText(last, lang, first.slice(0, 4) !== last.slice(0, 4))];
}

/** "18:00–19:30" of a timed event (the API gives China time); '' for a whole-day one. */
export function timeText(e: CalendarEvent): string {
  return e.allDay ? '' : `${e.start.slice(11, 16)}–${e.end.slice(11, 16)}`;
}

/** The events by the month they start in, months in order. */
export function byMonth(events: readonly CalendarEvent[]): [string, CalendarEvent[]][] {
  const months = new Map<string, CalendarEvent[]>();
  for (const e of [...events].sort((a, b) => a.start.localeCompare(b.start))) {
    const key = e.start.slice(0, 7);
    months.set(key, [...(months.get(key) ?? []), e]);
  }
  return [...months];
}
