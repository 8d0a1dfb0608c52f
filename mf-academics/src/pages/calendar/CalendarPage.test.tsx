/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { getApi, getCampus, type CalendarEvent } from '@schools/shared-api';
import { renderSection } from '@schools/ui/testing';
import { AcademicsApp } from '../../AcademicsApp';
import { calendarClock, defaultYear } from './useCalendar';

const render = (hash: string, options: Parameters<typeof renderSection>[3] = {}) => renderSection(AcademicsApp, '@schools/academics', hash, options);

const event = (fields: Partial<CalendarEvent> & Pick<CalendarEvent, 'id' | 'title' | 'start'>): CalendarEvent => ({
  uid: `bisz-2025-26-e${fields.id}@calendar.lumina-schools.cn`, description: '', end: fields.start, allDay: true, category: 'event', location: null, cancelled: false, ...fields,
});

const EVENTS: CalendarEvent[] = [
  event({ id: 1, title: 'First day of school: Semester 1 begins', start: '2025-08-20', category: 'term' }),
  event({ id: 2, title: 'Back-to-School Night', start: '2025-09-04T18:00:00+08:00', end: '2025-09-04T19:30:00+08:00', allDay: false, location: 'Homeroom classrooms' }),
  event({ id: 3, title: 'National Day Golden Week', start: '2025-10-01', end: '2025-10-08', category: 'holiday', description: 'School is closed.' }),
  event({ id: 4, title: 'Winter break', start: '2025-12-20', end: '2026-01-04', category: 'holiday' }),
];

const CALENDARS = [
  { url: '/academics/calendar?year=2025-26', title: 'Academic Calendar 2025-26' },
  { url: '/academics/calendar?year=2026-27', title: 'Academic Calendar 2026-27' },
];

/** A fixed clock: 24 November 2026, 10:00 in China. */
const TODAY = new Date('2026-11-24T02:00:00Z');

describe('Academic calendar', () => {
  beforeEach(() => jest.spyOn(calendarClock, 'now').mockReturnValue(TODAY));
  afterEach(() => jest.restoreAllMocks());

  it('shows the year of the address month by month, each event with its dates, category and place, from the call', async () => {
    jest.spyOn(getApi(), 'calendarContent').mockResolvedValue(CALENDARS);
    const calls = jest.spyOn(getApi(), 'calendarEvents').mockResolvedValue(EVENTS);
    render('#/academics/calendar?year=2025-26&lang=en');

    const months = await screen.findAllByRole('heading', { level: 2, name: /\d{4}/ });
    expect(months.map((h) => h.firstChild?.textContent)).toEqual(['August 2025', 'September 2025', 'October 2025', 'December 2025']);
    expect(calls).toHaveBeenCalledWith({ year: '2025-26' });
    expect(screen.getByRole('heading', { level: 1, name: 'Academic Calendar 2025-26' })).toBeTruthy();

    const october = screen.getByRole('region', { name: /October 2025/ });
    const golden = within(october).getByRole('listitem');
    expect(golden.textContent).toContain('Wed 1 Oct – Wed 8 Oct');
    expect(within(golden).getByRole('heading', { level: 3 }).textContent).toBe('National Day Golden Week');
    expect(golden.textContent).toContain('Holiday');
    expect(golden.textContent).toContain('School is closed.');

    const september = within(screen.getByRole('region', { name: /September 2025/ })).getByRole('listitem');
    expect(september.textContent).toContain('Thu 4 Sept');
    expect(september.textContent).toContain('18:00–19:30');
    expect(september.textContent).toContain('Homeroom classrooms');
    // A break that ends in the next year says which.
    expect(within(screen.getByRole('region', { name: /December 2025/ })).getByRole('listitem').textContent).toContain('Sat 20 Dec – Sun 4 Jan 2026');
    // Term dates are marked out.
    expect(within(screen.getByRole('region', { name: /August 2025/ })).getByRole('listitem').className).toContain('acal-event--term');

    // The feed to subscribe to and to paste on the campus's published site, to download from this one, in the page's language.
    const published = new URL(getCampus('BISZ').address);
    const subscribe = screen.getByRole('link', { name: 'Subscribe (iCal)' });
    expect(subscribe.getAttribute('href')).toBe(`webcal://${published.host}/api/BISZ/calendar.ics?lang=en`);
    expect(screen.getByText(`${published.origin}/api/BISZ/calendar.ics?lang=en`).tagName).toBe('CODE');
    expect(screen.getByRole('link', { name: 'Download (.ics)' }).getAttribute('href')).toBe('/api/BISZ/calendar.ics?lang=en');
    // The other year is one link away.
    const years = screen.getByRole('navigation', { name: 'School year' });
    expect(within(years).getByRole('link', { name: '2025-26' }).getAttribute('aria-current')).toBe('page');
    expect(within(years).getByRole('link', { name: '2026-27' }).getAttribute('href')).toBe('#/academics/calendar?year=2026-27&lang=en');
  });

  it('opens the year under way at this month: the months already past are folded into one line above it', async () => {
    jest.spyOn(calendarClock, 'now').mockReturnValue(new Date('2025-11-10T02:00:00Z'));
    jest.spyOn(getApi(), 'calendarContent').mockResolvedValue(CALENDARS);
    jest.spyOn(getApi(), 'calendarEvents').mockResolvedValue(EVENTS);
    const { container } = render('#/academics/calendar?year=2025-26&lang=en');
    const earlier = await screen.findByText('Earlier this school year');
    const folded = earlier.closest('details')!;
    expect(folded.open).toBe(false);
    // The first month a family sees is the next one with events; the past ones are inside the fold.
    const shown = [...container.querySelectorAll('.acal-months > .acal-month h2')].map((h) => h.firstChild?.textContent);
    expect(shown).toEqual(['December 2025']);
    expect([...folded.querySelectorAll('.acal-month h2')].map((h) => h.firstChild?.textContent)).toEqual(['August 2025', 'September 2025', 'October 2025']);
    fireEvent.click(earlier);
    expect(folded.open).toBe(true);
  });

  it('strikes a cancelled event through and says so in words, in its place, and does not count it', async () => {
    jest.spyOn(getApi(), 'calendarContent').mockResolvedValue(CALENDARS);
    jest.spyOn(getApi(), 'calendarEvents').mockResolvedValue([
      ...EVENTS.slice(0, 2), event({ id: 9, title: 'Autumn fair', start: '2025-09-20', cancelled: true }), ...EVENTS.slice(2),
    ]);
    render('#/academics/calendar?year=2025-26&lang=en');
    const september = await screen.findByRole('region', { name: /September 2025/ });
    const [night, fair] = within(september).getAllByRole('listitem');
    expect(fair!.className).toContain('acal-event--cancelled');
    expect(within(fair!).getByRole('heading', { level: 3 }).querySelector('s')?.textContent).toBe('Autumn fair');
    expect(within(fair!).getByText('Cancelled')).toBeTruthy();
    expect(night!.querySelector('s')).toBeNull();
    expect(within(september).getByRole('heading', { level: 2 }).textContent).toBe('September 20251 event');
  });

  it('reads in Chinese, with Chinese dates and labels, and the Chinese feed', async () => {
    jest.spyOn(getApi(), 'calendarContent').mockResolvedValue([CALENDARS[0]!]);
    jest.spyOn(getApi(), 'calendarEvents').mockResolvedValue(EVENTS.map((e) => (e.id === 3 ? { ...e, title: '国庆节、中秋节假期', description: '' } : e)));
    render('#/academics/calendar?year=2025-26&lang=cn', { campus: 'BBGM', lang: 'zh', width: 390 });

    expect(await screen.findByRole('heading', { level: 2, name: /2025年10月/ })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '2025-26 学年校历' })).toBeTruthy();
    const golden = within(screen.getByRole('region', { name: /2025年10月/ })).getByRole('listitem');
    expect(golden.textContent).toContain('10月1日（周三）至10月8日（周三）');
    expect(golden.textContent).toContain('假期');
    expect(screen.getByRole('link', { name: '订阅日历（iCal）' }).getAttribute('href')).toContain('/api/BBGM/calendar.ics?lang=zh');
    // One calendar: no choice of years.
    expect(screen.queryByRole('navigation', { name: '学年' })).toBeNull();
  });

  it('without a year in the address opens on the school year containing today; a year with no events says it is not published yet', async () => {
    jest.spyOn(getApi(), 'calendarContent').mockResolvedValue(CALENDARS);
    const calls = jest.spyOn(getApi(), 'calendarEvents').mockResolvedValue([]);
    render('#/academics/calendar?lang=en');
    expect(await screen.findByText('The 2026-27 calendar has not been published yet. Subscribers receive its dates as soon as it is.')).toBeTruthy();
    expect(calls).toHaveBeenCalledWith({ year: '2026-27' });
    expect(calls).not.toHaveBeenCalledWith({ year: '2025-26' });
    // The year before is one link away.
    const years = screen.getByRole('navigation', { name: 'School year' });
    expect(within(years).getByRole('link', { name: '2026-27' }).getAttribute('aria-current')).toBe('page');
    expect(within(years).getByRole('link', { name: '2025-26' }).getAttribute('href')).toBe('#/academics/calendar?year=2025-26&lang=en');
  });

  it('the default year: the one containing today in China, else the newest published', () => {
    expect(defaultYear(['2025-26', '2026-27'], TODAY)).toBe('2026-27');
    // 31 July 2026 at 20:00 in Beijing is already 1 August there: 2026-27.
    expect(defaultYear(['2025-26', '2026-27'], new Date('2026-07-31T20:00:00Z'))).toBe('2026-27');
    expect(defaultYear(['2025-26', '2026-27'], new Date('2026-03-01T00:00:00Z'))).toBe('2025-26');
    expect(defaultYear(['2025-26', '2026-27'], new Date('2028-03-01T00:00:00Z'))).toBe('2026-27');
    expect(defaultYear(['2026-27', '2025-26'], new Date('2024-03-01T00:00:00Z'))).toBe('2026-27');
    expect(defaultYear([], TODAY)).toBeUndefined();
  });

  it('offers to try again when the call fails', async () => {
    jest.spyOn(getApi(), 'calendarContent').mockResolvedValue(CALENDARS);
    const calls = jest.spyOn(getApi(), 'calendarEvents').mockRejectedValueOnce(new Error('down')).mockResolvedValue(EVENTS);
    render('#/academics/calendar?year=2025-26&lang=en');
    const retry = await screen.findByRole('button', { name: /try again/i });
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 2, name: /October 2025/ })).toBeTruthy();
    expect(calls).toHaveBeenCalledTimes(2);
  });
});
