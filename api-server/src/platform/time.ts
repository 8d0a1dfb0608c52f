// The one time zone of the staff's tools: the schools are all in China, so the staff page and the CSV
// export both give times in China Standard Time (UTC+8, no daylight saving), and say so.

/** A moment in the schools' time zone, to the minute: "2026-11-22 09:05". '' for none. */
export function chinaTime(iso: string | null): string {
  if (!iso) return '';
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}
