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

  it('offers a library photograph as AVIF and WebP at its stored widths, sized for its slot, keeping its shape', () => {
    const src = '/storage/media/bisz/0123456789abcdef-1800x1200.jpg';
    const { container } = render(<ImagePreloader src={src} alt="The front gate" sizes="(min-width: 1024px) 33vw, 100vw" />);
    const sources = [...container.querySelectorAll('picture > source')].map((s) => [s.getAttribute('type'), s.getAttribute('srcset'), s.getAttribute('sizes')]);
    const set = (format: string) => [480, 960, 1600, 1800].map((w) => `/storage/media/bisz/0123456789abcdef-1800x1200-${w}.${format} ${w}w`).join(', ');
    expect(sources).toEqual([
      ['image/avif', set('avif'), '(min-width: 1024px) 33vw, 100vw'],
      ['image/webp', set('webp'), '(min-width: 1024px) 33vw, 100vw'],
    ]);
    const img = container.querySelector('picture > img')!;
    expect([img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('alt')]).toEqual([src, '1800', '1200', 'The front gate']);
  });

  it('keeps any other picture a plain image', () => {
    const { container } = render(<ImagePreloader src="/storage/bisz/scene-library.0123456789.svg" alt="" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('.ui-img > img')).not.toBeNull();
  });

  it('keeps its focal point in view in every frame: the point at x% of the picture lies at x% of the frame', () => {
    const src = '/storage/media/bisz/0123456789abcdef-1800x1200.jpg';
    const { container, rerender } = render(<ImagePreloader src={`${src}#focus=30,20`} alt="Two pupils at the gate" ratio={16 / 9} />);
    const img = () => container.querySelector('img')!;
    expect([img().getAttribute('src'), img().style.objectPosition]).toEqual([src, '30% 20%']);
    expect(container.querySelectorAll('source')).toHaveLength(2);
    rerender(<ImagePreloader src={src} alt="Two pupils at the gate" ratio={16 / 9} />);
    expect([img().getAttribute('src'), img().style.objectPosition]).toEqual([src, '']);
  });
});
