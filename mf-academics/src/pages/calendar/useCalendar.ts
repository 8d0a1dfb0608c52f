import { CALENDAR_PATH, getApi, parseHash, type CalendarEvent } from '@schools/shared-api';
import { chinaNow, schoolYearOf } from '@schools/shared-api/china-time';
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

/** The year the page opens on without one in the address: the one containing today, else the newest published. */
export function defaultYear(years: string[], now: Date = calendarClock.now()): string | undefined {
  const current = schoolYearOf(chinaNow(now).day);
  return years.includes(current) ? current : [...years].sort().at(-1);
}
