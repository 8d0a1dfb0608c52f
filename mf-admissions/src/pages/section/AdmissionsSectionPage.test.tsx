/** @jest-environment jsdom */
import { waitFor } from '@testing-library/react';
import { getApi } from '@schools/shared-api';
import { item, renderAdmissions, text } from '../../test-support/render';

describe('/admissions', () => {
  afterEach(() => jest.restoreAllMocks());

  it("lists its pages as cards, each pictured and summed up by its own copy's first picture and paragraph", async () => {
    jest.spyOn(getApi(), 'contentByMenu').mockResolvedValue([
      item({
        menuId: '05', key: 'admissions.tuition',
        blocks: [{ type: 'image', src: '/storage/bisz/tuition.svg', alt: '', width: 800, height: 450 }, text('Tuition ranges from 226,000 to 328,000 yuan a year.'), text('More.')],
      }),
      item({ menuId: '05', key: 'admissions.apply', blocks: [{ type: 'heading', level: 2, text: 'Steps' }, text('Apply online in four steps.')] }),
    ]);
    const { container } = renderAdmissions('#/admissions?lang=en');
    const cards = () => [...container.querySelectorAll('.ui-card')].map((card) => [
      card.querySelector('.ui-card__title')?.textContent,
      card.querySelector('img')?.getAttribute('src') ?? null,
      card.querySelector('.ui-card__summary')?.textContent ?? null,
    ]);
    await waitFor(() => expect(container.querySelector('.ui-card__summary')).not.toBeNull());
    expect(cards()).toEqual([
      ['How to Apply', null, 'Apply online in four steps.'],
      ['Tuition and Fees', '/storage/bisz/tuition.svg', 'Tuition ranges from 226,000 to 328,000 yuan a year.'],
      ['Information Sessions', null, null],
      ['Scholarship', null, null],
      ['FAQ', null, null],
    ]);
  });
});
