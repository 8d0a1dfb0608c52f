/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import { getApi, type ContentItem } from '@schools/shared-api';
import { item, renderAbout, text } from '../../test-support/render';
import { offersBoarding } from './boarding';

const copy = (dorm: string): ContentItem[] => [
  item({ key: 'our_school.article_desc1', blocks: [text('Founded in 2003.'), { type: 'facts', items: [{ label: 'students', value: '1,150' }] }] }),
  item({
    key: 'our_school.article_desc2',
    blocks: [text('A campus for learning.'), { type: 'gallery', images: [{ src: '/storage/bigz/campus-classrooms.svg', alt: 'Classrooms', width: 800, height: 450 }] }],
  }),
  item({ key: 'our_school.dormLife', blocks: [text(dorm)] }),
];

describe('Our School', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the school, its facts, the campus gallery and, on a boarding campus, boarding life', async () => {
    const call = jest.spyOn(getApi(), 'contentByMenu').mockResolvedValue(copy('Our residence has 148 rooms with 312 beds.'));
    const { container } = renderAbout('#/about/our_school?lang=en', 'BIGZ');
    await waitFor(() => expect(screen.getByText('Founded in 2003.')).toBeTruthy());
    expect(call).toHaveBeenCalledWith({ menuId: '0203' });
    expect(screen.getByText('1,150')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Pictures' })).toBeTruthy();
    expect(container.querySelector('.ui-banner__image img')?.getAttribute('src')).toBe('/storage/bigz/campus-classrooms.svg');
    expect(screen.getByRole('heading', { level: 2, name: 'Boarding life' })).toBeTruthy();
    expect(screen.getByText(/148 rooms/)).toBeTruthy();
  });

  it('leaves boarding out on a day school', async () => {
    jest.spyOn(getApi(), 'contentByMenu').mockResolvedValue(copy('我校为走读学校，学生每天下午回家。'));
    renderAbout('#/about/our_school?lang=cn', 'BISZ', 'zh');
    await waitFor(() => expect(screen.getByText('Founded in 2003.')).toBeTruthy());
    expect(screen.getByRole('heading', { level: 2, name: '校园环境' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '寄宿生活' })).toBeNull();
    expect(screen.queryByText(/走读学校/)).toBeNull();
  });

  it('reads boarding from the copy in either language', () => {
    expect(offersBoarding([text('Lumina International School Shenzhen is a day school: students go home.')])).toBe(false);
    expect(offersBoarding([text('明光国际学校（深圳）为走读学校。')])).toBe(false);
    expect(offersBoarding([text('We offer five-day boarding.')])).toBe(true);
    expect(offersBoarding([])).toBe(false);
  });
});
