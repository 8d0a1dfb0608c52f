// Every campus is in China, which keeps UTC+8 all year (no daylight saving since 1991): "today", "this
// year" and "the school year under way" are China's, whatever the clock of the visitor's phone, the
// server or a member of staff abroad is set to. Written with the offset rather than Intl: a page's first
// Intl formatter starts ICU, 150 ms of a throttled phone's main thread.

/** China's offset from UTC, all year. */
const CHINA_UTC_OFFSET_MS = 8 * 3_600_000;

/** A moment (now unless given) in China: its day (YYYY-MM-DD), its time (HH:MM) and its year. */
export function chinaNow(at: Date = new Date()): { day: string; time: string; year: number } {
  const iso = new Date(at.getTime() + CHINA_UTC_OFFSET_MS).toISOString();
  return { day: iso.slice(0, 10), time: iso.slice(11, 16), year: Number(iso.slice(0, 4)) };
}

/** A day and a time of day in China as the moment they are (ISO, UTC): ('2026-12-01', '08:00') → '2026-12-01T00:00:00.000Z'. */
export function fromChinaTime(day: string, time: string): string {
  return new Date(Date.parse(`${day}T${time}:00Z`) - CHINA_UTC_OFFSET_MS).toISOString();
}

/** The school year a day falls in: 1 August to 31 July ('2026-11-24' is in 2026-27, '2027-07-31' too). */
export function schoolYearOf(day: string): string {
  const year = Number(day.slice(0, 4));
  const first = Number(day.slice(5, 7)) >= 8 ? year : year - 1;
  return `${first}-${String((first + 1) % 100).padStart(2, '0')}`;
}
