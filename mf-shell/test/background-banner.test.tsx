/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { BackgroundBanner, TitleBox } from '@schools/ui';

const banner = (container: HTMLElement) => container.querySelector('.ui-banner') as HTMLElement;

describe('BackgroundBanner', () => {
  it('shows the navy gradient alone when the page has no image', () => {
    const { container } = render(
      <BackgroundBanner>
        <TitleBox>About Us</TitleBox>
      </BackgroundBanner>,
    );
    expect(banner(container).classList.contains('ui-banner--fallback')).toBe(true);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeTruthy();
  });

  it('covers the banner with the page image, loaded at once through the preloader', () => {
    const { container } = render(<BackgroundBanner image="/storage/about.svg" alt="" />);
    expect(banner(container).classList.contains('ui-banner--image')).toBe(true);
    const img = container.querySelector('.ui-banner__image img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/storage/about.svg');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(container.querySelector('.ui-img--cover')).not.toBeNull();
  });

  it('falls back to the gradient when the image fails, and tries again for a new image', () => {
    const { container, rerender } = render(<BackgroundBanner image="/storage/missing.svg" />);
    fireEvent.error(container.querySelector('img')!);
    expect(banner(container).classList.contains('ui-banner--fallback')).toBe(true);
    expect(container.querySelector('img')).toBeNull();
    rerender(<BackgroundBanner image="/storage/other.svg" />);
    expect(banner(container).classList.contains('ui-banner--image')).toBe(true);
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/storage/other.svg');
  });
});
