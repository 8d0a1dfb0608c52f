/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import { getApi } from '@schools/shared-api';
import { item, renderAcademics, text } from '../../test-support/render';

describe('Curriculum', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows no card before its own copy has answered, so the copy never pushes the cards down', async () => {
    let answerCopy: (items: ReturnType<typeof item>[]) => void = () => undefined;
    const copy = new Promise<ReturnType<typeof item>[]>((resolve) => { answerCopy = resolve; });
    // The cards' menu (0401) answers at once; the page's own copy (04) is held back.
    jest.spyOn(getApi(), 'contentByMenu').mockImplementation(async ({ menuId }) => (menuId === '04' ? copy : []));
    const { container } = renderAcademics('#/academics/curriculum?lang=en');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.querySelectorAll('.ui-card')).toHaveLength(0);
    await act(async () => answerCopy([item({ menuId: '04', key: 'academics.curriculum', blocks: [text('One curriculum from the first class to graduation.')] })]));
    const intro = await screen.findByText('One curriculum from the first class to graduation.');
    const card = await screen.findByRole('heading', { name: 'Grade 5' });
    expect(intro.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
