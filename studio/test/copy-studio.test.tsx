/** @jest-environment jsdom */
// The copy view as an editor finds a page's copy (issue 34, item 2): the site's tree of disclosure
// buttons, a search whose results are counted and ranked, each field saying where it shows on the
// page, the note on where the page's heading comes from with the menu title a button away, and the
// address the site's "Edit this page" opens (#/copy?site=…&target=…). The server's answers are the
// envelopes studio.db.test.ts checks against the real server.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { StudioTarget, TargetSummary } from '@schools/api-server/staff-contract';
import { CopyStudio } from '../src/copy/CopyStudio';
import { TargetEditor } from '../src/copy/TargetEditor';
import { copyAddress, copyLinkOf } from '../src/copy/copyLink';
import { StaffApp } from '../src/StaffApp';
import type { StaffAccount } from '../src/staffApi';
import { TARGETS } from './copyTargets';
import { serve, ok, type Answer } from './fakeApi';

const summary = (id: string) => TARGETS.find((t) => t.target === id)!;
const opened = (target: TargetSummary, live: StudioTarget['live']): StudioTarget => ({ ...target, live, draft: null, scheduled: null, versions: [], revision: '0.-.-' });
const paragraph = (text: string) => ({ type: 'paragraph' as const, content: [{ type: 'text' as const, text }] });
const MISSION = opened(summary('content:50'), {
  title: { en: 'About Us', zh: '关于我们' }, summary: { en: '', zh: '' },
  blocks: {
    en: [{ type: 'image', src: 'bisz/mission.svg', alt: 'Students in the library', width: 1200, height: 800 }, paragraph('Every student a curious learner.'), paragraph('More.')],
    zh: [paragraph('每一位学生都是好奇的学习者。')],
  },
});
const MENU_MISSION = opened(summary('menu:0201'), { title: { en: 'Mission', zh: '办学使命' } });
const ANSWERS = {
  'GET /api/staff/BISZ/studio/targets': ok(TARGETS),
  'GET /api/staff/BISZ/studio/targets/content/50': ok(MISSION),
  'GET /api/staff/BISZ/studio/targets/menu/0201': ok(MENU_MISSION),
};
const description = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
const noop = () => undefined;

describe('the copy list as the site’s tree', () => {
  it('shows the sections closed, opens them by their buttons, and a one-part page is that part’s button', async () => {
    serve(ANSWERS);
    render(<CopyStudio lang="en" site="BISZ" onExpired={noop} />);
    const list = await screen.findByRole('navigation', { name: 'What you can edit' });
    const about = within(list).getByRole('button', { name: /^About Us/ });
    // Sections are headings too, to jump between them.
    expect(within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent?.replace(/\d+$/, ''))).toEqual(
      ['Home', 'About Us', 'Student Life', 'Admissions', 'Contact Us', 'News', 'Across the site'],
    );
    expect(about.getAttribute('aria-expanded')).toBe('false');
    expect(within(list).queryByRole('button', { name: 'Mission' })).toBeNull();
    fireEvent.click(about);
    expect(about.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(about.getAttribute('aria-controls')!)!.hidden).toBe(false);
    // Work for Us holds its page text and an older text the site does not show: a node of its own.
    const joinUs = within(list).getByRole('button', { name: /^Work for Us/ });
    fireEvent.click(joinUs);
    const parts = within(document.getElementById(joinUs.getAttribute('aria-controls')!)!).getAllByRole('button').map((b) => b.textContent);
    expect(parts).toEqual(['Page text', expect.stringMatching(/^Applying to Lumina.*not shown$/)]);
    await act(async () => {
      fireEvent.click(within(list).getByRole('button', { name: 'Mission' }));
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Mission' })).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Mission' }).getAttribute('aria-current')).toBe('true');
  });

  it('says where each field shows, and that the heading is not the Title: the menu title is a button away', async () => {
    serve(ANSWERS);
    render(<CopyStudio lang="en" site="BISZ" onExpired={noop} />);
    fireEvent.click(await screen.findByRole('button', { name: /^About Us/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Mission' }));
    });
    await screen.findByDisplayValue('About Us');
    expect(screen.getByText('On the site: About Us › Mission')).toBeTruthy();
    expect(screen.getByText(/The page’s heading, “Mission”, is its name in the site’s page list.*The top menu uses the same name\.$/)).toBeTruthy();
    expect(description(screen.getByRole('group', { name: 'Title' }))).toBe('Not shown on the site');
    expect(description(screen.getByRole('region', { name: 'English copy' }))).toBe('The page, below its heading');
    expect(description(screen.getByRole('group', { name: 'Block 1 · Picture' }))).toBe('Banner picture, at the top of the page');
    expect(description(screen.getByRole('group', { name: 'Block 2 · Paragraph' }))).toBe('First paragraph under the banner; also the summary in search results');
    expect(description(screen.getByRole('group', { name: 'Block 3 · Paragraph' }))).toBe('');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Edit the menu title' }));
    });
    await screen.findByDisplayValue('办学使命');
    expect(description(screen.getByRole('group', { name: 'Title' }))).toBe('Its name in the top menu and the phone menu');
    // The tree opens where the menu title is.
    const menuTitles = screen.getByRole('button', { name: /^Menu titles/ });
    expect(menuTitles.getAttribute('aria-expanded')).toBe('true');
    const inMenu = within(document.getElementById(menuTitles.getAttribute('aria-controls')!)!);
    expect(inMenu.getByRole('button', { name: 'Mission' }).getAttribute('aria-current')).toBe('true');
  });

  it('searches both languages, counts the results and ranks the Mission page first', async () => {
    serve(ANSWERS);
    render(<CopyStudio lang="en" site="BISZ" onExpired={noop} />);
    const search = await screen.findByRole('searchbox', { name: /^Find copy/ });
    fireEvent.change(search, { target: { value: 'Mission' } });
    expect(screen.getByRole('status').textContent).toBe('6 results');
    const results = within(screen.getByRole('navigation', { name: 'What you can edit' })).getAllByRole('button');
    expect(results[0]!.textContent).toBe('MissionAbout Us › Mission');
    expect(results[1]!.textContent).toBe('MissionAcross the site › Menu titles');
    fireEvent.change(search, { target: { value: 'nothing like it' } });
    expect(screen.getByRole('status').textContent).toBe('Nothing matches “nothing like it”.');
  });

  it('in Chinese: the tree, the count and the places of the fields', async () => {
    serve(ANSWERS);
    render(<CopyStudio lang="zh" site="BISZ" onExpired={noop} />);
    const search = await screen.findByRole('searchbox', { name: /^查找文案/ });
    fireEvent.change(search, { target: { value: '使命' } });
    expect(screen.getByRole('status').textContent).toBe('共 2 条结果');
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: /^办学使命/ })[0]!);
    });
    await screen.findByDisplayValue('关于我们');
    expect(screen.getByText('所在页面：关于我们 › 办学使命')).toBeTruthy();
    expect(description(screen.getByRole('group', { name: '标题' }))).toBe('网站上不显示');
    expect(description(screen.getByRole('group', { name: '第 1 块 · 段落' }))).toBe('横幅下方的第一段，也用作搜索结果中的摘要');
  });

  it('opens the target of a link from the site once the list is there, and says it was followed', async () => {
    serve(ANSWERS);
    const followed = jest.fn();
    render(<CopyStudio lang="en" site="BISZ" onExpired={noop} open="content:50" onOpened={followed} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Mission' })).toBeTruthy();
    expect(followed).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: /^About Us/ }).getAttribute('aria-expanded')).toBe('true');
  });
});

describe("the site's link to the studio", () => {
  it('is an address of the staff page that names the campus and the target', () => {
    const address = copyAddress('BISZ', 'content:50');
    expect(address).toBe('/admin#/copy?site=BISZ&target=content%3A50');
    expect(copyLinkOf(address.slice('/admin'.length), ['BISZ', 'BIGZ'])).toEqual({ site: 'BISZ', target: 'content:50' });
    expect(copyLinkOf('#/copy?site=XXXX&target=content:50', ['BISZ'])).toBeUndefined();
    expect(copyLinkOf('#/copy?site=BISZ&target=../../x', ['BISZ'])).toBeUndefined();
    expect(copyLinkOf('#/reset?token=abc', ['BISZ'])).toBeUndefined();
  });

  it("opens the staff page's copy view at that target, and leaves the address", async () => {
    const editor: StaffAccount = { id: 2, email: 'editor@staff.example.cn', name: 'Editor', role: 'editor', campus: 'BISZ', createdAt: '2026-09-01T02:00:00.000Z', disabledAt: null };
    window.history.replaceState(null, '', '/admin#/copy?site=BISZ&target=content%3A50');
    sessionStorage.setItem('staff-lang', 'en');
    serve({ ...ANSWERS, 'GET /api/staff/session': ok({ account: editor, csrfToken: 'token' }) });
    render(<StaffApp />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Mission' })).toBeTruthy();
    await waitFor(() => expect(window.location.hash).toBe(''));
    expect(window.location.pathname).toBe('/admin');
  });
});

describe("a colleague's change first (409)", () => {
  it('is said in the sticky bar, which takes the focus, naming who and when; "Open the latest copy" shows theirs', async () => {
    const answers: Record<string, Answer> = {
      'GET /api/staff/BISZ/studio/targets/content/50': ok(MISSION),
      'PUT /api/staff/BISZ/studio/targets/content/50/draft': {
        status: 409,
        body: { code: '409', data: null, reason: 'copyChanged', message: 'changed', changed: { by: 'colleague@lumina.example.cn', at: '2026-11-30T02:05:00.000Z' } },
      },
    };
    const { asked } = serve(answers);
    await act(async () => {
      render(<TargetEditor site="BISZ" lang="en" summary={summary('content:50')} onDirty={noop} onExpired={noop} onChanged={noop} />);
    });
    const text = screen.getAllByLabelText('Text')[0] as HTMLTextAreaElement;
    fireEvent.change(text, { target: { value: 'My own words.' } });
    text.focus();
    await act(async () => {
      fireEvent.keyDown(text, { key: 's', ctrlKey: true });
    });
    const refusal = screen.getByRole('alert');
    expect(refusal.textContent).toContain('colleague@lumina.example.cn changed this copy at 2026-11-30 10:05 (China time), after you opened it, so nothing was saved.');
    // In the bar that stays at the top of the screen, and focused: Tab reaches its button next.
    expect(refusal.closest('.studio-toolbar')).not.toBeNull();
    expect(document.activeElement).toBe(refusal);
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    const theirs = opened(summary('content:50'), MISSION.live);
    answers['GET /api/staff/BISZ/studio/targets/content/50'] = ok({
      ...theirs, revision: '1.-.-', draft: { body: { ...MISSION.live, blocks: { ...(MISSION.live as { blocks: object }).blocks, en: [paragraph('Their words.')] } }, savedBy: 'colleague@lumina.example.cn', savedAt: '2026-11-30T02:05:00.000Z' },
    });
    await act(async () => {
      fireEvent.click(within(refusal).getByRole('button', { name: 'Open the latest copy' }));
    });
    expect(asked.filter((key) => key === 'GET /api/staff/BISZ/studio/targets/content/50')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getAllByLabelText('Text')[0] as HTMLTextAreaElement).value).toBe('Their words.');
    expect(screen.getByText(/^You are editing a draft saved by colleague@lumina\.example\.cn at 2026-11-30 10:05/)).toBeTruthy();
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Mission' }));
  });
});
