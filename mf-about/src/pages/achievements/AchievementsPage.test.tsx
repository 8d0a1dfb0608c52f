/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import { getApi, type Block } from '@schools/shared-api';
import { item, renderAbout, text } from '../../test-support/render';

const picture = (src: string): Block => ({ type: 'image', src, alt: 'A picture', width: 800, height: 450 });

const ABOUT = [
  item({ key: 'about.achievements', blocks: [text('Our graduates go on to respected universities.')] }),
  item({ key: 'about.AP', blocks: [picture('/storage/bisz/about-ap.svg'), text('AP courses are university-level work.'), { type: 'heading', level: 2, text: 'Results in May 2026' }] }),
  item({ key: 'about.CA', blocks: [picture('/storage/bisz/about-ca.svg'), text('The Class of 2026 received 286 offers.'), { type: 'table', head: ['Country or region', 'Offers'], rows: [['Canada', '37']] }] }),
  item({ key: 'about.IB', blocks: [picture('/storage/bisz/about-ib.svg'), text('We measure ourselves against the world.')] }),
];

describe('Achievements', () => {
  afterEach(() => jest.restoreAllMocks());

  it("introduces the school's results and lists its four pages, each pictured from its own content", async () => {
    jest.spyOn(getApi(), 'contentByMenu').mockImplementation(async ({ menuId }) => (menuId === '02' ? ABOUT : []));
    jest.spyOn(getApi(), 'contentList').mockImplementation(async ({ menuId }) => ({
      list: menuId === '020603' ? [item({ key: 'aad-1', urls: ['/storage/bisz/aad-01.svg'] })] : [], page: 1, size: 1, total: 1,
    }));
    const { container } = renderAbout('#/about/achievements?lang=en');
    expect(await screen.findByText('Our graduates go on to respected universities.')).toBeTruthy();
    await waitFor(() => expect(container.querySelectorAll('.ui-card img')).toHaveLength(4));
    const cards = [...container.querySelectorAll('.ui-card')].map((card) => [card.querySelector('.ui-card__title')?.textContent, card.querySelector('img')?.getAttribute('src')]);
    expect(cards).toEqual([
      ['Advanced Placement', '/storage/bisz/about-ap.svg'],
      ['College Acceptances', '/storage/bisz/about-ca.svg'],
      ['Awards and Distinctions', '/storage/bisz/aad-01.svg'],
      ['International Benchmarking', '/storage/bisz/about-ib.svg'],
    ]);
  });

  it.each([
    ['AP', 'AP courses are university-level work.', '/storage/bisz/about-ap.svg'],
    ['CA', 'The Class of 2026 received 286 offers.', '/storage/bisz/about-ca.svg'],
    ['IB', 'We measure ourselves against the world.', '/storage/bisz/about-ib.svg'],
  ])('%s shows its own copy under its picture', async (page, intro, src) => {
    jest.spyOn(getApi(), 'contentByMenu').mockResolvedValue(ABOUT);
    const { container } = renderAbout(`#/about/achievements/${page}?lang=en`);
    expect(await screen.findByText(intro)).toBeTruthy();
    expect(container.querySelector('.ui-banner__image img')?.getAttribute('src')).toBe(src);
    expect(screen.queryByText('Our graduates go on to respected universities.')).toBeNull();
    if (page === 'CA') expect(screen.getByRole('cell', { name: '37' })).toBeTruthy();
  });
});
