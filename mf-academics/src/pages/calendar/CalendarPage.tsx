import { CALENDAR_PATH, type CalendarEvent, type Campus, type Lang } from '@schools/shared-api';
import { chinaNow } from '@schools/shared-api/china-time';
import { FailureNotice, Link, SectionPage, useCampus, useLang, useRoute } from '@schools/ui';
import { byMonth, CATEGORY, datesParts, monthTitle, TEXT, timeText } from './calendarText';
import { calendarClock, defaultYear, useCalendarEvents, useCalendarYears } from './useCalendar';
import './calendar.css';

/**
 * The feed's addresses: on the campus's published site for calendar apps to subscribe to (webcal://)
 * and to paste (a calendar app fetches it from the internet, whichever host this page is on), and on
 * this site for the download. The server writes the same, so the page hydrates as it was written.
 */
function feedAddresses(campus: Campus, lang: Lang): { published: string; webcal: string; download: string } {
  const path = `/api/${campus.sname}/calendar.ics?lang=${lang}`;
  const { origin, host } = new URL(campus.address);
  return { published: `${origin}${path}`, webcal: `webcal://${host}${path}`, download: path };
}

function Subscribe() {
  const lang = useLang();
  const campus = useCampus();
  const t = TEXT[lang];
  const feed = feedAddresses(campus, lang);
  return (
    <section className="acal-subscribe" aria-labelledby="acal-subscribe-heading">
      <h2 id="acal-subscribe-heading" className="acal-subscribe__heading">{t.subscribeHeading}</h2>
      <p className="acal-subscribe__hint">{t.subscribeHint}</p>
      <div className="acal-subscribe__actions">
        <a className="acal-button acal-button--primary" href={feed.webcal}>{t.subscribe}</a>
        <a className="acal-button" href={feed.download} download={`${campus.sname.toLowerCase()}-calendar-${lang}.ics`}>{t.download}</a>
      </div>
      <p className="acal-subscribe__address">
        {t.address} <code>{feed.published}</code>
      </p>
    </section>
  );
}

function YearLinks({ years, current }: { years: string[]; current: string }) {
  const lang = useLang();
  return (
    <nav className="acal-years" aria-label={TEXT[lang].years}>
      <span className="acal-years__label" aria-hidden="true">{TEXT[lang].years}</span>
      {years.map((year) => (
        <Link key={year} to={CALENDAR_PATH} query={{ year }} className="acal-years__link" aria-current={year === current ? 'page' : undefined}>
          {year}
        </Link>
      ))}
    </nav>
  );
}

const PLACE = { en: 'Place: ', zh: '地点：' };
const TIME = { en: 'Time: ', zh: '时间：' };

function EventItem({ event: e }: { event: CalendarEvent }) {
  const lang = useLang();
  const time = timeText(e);
  return (
    // A cancelled event stays in its place, struck through and said to be cancelled in words, so a
    // family who noted the date learns it is off rather than wondering where it went.
    <li className={`acal-event acal-event--${e.category}${e.cancelled ? ' acal-event--cancelled' : ''}`}>
      <p className="acal-event__when">
        {/* A day never breaks inside itself, only between the first and the last. */}
        <time dateTime={e.start.slice(0, 10)}>
          {datesParts(e, lang).map((part, i) => (i % 2 === 0 ? <span key={i} className="acal-event__day">{part}</span> : part))}
        </time>
        {time && (
          <span className="acal-event__time">
            <span className="ui-visually-hidden">{TIME[lang]}</span>
            {time}
          </span>
        )}
      </p>
      <div className="acal-event__what">
        <h3 className="acal-event__title">{e.cancelled ? <s>{e.title}</s> : e.title}</h3>
        {e.cancelled && <span className="acal-event__tag acal-event__tag--cancelled">{TEXT[lang].cancelled}</span>}
        <span className="acal-event__tag">{CATEGORY[e.category][lang]}</span>
        {e.location && (
          <p className="acal-event__place">
            <span className="ui-visually-hidden">{PLACE[lang]}</span>
            {e.location}
          </p>
        )}
        {e.description && <p className="acal-event__note">{e.description}</p>}
        {/* An admissions event still to come is booked on the information sessions page: one click away. */}
        {e.category === 'admissions' && !e.cancelled && e.start.slice(0, 10) >= chinaNow(calendarClock.now()).day && (
          <Link to="/admissions/recruit" className="acal-event__book">{TEXT[lang].book}</Link>
        )}
      </div>
    </li>
  );
}

function Month({ month, list }: { month: string; list: CalendarEvent[] }) {
  const lang = useLang();
  return (
    <section className="acal-month" aria-labelledby={`acal-${month}`}>
      <h2 id={`acal-${month}`} className="acal-month__title">
        {monthTitle(month, lang)}
        <span className="acal-month__count">{TEXT[lang].events(list.filter((e) => !e.cancelled).length)}</span>
      </h2>
      <ol className="acal-month__events">
        {list.map((e) => <EventItem key={e.uid} event={e} />)}
      </ol>
    </section>
  );
}

/**
 * The year's months, opening at this month: a family checks what is coming, so the months already
 * past are folded into one line above it (a year wholly past or to come shows every month).
 */
function Months({ events }: { events: CalendarEvent[] }) {
  const lang = useLang();
  const months = byMonth(events);
  const thisMonth = chinaNow(calendarClock.now()).day.slice(0, 7);
  const past = months.some(([month]) => month >= thisMonth) ? months.filter(([month]) => month < thisMonth) : [];
  return (
    <div className="acal-months">
      {past.length > 0 && (
        <details className="acal-earlier">
          <summary>{TEXT[lang].earlier}</summary>
          {past.map(([month, list]) => <Month key={month} month={month} list={list} />)}
        </details>
      )}
      {months.slice(past.length).map(([month, list]) => <Month key={month} month={month} list={list} />)}
    </div>
  );
}

/** /academics/calendar?year=2025-26: one school year's calendar by month, and the feed to subscribe to. */
export function CalendarPage() {
  const route = useRoute();
  const lang = useLang();
  const campus = useCampus();
  const years = useCalendarYears();
  // Without a year in the address, the school year containing today, else the newest published.
  const year = route?.query.year ?? (years.data ? defaultYear(years.data) : undefined);
  const events = useCalendarEvents(year);
  const t = TEXT[lang];
  return (
    // A year asked for by name (a calendar entry of the menu) heads the page; otherwise the route's title.
    <SectionPage title={route?.query.year ? t.title(route.query.year) : undefined}>
      {/* Nothing until the published years are known: the introduction, the years and the feed then
          appear together, and the months below them, so nothing already shown is pushed down. */}
      {years.status !== 'loading' && (
        <div className="acal">
          {year && <p className="acal__intro">{t.intro(campus.name[lang], year)}</p>}
          {year && years.data && years.data.length > 1 && <YearLinks years={years.data} current={year} />}
          <Subscribe />
          {(events.status === 'error' || (!year && years.status === 'error')) && (
            <FailureNotice onRetry={() => { events.retry(); years.retry(); }} />
          )}
          {year && events.status === 'ready' && (events.data.length > 0 ? <Months events={events.data} /> : <p className="acal__none">{t.none(year)}</p>)}
        </div>
      )}
    </SectionPage>
  );
}
