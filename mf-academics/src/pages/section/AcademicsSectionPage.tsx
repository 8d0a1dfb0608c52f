import { CALENDAR_PATH, copyOf, copyTitle, hubEntries, type CalendarEvent, type Lang } from '@schools/shared-api';
import { chinaNow } from '@schools/shared-api/china-time';
import { Hub, HubList, HubPanel, SectionPage, useCopyCards, useLang, useMenuCopy, type CopyCardSource } from '@schools/ui';
import { MENU } from '../../menus';
import { datesParts, timeText } from '../calendar/calendarText';
import { calendarClock, defaultYear, useCalendarEvents, useCalendarYears } from '../calendar/useCalendar';

const SOURCES: CopyCardSource[] = [
  { path: '/academics/curriculum', menuId: MENU.academics, key: 'academics.curriculum' },
  { path: '/academics/our_teacher', menuId: MENU.academics, key: 'academics.our_teacher' },
  { path: '/academics/counseling', menuId: MENU.academics, key: 'academics.counseling' },
];

/** How many of the coming calendar dates the hub lists. */
export const HUB_EVENTS = 4;

const TEXT: Record<Lang, { coming: string; calendar: string }> = {
  en: { coming: 'Coming up', calendar: 'The whole academic calendar' },
  zh: { coming: '近期安排', calendar: '查看完整校历' },
};

/** The next dates of the school year, from the academic calendar. */
function ComingUp({ events, year, lang }: { events: readonly CalendarEvent[]; year: string; lang: Lang }) {
  return (
    <HubPanel id="acad-hub-coming" title={TEXT[lang].coming} wide more={{ to: `${CALENDAR_PATH}?year=${year}`, label: TEXT[lang].calendar }}>
      <ul className="ui-hub__dates">
        {events.map((e) => (
          <li key={e.id}>
            <strong>{datesParts(e, lang).join(' ')}</strong>
            <span>{e.title}</span>
            {!e.allDay && <span className="ui-hub__meta">{timeText(e)}</span>}
          </li>
        ))}
      </ul>
    </HubPanel>
  );
}

/**
 * /academics: how the school teaches, in its own words and key facts, the path from the first class to
 * graduation, and what comes next in the school year; then the section's pages as cards.
 */
export function AcademicsSectionPage() {
  const lang = useLang();
  const copy = useMenuCopy(MENU.academics);
  const years = useCalendarYears();
  const year = years.data ? defaultYear(years.data) : undefined;
  const events = useCalendarEvents(year);
  const cards = useCopyCards(SOURCES);
  const today = chinaNow(calendarClock.now()).day;
  // A cancelled date is not "coming up" (the calendar page shows it struck through).
  const coming = (events.data ?? []).filter((e) => !e.cancelled && e.end.slice(0, 10) >= today).slice(0, HUB_EVENTS);
  const items = copy.data ?? [];
  const pathway = hubEntries(copyOf(items, 'hub.pathway'));
  const pending = copy.status === 'loading' || years.status === 'loading' || events.status === 'loading' || !cards.ready;
  return (
    <SectionPage childCards={cards} pending={pending}>
      <Hub intro={copyOf(items, 'hub.intro')}>
        {pathway.length > 0 && (
          <HubPanel id="acad-hub-pathway" title={copyTitle(items, 'hub.pathway')} wide>
            <HubList entries={pathway} variant="steps" />
          </HubPanel>
        )}
        {year && coming.length > 0 && <ComingUp events={coming} year={year} lang={lang} />}
      </Hub>
    </SectionPage>
  );
}
