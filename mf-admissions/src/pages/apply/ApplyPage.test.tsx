/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import { getApi } from '@schools/shared-api';
import { item, renderAdmissions, text } from '../../test-support/render';

const APPLY = item({
  menuId: '05', key: 'admissions.apply',
  blocks: [text('We accept applications all year.'), { type: 'heading', level: 3, text: '2. Visit the campus' }, text('Come and see us.'), { type: 'heading', level: 3, text: '3. Submit the online application' }, text('Apply on our portal.')],
});

describe('How to Apply', () => {
  afterEach(() => jest.restoreAllMocks());

  it('opens at the application step when the address says isApply=true', async () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    jest.spyOn(getApi(), 'contentByMenu').mockResolvedValue([APPLY]);
    renderAdmissions('#/admissions/apply?lang=en&isApply=true');
    const step = await screen.findByRole('heading', { name: '3. Submit the online application' });
    await waitFor(() => expect(document.activeElement).toBe(step));
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('opens at the top otherwise', async () => {
    jest.spyOn(getApi(), 'contentByMenu').mockResolvedValue([APPLY]);
    renderAdmissions('#/admissions/apply?lang=en');
    const step = await screen.findByRole('heading', { name: '3. Submit the online application' });
    expect(document.activeElement).not.toBe(step);
  });
});
