import { CALENDAR_PATH, getApi, parseHash, type CalendarEvent } from '@schools/shared-api';
import { useApiData, useCampus, useLang, type ApiData } from '@schools/ui';

/** The school years the campus publishes a calendar for, from calendar-content (the navigation's entries). */
export function useCalendarYears(): ApiData<string[]> {
  const campus = useCampus();
  const lang = useLang();
  return useApiData(
    async () =>
      (await getApi().calendarContent())
        .map((c) => parseHash(c.url))
        .filter((link) => link.path === CALENDAR_PATH && link.query.year)
        .map((link) => link.query.year!),
    [campus.sname, lang],
  );
}

/** One school year's events (calendar/events), sorted by start. */
export function useCalendarEvents(year: string | undefined): ApiData<CalendarEvent[]> {
  const campus = useCampus();
  const lang = useLang();
  return useApiData(() => (year ? getApi().calendarEvents({ year }) : Promise.resolve([])), [campus.sname, lang, year]);
}

/** Where the page reads today's date: the real clock, replaced in tests. */
export const calendarClock = { now: (): Date => new Date() };

/** The school year a date falls in: from 1 August to 31 July ('2026-11-24' is in 2026-27). */
export function schoolYearOf(date: string): string {
  const year = Number(date.slice(0, 4));
  const first = Number(date.slice(5, 7)) >= 8 ? year : year - 1;
  return `${first}-${String((first + 1) % 100).padStart(2, '0')}`;
}

/** Today's date in China, where every campus is (UTC+8, no daylight saving). */
export const chinaDate = (now: Date): string => new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** The year the page opens on without one in the address: the one containing today, else the newest published. */
export function defaultYear(years: string[], now: Date = calendarClock.now()): string | undefined {
  const current = schoolYearOf(chinaDate(now));
  return years.includes(current) ? current : [...years].sort().at(-1);
}
