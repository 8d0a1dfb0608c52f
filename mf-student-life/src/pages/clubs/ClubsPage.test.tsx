/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getApi, type Club } from '@schools/shared-api';
import { go, item, renderStudentLife, text } from '../../test-support/render';

const club = (id: number, category: string, name: string): Club => ({ id, category, name, summary: `${name} in one line.`, pic: `/storage/bisz/club-${id}.svg`, picAlt: '' });
const CLUBS = [club(1, 'Sports', 'Football Club'), club(2, 'Arts', "Children's Choir"), club(3, 'Sports', 'Swim Squad')];

function mockApi() {
  jest.spyOn(getApi(), 'contentByMenu').mockResolvedValue([item({ menuId: '0304', key: 'campus.CLUBS', blocks: [text('More than 40 clubs meet every week.')] })]);
  jest.spyOn(getApi(), 'clubList').mockResolvedValue(CLUBS);
  return jest.spyOn(getApi(), 'clubContent').mockImplementation(async ({ id }) => {
    const found = CLUBS.find((c) => c.id === id);
    if (!found) throw { code: '404' };
    return { ...found, description: `${found.name} meets on Tuesdays.\n\nEveryone is welcome.` };
  });
}

describe('Clubs', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists the clubs under the introduction, filtered by category with the tabs', async () => {
    mockApi();
    renderStudentLife('#/stuLife/wonderfulLife/club?lang=en');
    expect(await screen.findByText('More than 40 clubs meet every week.')).toBeTruthy();
    const names = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await waitFor(() => expect(names()).toEqual(['Football Club', "Children's Choir", 'Swim Squad']));
    fireEvent.click(screen.getByRole('tab', { name: 'Sports' }));
    expect(names()).toEqual(['Football Club', 'Swim Squad']);
    expect(screen.getByRole('link', { name: 'Swim Squad' }).getAttribute('href')).toBe('#/stuLife/wonderfulLife/club?club=3&lang=en');
  });

  it('opens a club in place with its description, and leads back to all clubs', async () => {
    const content = mockApi();
    renderStudentLife('#/stuLife/wonderfulLife/club?club=2&lang=en');
    expect(await screen.findByText("Children's Choir meets on Tuesdays.")).toBeTruthy();
    expect(content).toHaveBeenCalledWith({ id: 2 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("Children's Choir");
    expect(screen.getByText('Everyone is welcome.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'See all clubs' }));
    expect(window.location.hash).toBe('#/stuLife/wonderfulLife/club?lang=en');
  });

  it('says so in the page language when a club does not exist', async () => {
    mockApi();
    renderStudentLife('#/stuLife/wonderfulLife/club?club=99&lang=cn', { lang: 'zh' });
    expect(await screen.findByText('未找到该社团，它可能已不再开设。')).toBeTruthy();
    go('#/stuLife/wonderfulLife/club?lang=cn');
    const tabs = await screen.findByRole('tablist', { name: '社团类别' });
    expect(within(tabs).getByRole('tab', { name: '全部社团' })).toBeTruthy();
  });
});
