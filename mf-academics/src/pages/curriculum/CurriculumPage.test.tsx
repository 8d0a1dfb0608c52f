/** @jest-environment jsdom */
import { act, screen, waitFor } from '@testing-library/react';
import { bus, getApi } from '@schools/shared-api';
import { item, renderAcademics, text } from '../../test-support/render';

describe('Curriculum', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows no card before its own copy has answered, so the copy never pushes the cards down', async () => {
    let answerCopy: (items: ReturnType<typeof item>[]) => void = () => undefined;
    const copy = new Promise<ReturnType<typeof item>[]>((resolve) => { answerCopy = resolve; });
    // The cards' menu (0401) answers at once; the page's own copy (04) is held back.
    jest.spyOn(getApi(), 'contentByMenu').mockImplementation(async ({ menuId }) => (menuId === '04' ? copy : []));
    const { container } = renderAcademics('#/academics/curriculum?lang=en');
    // Every call but the held one has answered and its render is committed: the page's loading count
    // (which ends a call's count only once its answer is on screen) is down to that one.
    await waitFor(() => expect(bus.loading.value).toBe(1));
    expect(container.querySelectorAll('.ui-card')).toHaveLength(0);
    await act(async () => answerCopy([item({ menuId: '04', key: 'academics.curriculum', blocks: [text('One curriculum from the first class to graduation.')] })]));
    const intro = await screen.findByText('One curriculum from the first class to graduation.');
    const card = await screen.findByRole('heading', { name: 'Grade 5' });
    expect(intro.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
