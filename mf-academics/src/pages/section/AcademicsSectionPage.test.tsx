/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { getApi, type CalendarEvent } from '@schools/shared-api';
import { item, text } from '@schools/ui/testing';
import { renderAcademics } from '../../test-support/render';
import { calendarClock } from '../calendar/useCalendar';

const event = (id: number, title: string, start: string, end = start): CalendarEvent => ({
  id, uid: `e${id}`, title, description: '', start, end, allDay: !start.includes('T'), category: 'event', location: '', cancelled: false,
});

function mockApi() {
  jest.spyOn(getApi(), 'contentByMenu').mockImplementation(async ({ menuId }) => (menuId === '04'
    ? [
        item({ menuId, key: 'hub.intro', title: 'Academics', blocks: [text('An American-style curriculum in English.')] }),
        item({ menuId, key: 'hub.pathway', title: 'From first class to graduation', blocks: [{ type: 'list', ordered: false, items: [
          [{ type: 'text', text: 'Grades 6 to 8', strong: true }, { type: 'text', text: ' Specialist teachers. ' }, { type: 'link', text: 'Middle School', href: '/academics/curriculum/grade6-8' }],
          [{ type: 'text', text: 'Grades 9 to 12', strong: true }, { type: 'text', text: ' A US-style diploma.' }],
        ] }] }),
      ]
    : []));
  jest.spyOn(getApi(), 'calendarContent').mockResolvedValue([
    { title: '2025-26', url: '/academics/calendar?year=2025-26' },
    { title: '2026-27', url: '/academics/calendar?year=2026-27' },
  ]);
  return jest.spyOn(getApi(), 'calendarEvents').mockResolvedValue([
    event(1, 'Autumn term begins', '2026-08-19'),
    event(2, 'Parent conferences', '2026-11-20', '2026-11-24'),
    event(3, 'Information session', '2026-11-28T09:30:00+08:00', '2026-11-28T11:30:00+08:00'),
    event(4, 'Winter concert', '2026-12-16T18:30:00+08:00', '2026-12-16T20:00:00+08:00'),
    event(5, 'Winter break', '2026-12-19', '2027-01-03'),
    event(6, 'Spring term begins', '2027-01-04'),
  ]);
}

describe('/academics as a hub', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists what comes next in the school year containing today (an event still under way included), four at most', async () => {
    jest.spyOn(calendarClock, 'now').mockReturnValue(new Date('2026-11-24T02:00:00Z'));
    const events = mockApi();
    renderAcademics('#/academics?lang=en', { campus: 'BIGZ' });
    const coming = await screen.findByRole('region', { name: 'Coming up' });
    expect(events).toHaveBeenCalledWith({ year: '2026-27' });
    expect([...coming.querySelectorAll('li')].map((li) => li.querySelector('span')!.textContent)).toEqual([
      'Parent conferences', 'Information session', 'Winter concert', 'Winter break',
    ]);
    expect(within(coming).getByText('09:30–11:30')).toBeTruthy();
    expect(within(coming).getByRole('link', { name: 'The whole academic calendar' }).getAttribute('href')).toBe('#/academics/calendar?year=2026-27&lang=en');
  });

  it('leaves a cancelled date out of Coming up', async () => {
    jest.spyOn(calendarClock, 'now').mockReturnValue(new Date('2026-11-24T02:00:00Z'));
    const events = mockApi();
    const list = await events.getMockImplementation()!({ year: '2026-27' });
    events.mockResolvedValue(list.map((e) => (e.id === 3 ? { ...e, cancelled: true } : e)));
    renderAcademics('#/academics?lang=en', { campus: 'BIGZ' });
    const coming = await screen.findByRole('region', { name: 'Coming up' });
    expect([...coming.querySelectorAll('li')].map((li) => li.querySelector('span')!.textContent)).toEqual([
      'Parent conferences', 'Winter concert', 'Winter break', 'Spring term begins',
    ]);
  });

  it("shows the school's words and its path through the grades as steps, each stage linked to its page", async () => {
    jest.spyOn(calendarClock, 'now').mockReturnValue(new Date('2026-11-24T02:00:00Z'));
    mockApi();
    const { container } = renderAcademics('#/academics?lang=en', { campus: 'BIGZ' });
    const pathway = await screen.findByRole('region', { name: 'From first class to graduation' });
    expect(container.querySelector('.ui-hub__intro')!.textContent).toBe('An American-style curriculum in English.');
    expect([...pathway.querySelectorAll('ol.ui-hub__steps li strong')].map((s) => s.textContent)).toEqual(['Grades 6 to 8', 'Grades 9 to 12']);
    expect(within(pathway).getByRole('link', { name: 'Middle School' }).getAttribute('href')).toBe('#/academics/curriculum/grade6-8?lang=en');
  });

  it('has no Coming up panel once the school year has nothing left', async () => {
    jest.spyOn(calendarClock, 'now').mockReturnValue(new Date('2027-07-30T02:00:00Z'));
    mockApi();
    renderAcademics('#/academics?lang=en', { campus: 'BIGZ' });
    expect(await screen.findByRole('region', { name: 'From first class to graduation' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Coming up' })).toBeNull();
  });
});
