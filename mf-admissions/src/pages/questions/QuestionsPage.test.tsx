/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { getApi } from '@schools/shared-api';
import { renderAdmissions } from '../../test-support/render';

describe('FAQ', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows each question as a button that opens and closes its answer', async () => {
    jest.spyOn(getApi(), 'questionContent').mockResolvedValue([
      { id: 1, question: 'Which grades do you accept?', answer: 'From Pre-K to Grade 12.\n\nPlacement is by age.' },
      { id: 2, question: 'Is there a school bus?', answer: 'Yes, six routes.' },
    ]);
    renderAdmissions('#/admissions/questions?lang=en');
    const first = await screen.findByRole('button', { name: 'Which grades do you accept?' });
    expect(first.getAttribute('aria-expanded')).toBe('false');
    const answer = document.getElementById(first.getAttribute('aria-controls')!)!;
    expect(answer.hidden).toBe(true);
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(answer.hidden).toBe(false);
    expect(screen.getByRole('region', { name: 'Which grades do you accept?' }).textContent).toBe('From Pre-K to Grade 12.Placement is by age.');
    // Several may be open at once; a second press closes.
    fireEvent.click(screen.getByRole('button', { name: 'Is there a school bus?' }));
    expect(screen.getAllByRole('region')).toHaveLength(2);
    fireEvent.click(first);
    expect(answer.hidden).toBe(true);
  });
});
