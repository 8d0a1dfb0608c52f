/** @jest-environment jsdom */
// A photograph's focal point in the studio: set by a click on the picture or by the sliders (the
// keyboard's way), previewed in the crops the site makes, saved only when it moved.
import { fireEvent, render, screen } from '@testing-library/react';
import type { MediaItem } from '@schools/api-server/staff-contract';
import { FocusPicker } from '../src/media/FocusPicker';

const item = { id: 7, thumb: '/storage/media/bisz/0123456789abcdef-1600x1000-480.webp', width: 1600, height: 1000, focus: { x: 50, y: 50 } } as MediaItem;

describe('FocusPicker', () => {
  it('moves the point by the sliders, shows the crops around it and saves it', () => {
    const onSave = jest.fn(async () => {});
    const { container } = render(<FocusPicker lang="en" item={item} onSave={onSave} />);
    container.querySelector('details')!.open = true;
    const save = screen.getByRole('button', { name: 'Save focal point' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('slider', { name: 'Across, from the left' }), { target: { value: '24' } });
    fireEvent.change(screen.getByRole('slider', { name: 'Down, from the top' }), { target: { value: '36' } });
    const crops = [...container.querySelectorAll<HTMLImageElement>('.media-focus__crop img')].map((img) => img.style.objectPosition);
    expect(crops).toEqual(['24% 36%', '24% 36%', '24% 36%']);
    fireEvent.click(save);
    expect(onSave).toHaveBeenCalledWith({ x: 24, y: 36 });
  });

  it('takes the point clicked on the picture, in whole percent', () => {
    const onSave = jest.fn(async () => {});
    const { container } = render(<FocusPicker lang="zh" item={{ ...item, focus: { x: 10, y: 90 } }} onSave={onSave} />);
    container.querySelector('details')!.open = true;
    expect(screen.getByText('焦点：从左 10%，从上 90%')).toBeTruthy();
    const picture = container.querySelector<HTMLImageElement>('.media-focus__picture img')!;
    picture.getBoundingClientRect = () => ({ left: 100, top: 50, width: 400, height: 250, right: 500, bottom: 300, x: 100, y: 50, toJSON: () => ({}) });
    fireEvent.click(picture, { clientX: 100 + 400 * 0.333, clientY: 50 + 250 * 0.8 });
    fireEvent.click(screen.getByRole('button', { name: '保存焦点' }));
    expect(onSave).toHaveBeenCalledWith({ x: 33, y: 80 });
  });
});
