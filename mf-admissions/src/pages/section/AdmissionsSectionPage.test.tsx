/** @jest-environment jsdom */
import { act, screen, waitFor, within } from '@testing-library/react';
import { bus, getApi, type InfoSession, type Tuition } from '@schools/shared-api';
import { item, renderAdmissions, text } from '../../test-support/render';

const TUITION: Tuition = {
  year: '2025-26', otherFeesBasis: '2024-25', currency: 'CNY',
  rows: [{ grade: 'Pre-K', annualFee: 0 }, { grade: 'Grades 1-5', annualFee: 226000 }, { grade: 'Grades 9-12', annualFee: 328000 }],
  otherFees: [],
  applicationFee: { amount: 2000, refundable: false, creditedToTuition: true, note: '' },
  notes: [], lastUpdated: ['2024-12-20', '2025-05-16'], bank: null,
};

const session = (id: number, date: string, placesLeft: number): InfoSession => ({
  id, date, start: '09:30', end: '11:30', place: 'Theatre', language: 'English', audience: 'All grades', grades: null, capacity: 40, placesLeft,
});

const list = (...lines: string[]) => ({
  type: 'list' as const, ordered: false,
  items: lines.map((l) => { const [head, rest, href] = l.split('|'); return [{ type: 'text' as const, text: head!, strong: true }, { type: 'text' as const, text: rest! }, ...(href ? [{ type: 'link' as const, text: href.replace(/^\w+:/, ''), href }] : [])]; }),
});

const COPY = [
  item({ menuId: '05', key: 'admissions.apply', blocks: [text('Apply online in six steps.')] }),
  item({ menuId: '05', key: 'hub.intro', blocks: [text('Applications for 2027-28 are open.'), { type: 'cta', links: [{ label: 'Apply now', href: 'https://apply.example.cn/bisz/', primary: true }] }] }),
  item({ menuId: '05', key: 'hub.dates', title: 'Key dates for 2027-28 entry', blocks: [list('8 October 2026:| Online applications open', '12 March 2027:| First offers')] }),
  item({ menuId: '05', key: 'hub.steps', title: 'Steps to joining us', blocks: [list('Enquire.| Write or call.', 'Visit.| Come to a session.')] }),
  item({ menuId: '05', key: 'hub.contacts', title: 'Your admissions team', blocks: [list('Liang Haoran|, Director of Admissions |mailto:liang.haoran@bisz.example.cn')] }),
];

describe('/admissions hub', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the intro with Apply, key dates, next sessions with places left, fees at a glance, the steps and the team, then the cards', async () => {
    jest.spyOn(getApi(), 'contentByMenu').mockResolvedValue(COPY);
    jest.spyOn(getApi(), 'tuitionContent').mockResolvedValue(TUITION);
    jest.spyOn(getApi(), 'admissionSessions').mockResolvedValue([
      session(1, '2026-11-28', 12), session(2, '2026-12-05', 0), session(3, '2027-01-09', 1), session(4, '2027-02-27', 30),
    ]);
    const { container } = renderAdmissions('#/admissions?lang=en');
    expect(await screen.findByText('Applications for 2027-28 are open.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Apply now/ }).getAttribute('href')).toBe('https://apply.example.cn/bisz/');

    const dates = screen.getByRole('region', { name: 'Key dates for 2027-28 entry' });
    expect(within(dates).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['8 October 2026Online applications open', '12 March 2027First offers']);

    const sessions = screen.getByRole('region', { name: 'Next information sessions' });
    expect(within(sessions).getAllByRole('listitem').map((li) => li.querySelector('.adm-hub__places')?.textContent)).toEqual(['12 places left', 'Full', '1 place left']);
    expect(within(sessions).getByText('Saturday, 28 November 2026')).toBeTruthy();
    expect(within(sessions).getByRole('link', { name: 'All sessions and booking' }).getAttribute('href')).toMatch(/^#\/admissions\/recruit/);

    const fees = screen.getByRole('region', { name: 'Fees at a glance' });
    expect(within(fees).getByText('226,000 yuan – 328,000 yuan')).toBeTruthy();
    expect(within(fees).getByText('2,000 yuan')).toBeTruthy();
    expect(within(fees).getByRole('link', { name: 'Tuition and all fees' }).getAttribute('href')).toMatch(/^#\/admissions\/tuition/);

    const steps = screen.getByRole('region', { name: 'Steps to joining us' });
    expect(within(steps).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['EnquireWrite or call', 'VisitCome to a session']);

    const team = screen.getByRole('region', { name: 'Your admissions team' });
    expect(within(team).getByText('Liang Haoran')).toBeTruthy();
    expect(within(team).getByText('Director of Admissions')).toBeTruthy();
    expect(within(team).getByRole('link', { name: 'liang.haoran@bisz.example.cn' }).getAttribute('href')).toBe('mailto:liang.haoran@bisz.example.cn');

    await waitFor(() => expect(container.querySelectorAll('.ui-card').length).toBe(5));
    expect(container.querySelector('.ui-card__summary')?.textContent).toBe('Apply online in six steps.');
  });

  it('shows nothing until the copy, the fees and the sessions have all answered, in Chinese', async () => {
    let answerSessions: (s: InfoSession[]) => void = () => undefined;
    jest.spyOn(getApi(), 'contentByMenu').mockResolvedValue(COPY);
    jest.spyOn(getApi(), 'tuitionContent').mockResolvedValue(TUITION);
    jest.spyOn(getApi(), 'admissionSessions').mockReturnValue(new Promise((resolve) => { answerSessions = resolve; }));
    const { container } = renderAdmissions('#/admissions?lang=cn', { lang: 'zh' });
    // Every call but the held one has answered and its render is committed: the page's loading count
    // (which ends a call's count only once its answer is on screen) is down to that one.
    await waitFor(() => expect(bus.loading.value).toBe(1));
    expect(container.querySelector('.ui-hub')).toBeNull();
    await act(async () => answerSessions([session(1, '2026-11-28', 5)]));
    const sessions = await screen.findByRole('region', { name: '近期招生说明会' });
    expect(within(sessions).getByText('剩余 5 个名额')).toBeTruthy();
    expect(screen.getByRole('region', { name: '费用一览' }).textContent).toContain('226,000 元 – 328,000 元');
  });
});
