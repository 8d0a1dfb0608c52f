/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CAREERS_URL, getApi, type Block } from '@schools/shared-api';
import { item, renderAbout, text } from '../../test-support/render';

const picture = (src: string): Block => ({ type: 'image', src, alt: 'Students at work', width: 800, height: 450 });

const ABOUT = [
  item({ key: 'about.mission', blocks: [picture('/storage/bisz/about-mission.svg'), text('Our mission is curiosity.'), { type: 'heading', level: 2, text: 'What we believe' }, text('Kindness matters.')] }),
  item({ key: 'about.join_us', blocks: [picture('/storage/bisz/about-join.svg'), text('Join our team.'), { type: 'facts', items: [{ label: 'teachers', value: '165' }] }] }),
];

describe('About article pages', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the mission: its picture as the banner, the introduction, then the rest of the copy', async () => {
    const call = jest.spyOn(getApi(), 'contentByMenu').mockResolvedValue(ABOUT);
    const { container } = renderAbout('#/about/mission?lang=en');
    await waitFor(() => expect(screen.getByText('Our mission is curiosity.')).toBeTruthy());
    expect(call).toHaveBeenCalledWith({ menuId: '02' });
    expect(container.querySelector('.ui-banner__image img')?.getAttribute('src')).toBe('/storage/bisz/about-mission.svg');
    expect(screen.getByText('Our mission is curiosity.').closest('.ui-article__intro')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'What we believe' })).toBeTruthy();
    expect(screen.getByText('Kindness matters.')).toBeTruthy();
    // The picture is the banner, not shown a second time in the copy.
    expect(container.querySelectorAll('img[src="/storage/bisz/about-mission.svg"]')).toHaveLength(1);
    expect(screen.queryByText('Join our team.')).toBeNull();
    expect(screen.queryByRole('link', { name: /Current openings/ })).toBeNull();
  });

  it('ends Work for Us with a call to action to the careers site, in the page language', async () => {
    jest.spyOn(getApi(), 'contentByMenu').mockResolvedValue(ABOUT);
    renderAbout('#/about/join_us?lang=cn', 'BISZ', 'zh');
    const link = await screen.findByRole('link', { name: /查看招聘职位/ });
    expect(link.getAttribute('href')).toBe(CAREERS_URL);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('165')).toBeTruthy();
  });

  it('says when the copy cannot be loaded and tries again on request', async () => {
    const call = jest.spyOn(getApi(), 'contentByMenu').mockRejectedValueOnce({ code: '500' }).mockResolvedValue(ABOUT);
    renderAbout('#/about/mission?lang=en');
    fireEvent.click(await screen.findByRole('button', { name: /retry|try again/i }));
    await waitFor(() => expect(screen.getByText('Our mission is curiosity.')).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(call).toHaveBeenCalledTimes(2);
  });
});
