/** @jest-environment jsdom */
// The session form's grades: from and to on the grade scale, or all grades, in the staff page's
// language; what it sends, and the server's refusal of a range that runs backwards beside its field.
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { FieldProblem, SessionInput, StaffInfoSession } from '@schools/api-server/staff-contract';
import { SessionForm, sessionDraftOf } from '../src/sessions/SessionForm';

const SESSION: StaffInfoSession = {
  id: 1_000_001, date: '2027-03-06', start: '09:30', end: '11:30', place: { en: 'Theatre', zh: '剧场' }, language: { en: 'English', zh: '英文' },
  audience: { en: 'Upper School (Grades 9 to 12)', zh: '高中部（九至十二年级）' }, grades: { from: '9', to: '12' }, capacity: 40, booked: 3,
  cancelledAt: null, past: false, createdBy: null,
};

function renderForm({ lang = 'en', session, problems = [] }: { lang?: 'en' | 'zh'; session?: StaffInfoSession; problems?: FieldProblem[] } = {}) {
  const onSave = jest.fn<void, [SessionInput]>();
  render(
    <SessionForm lang={lang} heading="Session" initial={sessionDraftOf(session)} busy={false} problems={problems} attempts={problems.length ? 1 : 0}
      onSave={onSave} onClose={() => undefined} />,
  );
  const grades = screen.getByRole('group', { name: lang === 'en' ? 'Grades' : '适用年级' });
  const select = (name: string) => within(grades).getByLabelText(name) as HTMLSelectElement;
  const shown = (name: string) => select(name).selectedOptions[0]!.text;
  const save = () => fireEvent.click(screen.getByRole('button', { name: lang === 'en' ? 'Save' : '保存' }));
  return { onSave, grades, select, shown, save };
}

describe('the grades of a session in the studio', () => {
  it('a new session is for all grades; one end chosen runs the range to the other end of the scale', () => {
    const { onSave, select, shown, save } = renderForm();
    expect([shown('From'), shown('To')]).toEqual(['All grades', 'All grades']);
    expect([...select('From').options].map((o) => o.text)).toEqual([
      'All grades', 'Pre-Kindergarten', 'Kindergarten', ...Array.from({ length: 12 }, (_, i) => `Grade ${i + 1}`),
    ]);
    fireEvent.change(select('From'), { target: { value: '9' } });
    expect([shown('From'), shown('To')]).toEqual(['Grade 9', 'Grade 12']);
    save();
    expect(onSave.mock.calls[0]![0].grades).toEqual({ from: '9', to: '12' });
    fireEvent.change(select('To'), { target: { value: '' } });
    expect([shown('From'), shown('To')]).toEqual(['All grades', 'All grades']);
    fireEvent.change(select('To'), { target: { value: '4' } });
    expect([shown('From'), shown('To')]).toEqual(['Pre-Kindergarten', 'Grade 4']);
    save();
    expect(onSave.mock.calls[1]![0].grades).toEqual({ from: 'PK', to: '4' });
    fireEvent.change(select('From'), { target: { value: '' } });
    save();
    expect(onSave.mock.calls[2]![0].grades).toBeNull();
  });

  it('an edited session shows its grades, in Chinese, and the refusal of a range that runs backwards beside its field', () => {
    const problems: FieldProblem[] = [{ path: 'grades.to', rule: 'gradeOrder', detail: '9', message: 'must not be a younger grade than grades.from (9)' }];
    const { grades, select, shown } = renderForm({ lang: 'zh', session: SESSION, problems });
    expect([shown('起始年级'), shown('结束年级')]).toEqual(['九年级', '十二年级']);
    expect(grades.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(grades.getAttribute('aria-describedby')!)!.textContent).toMatch(/报名表/);
    const to = select('结束年级');
    expect(to.getAttribute('aria-invalid')).toBe('true');
    const described = (to.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent).join(' ');
    expect(described).toBe('结束年级不能低于起始年级，请先选较低的年级。');
    expect(select('起始年级').getAttribute('aria-invalid')).toBeNull();
  });
});
