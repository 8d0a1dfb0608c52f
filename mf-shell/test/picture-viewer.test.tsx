/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { bus } from '@schools/shared-api';
import { PictureViewer } from '@schools/ui';

const ALT = 'Pupils reading in the library';

function Gallery() {
  return (
    <>
      <button type="button" onClick={() => bus.messages.next({ type: 'open-picture', src: '/storage/library.svg', alt: ALT })}>
        Library picture
      </button>
      <a href="#/elsewhere">elsewhere</a>
      <PictureViewer />
    </>
  );
}

function openFromGallery() {
  const opener = screen.getByRole('button', { name: 'Library picture' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

beforeEach(() => act(() => bus.language.next('en')));

describe('PictureViewer', () => {
  it('opens from the bus as a modal dialog named by the alt text, focused on its close button, page scroll locked', () => {
    render(<Gallery />);
    expect(screen.queryByRole('dialog')).toBeNull();
    openFromGallery();
    const dialog = screen.getByRole('dialog', { name: ALT });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const img = dialog.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/storage/library.svg');
    expect(img.alt).toBe(ALT);
    expect(dialog.querySelector('figcaption')!.textContent).toBe(ALT);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    expect(document.documentElement.style.overflow).toBe('hidden');
  });

  it('closes on Escape, unlocks the page and gives focus back to the gallery', () => {
    render(<Gallery />);
    const opener = openFromGallery();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes by a click anywhere, the picture itself included', () => {
    render(<Gallery />);
    const opener = openFromGallery();
    fireEvent.click(screen.getByRole('dialog').querySelector('img')!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with its close button', () => {
    render(<Gallery />);
    const opener = openFromGallery();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab and Shift+Tab inside', () => {
    render(<Gallery />);
    openFromGallery();
    const close = screen.getByRole('button', { name: 'Close' });
    expect(fireEvent.keyDown(close, { key: 'Tab' })).toBe(false);
    expect(fireEvent.keyDown(close, { key: 'Tab', shiftKey: true })).toBe(false);
    expect(document.activeElement).toBe(close);
  });

  it('labels its close button in Chinese on a Chinese page and ignores other messages', () => {
    act(() => bus.language.next('zh'));
    render(<Gallery />);
    act(() => bus.messages.next({ type: 'scroll-to', id: 'top' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    openFromGallery();
    expect(screen.getByRole('button', { name: '关闭' })).toBeTruthy();
  });
});
