/** @jest-environment jsdom */
// The studio's Alerts view (issue 35): the list by state with each level in words, where and when
// (China time) each shows; a network administrator publishing to a city and what is sent; an editor,
// whose alerts are their campus's with no campus to choose; the server's problems beside their fields
// in the editor's language, the first one focused; a correction sent in place and an ended alert's 409
// said in the form; an emergency and an end asked first. The answers are the envelopes alerts.db.test.ts
// checks against the real server.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { StaffAlert } from '@schools/api-server/staff-contract';
import { AlertsStudio } from '../src/alerts/AlertsStudio';
import { REASON_TEXT } from '../src/refusalText';
import { serve, ok, description } from './fakeApi';

/** The server as the page sees it: one answer per method and path, and the bodies it was sent; anything else fails the test. */

const STAMP = '2026-11-22T01:00:00.000Z';
const alert = (id: number, fields: Partial<StaffAlert> = {}): StaffAlert => ({
  id, level: 'warning', audience: ['BISZ'], campuses: ['BISZ'],
  title: { en: `Alert ${id}`, zh: `提醒 ${id}` }, body: { en: 'Stay at home.', zh: '请留在家中。' }, link: '',
  startsAt: STAMP, endsAt: '2026-11-22T09:30:00.000Z', state: 'live',
  createdAt: STAMP, createdBy: 'head@staff.example.cn', updatedAt: STAMP, updatedBy: 'head@staff.example.cn', endedAt: null, endedBy: null, editable: true,
  ...fields,
});
const TYPHOON = alert(5, { audience: ['city:Shenzhen'], campuses: ['BISZ', 'BBSZ', 'BBGM'], title: { en: 'Typhoon: buses late', zh: '台风：校车延误' } });
const CLOSED = alert(6, { level: 'emergency', audience: ['all'], campuses: ['BISZ', 'BIGZ'], endsAt: null, title: { en: 'All campuses closed', zh: '所有校区停课' } });
const NOTICE = alert(7, { level: 'information', title: { en: 'Sports day on Friday', zh: '运动会改至周五' } });
const OPEN_DAY = alert(8, { level: 'information', state: 'scheduled', startsAt: '2026-12-05T01:00:00.000Z', endsAt: '2026-12-05T05:00:00.000Z', title: { en: 'Open day', zh: '开放日' } });
const WATER = alert(9, { state: 'ended', endedAt: '2026-11-22T02:00:00.000Z', endedBy: 'editor@staff.example.cn', title: { en: 'Water cut', zh: '停水' } });
const LIST = [TYPHOON, CLOSED, NOTICE, OPEN_DAY, WATER];

const noop = () => undefined;
const asNetwork = (lang: 'en' | 'zh' = 'en') => render(<AlertsStudio lang={lang} site="BISZ" onSite={noop} onExpired={noop} />);
const asEditor = (lang: 'en' | 'zh' = 'en') => render(<AlertsStudio lang={lang} site="BISZ" onExpired={noop} />);
/** A button pressed as a browser does: focused, then clicked. */
const press = async (element: HTMLElement) => {
  await act(async () => {
    element.focus();
    fireEvent.click(element);
  });
};

beforeAll(() => {
  // jsdom has no modal dialogs: opening and closing one is its open attribute.
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) { this.setAttribute('open', ''); },
    close(this: HTMLDialogElement) { this.removeAttribute('open'); },
  });
});

describe('the Alerts view', () => {
  it('lists the alerts by state, each level in words, where it shows and when, in China time; one not the editor\'s says why', async () => {
    const { asked } = serve({ 'GET /api/staff/alerts?campus=BISZ': ok([...LIST, alert(10, { audience: ['all'], campuses: ['BISZ', 'BIGZ'], editable: false, title: { en: 'Network notice', zh: '集团通知' } })]) });
    asEditor();
    const live = await screen.findByRole('region', { name: 'Live now (4)' });
    expect(asked).toEqual(['GET /api/staff/alerts?campus=BISZ']);
    // The most severe first, each level said in words.
    expect(within(live).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['All campuses closed', 'Typhoon: buses late', 'Network notice', 'Sports day on Friday']);
    const typhoon = within(live).getByRole('heading', { name: 'Typhoon: buses late' }).closest('li')!;
    expect(typhoon.textContent).toContain('Warning');
    expect(typhoon.textContent).toContain('Shown onShenzhen campuses');
    expect(typhoon.textContent).toContain('WhenSun 22 Nov 2026 09:00 to Sun 22 Nov 2026 17:30');
    expect(within(typhoon).getByRole('button', { name: 'Correct “Typhoon: buses late”' })).toBeTruthy();
    const closed = within(live).getByRole('heading', { name: 'All campuses closed' }).closest('li')!;
    expect(closed.textContent).toContain('Emergency');
    expect(closed.textContent).toContain('From Sun 22 Nov 2026 09:00, until it is ended');
    const network = within(live).getByRole('heading', { name: 'Network notice' }).closest('li')!;
    expect(within(network).queryAllByRole('button')).toEqual([]);
    expect(network.textContent).toContain('only a network administrator can correct or end it');
    expect(within(screen.getByRole('region', { name: 'Scheduled (1)' })).getByRole('heading', { level: 3 }).textContent).toBe('Open day');
    const ended = within(screen.getByRole('region', { name: 'Ended in the last 30 days (1)' })).getByRole('listitem');
    expect(ended.textContent).toContain('Ended early by editor@staff.example.cn, Sun 22 Nov 2026 10:00');
    expect(within(ended).queryAllByRole('button')).toEqual([]);
  });

  it('lets a network administrator publish a warning to the campuses of a city: what is sent, and what is said', async () => {
    const published = alert(11, { audience: ['city:Chengdu'], campuses: ['BISC', 'BBCD'], title: { en: 'Roads flooded', zh: '道路积水' } });
    const { bodies } = serve({ 'GET /api/staff/alerts': ok(LIST), 'POST /api/staff/alerts': ok(published) });
    asNetwork();
    await screen.findByRole('region', { name: 'Live now (3)' });
    await press(screen.getByRole('button', { name: 'New alert' }));
    const form = screen.getByRole('form', { name: 'New alert' });
    expect(document.activeElement).toBe(within(form).getByRole('heading', { name: 'New alert' }));
    fireEvent.click(within(form).getByRole('radio', { name: 'Warning' }));
    fireEvent.click(within(form).getByRole('radio', { name: 'The campuses of a city' }));
    fireEvent.change(within(form).getByRole('combobox', { name: 'City' }), { target: { value: 'Chengdu' } });
    const group = (name: string) => within(form).getByRole('group', { name });
    fireEvent.change(within(group('Title')).getByLabelText(/^English/), { target: { value: 'Roads flooded' } });
    fireEvent.change(within(group('Title')).getByLabelText(/^Chinese/), { target: { value: '道路积水' } });
    fireEvent.change(within(group('Text')).getByLabelText(/^English/), { target: { value: 'Buses take the long way.' } });
    fireEvent.change(within(group('Text')).getByLabelText(/^Chinese/), { target: { value: '校车绕行。' } });
    // The characters the server allows, counted as it counts them; the preview shows the bar as it fills.
    expect(description(within(group('Title')).getByLabelText(/^Chinese/))).toBe('4 of 120 characters');
    expect(within(form).getByRole('region', { name: 'Preview' }).textContent).toContain('WarningRoads flooded Buses take the long way.');
    expect(description(within(form).getByLabelText(/^Ends/))).toBe('Required for a notice or a warning.');
    fireEvent.change(within(form).getByLabelText(/^Ends/), { target: { value: '2026-11-23T18:00' } });
    await press(within(form).getByRole('button', { name: 'Publish' }));
    expect(bodies['POST /api/staff/alerts']).toEqual({
      level: 'warning', campuses: ['city:Chengdu'], title: { en: 'Roads flooded', zh: '道路积水' }, body: { en: 'Buses take the long way.', zh: '校车绕行。' },
      link: '', startsAt: '', endsAt: '2026-11-23T18:00',
    });
    expect(screen.getByRole('status').textContent).toBe('“Roads flooded” is published: it shows on 2 campuses within a minute.');
    expect(screen.queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'New alert' }));
  });

  it("gives an editor no campus to choose: their campus is said, and their alert is sent for it alone", async () => {
    const { bodies } = serve({ 'GET /api/staff/alerts?campus=BISZ': ok([]), 'POST /api/staff/alerts': ok(alert(12)) });
    asEditor();
    await screen.findByText('No alert is showing now.');
    await press(screen.getByRole('button', { name: 'New alert' }));
    const form = screen.getByRole('form', { name: 'New alert' });
    expect(within(form).queryAllByRole('checkbox')).toEqual([]);
    expect(within(form).queryByRole('radio', { name: 'All campuses' })).toBeNull();
    expect(within(form).queryByRole('combobox')).toBeNull();
    expect(within(form).getByText('BISZ · Lumina International School Shenzhen')).toBeTruthy();
    expect(within(form).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Notice', 'Warning', 'Emergency']);
    await press(within(form).getByRole('button', { name: 'Publish' }));
    expect((bodies['POST /api/staff/alerts'] as { campuses: string[] }).campuses).toEqual(['BISZ']);
  });

  it("shows the server's problems beside their fields in the editor's language, and focuses the first", async () => {
    serve({
      'GET /api/staff/alerts': ok([]),
      'POST /api/staff/alerts': {
        status: 400,
        body: {
          code: '400', data: null, message: 'The alert was refused, nothing was saved: campuses must name the campuses; title.zh must not be empty; link must be a path',
          problems: [
            { path: 'campuses', rule: 'required', detail: null, message: 'must name the campuses: "all", "city:<name>" or campus codes' },
            { path: 'title.zh', rule: 'required', detail: null, message: 'must not be empty' },
            { path: 'body.en', rule: 'tooLong', detail: '600', message: 'must be at most 600 characters' },
            { path: 'link', rule: 'alertLink', detail: null, message: 'must be a path of the site (starting with /) or an http(s) address, or empty' },
            { path: 'endsAt', rule: 'inPast', detail: null, message: 'must be still to come: end an alert now with its end call' },
          ],
        },
      },
    });
    asNetwork('zh');
    await screen.findByText('目前没有正在显示的提醒。');
    await press(screen.getByRole('button', { name: '新建提醒' }));
    const form = screen.getByRole('form', { name: '新建提醒' });
    // Chosen campuses, none ticked: the server says what is missing.
    fireEvent.click(within(form).getByRole('checkbox', { name: /^BISZ/ }));
    await press(within(form).getByRole('button', { name: '发布' }));
    await waitFor(() => expect(form.querySelectorAll('[aria-invalid="true"]')).toHaveLength(5));
    const chosen = within(form).getByRole('radio', { name: '指定校区' });
    expect(document.activeElement).toBe(chosen);
    expect(description(chosen)).toBe('此项为必填项。');
    expect(description(within(within(form).getByRole('group', { name: '标题' })).getByLabelText(/^中文/))).toContain('此项为必填项。');
    expect(description(within(within(form).getByRole('group', { name: '正文' })).getByLabelText(/^英文/))).toContain('请缩短至 600 个字符以内。');
    expect(description(within(form).getByLabelText(/^链接/))).toContain('请输入本网站的页面（以 / 开头）或以 https:// 开头的网址，也可以留空。');
    expect(description(within(form).getByLabelText(/^结束/))).toContain('该时间已过，请选择尚未到来的日期和时间。');
    expect(within(form).getByRole('alert').textContent).toBe('未发布：共有 5 处问题，均已在相应字段旁标出。');
    expect(form.textContent).not.toContain('must');
  });

  it('opens Correct filled with the alert, sends the correction in place, and says in the form that an alert has ended meanwhile', async () => {
    const { asked, bodies } = serve({
      'GET /api/staff/alerts': ok(LIST),
      'PUT /api/staff/alerts/5': { status: 409, body: { code: '409', data: null, message: 'Alert 5 has ended (ended by x): publish a new one', reason: 'alertEnded' } },
    });
    asNetwork();
    await press(await screen.findByRole('button', { name: 'Correct “Typhoon: buses late”' }));
    const form = screen.getByRole('form', { name: 'Correct “Typhoon: buses late”' });
    expect((within(form).getByRole('radio', { name: 'Warning' }) as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByRole('radio', { name: 'The campuses of a city' }) as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByRole('combobox', { name: 'City' }) as HTMLSelectElement).value).toBe('Shenzhen');
    expect((within(form).getByLabelText(/^Starts/) as HTMLInputElement).value).toBe('2026-11-22T09:00');
    expect((within(form).getByLabelText(/^Ends/) as HTMLInputElement).value).toBe('2026-11-22T17:30');
    fireEvent.change(within(within(form).getByRole('group', { name: 'Title' })).getByLabelText(/^English/), { target: { value: 'Typhoon: buses very late' } });
    await press(within(form).getByRole('button', { name: 'Publish correction' }));
    expect(bodies['PUT /api/staff/alerts/5']).toEqual({
      level: 'warning', campuses: ['city:Shenzhen'], title: { en: 'Typhoon: buses very late', zh: '台风：校车延误' }, body: TYPHOON.body,
      link: '', startsAt: '2026-11-22T09:00', endsAt: '2026-11-22T17:30',
    });
    expect(within(form).getByRole('alert').textContent).toBe(REASON_TEXT.en.alertEnded);
    // The list is read again, where it now shows as ended.
    expect(asked.filter((a) => a === 'GET /api/staff/alerts')).toHaveLength(2);
  });

  it('asks before ending an alert, then ends it', async () => {
    const ended: StaffAlert = { ...TYPHOON, state: 'ended', endedAt: STAMP, endedBy: 'head@staff.example.cn' };
    const answers = { 'GET /api/staff/alerts': ok(LIST), 'POST /api/staff/alerts/5/end': ok(ended) };
    const { asked } = serve(answers);
    asNetwork();
    await press(await screen.findByRole('button', { name: 'End “Typhoon: buses late” now' }));
    const dialog = screen.getByRole('dialog', { name: 'End “Typhoon: buses late” now?' });
    expect(dialog.textContent).toContain('It leaves every page it shows on (Shenzhen campuses) within a minute');
    await press(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(asked).not.toContain('POST /api/staff/alerts/5/end');
    await press(screen.getByRole('button', { name: 'End “Typhoon: buses late” now' }));
    answers['GET /api/staff/alerts'] = ok(LIST.map((a) => (a.id === ended.id ? ended : a)));
    await press(within(screen.getByRole('dialog')).getByRole('button', { name: 'End now' }));
    expect(asked).toContain('POST /api/staff/alerts/5/end');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('“Typhoon: buses late” has ended: it leaves every page within a minute.');
    // Its End now button has gone, the alert listed as ended: the view's heading takes the focus.
    expect(within(screen.getByRole('region', { name: 'Ended in the last 30 days (2)' })).getByRole('heading', { name: 'Typhoon: buses late' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Site alerts' }));
  });

  it('asks before publishing an emergency, saying how many campuses it reaches at once', async () => {
    const { asked, bodies } = serve({ 'GET /api/staff/alerts': ok([]), 'POST /api/staff/alerts': ok(CLOSED) });
    asNetwork();
    await press(await screen.findByRole('button', { name: 'New alert' }));
    const form = screen.getByRole('form', { name: 'New alert' });
    fireEvent.click(within(form).getByRole('radio', { name: 'Emergency' }));
    fireEvent.click(within(form).getByRole('radio', { name: 'All campuses' }));
    // An emergency needs no end.
    expect(description(within(form).getByLabelText(/^Ends/))).toBe('Optional for an emergency: without an end it shows until you end it.');
    await press(within(form).getByRole('button', { name: 'Publish' }));
    const dialog = screen.getByRole('dialog', { name: 'Publish this emergency?' });
    expect(dialog.textContent).toContain('This shows on every page of 10 campuses at once');
    expect(asked).not.toContain('POST /api/staff/alerts');
    await press(within(dialog).getByRole('button', { name: 'Publish emergency' }));
    expect((bodies['POST /api/staff/alerts'] as { level: string; campuses: string[] })).toMatchObject({ level: 'emergency', campuses: ['all'], endsAt: '' });
  });
});
