/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { getApi, type Block, type InfoSession } from '@schools/shared-api';
import { SIGNUP_MESSAGES } from '@schools/forms';
import { item, renderAdmissions, text } from '../../test-support/render';

const SESSIONS: InfoSession[] = [
  { id: 7, date: '2027-01-16', start: '09:30', end: '11:30', place: 'The Theatre', language: 'English', audience: 'All grades', grades: null, capacity: 50, placesLeft: 12 },
  { id: 8, date: '2027-03-06', start: '14:00', end: '16:00', place: 'The Theatre', language: 'English', audience: 'Upper School', grades: { from: '9', to: '12' }, capacity: 40, placesLeft: 0 },
];
const list = (...items: string[]): Block => ({ type: 'list', ordered: false, items: items.map((t) => [{ type: 'text', text: t }]) });

function answer(lang: 'en' | 'zh') {
  jest.spyOn(getApi(), 'contentByMenu').mockResolvedValue([
    item({ menuId: '05', key: 'admissions.recruit', blocks: [text(lang === 'en' ? 'Come and see the school.' : '欢迎来校参观。')] }),
    item({ menuId: '05', key: 'signup.grades', blocks: [list(...(lang === 'en' ? ['Kindergarten', 'Grade 1', 'Grade 2'] : ['幼儿园', '一年级', '二年级']))] }),
    item({ menuId: '05', key: 'signup.privacy', blocks: [text(lang === 'en' ? 'Only the admissions office sees your details.' : '仅招生办公室可查看您的信息。')] }),
  ]);
  jest.spyOn(getApi(), 'admissionSessions').mockResolvedValue(SESSIONS);
}

const field = (name: string) => screen.getByLabelText(name, { exact: false }) as HTMLInputElement;
/** The form's own status line, beside its send button (the session choice has live hints of its own). */
const sendStatus = () => within(document.querySelector('.adm-signup__send') as HTMLElement).getByRole('status');

function fillValid() {
  fireEvent.click(screen.getByRole('radio', { name: /16 January 2027/ }));
  fireEvent.change(field("Parent's name"), { target: { value: 'Li Na' } });
  fireEvent.change(field('Mobile number'), { target: { value: '138 1234 5678' } });
  fireEvent.change(field('E-mail'), { target: { value: 'li.na@example.com' } });
  fireEvent.change(field('Grade applying for'), { target: { value: 'Grade 2' } });
  const entry = field('Year of entry') as unknown as HTMLSelectElement;
  fireEvent.change(entry, { target: { value: entry.options[2]!.value } });
  fireEvent.click(screen.getByRole('checkbox'));
}

describe('Information sessions and the sign-up', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists the sessions with their places; a full one cannot be chosen; the grades come from the copy', async () => {
    answer('en');
    renderAdmissions('#/admissions/recruit');
    const group = await screen.findByRole('radiogroup', { name: /Choose a session/ });
    const [open, full, other] = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(open!.closest('label')!.textContent).toContain('12 places left');
    expect(full!.disabled).toBe(true);
    expect(full!.closest('label')!.textContent).toContain('Full');
    expect(other!.closest('label')!.textContent).toContain('Another date');
    const grades = [...(field('Grade applying for') as unknown as HTMLSelectElement).options].map((o) => o.text);
    expect(grades).toEqual(['Choose a grade', 'Kindergarten', 'Grade 1', 'Grade 2']);
    expect(screen.getByText('Only the admissions office sees your details.')).toBeTruthy();
  });

  it('sends nothing while a field breaks a rule, says why beside each field in Chinese and focuses the first', async () => {
    answer('zh');
    const send = jest.spyOn(getApi(), 'admissionSignup');
    renderAdmissions('#/admissions/recruit', { lang: 'zh' });
    fireEvent.click(await screen.findByRole('button', { name: '提交预约' }));
    expect(send).not.toHaveBeenCalled();
    for (const f of ['sessionId', 'name', 'mobile', 'email', 'grade', 'entry', 'consent'] as const) {
      expect(screen.getByText(SIGNUP_MESSAGES[f].zh)).toBeTruthy();
    }
    expect(sendStatus().textContent).toBe('有 7 项需要修改。');
    expect(document.activeElement).toBe(screen.getByLabelText('申请年级', { exact: false }));
    // The mobile check of SPEC 5: ten digits are refused, the message stays until the number is right.
    fireEvent.change(screen.getByLabelText('手机号码', { exact: false }), { target: { value: '138123456' } });
    expect(screen.getByText(SIGNUP_MESSAGES.mobile.zh)).toBeTruthy();
    expect(screen.getByLabelText('手机号码', { exact: false }).getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText('手机号码', { exact: false }), { target: { value: '13812345678' } });
    expect(screen.queryByText(SIGNUP_MESSAGES.mobile.zh)).toBeNull();
    // A family abroad writes + and the country code.
    fireEvent.change(screen.getByLabelText('手机号码', { exact: false }), { target: { value: '+852 12' } });
    expect(screen.getByText(SIGNUP_MESSAGES.mobile.zh)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('手机号码', { exact: false }), { target: { value: '+852 9123 4567' } });
    expect(screen.queryByText(SIGNUP_MESSAGES.mobile.zh)).toBeNull();
  });

  it('sends a valid form once and shows the school\'s confirmation in place of the form', async () => {
    answer('en');
    const send = jest.spyOn(getApi(), 'admissionSignup').mockResolvedValue({ id: 41, message: SIGNUP_MESSAGES.submitted.en, alreadyBooked: false });
    renderAdmissions('#/admissions/recruit');
    await screen.findByRole('radiogroup');
    fillValid();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Book my place' })));
    expect(send).toHaveBeenCalledTimes(1);
    const sent = send.mock.calls[0]![0];
    expect(sent).toEqual({
      sessionId: 7, name: 'Li Na', mobile: '138 1234 5678', email: 'li.na@example.com', grade: 'Grade 2',
      entry: expect.stringMatching(/^20\d{2}-\d{2}$/), consent: true,
    });
    expect(await screen.findByRole('heading', { name: 'Thank you, Li Na' })).toBe(document.activeElement);
    expect(screen.getByText(SIGNUP_MESSAGES.submitted.en)).toBeTruthy();
    expect(screen.getByText('Saturday, 16 January 2027, 09:30–11:30')).toBeTruthy();
  });

  it('"Another date" sends no session; a refusal for too many sign-ups says so and keeps the form', async () => {
    answer('en');
    const send = jest.spyOn(getApi(), 'admissionSignup').mockRejectedValue({ code: '429', message: 'Too many sign-ups', data: null });
    renderAdmissions('#/admissions/recruit');
    await screen.findByRole('radiogroup');
    fillValid();
    fireEvent.click(screen.getByRole('radio', { name: /Another date/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Book my place' })));
    expect(send.mock.calls[0]![0]).not.toHaveProperty('sessionId');
    expect(sendStatus().textContent).toMatch(/several forms from this connection/);
    expect(field("Parent's name").value).toBe('Li Na');
  });

  it('loads the check of numbers abroad through SystemJS only once a number abroad is typed, and judges with it', async () => {
    // The page's SystemJS, giving the real @schools/phone (libphonenumber) as the import map would.
    const imported: string[] = [];
    const system = {
      import: async (name: string) => { imported.push(name); return import('@schools/phone'); },
      resolve: (name: string) => name,
      delete: () => true,
    };
    Object.assign(window, { System: system });
    try {
      answer('en');
      const send = jest.spyOn(getApi(), 'admissionSignup').mockResolvedValue({ id: 42, message: SIGNUP_MESSAGES.submitted.en, alreadyBooked: false });
      renderAdmissions('#/admissions/recruit');
      await screen.findByRole('radiogroup');
      fillValid();
      fireEvent.change(field('Mobile number'), { target: { value: '+86 138 1234 5678' } });
      await act(async () => {});
      expect(imported).toEqual([]);
      // +999 has the shape of a number abroad, but no country has that code: refused once the check is in.
      await act(async () => fireEvent.change(field('Mobile number'), { target: { value: '+999 1234 5678' } }));
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Book my place' })));
      expect(imported).toEqual(['@schools/phone']);
      expect(send).not.toHaveBeenCalled();
      expect(screen.getByText(SIGNUP_MESSAGES.mobile.en)).toBeTruthy();
      fireEvent.change(field('Mobile number'), { target: { value: '+44 7700 900123' } });
      expect(screen.queryByText(SIGNUP_MESSAGES.mobile.en)).toBeNull();
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Book my place' })));
      expect(send.mock.calls[0]![0].mobile).toBe('+44 7700 900123');
      // Loaded once for the page.
      expect(imported).toEqual(['@schools/phone']);
    } finally {
      Reflect.deleteProperty(window, 'System');
    }
  });
});
