// Days and times as the staff read them: the site's way ("Sat 20 Mar 2027" / "2027年3月20日（周六）"),
// always China time, whatever the browser's zone.
import type { StaffLang } from '../staffText';

const WEEKDAY = { en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'], zh: ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] };
const MONTH = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH_LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "Sat 20 Mar 2027" / "2027年3月20日（周六）" for YYYY-MM-DD. */
export function dayText(day: string, lang: StaffLang): string {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAY[lang][new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return lang === 'zh' ? `${y}年${m}月${d}日（${weekday}）` : `${weekday} ${d} ${MONTH[m - 1]} ${y}`;
}

/** "March 2027" / "2027年3月" for a month key "2027-03". */
export function monthText(month: string, lang: StaffLang): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return lang === 'zh' ? `${y}年${m}月` : `${MONTH_LONG[m - 1]} ${y}`;
}

/** An event's or a session's days and times: "Sat 20 Mar 2027, 09:00–12:00", "Mon 12 Apr 2027 – Fri 16 Apr 2027". */
export function spanText(start: string, end: string, allDay: boolean, lang: StaffLang): string {
  const to = lang === 'zh' ? ' 至 ' : ' – ';
  if (allDay) return start === end ? dayText(start, lang) : `${dayText(start, lang)}${to}${dayText(end, lang)}`;
  const time = (iso: string) => iso.slice(11, 16);
  if (start.slice(0, 10) === end.slice(0, 10)) return `${dayText(start, lang)}${lang === 'zh' ? ' ' : ', '}${time(start)}–${time(end)}`;
  return `${dayText(start, lang)} ${time(start)}${to}${dayText(end, lang)} ${time(end)}`;
}
