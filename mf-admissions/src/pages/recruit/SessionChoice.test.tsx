/** @jest-environment jsdom */
// The sign-up form tells a family which sessions suit the grade it chose, from the sessions' grades and
// the campus's grade choices as staff write them: a word on each session, a hint of how many suit it,
// and a notice (not an error) beside a session chosen for other grades, which the family may still book.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { getApi, type Block, type InfoSession, type Lang } from '@schools/shared-api';
import { SIGNUP_MESSAGES } from '@schools/forms';
import { item, renderAdmissions, text } from '../../test-support/render';

const session = (id: number, date: string, audience: string, grades: InfoSession['grades'], placesLeft: number): InfoSession => ({
  id, date, start: '09:30', end: '11:30', place: 'The Theatre', language: 'English', audience, grades, capacity: 60, placesLeft,
});

/** An international campus's sessions, as the seed and the admissions office write them. */
const SESSIONS: InfoSession[] = [
  session(11, '2027-01-09', 'Early Learning and Lower School (Pre-K to Grade 4)', { from: 'PK', to: '4' }, 20),
  session(12, '2027-01-16', 'Grade 5 and Middle School (Grades 5 to 8)', { from: '5', to: '8' }, 10),
  session(13, '2027-02-06', 'Upper School (Grades 9 to 12)', { from: '9', to: '12' }, 30),
  session(14, '2027-02-20', 'All grades', null, 40),
  session(15, '2027-03-06', 'Early Learning and Lower School (Pre-K to Grade 4)', { from: 'PK', to: '4' }, 0),
];

/** The campus's grade choices (the copy signup.grades) as the seed writes them. */
const GRADES: Record<Lang, string[]> = {
  en: ['Pre-Kindergarten (age 3)', 'Kindergarten (ages 4-5)', ...Array.from({ length: 12 }, (_, i) => `Grade ${i + 1}`)],
  zh: ['学前班（3岁）', '幼儿园（4-5岁）', '一年级', '二年级', '三年级', '四年级', '五年级', '六年级', '七年级', '八年级', '九年级', '十年级', '十一年级', '十二年级'],
};
const list = (items: string[]): Block => ({ type: 'list', ordered: false, items: items.map((t) => [{ type: 'text', text: t }]) });

function answer(lang: Lang, { sessions = SESSIONS, grades = GRADES[lang] }: { sessions?: InfoSession[]; grades?: string[] } = {}) {
  jest.spyOn(getApi(), 'contentByMenu').mockResolvedValue([
    item({ menuId: '05', key: 'admissions.recruit', blocks: [text(lang === 'en' ? 'Come and see the school.' : '欢迎来校参观。')] }),
    item({ menuId: '05', key: 'signup.grades', blocks: [list(grades)] }),
  ]);
  jest.spyOn(getApi(), 'admissionSessions').mockResolvedValue(sessions);
}

async function open(lang: Lang) {
  renderAdmissions('#/admissions/recruit', { lang });
  const group = await screen.findByRole('radiogroup');
  const grade = screen.getByLabelText(lang === 'en' ? 'Grade applying for' : '申请年级', { exact: false }) as HTMLSelectElement;
  return {
    group,
    choose: (choice: string) => fireEvent.change(grade, { target: { value: choice } }),
    /** a session's radio, by its id */
    radio: (id: number) => within(group).getAllByRole('radio').find((r) => (r as HTMLInputElement).value === String(id)) as HTMLInputElement,
    /** what the card of a session says of the grade, or null */
    fit: (id: number) => within(group).getAllByRole('radio').find((r) => (r as HTMLInputElement).value === String(id))!.closest('label')!.querySelector('.adm-session__fit')?.textContent ?? null,
  };
}

/** The text of the elements an element's aria-describedby names. */
const description = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => document.getElementById(id)?.textContent ?? '').join(' ');

/** The live regions inside the session choice: the hint above the sessions, the notice under them. */
const statuses = (group: HTMLElement) => within(group).getAllByRole('status').map((s) => s.textContent);

describe('which sessions suit the grade a family chose', () => {
  afterEach(() => jest.restoreAllMocks());

  it('says nothing of grades until one is chosen, then marks each session and says how many suit it', async () => {
    answer('en');
    const { group, choose, fit } = await open('en');
    expect(SESSIONS.map((s) => fit(s.id))).toEqual([null, null, null, null, null]);
    expect(statuses(group)).toEqual(['', '']);
    expect(group.getAttribute('aria-describedby')).toBeNull();

    choose('Grade 2');
    expect(SESSIONS.map((s) => fit(s.id))).toEqual([
      'Suits Grade 2',
      'Not for Grade 2: this one is for Grades 5 to 8',
      'Not for Grade 2: this one is for Grades 9 to 12',
      'Suits Grade 2',
      'Suits Grade 2',
    ]);
    // Three suit Grade 2, one of them full: the hint counts from the sessions, and describes the group.
    const hint = '3 sessions suit Grade 2; 2 still have places.';
    expect(statuses(group)).toEqual([hint, '']);
    expect(description(group)).toBe(hint);

    // Another grade, another answer, in the same live region.
    choose('Grade 10');
    expect(statuses(group)).toEqual(['2 sessions suit Grade 10.', '']);
    expect(fit(11)).toBe('Not for Grade 10: this one is for Pre-Kindergarten to Grade 4');
    choose('Kindergarten (ages 4-5)');
    expect(fit(11)).toBe('Suits Kindergarten');
    expect(statuses(group)[0]).toBe('3 sessions suit Kindergarten; 2 still have places.');
  });

  it('a session chosen for other grades brings a notice beside the choice, not an error: the family may still book it', async () => {
    answer('en');
    const send = jest.spyOn(getApi(), 'admissionSignup').mockResolvedValue({ id: 51, message: SIGNUP_MESSAGES.submitted.en, alreadyBooked: false });
    const { group, choose, radio } = await open('en');
    choose('Grade 2');
    fireEvent.click(radio(13));
    const notice = 'This session is for Grades 9 to 12, not Grade 2. You can still book it: families with children in several grades are welcome.';
    expect(statuses(group)[1]).toBe(notice);
    expect(description(radio(13))).toBe(notice);
    expect(group.getAttribute('aria-invalid')).toBeNull();
    expect(radio(13).getAttribute('aria-invalid')).toBeNull();
    // A session for Grade 2 instead: the notice goes.
    fireEvent.click(radio(11));
    expect(statuses(group)[1]).toBe('');
    expect(radio(11).getAttribute('aria-describedby')).toBeNull();
    // Back to the Upper School session, and sent as it is.
    fireEvent.click(radio(13));
    fireEvent.change(screen.getByLabelText("Parent's name", { exact: false }), { target: { value: 'Li Na' } });
    fireEvent.change(screen.getByLabelText('Mobile number', { exact: false }), { target: { value: '138 1234 5678' } });
    fireEvent.change(screen.getByLabelText('E-mail', { exact: false }), { target: { value: 'li.na@example.com' } });
    const entry = screen.getByLabelText('Year of entry', { exact: false }) as HTMLSelectElement;
    fireEvent.change(entry, { target: { value: entry.options[1]!.value } });
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Book my place' })));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toEqual(expect.objectContaining({ sessionId: 13, grade: 'Grade 2' }));
  });

  it('says the same in Chinese, from the Chinese grade choices', async () => {
    answer('zh');
    const { group, choose, fit, radio } = await open('zh');
    choose('幼儿园（4-5岁）');
    expect(SESSIONS.map((s) => fit(s.id))).toEqual([
      '适合幼儿园', '不适合幼儿园：本场面向五至八年级', '不适合幼儿园：本场面向九至十二年级', '适合幼儿园', '适合幼儿园',
    ]);
    expect(statuses(group)[0]).toBe('有 3 场说明会适合幼儿园，其中 2 场仍有名额。');
    fireEvent.click(radio(12));
    expect(statuses(group)[1]).toBe('本场说明会面向五至八年级，不适合幼儿园。如您家中还有其他年级的孩子，仍可预约本场。');
    expect(description(radio(12))).toBe(statuses(group)[1]);
    choose('十二年级');
    expect(statuses(group)).toEqual(['有 2 场说明会适合十二年级。', '本场说明会面向五至八年级，不适合十二年级。如您家中还有其他年级的孩子，仍可预约本场。']);
    choose('学前班（3岁）');
    expect(fit(11)).toBe('适合学前班');
  });

  it('when none suits the grade, or those that do are full, says so and points to "Another date"', async () => {
    answer('en', { sessions: [SESSIONS[2]!, SESSIONS[4]!] });
    const { group, choose } = await open('en');
    choose('Grade 2');
    expect(statuses(group)[0]).toBe('One session suits Grade 2, but it is full: choose “Another date” and we will arrange a visit.');
    choose('Grade 6');
    expect(statuses(group)[0]).toBe('None of these sessions is meant for Grade 6. You are welcome at any of them, or choose “Another date” and we will arrange a visit.');
    choose('Grade 9');
    expect(statuses(group)[0]).toBe('One session suits Grade 9.');
  });

  it('says nothing of grades when it cannot tell which grade a choice is', async () => {
    // An English school's years: Year 2 is Grade 1 there, Grade 2 elsewhere.
    answer('en', { grades: ['Reception', 'Year 1', 'Year 2', 'Year 13'] });
    const { group, choose, fit, radio } = await open('en');
    choose('Year 2');
    expect(SESSIONS.map((s) => fit(s.id))).toEqual([null, null, null, null, null]);
    fireEvent.click(radio(13));
    expect(statuses(group)).toEqual(['', '']);
    expect(radio(13).getAttribute('aria-describedby')).toBeNull();
    // "Reception" is Kindergarten in every school.
    choose('Reception');
    expect(fit(13)).toBe('Not for Kindergarten: this one is for Grades 9 to 12');
  });
});
