/** @jest-environment jsdom */
import { fireEvent, render } from '@testing-library/react';
import { ImagePreloader } from '@schools/ui';

describe('ImagePreloader', () => {
  it('holds the image box at its intrinsic shape while loading, then shows the image', () => {
    const { container } = render(<ImagePreloader src="/storage/a.svg" alt="Pupils in the library" width={1200} height={800} />);
    const box = container.querySelector('.ui-img') as HTMLElement;
    const img = container.querySelector('img')!;
    expect(box.style.aspectRatio).toBe('1.5');
    expect(box.dataset.state).toBe('loading');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.alt).toBe('Pupils in the library');
    fireEvent.load(img);
    expect(box.dataset.state).toBe('loaded');
  });

  it('keeps the placeholder when the image fails to load', () => {
    const { container } = render(<ImagePreloader src="/missing.png" alt="" ratio={3 / 2} />);
    fireEvent.error(container.querySelector('img')!);
    const box = container.querySelector('.ui-img') as HTMLElement;
    expect(box.dataset.state).toBe('failed');
    expect(box.className).toContain('ui-img--boxed');
  });

  it('loads pictures above the fold at once', () => {
    const { container } = render(<ImagePreloader src="/hero.jpg" alt="Campus" width={1600} height={900} eager />);
    expect(container.querySelector('img')!.getAttribute('loading')).toBe('eager');
  });

  it('starts over when the address changes', () => {
    const { container, rerender } = render(<ImagePreloader src="/a.jpg" alt="" width={4} height={3} />);
    fireEvent.load(container.querySelector('img')!);
    rerender(<ImagePreloader src="/b.jpg" alt="" width={4} height={3} />);
    expect((container.querySelector('.ui-img') as HTMLElement).dataset.state).toBe('loading');
  });
});
