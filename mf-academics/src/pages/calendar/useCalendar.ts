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
