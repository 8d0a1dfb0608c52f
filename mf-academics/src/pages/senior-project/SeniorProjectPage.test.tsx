/** @jest-environment jsdom */
import { act, screen, waitFor } from '@testing-library/react';
import { bus, getApi, type SeniorStudent } from '@schools/shared-api';
import { item, renderAcademics, text } from '../../test-support/render';

const STUDENT = { id: 3, name: 'Ethan Zhang', projectTitle: 'Running Smarter', advisor: 'Mr. Hughes', pic: '' } as unknown as SeniorStudent;

describe('Senior Project', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows nothing until both its calls have answered, so the introduction never pushes the seniors down', async () => {
    let answerCopy: (items: ReturnType<typeof item>[]) => void = () => undefined;
    const copy = new Promise<ReturnType<typeof item>[]>((resolve) => { answerCopy = resolve; });
    jest.spyOn(getApi(), 'studentList').mockResolvedValue([STUDENT]);
    jest.spyOn(getApi(), 'contentByMenu').mockImplementation(() => copy);
    renderAcademics('#/academics/senior_project?lang=en');
    // Every call but the held one has answered and its render is committed: the page's loading count
    // (which ends a call's count only once its answer is on screen) is down to that one.
    await waitFor(() => expect(bus.loading.value).toBe(1));
    expect(screen.queryByText('Ethan Zhang')).toBeNull();
    await act(async () => answerCopy([item({ menuId: '0401', key: 'curriculum.Capstone-Senior-Project', blocks: [text('Every senior spends a year on a project of their own.')] })]));
    const student = await screen.findByText('Ethan Zhang');
    const intro = screen.getByText('Every senior spends a year on a project of their own.');
    expect(intro.compareDocumentPosition(student) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
