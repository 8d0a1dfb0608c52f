/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { bus, getApi, type Block } from '@schools/shared-api';
import { go, item, renderStudentLife, text } from '../../test-support/render';

const picture = (src: string): Block => ({ type: 'image', src, alt: 'Students at work', width: 800, height: 450 });
const COURSE = item({ id: 41, menuId: '030502', key: 'course-maker', path: '/course_detail', title: 'Maker Studio', summary: '3D printing and electronics.', urls: ['/storage/bisz/course-maker.svg'], blocks: [text('Grades 6-8'), text('Students design and build.')] });

describe('Courses', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows an area: its introduction and its courses, each opening its detail', async () => {
    const byMenu = jest.spyOn(getApi(), 'contentByMenu').mockResolvedValue([item({ menuId: '030502', key: 'course.intro', blocks: [picture('/storage/bisz/about-course-stem.svg'), text('STEM is hands-on.')] })]);
    const list = jest.spyOn(getApi(), 'contentList').mockResolvedValue({ list: [COURSE], page: 1, size: 50, total: 1 });
    const { container } = renderStudentLife('#/stuLife/course/stem?lang=en');
    expect(await screen.findByText('STEM is hands-on.')).toBeTruthy();
    expect(byMenu).toHaveBeenCalledWith({ menuId: '030502' });
    expect(list).toHaveBeenCalledWith({ menuId: '030502', page: 1, size: 50 });
    expect(container.querySelector('.ui-banner__image img')?.getAttribute('src')).toBe('/storage/bisz/about-course-stem.svg');
    const link = await screen.findByRole('link', { name: 'Maker Studio' });
    expect(link.getAttribute('href')).toBe('#/course_detail?id=41&lang=en');
  });

  it('shows a course with its line, picture and description, and says so when an id is not a course', async () => {
    const detail = jest.spyOn(getApi(), 'contentDetail').mockImplementation(async ({ id }) => (id === 41 ? COURSE : item({ id, menuId: '07', key: 'news-1', title: 'A story' })));
    const { container } = renderStudentLife('#/course_detail?id=41&lang=en');
    expect(await screen.findByText('Students design and build.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Maker Studio');
    expect(screen.getByText('3D printing and electronics.')).toBeTruthy();
    expect(container.querySelector('.stulife-course img')?.getAttribute('src')).toBe('/storage/bisz/course-maker.svg');
    go('#/course_detail?id=7&lang=en');
    expect(await screen.findByText('This course could not be found. It may no longer be offered.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'A story' })).toBeNull();
    await waitFor(() => expect(detail).toHaveBeenCalledWith({ id: 7 }));
  });

  describe("a course's Back", () => {
    afterEach(() => window.history.replaceState(null, '', '#'));

    it("goes to the course's area when the course was opened directly (a shared link, a new tab)", async () => {
      jest.spyOn(getApi(), 'contentDetail').mockResolvedValue(COURSE);
      window.history.replaceState(null, '', '#/course_detail?id=41&lang=en');
      const back = jest.spyOn(window.history, 'back');
      renderStudentLife('#/course_detail?id=41&lang=en');
      const link = await screen.findByRole('link', { name: '← Back' });
      expect(link.getAttribute('href')).toBe('#/stuLife/course/stem?lang=en');
      fireEvent.click(link);
      expect(back).not.toHaveBeenCalled();
      expect(window.location.hash).toBe('#/stuLife/course/stem?lang=en');
    });

    it('goes one step back when that step is a page of the site', async () => {
      jest.spyOn(getApi(), 'contentDetail').mockResolvedValue(COURSE);
      window.history.replaceState({ siteDepth: 1 }, '', '#/course_detail?id=41&lang=en');
      const back = jest.spyOn(window.history, 'back').mockImplementation(() => {});
      renderStudentLife('#/course_detail?id=41&lang=en');
      fireEvent.click(await screen.findByRole('link', { name: '← Back' }));
      expect(back).toHaveBeenCalledTimes(1);
      expect(window.location.hash).toBe('#/course_detail?id=41&lang=en');
      expect(bus.route.value?.path).toBe('/course_detail');
    });
  });
});
