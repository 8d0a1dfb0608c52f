/** @jest-environment jsdom */
// A list in a document's copy (issue 34, "add, remove and reorder home carousel slides"), as an editor
// uses it on Home's carousel: each slide numbered with its picture, moved and removed by its buttons
// with the focus following the slide, every slide removed and then one added again, in English and in
// Chinese; what is saved is the list in its new order.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { StudioTarget } from '@schools/api-server/staff-contract';
import { TargetEditor } from '../src/copy/TargetEditor';
import { TARGETS } from './copyTargets';
import { serve, ok } from './fakeApi';

const BANNER = TARGETS.find((t) => t.target === 'document:banner')!;
const slide = (n: number, image: string) => ({ image, title: { en: `Slide title ${n}`, zh: `轮播标题 ${n}` }, subtitle: { en: '', zh: '' } });
const LIVE = {
  slides: [slide(1, 'bisz/one.svg'), slide(2, 'bisz/two.svg'), slide(3, 'https://cdn.example.cn/three.jpg')],
  vrLink: '',
  vrList: [],
};
const OPENED: StudioTarget = { ...BANNER, live: LIVE as unknown as StudioTarget['live'], draft: null, scheduled: null, versions: [], revision: '7.-.-' };
const URL_OF = '/api/staff/BISZ/studio/targets/document/banner';
const noop = () => undefined;

async function openBanner(lang: 'en' | 'zh') {
  const { requests: asked } = serve({
    [`GET ${URL_OF}`]: ok(OPENED),
    [`PUT ${URL_OF}/draft`]: ok({ body: LIVE, savedBy: 'editor@lumina.example.cn', savedAt: '2026-11-30T02:00:00.000Z', revision: '8.-.-' }),
  });
  await act(async () => {
    render(<TargetEditor site="BISZ" lang={lang} summary={BANNER} onDirty={noop} onExpired={noop} onChanged={noop} />);
  });
  return asked;
}

const slides = () => screen.getByRole('group', { name: /^(Slides|轮播图)$/ });
/** Each slide's number and English title, in order. */
const order = () => within(slides()).getAllByRole('group', { name: /^(Slide \d+ of \d+|第 \d+ 张轮播图（共 \d+ 张）)$/ })
  .map((group) => `${group.getAttribute('aria-labelledby') && document.getElementById(group.getAttribute('aria-labelledby')!)!.textContent}: ${
    (within(group).getAllByRole('textbox')[1] as HTMLInputElement).value}`);

describe("a document's list in the copy editor (Home's carousel slides)", () => {
  it('numbers each slide and shows its picture; moves it by keyboard-reachable buttons, the focus following it', async () => {
    await openBanner('en');
    expect(order()).toEqual(['Slide 1 of 3: Slide title 1', 'Slide 2 of 3: Slide title 2', 'Slide 3 of 3: Slide title 3']);
    // Each slide's picture, from the storage base (an address as it is).
    const pictures = within(slides()).getAllByRole('presentation') as HTMLImageElement[];
    expect(pictures.map((img) => img.getAttribute('src'))).toEqual(['/storage/bisz/one.svg', '/storage/bisz/two.svg', 'https://cdn.example.cn/three.jpg']);

    // Slide 3 up: it is slide 2 now, and its "Move up" still has the focus.
    const up3 = screen.getByRole('button', { name: 'Move slide 3 of 3 up' });
    up3.focus();
    fireEvent.click(up3);
    expect(order()).toEqual(['Slide 1 of 3: Slide title 1', 'Slide 2 of 3: Slide title 3', 'Slide 3 of 3: Slide title 2']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move slide 2 of 3 up' }));
    // Up again, to the top: "Move up" is disabled there, so the focus is on its "Move down".
    fireEvent.click(document.activeElement!);
    expect(order()[0]).toBe('Slide 1 of 3: Slide title 3');
    expect(screen.getByRole('button', { name: 'Move slide 1 of 3 up' }).hasAttribute('disabled')).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move slide 1 of 3 down' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move slide 2 of 3 down' }));
    expect(order()).toEqual(['Slide 1 of 3: Slide title 3', 'Slide 2 of 3: Slide title 2', 'Slide 3 of 3: Slide title 1']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move slide 3 of 3 up' }));
  });

  it('removes slides down to none, still offers to add one, and saves the list in its new order', async () => {
    const asked = await openBanner('en');
    fireEvent.click(screen.getByRole('button', { name: 'Remove slide 1 of 3' }));
    expect(order()).toEqual(['Slide 1 of 2: Slide title 2', 'Slide 2 of 2: Slide title 3']);
    // The focus is on the slide now in that place, by its number.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Slide 1 of 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove slide 2 of 2' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Slide 1 of 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove slide 1 of 1' }));
    expect(within(slides()).queryAllByRole('listitem')).toHaveLength(0);
    expect(within(slides()).getByText('No slides yet: “Add slide” adds one.')).toBeTruthy();
    const add = screen.getByRole('button', { name: 'Add slide' });
    expect(document.activeElement).toBe(add);

    // Added after every slide had gone: an empty slide of the carousel's fields, the focus on it.
    fireEvent.click(add);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Slide 1 of 1' }));
    const added = screen.getByRole('group', { name: 'Slide 1 of 1' });
    expect(within(added).getByRole('group', { name: 'Title' })).toBeTruthy();
    expect(within(added).getByRole('group', { name: 'Subtitle' })).toBeTruthy();
    fireEvent.change(within(added).getByLabelText('Picture file'), { target: { value: 'bisz/new.svg' } });
    fireEvent.change(within(within(added).getByRole('group', { name: 'Title' })).getByLabelText('English'), { target: { value: 'A new slide' } });
    fireEvent.change(within(within(added).getByRole('group', { name: 'Title' })).getByLabelText('Chinese · 中文'), { target: { value: '新的轮播图' } });
    expect((within(added).getByRole('presentation') as HTMLImageElement).getAttribute('src')).toBe('/storage/bisz/new.svg');
    fireEvent.click(screen.getByRole('button', { name: 'Add slide' }));
    expect(order()).toEqual(['Slide 1 of 2: A new slide', 'Slide 2 of 2: ']);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    });
    const saved = asked.find((a) => a.key === `PUT ${URL_OF}/draft`)!.body as { body: typeof LIVE; revision: string };
    expect(saved.revision).toBe('7.-.-');
    expect(saved.body.slides).toEqual([
      { image: 'bisz/new.svg', title: { en: 'A new slide', zh: '新的轮播图' }, subtitle: { en: '', zh: '' } },
      { image: '', title: { en: '', zh: '' }, subtitle: { en: '', zh: '' } },
    ]);
  });

  it('in Chinese: the slides numbered with their measure word, and the empty list says how to add one', async () => {
    await openBanner('zh');
    expect(order()[1]).toBe('第 2 张轮播图（共 3 张）: Slide title 2');
    fireEvent.click(screen.getByRole('button', { name: '下移第 1 张轮播图（共 3 张）' }));
    expect(order()[1]).toBe('第 2 张轮播图（共 3 张）: Slide title 1');
    for (let n = 3; n > 0; n -= 1) fireEvent.click(screen.getByRole('button', { name: `删除第 1 张轮播图（共 ${n} 张）` }));
    expect(within(slides()).getByText('暂无轮播图：点击“添加轮播图”即可添加。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '添加轮播图' }));
    expect(screen.getByRole('heading', { name: '第 1 张轮播图（共 1 张）' })).toBe(document.activeElement);
  });
});
