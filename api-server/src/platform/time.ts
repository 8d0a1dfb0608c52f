// The one time zone of the staff's tools: the schools are all in China, so the staff page and the CSV
// export both give times in China Standard Time (UTC+8, no daylight saving), and say so.
import { chinaNow } from '@schools/shared-api/china-time';

/** A moment in the schools' time zone, to the minute: "2026-11-22 09:05". '' for none. */
export function chinaTime(iso: string | null): string {
  if (!iso) return '';
  const { day, time } = chinaNow(new Date(iso));
  return `${day} ${time}`;
}
